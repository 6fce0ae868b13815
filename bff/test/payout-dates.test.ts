import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { IncomeStatus, PayoutDatesIncomeFragment } from './gql/graphql.ts';
import { codeOf, nodes, startBff, type Session, type TestBff } from './harness.ts';

/**
 * "When can I withdraw?": `Income.requestableAt` (delivery + 7 days) and `nextPayout`, computed
 * by the BFF with the same rule as `eligiblePayouts`, so the dates the client shows and what a
 * request accepts never disagree.
 */

const DAY = 86_400_000;

let bff: TestBff;
let admin: Session;
let sita: Session;

graphql(`
  fragment PayoutDatesIncome on Income {
    id
    status
    requestableAt
    order {
      id
      status
      deliveredAt
    }
  }
`);
const INCOMES = graphql(`
  query PayoutDatesIncomes($status: IncomeStatus) {
    incomes(status: $status, first: 1000) {
      edges {
        node {
          ...PayoutDatesIncome
        }
      }
    }
  }
`);
const STATE = graphql(`
  query PayoutDatesState {
    eligiblePayouts {
      id
    }
    nextPayout {
      requestableAt
      amount
      order {
        id
        totalCommission
      }
    }
    payments(first: 1000) {
      edges {
        node {
          orderIds
        }
      }
    }
  }
`);
const NEXT_PAYOUT = graphql(`
  query PayoutDatesNext {
    nextPayout {
      requestableAt
    }
  }
`);

type IncomeView = PayoutDatesIncomeFragment;

async function incomes(status?: IncomeStatus): Promise<IncomeView[]> {
  const result = await sita.gql(INCOMES, status ? { status } : {});
  expect(result.errors).toBeUndefined();
  return nodes(result.data!.incomes);
}

async function payoutState() {
  const result = await sita.gql(STATE);
  expect(result.errors).toBeUndefined();
  const { eligiblePayouts, nextPayout, payments } = result.data!;
  return {
    eligible: new Set(eligiblePayouts.map((e) => e.id)),
    next: nextPayout,
    requested: new Set(nodes(payments).flatMap((p) => p.orderIds)),
  };
}

/** What the rule says, recomputed here from the incomes list: the checks below compare the BFF with it. */
function expected(list: IncomeView[], requested: Set<string>, now: number) {
  const waiting = list.filter((i) => i.status === 'PENDING' && !requested.has(i.order!.id));
  const eligible = waiting.filter((i) => Date.parse(i.requestableAt!) <= now).map((i) => i.order!.id);
  const ahead = waiting
    .filter((i) => Date.parse(i.requestableAt!) > now)
    .sort((a, b) => Date.parse(a.requestableAt!) - Date.parse(b.requestableAt!));
  return { eligible: new Set(eligible), next: ahead[0] ?? null };
}

beforeAll(async () => {
  bff = await startBff();
  [admin, sita] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test')]);
});
afterAll(() => bff.close());

describe('Income.requestableAt', () => {
  it('is the delivery plus exactly 7 days on every pending income, and null on paid ones', async () => {
    const pending = await incomes('PENDING');
    expect(pending.length).toBeGreaterThan(0);
    for (const income of pending) {
      expect(income.order?.status).toBe('DELIVERED');
      expect(Date.parse(income.requestableAt!) - Date.parse(income.order!.deliveredAt!)).toBe(7 * DAY);
    }
    const sent = await incomes('SENT');
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((income) => income.requestableAt === null)).toBe(true);
  });

  it('agrees with eligiblePayouts, and nextPayout is the soonest still to come', async () => {
    const [list, state] = await Promise.all([incomes(), payoutState()]);
    const rule = expected(list, state.requested, Date.now());
    expect(state.eligible).toEqual(rule.eligible);
    expect(state.next?.order.id ?? null).toBe(rule.next?.order!.id ?? null);
    if (state.next) expect(state.next.requestableAt).toBe(rule.next!.requestableAt);
  });

  it('follows a fresh delivery from "in 7 days" to requestable when its delivery is backdated', async () => {
    const confirmed = await sita.gql(
      graphql(`
        query PayoutDatesConfirmedOrder {
          orders(status: CONFIRMED, first: 1) {
            edges {
              node {
                id
              }
            }
          }
        }
      `),
    );
    const orderId = nodes(confirmed.data!.orders)[0]!.id;
    const delivered = await admin.gql(
      graphql(`
        mutation PayoutDatesDeliver($id: ID!) {
          changeOrderStatus(id: $id, status: DELIVERED) {
            order {
              id
            }
          }
        }
      `),
      { id: orderId },
    );
    expect(delivered.errors).toBeUndefined();

    const fresh = (await incomes('PENDING')).find((i) => i.order?.id === orderId)!;
    const wait = Date.parse(fresh.requestableAt!) - Date.now();
    expect(wait).toBeGreaterThan(7 * DAY - 60_000);
    expect(wait).toBeLessThanOrEqual(7 * DAY);
    const before = await payoutState();
    expect(before.eligible.has(orderId)).toBe(false);
    // At least the fresh delivery is still to come.
    expect(before.next).not.toBeNull();

    await bff.dev.backdateDelivery(orderId, 6.5);
    const halfDay = (await incomes('PENDING')).find((i) => i.order?.id === orderId)!;
    expect(Date.parse(halfDay.requestableAt!) - Date.now()).toBeGreaterThan(0.5 * DAY - 60_000);
    expect(Date.parse(halfDay.requestableAt!) - Date.now()).toBeLessThanOrEqual(0.5 * DAY);
    expect((await payoutState()).eligible.has(orderId)).toBe(false);

    await bff.dev.backdateDelivery(orderId, 7.01);
    const due = (await incomes('PENDING')).find((i) => i.order?.id === orderId)!;
    expect(Date.parse(due.requestableAt!)).toBeLessThan(Date.now());
    const after = await payoutState();
    expect(after.eligible.has(orderId)).toBe(true);
    expect(after.next?.order.id).not.toBe(orderId);
  });

  it('is for marketers only', async () => {
    expect(codeOf(await admin.gql(NEXT_PAYOUT))).toBe('FORBIDDEN');
    expect(codeOf(await bff.anonymous().gql(NEXT_PAYOUT))).toBe('UNAUTHENTICATED');
  });
});
