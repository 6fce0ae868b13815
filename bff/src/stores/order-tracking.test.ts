import { describe, expect, it } from 'vitest';
import { MemoryKeyValue } from './key-value.ts';
import { OrderTracking, type OrderFacts } from './order-tracking.ts';

const placed: OrderFacts = {
  orderId: 'order-1',
  ownerId: 'sita',
  customerName: 'Anita Karki',
  productName: 'Dhaka topi',
  quantity: 2,
  total: 3000,
  marketerName: 'Sita Sharma',
  marketerPhone: '9841000001',
  placedAt: '2026-11-20T04:00:00.000Z',
  status: 'confirmed',
  changedAt: '2026-11-20T04:00:00.000Z',
};

const at = (iso: string) => new Date(iso);

describe('OrderTracking', () => {
  it('makes one link per order, and brings it up to date with each change', async () => {
    const tracking = new OrderTracking(new MemoryKeyValue(1 << 20));
    const made = await tracking.keep(placed, at('2026-11-20T04:00:01Z'));
    const again = await tracking.keep(placed, at('2026-11-20T05:00:00Z'));
    expect(again!.id).toBe(made!.id);
    expect(made!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    await tracking.follow({ ...placed, status: 'inProcess', marketerPhone: undefined }, at('2026-11-21T06:30:00Z'));
    await tracking.follow({ ...placed, status: 'delivered', quantity: 3, total: 4500 }, at('2026-11-23T09:00:00Z'));
    const { order } = (await tracking.find(made!.id))!;
    expect(order).toMatchObject({
      quantity: 3,
      total: 4500,
      marketerPhone: '9841000001',
      closedAt: '2026-11-23T09:00:00.000Z',
      steps: [
        { status: 'confirmed', at: '2026-11-20T04:00:00.000Z' },
        { status: 'inProcess', at: '2026-11-21T06:30:00.000Z' },
        { status: 'delivered', at: '2026-11-23T09:00:00.000Z' },
      ],
    });
  });

  it('gives an order without a link none when it changes', async () => {
    const tracking = new OrderTracking(new MemoryKeyValue(1 << 20));
    await tracking.follow({ ...placed, status: 'inProcess' });
    const made = await tracking.keep({ ...placed, status: 'inProcess', changedAt: '2026-11-22T00:00:00.000Z' });
    expect(made!.steps).toEqual([
      { status: 'confirmed', at: '2026-11-20T04:00:00.000Z' },
      { status: 'inProcess', at: '2026-11-22T00:00:00.000Z' },
    ]);
  });

  it('keeps no link for an order closed more than 60 days ago', async () => {
    const tracking = new OrderTracking(new MemoryKeyValue(1 << 20));
    const closed = { ...placed, status: 'cancelled' as const, changedAt: '2026-09-01T00:00:00.000Z' };
    expect(await tracking.keep(closed, at('2026-10-30T23:59:59Z'))).not.toBeNull();
    expect(await tracking.keep({ ...closed, orderId: 'order-2' }, at('2026-10-31T00:00:01Z'))).toBeNull();
  });

  it('dates a change it did not follow by the order, so a closed order’s link still stops 60 days after the close', async () => {
    const tracking = new OrderTracking(new MemoryKeyValue(1 << 20));
    const { id } = (await tracking.keep(placed, at('2026-11-20T04:00:01Z')))!;
    // Delivered on 2026-11-22 without the snapshot following; the order is read again 10 days on.
    const delivered = { ...placed, status: 'delivered' as const, changedAt: '2026-11-22T08:00:00.000Z' };
    const seen = await tracking.keep(delivered, at('2026-12-02T00:00:00Z'));
    expect(seen).toMatchObject({
      id,
      closedAt: '2026-11-22T08:00:00.000Z',
      steps: [
        { status: 'confirmed', at: '2026-11-20T04:00:00.000Z' },
        { status: 'delivered', at: '2026-11-22T08:00:00.000Z' },
      ],
    });
    expect((await tracking.answer(id, 'declined', at('2026-12-02T00:00:01Z'))).outcome).toBe('movedOn');
  });

  it('drops the link of an order whose close it missed more than 60 days ago, the first time it reads it again', async () => {
    const tracking = new OrderTracking(new MemoryKeyValue(1 << 20));
    const { id } = (await tracking.keep(placed, at('2026-11-20T04:00:01Z')))!;
    const cancelled = { ...placed, status: 'cancelled' as const, changedAt: '2026-11-21T00:00:00.000Z' };
    expect(await tracking.keep(cancelled, at('2027-01-20T00:00:01Z'))).toBeNull();
    expect(await tracking.find(id)).toBeNull();
    expect((await tracking.answer(id, 'confirmed')).outcome).toBe('missing');
  });

  it('keeps the first of two answers given at once', async () => {
    const tracking = new OrderTracking(new MemoryKeyValue(1 << 20));
    const { id } = (await tracking.keep(placed))!;
    const [first, second] = await Promise.all([tracking.answer(id, 'confirmed'), tracking.answer(id, 'declined')]);
    expect([first.outcome, second.outcome]).toEqual(['recorded', 'answered']);
    expect(second).toMatchObject({ answer: { answer: 'confirmed' } });
    const [kept, none] = await tracking.answers(['order-1', 'order-9']);
    expect(kept?.answer).toBe('confirmed');
    expect(none).toBeNull();
  });

  it('takes no answer once the order moved on, nor for an unknown link', async () => {
    const tracking = new OrderTracking(new MemoryKeyValue(1 << 20));
    const { id } = (await tracking.keep(placed))!;
    await tracking.follow({ ...placed, status: 'inProcess' });
    expect((await tracking.answer(id, 'confirmed')).outcome).toBe('movedOn');
    expect((await tracking.answer('AAAAAAAAAAAAAAAAAAAAAA', 'confirmed')).outcome).toBe('missing');
    expect(await tracking.answers(['order-1'])).toEqual([null]);
  });

  it('asks nothing and keeps no answer where pages take no answers', async () => {
    const tracking = new OrderTracking(new MemoryKeyValue(1 << 20), { takesAnswers: false });
    const made = (await tracking.keep(placed))!;
    expect(tracking.asks(made, null)).toBe(false);
    expect(await tracking.answer(made.id, 'confirmed')).toEqual({ outcome: 'movedOn', order: made });
    expect(await tracking.answers([placed.orderId])).toEqual([null]);
  });
});
