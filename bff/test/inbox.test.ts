import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf, pngFile } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';
import {
  admin,
  adminMoves,
  bff,
  BULK,
  entry,
  expectWellFormed,
  INBOX,
  inboxOf,
  MARK_READ,
  markRead,
  type Entry,
  maya,
  placeSitaOrder,
  sita,
  useInboxWorld,
} from './inbox-world.ts';

/**
 * The notification inbox in one BFF (in memory): each kind reaches the users it concerns and no
 * one else, never the one who made the change; unread counts and marking read; `first`; the
 * 200-entry bound.
 */

const ELIGIBLE = graphql(`
  query InboxEligible {
    eligiblePayouts {
      id
    }
  }
`);
const REQUEST = graphql(`
  mutation InboxRequestPayout($orderIds: [ID!]!) {
    requestPayout(orderIds: $orderIds) {
      payment {
        id
        amount
      }
    }
  }
`);
const MARK_SENT = graphql(`
  mutation InboxMarkSent($id: ID!, $proof: Upload!) {
    markPaymentSent(id: $id, proof: $proof) {
      payment {
        id
        status
      }
    }
  }
`);
const SET_USER = graphql(`
  mutation InboxSetUserStatus($userId: ID!, $action: UserStatusAction!) {
    setUserStatus(userId: $userId, action: $action, reason: "Inbox test") {
      user {
        id
        status
      }
    }
  }
`);
const KYC = graphql(`
  mutation InboxSubmitKyc($input: KycInput!) {
    submitKyc(input: $input) {
      user {
        status
      }
    }
  }
`);

const EMPTY = { unread: 0, entries: [] };
const SHAWL_ORDER = { customer: 'Anita Karki', product: 'Pashmina Shawl' };

describe('orders', () => {
  useInboxWorld();

  it('tells every admin of a new order, and its owner of each status change an admin makes, cancelled included; no one else, and never the admin who acted', async () => {
    const orderId = await placeSitaOrder();
    await adminMoves(orderId, 'IN_PROCESS');
    await adminMoves(orderId, 'CANCELLED');

    const hers = await inboxOf(sita);
    expect(hers).toEqual({
      unread: 2,
      entries: [
        entry({ kind: 'ORDER_STATUS', orderId, status: 'CANCELLED', ...SHAWL_ORDER }),
        entry({ kind: 'ORDER_STATUS', orderId, status: 'IN_PROCESS', ...SHAWL_ORDER }),
      ],
    });
    expectWellFormed(hers.entries);
    // The admin hears of the order Sita placed, not of his own changes to it.
    expect(await inboxOf(admin)).toEqual({
      unread: 1,
      entries: [entry({ kind: 'NEW_ORDER', orderId, marketer: 'Sita Sharma', ...SHAWL_ORDER })],
    });
    expect(await inboxOf(maya)).toEqual(EMPTY);

    // Every admin reads the admins' entries, each with their own read marks.
    userByEmail(bff, 'new@demo.test').role = 'admin';
    const second = await bff.signIn('new@demo.test');
    const forSecond = await inboxOf(second);
    expect(forSecond).toEqual({
      unread: 1,
      entries: [entry({ kind: 'NEW_ORDER', orderId, marketer: 'Sita Sharma', ...SHAWL_ORDER })],
    });
    expect((await markRead(second, null)).unread).toBe(0);
    expect((await inboxOf(admin)).unread).toBe(1);
  });

  it('tells nobody when a marketer cancels her own order, or edits it', async () => {
    const orderId = await placeSitaOrder();
    const EDIT = graphql(`
      mutation InboxEditOrder($id: ID!, $input: EditOrderInput!) {
        editOrder(id: $id, input: $input) {
          order {
            id
          }
        }
      }
    `);
    const edited = await sita.gql(EDIT, {
      id: orderId,
      input: {
        quantity: 1,
        price: 4600,
        customerName: 'Anita Karki',
        customerPhone: '9841234567',
        customerLocation: 'Pokhara',
      },
    });
    expect(edited.errors).toBeUndefined();
    expect(
      (
        await sita.gql(
          graphql(`
            mutation InboxCancelOwn($id: ID!) {
              cancelOrder(id: $id) {
                order {
                  status
                }
              }
            }
          `),
          { id: orderId },
        )
      ).data,
    ).toEqual({
      cancelOrder: { order: { status: 'CANCELLED' } },
    });
    expect(await inboxOf(sita)).toEqual(EMPTY);
    // The admins hear of the order being placed only.
    expect((await inboxOf(admin)).entries.map((e) => e.kind)).toEqual(['NEW_ORDER']);
  });

  it("tells each owner of a bulk change's orders, once per order, in the order named", async () => {
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const mayaId = userByEmail(bff, 'maya@demo.test')._id;
    const confirmed = (owner: string) =>
      dbOf(bff)
        .orders.filter((o) => o.orderFrom === owner && o.status === 'confirmed')
        .map((o) => o._id);
    const [hersA, hersB] = confirmed(sitaId) as [string, string];
    const [mine] = confirmed(mayaId) as [string];
    const result = await admin.gql(BULK, { ids: [hersA, mine, hersB], status: 'DELIVERED' });
    expect(result.data!.changeOrdersStatus.outcomes.map((o) => o.result)).toEqual(['CHANGED', 'CHANGED', 'CHANGED']);
    const named = (id: string) => dbOf(bff).orders.find((o) => o._id === id)!;
    const productOf = (id: string) => dbOf(bff).products.find((p) => p._id === named(id).product)!.productName;
    const expected = (id: string) =>
      entry({
        kind: 'ORDER_STATUS',
        orderId: id,
        status: 'DELIVERED',
        customer: named(id).customerName,
        product: productOf(id),
      });
    expect(await inboxOf(sita)).toEqual({ unread: 2, entries: [expected(hersB), expected(hersA)] });
    expect(await inboxOf(maya)).toEqual({ unread: 1, entries: [expected(mine)] });
    expect(await inboxOf(admin)).toEqual(EMPTY);
  });
});

describe('payouts', () => {
  useInboxWorld();

  it('tells the admins of a payout request, and the marketer of her payout sent; no one else', async () => {
    const eligible = (await sita.gql(ELIGIBLE)).data!.eligiblePayouts.slice(0, 2).map((e) => e.id);
    const requested = await sita.gql(REQUEST, { orderIds: eligible });
    expect(requested.errors).toBeUndefined();
    const { id: paymentId, amount } = requested.data!.requestPayout.payment;
    const sentProof = await admin.upload(MARK_SENT, { id: paymentId, proof: null }, [pngFile('proof', 'PAID')]);
    expect(sentProof.data).toEqual({ markPaymentSent: { payment: { id: paymentId, status: 'SENT' } } });

    expect(await inboxOf(admin)).toEqual({
      unread: 1,
      entries: [entry({ kind: 'PAYOUT_REQUESTED', paymentId, amount, marketer: 'Sita Sharma' })],
    });
    expect(await inboxOf(sita)).toEqual({ unread: 1, entries: [entry({ kind: 'PAYOUT_SENT', paymentId, amount })] });
    expect(await inboxOf(maya)).toEqual(EMPTY);
  });
});

describe('accounts', () => {
  useInboxWorld();

  it('tells the admins of a profile to review, and its owner that it was verified; not of a rejection', async () => {
    const [gita, ram] = await Promise.all([bff.signIn('gita@demo.test'), bff.signIn('ram@demo.test')]);
    const gitaId = userByEmail(bff, 'gita@demo.test')._id;
    const ramId = userByEmail(bff, 'ram@demo.test')._id;
    const input = {
      phone: '9841000003',
      dateOfBirth: '1997-07-07',
      socialProfileUrl: 'https://facebook.com/gita.rai',
      gender: 'FEMALE' as const,
      paymentQr: null,
    };
    expect((await gita.upload(KYC, { input }, [pngFile('input.paymentQr')])).data).toEqual({
      submitKyc: { user: { status: 'UNDER_REVIEW' } },
    });
    expect(await inboxOf(admin)).toEqual({
      unread: 1,
      entries: [entry({ kind: 'PROFILE_TO_REVIEW', userId: gitaId, marketer: 'Gita Rai' })],
    });
    expect(await inboxOf(gita)).toEqual(EMPTY);

    expect((await admin.gql(SET_USER, { userId: gitaId, action: 'VERIFY' })).errors).toBeUndefined();
    expect((await admin.gql(SET_USER, { userId: ramId, action: 'UNVERIFY' })).errors).toBeUndefined();
    expect(await inboxOf(gita)).toEqual({ unread: 1, entries: [entry({ kind: 'ACCOUNT_VERIFIED', userId: gitaId })] });
    expect(await inboxOf(ram)).toEqual(EMPTY);
    expect(await inboxOf(sita)).toEqual(EMPTY);
    expect((await inboxOf(admin)).entries.map((e) => e.kind)).toEqual(['PROFILE_TO_REVIEW']);
  });

  it('tells a blocked marketer, once signed in again, that she was blocked; not of the unblocking', async () => {
    const mayaId = userByEmail(bff, 'maya@demo.test')._id;
    expect((await admin.gql(SET_USER, { userId: mayaId, action: 'BLOCK' })).errors).toBeUndefined();
    // The block ended her sessions.
    expect(codeOf(await maya.gql(INBOX, {}))).toBe('UNAUTHENTICATED');
    const again = await bff.signIn('maya@demo.test');
    expect(await inboxOf(again)).toEqual({ unread: 1, entries: [entry({ kind: 'ACCOUNT_BLOCKED', userId: mayaId })] });
    expect((await admin.gql(SET_USER, { userId: mayaId, action: 'UNBLOCK' })).errors).toBeUndefined();
    expect((await inboxOf(again)).entries.map((e) => e.kind)).toEqual(['ACCOUNT_BLOCKED']);
    expect(await inboxOf(admin)).toEqual(EMPTY);
    expect(await inboxOf(sita)).toEqual(EMPTY);
  });
});

describe('read marks', () => {
  useInboxWorld();

  it('counts the unread, marks some by id and then all, ignoring unknown ids; the same on another device', async () => {
    const orders = [await placeSitaOrder(), await placeSitaOrder(), await placeSitaOrder()];
    for (const id of orders) await adminMoves(id, 'IN_PROCESS');
    const before = await inboxOf(sita);
    expect(before.unread).toBe(3);
    expect(before.entries.map((e) => e.orderId)).toEqual([...orders].reverse());
    const [newest, middle, oldest] = before.entries as [Entry, Entry, Entry];

    const some = await markRead(sita, [middle.id, '1000000000000-0']);
    expect(some).toEqual({
      unread: 2,
      entries: [
        { ...newest, read: false },
        { ...middle, read: true },
        { ...oldest, read: false },
      ],
    });
    // Marking again, or nothing, changes nothing.
    expect(await markRead(sita, [middle.id])).toEqual(some);
    expect(await markRead(sita, [])).toEqual(some);

    // Another session of Sita's (a reload, another device) sees the same.
    const phone = await bff.signIn('sita@demo.test');
    expect(await inboxOf(phone)).toEqual(some);
    const all = await markRead(phone, null);
    expect(all).toEqual({ unread: 0, entries: [newest, middle, oldest].map((e) => ({ ...e, read: true })) });
    expect(await inboxOf(sita)).toEqual(all);

    // A new entry arrives unread; the admin's own read marks are his.
    await adminMoves(orders[0]!, 'DELIVERED');
    const after = await inboxOf(sita);
    expect(after.unread).toBe(1);
    expect(after.entries[0]).toEqual(
      entry({ kind: 'ORDER_STATUS', orderId: orders[0], status: 'DELIVERED', ...SHAWL_ORDER }),
    );
    expect((await inboxOf(admin)).unread).toBe(3);
  });

  it("marks only the reader's own entries: another user's ids mark nothing of theirs", async () => {
    const orderId = await placeSitaOrder();
    const mayaOrder = dbOf(bff).orders.find(
      (o) => o.orderFrom === userByEmail(bff, 'maya@demo.test')._id && o.status === 'confirmed',
    )!._id;
    await adminMoves(orderId, 'IN_PROCESS');
    await adminMoves(mayaOrder, 'IN_PROCESS');
    const [forAdmin, forMaya] = [await inboxOf(admin), await inboxOf(maya)];
    expect(forAdmin.entries.map((e) => e.kind)).toEqual(['NEW_ORDER']);
    expect(forMaya.entries.map((e) => e.orderId)).toEqual([mayaOrder]);

    // Sita sees neither, and marking their ids read leaves them unread for their readers.
    expect((await inboxOf(sita)).entries.map((e) => e.orderId)).toEqual([orderId]);
    await markRead(sita, [forAdmin.entries[0]!.id, forMaya.entries[0]!.id]);
    expect(await inboxOf(admin)).toEqual(forAdmin);
    expect(await inboxOf(maya)).toEqual(forMaya);
    await markRead(maya, null);
    expect(await inboxOf(admin)).toEqual(forAdmin);
  });

  it('is for signed-in users', async () => {
    expect(codeOf(await bff.anonymous().gql(INBOX, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await bff.anonymous().gql(MARK_READ, { ids: null }))).toBe('UNAUTHENTICATED');
  });
});

describe('the 200-entry bound, and `first`', () => {
  // 205 of Sita's orders cancelled in two bulk changes: 205 entries for her, of which the
  // newest 200 are kept. The tests read only.
  useInboxWorld('all');
  let named: string[];

  beforeAll(async () => {
    // 615 orders for the three marketers with products in turn: 205 of them Sita's.
    await bff.dev.bulkOrders(615);
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    named = dbOf(bff)
      .orders.filter((o) => o.orderFrom === sitaId && o.status !== 'cancelled')
      .slice(-205)
      .map((o) => o._id);
    expect(named).toHaveLength(205);
    for (const ids of [named.slice(0, 200), named.slice(200)]) {
      const result = await admin.gql(BULK, { ids, status: 'CANCELLED' });
      expect(result.data!.changeOrdersStatus.outcomes.every((o) => o.result === 'CHANGED')).toBe(true);
    }
  }, 60_000);

  it('keeps the newest 200 entries of a stream', async () => {
    const inbox = await inboxOf(sita, 50);
    expect(inbox.unread).toBe(200);
    expect(inbox.entries).toHaveLength(50);
    expect(inbox.entries.map((e) => e.orderId)).toEqual(named.slice(-50).reverse());
    expect(inbox.entries.every((e) => e.kind === 'ORDER_STATUS' && e.status === 'CANCELLED')).toBe(true);
    expectWellFormed(inbox.entries);
  });

  it('answers 20 entries by default, and refuses `first` null or outside 1 to 50, naming it', async () => {
    expect((await inboxOf(sita)).entries).toHaveLength(20);
    const nothing = await sita.gql(INBOX, { first: null });
    expect(codeOf(nothing)).toBe('BAD_USER_INPUT');
    expect(nothing.errors![0]!.message).toBe('first: is required');
    expect(nothing.errors![0]!.extensions!.fields).toEqual([
      { field: 'first', message: 'is required', rule: 'REQUIRED' },
    ]);
    expect((await inboxOf(sita, 1)).entries.map((e) => e.orderId)).toEqual([named.at(-1)]);
    for (const [first, message, rule, limit] of [
      [0, 'must be at least 1', 'TOO_SMALL', 1],
      [-3, 'must be at least 1', 'TOO_SMALL', 1],
      [51, 'must be at most 50', 'TOO_LARGE', 50],
    ] as const) {
      const refused = await sita.gql(INBOX, { first });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0]!.message).toBe(`first: ${message}`);
      expect(refused.errors![0]!.extensions!.fields).toEqual([{ field: 'first', message, rule, limit }]);
      expect(refused.data).toBeNull();
    }
  });
});
