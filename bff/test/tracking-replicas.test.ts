import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderTracking } from '../src/stores/order-tracking.ts';
import { graphql } from './gql/index.ts';
import type { Session } from './harness.ts';
import { keyValueIn, useReplicasSharingRedis } from './redis-server.ts';
import { dbOf } from './stand-in-data.ts';

/**
 * Tracking pages with replicas sharing Redis: a link made on one replica opens on the other,
 * follows a change made on either, and keeps one answer of two sent at once.
 */

const PLACE = graphql(`
  mutation TrackingReplicaPlace($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        id
        trackingUrl
      }
    }
  }
`);
const MOVE = graphql(`
  mutation TrackingReplicaMove($id: ID!, $status: OrderStatus!) {
    changeOrderStatus(id: $id, status: $status) {
      order {
        id
      }
    }
  }
`);
const READ = graphql(`
  query TrackingReplicaRead($id: ID!) {
    order(id: $id) {
      customerConfirmation
    }
  }
`);

describe('two replicas sharing Redis', () => {
  const replicas = useReplicasSharingRedis();
  let sita: Session;
  let admin: Session;

  beforeAll(async () => {
    [sita, admin] = await Promise.all([replicas.one.signIn('sita@demo.test'), replicas.two.signIn('admin@demo.test')]);
  });

  it('opens a link made on one replica on the other, following a change made there', async () => {
    const product = dbOf(replicas.one).products.find((p) => p.status === 'available')!;
    const placed = await sita.gql(
      PLACE,
      {
        input: {
          productId: product._id,
          quantity: 1,
          price: product.price,
          customerName: 'Bimala Rai',
          customerPhone: '9812345678',
          customerLocation: 'Dharan',
        },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.errors).toBeUndefined();
    const { id, trackingUrl } = placed.data!.addOrder.order;
    const path = new URL(trackingUrl!).pathname;
    const onTwo = `${replicas.two.url}${path}`;
    expect(await (await fetch(onTwo)).text()).toContain('Is this your order?');

    const answered = await fetch(onTwo, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'answer=confirmed',
      redirect: 'manual',
    });
    expect(answered.headers.get('location')).toMatch(/said=recorded$/);
    expect((await sita.gql(READ, { id })).data!.order.customerConfirmation).toBe('CONFIRMED');

    expect(
      (await admin.gql(MOVE, { id, status: 'DELIVERED' }, { 'idempotency-key': randomUUID() })).errors,
    ).toBeUndefined();
    const html = await (await fetch(`${replicas.one.url}${path}`)).text();
    expect(html).toContain('Confirmed by you');
    expect(html).toContain('Delivered');
  });

  describe('the store in Redis', () => {
    let kept: ReturnType<typeof keyValueIn>;
    beforeAll(() => {
      kept = keyValueIn(replicas.redis);
    });
    afterAll(() => kept.close());

    it('keeps the first of two answers given at once', async () => {
      const tracking = new OrderTracking(kept.store);
      const made = await tracking.keep({
        orderId: `race-${randomUUID()}`,
        ownerId: 'sita',
        customerName: 'Bimala Rai',
        productName: 'Pashmina shawl',
        quantity: 1,
        total: 2500,
        marketerName: 'Sita Sharma',
        marketerPhone: '9841000001',
        placedAt: new Date().toISOString(),
        status: 'confirmed',
        changedAt: new Date().toISOString(),
      });
      const outcomes = await Promise.all([
        tracking.answer(made!.id, 'declined'),
        tracking.answer(made!.id, 'confirmed'),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['answered', 'recorded']);
      const recorded = outcomes.find((o) => o.outcome === 'recorded')!;
      expect(await tracking.answers([made!.orderId])).toEqual([(recorded as { answer: unknown }).answer]);
    });
  });
});
