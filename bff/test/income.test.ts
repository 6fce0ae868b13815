import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf } from './harness.ts';
import {
  dbOf,
  deliveredOrders,
  eligibleOrderIds,
  expectNewestFirst,
  paisa,
  sumPaisa,
  userByEmail,
} from './stand-in-data.ts';
import { admin, bff, eligibleOf, ids, incomeOf, maya, sita, usePayoutsWorld } from './payouts-world.ts';

/** A marketer's income and the orders whose commission may be requested now, against the seeded ledger. */
usePayoutsWorld();

const TOTAL = graphql(`
  query IncomeTotalOnly {
    income {
      totalIncome
    }
  }
`);
const ELIGIBLE_IDS = graphql(`
  query IncomeEligibleIds {
    eligiblePayouts {
      id
    }
  }
`);

describe('income', () => {
  it('answers Sita’s totals, her incomes by status newest first, and her payment requests', async () => {
    const { me, income } = await incomeOf(sita);
    const record = userByEmail(bff, 'sita@demo.test');
    const db = dbOf(bff);

    expect({
      totalIncome: income.totalIncome,
      pendingAmount: income.pendingAmount,
      receivedAmount: income.receivedAmount,
    }).toEqual({
      totalIncome: me.lifetimeIncome,
      pendingAmount: me.pendingPayment,
      receivedAmount: me.receivedPayment,
    });
    expect(income.totalIncome).toBe(record.lifetimeIncome);
    expect(income.pendingAmount).toBe(record.pendingPayment);
    expect(income.receivedAmount).toBe(record.receivedPayment);
    expect(income.pendingAmount).toBeGreaterThan(0);
    expect(income.receivedAmount).toBeGreaterThan(0);

    const mine = db.incomes.filter((i) => i.user === record._id);
    expect(mine).toHaveLength(17);
    expect(ids(income.received).sort()).toEqual(
      mine
        .filter((i) => i.status === 'sent')
        .map((i) => i._id)
        .sort(),
    );
    expect(ids(income.pending).sort()).toEqual(
      mine
        .filter((i) => i.status === 'pending')
        .map((i) => i._id)
        .sort(),
    );
    expect(income.received).toHaveLength(3);
    expect(income.pending).toHaveLength(14);
    expect(income.received.every((i) => i.status === 'SENT')).toBe(true);
    expect(income.pending.every((i) => i.status === 'PENDING')).toBe(true);
    expectNewestFirst(income.received.map((i) => i.createdAt));
    expectNewestFirst(income.pending.map((i) => i.createdAt));
    expect(income.recent).toEqual(income.received.slice(0, 3));

    // Each income is its order's commission × quantity, and the lists add up to the totals.
    for (const row of [...income.received, ...income.pending]) {
      expect(row.order).toMatchObject({ status: 'DELIVERED', owner: { email: 'sita@demo.test' } });
      expect(paisa(row.amount)).toBe(Math.round(paisa(row.order!.commission) * row.order!.quantity));
      expect(row.amount).toBe(row.order!.totalCommission);
    }
    expect(sumPaisa(income.pending.map((i) => i.amount))).toBe(paisa(income.pendingAmount));
    expect(sumPaisa(income.received.map((i) => i.amount))).toBe(paisa(income.receivedAmount));
    expect(sumPaisa([...income.pending, ...income.received].map((i) => i.amount))).toBe(paisa(income.totalIncome));

    expect(income.payments.map((p) => p.status)).toEqual(['PENDING', 'SENT']);
    expect(ids(income.payments).sort()).toEqual(
      db.payments
        .filter((p) => p.user === record._id)
        .map((p) => p._id)
        .sort(),
    );
    expectNewestFirst(income.payments.map((p) => p.createdAt));
  });

  it('answers another marketer her own income only', async () => {
    const { me, income } = await incomeOf(maya);
    const record = userByEmail(bff, 'maya@demo.test');
    expect(income).toMatchObject({
      totalIncome: me.lifetimeIncome,
      pendingAmount: me.pendingPayment,
      receivedAmount: me.receivedPayment,
    });
    expect(income.totalIncome).toBe(record.lifetimeIncome);
    const hers = dbOf(bff)
      .incomes.filter((i) => i.user === record._id)
      .map((i) => i._id);
    expect(hers.length).toBeGreaterThan(0);
    expect([...ids(income.pending), ...ids(income.received)].sort()).toEqual(hers.sort());
    expect(income.payments).toEqual([]);
    for (const row of income.pending) expect(row.order!.owner).toEqual({ email: 'maya@demo.test' });
  });

  it('is for marketers: FORBIDDEN for an admin, UNAUTHENTICATED for anonymous callers', async () => {
    const forAdmin = await admin.gql(TOTAL);
    expect(codeOf(forAdmin)).toBe('FORBIDDEN');
    expect(forAdmin.errors![0]!.message).toBe('This is for marketers only.');
    expect(codeOf(await admin.gql(ELIGIBLE_IDS))).toBe('FORBIDDEN');
    const anonymous = await bff.anonymous().gql(TOTAL);
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    expect(anonymous.data).toBeNull();
    expect(codeOf(await bff.anonymous().gql(ELIGIBLE_IDS))).toBe('UNAUTHENTICATED');
  });
});

describe('eligiblePayouts', () => {
  // One test backdates a fresh delivery into the eligible list the others count: each test has a
  // BFF of its own.
  usePayoutsWorld('each');

  it('lists exactly Sita’s 9 orders delivered 7+ days ago and never requested, worth commission × quantity', async () => {
    const eligible = await eligibleOf(sita);
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    expect(eligible).toHaveLength(9);
    expect(ids(eligible).sort()).toEqual(eligibleOrderIds(bff, sitaId).sort());

    const requested = new Set(dbOf(bff).payments.flatMap((p) => p.orders));
    const fresh = deliveredOrders(bff, sitaId, { olderThanDays: 7, younger: true }).map((o) => o._id);
    // The seed forces two fresh deliveries; its random draw makes a third (about 5 days old).
    expect(fresh).toHaveLength(3);
    for (const row of eligible) {
      expect(requested.has(row.id)).toBe(false);
      expect(fresh).not.toContain(row.id);
      expect(row.order).toMatchObject({ id: row.id, status: 'DELIVERED', owner: { email: 'sita@demo.test' } });
      const order = dbOf(bff).orders.find((o) => o._id === row.id)!;
      expect(paisa(row.amount)).toBe(Math.round(paisa(order.commission) * order.qty));
      expect(row.deliveredAt).toBe(order.deliveredDate);
      expect(Date.now() - Date.parse(row.deliveredAt)).toBeGreaterThanOrEqual(7 * 86_400_000);
    }
    expectNewestFirst(eligible.map((e) => e.deliveredAt));
  });

  it('answers each marketer her own', async () => {
    const eligible = await eligibleOf(maya);
    const mayaId = userByEmail(bff, 'maya@demo.test')._id;
    expect(ids(eligible).sort()).toEqual(eligibleOrderIds(bff, mayaId).sort());
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.every((e) => e.order.owner?.email === 'maya@demo.test')).toBe(true);
  });

  it('takes in a fresh delivery once it is 7 days old', async () => {
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const [fresh, other] = deliveredOrders(bff, sitaId, { olderThanDays: 7, younger: true });
    const before = ids(await eligibleOf(sita));
    expect(before).not.toContain(fresh!._id);

    await bff.dev.backdateDelivery(fresh!._id, 8);
    const after = await eligibleOf(sita);
    expect(ids(after).sort()).toEqual([...before, fresh!._id].sort());
    expect(ids(after)).not.toContain(other!._id);
    const row = after.find((e) => e.id === fresh!._id)!;
    expect(Math.round((Date.now() - Date.parse(row.deliveredAt)) / 86_400_000)).toBe(8);
  });
});
