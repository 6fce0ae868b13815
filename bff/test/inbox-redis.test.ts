import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Inboxes, type InboxBounds, type InboxDelivery, type InboxNote } from '../src/stores/inbox.ts';
import { codeOf, gatewayToken, startBff, WITHOUT_KEY, type Session, type TestBff } from './harness.ts';
import { adminMoves, CHANGE, entry, INBOX, inboxOf, MARK_READ, markRead } from './inbox-world.ts';
import { keyValueIn, startRedis, useReplicasSharingRedis, type RunningRedis } from './redis-server.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';
import { captureLogs } from './logs.ts';

/**
 * The inbox kept in a real redis-server: the store's bounds and read marks (alike in memory),
 * two BFF replicas sharing one inbox, a replica restarted, and Redis going away.
 */

const note = (n: number): InboxNote => ({
  kind: 'ORDER_STATUS',
  orderId: `order-${n}`,
  status: 'inProcess',
  customer: 'Anita Karki',
  product: 'Pashmina Shawl',
});
/** Each test's marketer is one of its own: the tests of a store share its redis-server. */
const to =
  (user: string) =>
  (n: number): InboxDelivery => ({ to: { user }, note: note(n), by: 'admin' });
const marketer = (id: string) => ({ id, admin: false });

describe.each(['memory', 'redis'] as const)('the inbox store in %s', (kind) => {
  let redis: RunningRedis | undefined;
  beforeAll(async () => {
    if (kind === 'redis') redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  const inboxesWith = (bounds?: InboxBounds) => {
    const { store, close } = keyValueIn(redis);
    return Object.assign(new Inboxes(store, bounds), { close });
  };

  it("keeps a stream's newest entries up to its bound, and read marks of those only", async () => {
    const inboxes = inboxesWith({ maxEntries: 3, maxAgeMs: 60_000 });
    const sita = marketer('sita');
    const toSita = to('sita');
    await inboxes.record([1, 2, 3, 4, 5].map(toSita));
    const first = await inboxes.read(sita, 50);
    expect(first.unread).toBe(3);
    expect(first.entries.map((e) => e.note)).toEqual([note(5), note(4), note(3)]);
    expect(await inboxes.markRead(sita, null, 50)).toEqual(await inboxes.read(sita, 50));
    await inboxes.record([6, 7].map(toSita));
    const marked = await inboxes.markRead(sita, [first.entries[0]!.id], 50);
    const after = await inboxes.read(sita, 50);
    expect(marked).toEqual(after);
    expect(after.entries.map((e) => [e.note, e.read])).toEqual([
      [note(7), false],
      [note(6), false],
      [note(5), true],
    ]);
    expect(after.unread).toBe(2);
    if (redis) {
      // Marking took out the marks of the entries the bound dropped (3 and 4).
      const client = new Redis(redis.url);
      expect(JSON.parse((await client.get('bikri:inboxes:read:sita:own'))!)).toEqual([first.entries[0]!.id]);
      expect(await client.pttl('bikri:inboxes:read:sita:own')).toBeGreaterThan(59_000);
      expect(await client.pttl('bikri:inboxes:user:sita')).toBeGreaterThan(59_000);
      client.disconnect();
    }
    await inboxes.close();
  });

  it('drops entries older than its age bound', async () => {
    const inboxes = inboxesWith({ maxEntries: 200, maxAgeMs: 1_000 });
    const maya = marketer('maya');
    const toMaya = to('maya');
    await inboxes.record([toMaya(1)]);
    await sleep(600);
    await inboxes.record([toMaya(2)]);
    expect((await inboxes.read(maya, 50)).entries.map((e) => e.note)).toEqual([note(2), note(1)]);
    await sleep(600);
    expect(await inboxes.read(maya, 50)).toMatchObject({ unread: 1, entries: [{ note: note(2) }] });
    await sleep(600);
    expect(await inboxes.read(maya, 50)).toEqual({ unread: 0, entries: [] });
    await inboxes.close();
  });

  it("shows the admins' entries to every admin with their own, but not to the admin who made the change; read marks per admin", async () => {
    const inboxes = inboxesWith();
    const [one, two] = [
      { id: 'admin-one', admin: true },
      { id: 'admin-two', admin: true },
    ];
    const placed: InboxNote = {
      kind: 'NEW_ORDER',
      orderId: 'order-9',
      customer: 'Anita Karki',
      product: null,
      marketer: 'Sita Sharma',
    };
    const submitted: InboxNote = { kind: 'PROFILE_TO_REVIEW', userId: 'admin-one', marketer: 'Bikri Admin' };
    // Within a millisecond, ids keep the order a process recorded them in.
    await inboxes.record([{ to: 'admins', note: placed, by: 'gita' }]);
    await inboxes.record([{ to: 'admins', note: submitted, by: 'admin-one' }]);
    await inboxes.record([{ to: { user: 'admin-two' }, note: note(1), by: 'admin-one' }]);
    expect((await inboxes.read(one, 50)).entries.map((e) => e.note)).toEqual([placed]);
    expect((await inboxes.read(two, 50)).entries.map((e) => e.note)).toEqual([note(1), submitted, placed]);
    expect((await inboxes.read(marketer('gita'), 50)).entries).toEqual([]);
    expect((await inboxes.markRead(one, null, 50)).unread).toBe(0);
    expect((await inboxes.read(one, 50)).unread).toBe(0);
    expect((await inboxes.read(two, 50)).unread).toBe(3);
    await inboxes.close();
  });
});

describe('two BFF replicas sharing Redis', () => {
  const replicas = useReplicasSharingRedis();

  /** The same session (its cookie) on another replica. */
  const on = (replica: TestBff, session: Session) => Object.assign(replica.anonymous(), { cookie: session.cookie });

  it('see the same entries and read marks, whichever replica recorded them, and keep them when a replica restarts', async () => {
    const { redis, one } = replicas;
    let { two } = replicas;
    const admin = await one.signIn('admin@demo.test');
    const sita = await one.signIn('sita@demo.test');
    const sitaId = userByEmail(one, 'sita@demo.test')._id;
    const [first, second] = dbOf(one)
      .orders.filter((o) => o.orderFrom === sitaId && o.status === 'confirmed')
      .map((o) => o._id) as [string, string];
    const customerOf = (id: string) => dbOf(one).orders.find((o) => o._id === id)!.customerName;
    const productOf = (id: string) =>
      dbOf(one).products.find((p) => p._id === dbOf(one).orders.find((o) => o._id === id)!.product)!.productName;
    const expected = (id: string) =>
      entry({
        kind: 'ORDER_STATUS',
        orderId: id,
        status: 'IN_PROCESS',
        customer: customerOf(id),
        product: productOf(id),
      });

    expect((await admin.gql(CHANGE, { id: first, status: 'IN_PROCESS' })).errors).toBeUndefined();
    expect((await on(two, admin).gql(CHANGE, { id: second, status: 'IN_PROCESS' })).errors).toBeUndefined();
    const seen = await inboxOf(on(two, sita));
    expect(seen).toEqual({ unread: 2, entries: [expected(second), expected(first)] });
    expect(await inboxOf(sita)).toEqual(seen);

    const marked = await markRead(on(two, sita), [seen.entries[1]!.id]);
    expect(marked.unread).toBe(1);
    expect(await inboxOf(sita)).toEqual(marked);
    expect(await inboxOf(admin)).toEqual({ unread: 0, entries: [] });

    // The second replica restarts: what it answers is what Redis kept.
    await two.close();
    two = replicas.two = await startBff({ REDIS_URL: redis.url, GATEWAY_URL: one.gateway.url });
    expect(await inboxOf(on(two, sita))).toEqual(marked);
    expect((await markRead(on(two, sita), null)).unread).toBe(0);
    expect((await inboxOf(sita)).unread).toBe(0);
  });
});

describe('Redis going away', () => {
  let redis: RunningRedis;
  let bff: TestBff;

  beforeAll(async () => {
    redis = await startRedis();
    bff = await startBff({ REDIS_URL: redis.url });
  }, 30_000);
  afterAll(async () => {
    await bff?.close();
    await redis?.stop();
  });

  it('never fails the change it would have told of: the change is made and a warning logged; reading the inbox fails, saying so, until Redis is back', async () => {
    // Gateway tokens sent by the clients themselves: sessions live in the same Redis.
    const admin = bff.anonymousWith({ authorization: `Bearer ${await gatewayToken(bff, 'admin@demo.test')}` });
    const sita = bff.anonymousWith({ authorization: `Bearer ${await gatewayToken(bff, 'sita@demo.test')}` });
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const order = dbOf(bff).orders.find((o) => o.orderFrom === sitaId && o.status === 'confirmed')!;
    const { _id: id } = order;
    const productName = dbOf(bff).products.find((p) => p._id === order.product)!.productName;
    expect((await inboxOf(sita)).unread).toBe(0);

    await redis.stop();
    const logs = captureLogs();
    try {
      // Without a key: a keyed write is refused while Redis, which keeps its record, is away.
      const changed = await admin.gql(CHANGE, { id, status: 'IN_PROCESS' }, WITHOUT_KEY);
      expect(changed.errors).toBeUndefined();
      expect(changed.data).toEqual({ changeOrderStatus: { order: { id, status: 'IN_PROCESS' } } });
      expect(dbOf(bff).orders.find((o) => o._id === id)!.status).toBe('inProcess');
      const warned = logs.entries().find((line) => line.event === 'inbox');
      expect(warned).toMatchObject({ level: 'warn', lost: ['ORDER_STATUS'] });

      const read = await sita.gql(INBOX, {});
      expect(codeOf(read)).toBe('GATEWAY_UNAVAILABLE');
      expect(read.errors![0]!.message).toBe('Your notifications cannot be read right now. Please try again shortly.');
      const mark = await sita.gql(MARK_READ, { ids: null }, WITHOUT_KEY);
      expect(codeOf(mark)).toBe('GATEWAY_UNAVAILABLE');
      expect(mark.errors![0]!.message).toBe(
        'Your notifications cannot be marked read right now. Please try again shortly.',
      );
    } finally {
      logs.restore();
    }

    // Redis back (empty: it kept nothing): the next change is recorded again.
    redis = await startRedis(redis.port);
    const ready = async () =>
      expect(await (await fetch(`${bff.url}/readyz`)).json()).toMatchObject({ stores: { kind: 'redis', inbox: true } });
    await vi.waitFor(ready, { timeout: 10_000, interval: 50 });
    await adminMoves(id, 'DELIVERED', admin);
    expect(await inboxOf(sita)).toEqual({
      unread: 1,
      entries: [
        entry({
          kind: 'ORDER_STATUS',
          orderId: id,
          status: 'DELIVERED',
          customer: order.customerName,
          product: productName,
        }),
      ],
    });
  }, 30_000);
});
