import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { OrderStatus } from './gql/graphql.ts';
import { gatewayWrites, nodes, type Session } from './harness.ts';
import { anyString } from './matchers.ts';
import {
  admin,
  bff,
  CANCEL,
  CHANGE,
  change,
  expectBadInput,
  expectRefused,
  list,
  maya,
  place,
  read,
  round2,
  seededSitaOrder,
  sita,
  useOrdersWorld,
  userIds,
} from './orders-world.ts';

/** Cancelling orders and moving them between statuses, with what delivery and returns do to income; each test places the orders it changes. */
useOrdersWorld();

describe('cancelOrder', () => {
  const cancel = (as: Session, id: string) => as.gql(CANCEL, { id });

  it('lets the owner cancel her confirmed order; the answer shows it cancelled and no longer changeable', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    const result = await cancel(sita, placed.id);
    expect(result.errors).toBeUndefined();
    expect(result.data!.cancelOrder).toEqual({
      message: 'Order cancelled',
      order: { ...placed, status: 'CANCELLED', canEdit: false, canCancel: false, updatedAt: anyString },
    });
    expect(await gatewayWrites(bff)).toBe(1);
    expect((await list(sita, 'CANCELLED')).map((o) => o.id)).toContain(placed.id);
    expect((await list(sita, 'CONFIRMED')).map((o) => o.id)).not.toContain(placed.id);

    await bff.dev.resetCalls();
    expectRefused(await cancel(sita, placed.id), 'FORBIDDEN', 'You can only cancel your own confirmed orders.');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses the owner on an order past confirmed (FORBIDDEN); nothing is written', async () => {
    const delivered = await seededSitaOrder('DELIVERED');
    await bff.dev.resetCalls();
    expectRefused(await cancel(sita, delivered.id), 'FORBIDDEN', 'You can only cancel your own confirmed orders.');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(sita, delivered.id)).status).toBe('DELIVERED');
  });

  it('hides another marketer’s order (NOT_FOUND); nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectRefused(await cancel(maya, placed.id), 'NOT_FOUND', 'Order not found');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(sita, placed.id)).status).toBe('CONFIRMED');
  });

  it('lets an admin cancel a confirmed or in-process order, but not a cancelled one', async () => {
    const confirmed = await place();
    const byAdmin = await cancel(admin, confirmed.id);
    expect(byAdmin.errors).toBeUndefined();
    expect(byAdmin.data!.cancelOrder.order).toMatchObject({
      id: confirmed.id,
      status: 'CANCELLED',
      canEdit: false,
      canCancel: false,
    });

    const inProcess = await place();
    await change(inProcess.id, 'IN_PROCESS');
    expect((await cancel(admin, inProcess.id)).data!.cancelOrder.order.status).toBe('CANCELLED');

    await bff.dev.resetCalls();
    expectRefused(await cancel(admin, confirmed.id), 'FORBIDDEN', 'A cancelled order cannot be cancelled.');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('answers NOT_FOUND for an unknown order and asks anonymous visitors to sign in; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectRefused(await cancel(admin, '000000000000000000000000'), 'NOT_FOUND');
    expectRefused(await cancel(bff.anonymous(), placed.id), 'UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
  });
});

describe('changeOrderStatus', () => {
  const INCOME = graphql(`
    query OrdersStatusIncome {
      income {
        pendingAmount
        totalIncome
      }
      incomes(status: PENDING, first: 1000) {
        edges {
          node {
            amount
            status
            order {
              id
            }
          }
        }
      }
    }
  `);
  const sitaIncome = async () => {
    const { income, incomes } = (await sita.gql(INCOME)).data!;
    return { ...income, pending: nodes(incomes) };
  };
  const money = async () => {
    const result = await admin.gql(
      graphql(`
        query OrdersStatusUserMoney($id: ID!) {
          user(id: $id) {
            pendingPayment
            lifetimeIncome
          }
        }
      `),
      { id: userIds.sita! },
    );
    return result.data!.user;
  };

  it('moves an order CONFIRMED → IN_PROCESS → DELIVERED; delivery credits the owner’s income', async () => {
    const placed = await place();
    const before = await money();

    await bff.dev.resetCalls();
    const inProcess = await change(placed.id, 'IN_PROCESS');
    expect(inProcess.errors).toBeUndefined();
    expect(inProcess.data!.changeOrderStatus.message).toMatch(/inProcess|in process/i);
    expect(inProcess.data!.changeOrderStatus.order).toMatchObject({
      id: placed.id,
      status: 'IN_PROCESS',
      deliveredAt: null,
      canEdit: true,
      canCancel: true,
    });
    expect(await gatewayWrites(bff)).toBe(1);
    expect(await read(sita, placed.id)).toMatchObject({ status: 'IN_PROCESS', canEdit: false, canCancel: false });
    expect(await money()).toEqual(before);

    const delivered = await change(placed.id, 'DELIVERED');
    expect(delivered.errors).toBeUndefined();
    const order = delivered.data!.changeOrderStatus.order;
    expect(order).toMatchObject({ status: 'DELIVERED', totalCommission: 1460, canEdit: true });
    expect(Date.now() - Date.parse(order.deliveredAt!)).toBeLessThan(60_000);
    expect(order.owner).toMatchObject({
      pendingPayment: round2(before.pendingPayment + 1460),
      lifetimeIncome: round2(before.lifetimeIncome + 1460),
    });
    expect(await money()).toEqual({
      pendingPayment: round2(before.pendingPayment + 1460),
      lifetimeIncome: round2(before.lifetimeIncome + 1460),
    });

    const income = await sitaIncome();
    expect(income.pending.filter((i) => i.order!.id === placed.id)).toEqual([
      { amount: 1460, status: 'PENDING', order: { id: placed.id } },
    ]);
    expect(income.pendingAmount).toBe(round2(before.pendingPayment + 1460));
    expect((await list(sita, 'DELIVERED'))[0]).toMatchObject({ id: placed.id, canEdit: false });
  });

  it('credits the amount given on delivery instead of commission × quantity', async () => {
    const placed = await place();
    const before = await money();
    const delivered = await change(placed.id, 'DELIVERED', 1000);
    expect(delivered.errors).toBeUndefined();
    expect(await money()).toEqual({
      pendingPayment: round2(before.pendingPayment + 1000),
      lifetimeIncome: round2(before.lifetimeIncome + 1000),
    });
    const income = await sitaIncome();
    expect(income.pending.find((i) => i.order!.id === placed.id)!.amount).toBe(1000);
  });

  it('takes back an unpaid income when a delivered order is returned', async () => {
    const placed = await place();
    const before = await money();
    await change(placed.id, 'DELIVERED');
    const returned = await change(placed.id, 'RETURNED');
    expect(returned.errors).toBeUndefined();
    expect(returned.data!.changeOrderStatus.order).toMatchObject({ status: 'RETURNED', deliveredAt: null });
    expect(await money()).toEqual(before);
    const income = await sitaIncome();
    expect(income.pending.some((i) => i.order!.id === placed.id)).toBe(false);
  });

  it('reaches every status but CANCELLED, also back to CONFIRMED', async () => {
    const placed = await place();
    for (const status of ['EXCHANGED', 'RETURNED', 'IN_PROCESS', 'CONFIRMED'] satisfies OrderStatus[]) {
      const result = await change(placed.id, status);
      expect(result.errors).toBeUndefined();
      expect(result.data!.changeOrderStatus.order.status).toBe(status);
    }
    expect(await read(sita, placed.id)).toMatchObject({ status: 'CONFIRMED', canEdit: true });
  });

  it('refuses CANCELLED (use cancelOrder) on status; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectBadInput(await change(placed.id, 'CANCELLED'), 'status', 'use cancelOrder to cancel an order');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(admin, placed.id)).status).toBe('CONFIRMED');
  });

  it('refuses the status the order already has; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectBadInput(await change(placed.id, 'CONFIRMED'), 'status', 'the order is already confirmed');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses any change to a cancelled order (FORBIDDEN); nothing is written', async () => {
    const cancelled = (await list(admin, 'CANCELLED'))[0]!;
    await bff.dev.resetCalls();
    expectRefused(await change(cancelled.id, 'CONFIRMED'), 'FORBIDDEN', 'A cancelled order cannot change status.');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(admin, cancelled.id)).status).toBe('CANCELLED');
  });

  it('refuses an amount unless delivering, and an amount that is not positive; nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    expectBadInput(await change(placed.id, 'IN_PROCESS', 500), 'amount', 'is only used when delivering');
    expectBadInput(await change(placed.id, 'DELIVERED', 0), 'amount', 'must be more than 0');
    expectBadInput(await change(placed.id, 'DELIVERED', -5), 'amount', 'must be more than 0');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(admin, placed.id)).status).toBe('CONFIRMED');
  });

  it('answers NOT_FOUND for an unknown order', async () => {
    expectRefused(await change('000000000000000000000000', 'IN_PROCESS'), 'NOT_FOUND', 'Order not found');
  });

  it('refuses marketers (FORBIDDEN) and anonymous visitors (UNAUTHENTICATED); nothing is written', async () => {
    const placed = await place();
    await bff.dev.resetCalls();
    const marketer = await sita.gql(CHANGE, { id: placed.id, status: 'DELIVERED' });
    expectRefused(marketer, 'FORBIDDEN', 'This is for admins only.');
    expectRefused(await bff.anonymous().gql(CHANGE, { id: placed.id, status: 'DELIVERED' }), 'UNAUTHENTICATED');
    expect(await gatewayWrites(bff)).toBe(0);
    expect((await read(sita, placed.id)).status).toBe('CONFIRMED');
  });
});
