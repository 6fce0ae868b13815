import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../gateway-sim/records.ts';
import { MemoryKeyValue } from '../src/stores/key-value.ts';
import { PayoutQrHashes } from '../src/stores/payout-qr-hashes.ts';
import { graphql } from './gql/index.ts';
import { exportedRows } from './read-csv.ts';
import { nodes, png, WITHOUT_KEY, type Session } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';
import { admin, bff, maya, useSeededBff } from './world.ts';

/**
 * The risk flags on the seed (bff/gateway-sim/seed.ts `flagSomeOrders`): its 56th order's phone
 * had a return before, its 57th is Maya's own phone, its 59th repeats its 58th within a day; and
 * identical payout QR images uploaded by two marketers.
 */

useSeededBff('all');

const FLAGGED = graphql(`
  query RiskFlaggedOrders($flagged: Boolean, $first: Int!) {
    orders(flagged: $flagged, first: $first) {
      totalCount
      edges {
        node {
          id
          riskFlags {
            kind
            count
            orderId
            marketers
          }
        }
      }
    }
    orderCounts(flagged: $flagged) {
      all
      confirmed
      inProcess
      delivered
      returned
      exchanged
      cancelled
    }
  }
`);

const PAGE = graphql(`
  query RiskPlainOrders($first: Int!) {
    orders(first: $first) {
      edges {
        node {
          id
          customer {
            phone
          }
        }
      }
    }
  }
`);

const seeded = (n: number) => dbOf(bff).orders.find((_, at) => at === n)!._id;
const flag = (kind: string, fields: { count?: number; orderId?: string; marketers?: string[] } = {}) => ({
  kind,
  count: fields.count ?? null,
  orderId: fields.orderId ?? null,
  marketers: fields.marketers ?? null,
});

async function flagged(session: Session) {
  const result = await session.gql(FLAGGED, { flagged: true, first: 100 });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** The gateway calls of one request, by route. */
async function callsOf(run: () => Promise<{ errors?: unknown }>): Promise<Record<string, number>> {
  await bff.dev.resetCalls();
  expect((await run()).errors).toBeUndefined();
  return (await bff.dev.calls()).byRoute;
}

describe('risk flags', () => {
  it('flags the seeded orders with their reasons, and the filter keeps only them, counted by tab', async () => {
    const data = await flagged(admin);
    expect(data.orders.totalCount).toBe(3);
    expect(nodes(data.orders)).toEqual([
      { id: seeded(59), riskFlags: [flag('LIKELY_DUPLICATE', { orderId: seeded(58) })] },
      { id: seeded(57), riskFlags: [flag('OWN_PHONE')] },
      { id: seeded(56), riskFlags: [flag('RETURNS_BEFORE', { count: 1 })] },
    ]);
    expect(data.orderCounts).toEqual({
      all: 3,
      confirmed: 2,
      inProcess: 0,
      delivered: 1,
      returned: 0,
      exchanged: 0,
      cancelled: 0,
    });
    const all = await admin.gql(FLAGGED, { flagged: null, first: 100 });
    expect(all.data!.orders.totalCount).toBe(60);
    expect(nodes(all.data!.orders).filter((o) => o.riskFlags.length > 0)).toHaveLength(3);
  });

  it('exports the flagged orders alone when the filter is on', async () => {
    const rows = await exportedRows(`${bff.url}/export/orders.csv?flagged=true`, admin.cookie);
    expect(rows.map((row) => row['Order ID'])).toEqual([seeded(59), seeded(57), seeded(56)]);
    const confirmed = await exportedRows(`${bff.url}/export/orders.csv?status=CONFIRMED&flagged=true`, admin.cookie);
    expect(confirmed).toHaveLength(2);
  });

  it('shows a marketer no flag, and the filter none of their orders', async () => {
    const all = await maya.gql(FLAGGED, { flagged: null, first: 100 });
    expect(all.data!.orders.totalCount).toBe(17);
    expect(nodes(all.data!.orders).every((o) => o.riskFlags.length === 0)).toBe(true);
    const data = await flagged(maya);
    expect(data.orders.totalCount).toBe(0);
    expect(data.orderCounts.all).toBe(0);
  });

  it('reads the users list once per request for the flags, whatever the number of orders', async () => {
    const plain = await callsOf(() => admin.gql(PAGE, { first: 5 }));
    expect(plain).toEqual({ 'GET /user': 1, 'GET /admin/orders': 1 });
    const withFlags = { 'GET /user': 1, 'GET /admin/orders': 1, 'GET /admin/users': 1 };
    expect(await callsOf(() => admin.gql(FLAGGED, { flagged: null, first: 5 }))).toEqual(withFlags);
    expect(await callsOf(() => admin.gql(FLAGGED, { flagged: null, first: 60 }))).toEqual(withFlags);
    expect(await callsOf(() => admin.gql(FLAGGED, { flagged: true, first: 60 }))).toEqual(withFlags);
    // A marketer's flags read nothing.
    expect(await callsOf(() => maya.gql(FLAGGED, { flagged: null, first: 20 }))).toEqual({
      'GET /user': 1,
      'GET /order/getMyOrders': 1,
    });
  });

  it("flags the orders of a marketer whose payout QR image another marketer uploaded too, by the image's hash", async () => {
    const KYC = graphql(`
      mutation RiskFlagsKyc($input: KycInput!) {
        submitKyc(input: $input) {
          message
        }
      }
    `);
    const upload = async (session: Session, phone: string, text: string) => {
      const input = { phone, dateOfBirth: '1997-07-07', socialProfileUrl: 'facebook.com/qr', paymentQr: null };
      const result = await session.upload(KYC, { input: { ...input, gender: 'OTHER' } }, [
        { path: 'input.paymentQr', bytes: png(text), filename: 'qr.png', type: 'image/png' },
      ]);
      expect(result.errors).toBeUndefined();
    };
    // Gita uploads it, and Nabin, once his email is verified, the same image under another name.
    await upload(await bff.signIn('gita@demo.test'), '9841122334', 'SAME');
    const nabin = await bff.signIn('new@demo.test');
    await nabin.gql(
      graphql(`
        mutation RiskFlagsSendCode {
          sendEmailCode {
            message
          }
        }
      `),
    );
    const [mail] = await bff.dev.mailbox('new@demo.test');
    const verified = await nabin.gql(
      graphql(`
        mutation RiskFlagsVerifyCode($code: String!) {
          verifyEmailCode(code: $code) {
            message
          }
        }
      `),
      { code: mail!.code! },
    );
    expect(verified.errors).toBeUndefined();
    await upload(nabin, '9841122335', 'SAME');

    const gitaOrder: OrderRecord = {
      ...dbOf(bff).orders[0]!,
      _id: '7e0d00000000000000000041',
      orderFrom: userByEmail(bff, 'gita@demo.test')._id,
      customerPhone: '9800000041',
    };
    dbOf(bff).orders.push(gitaOrder);
    const data = await flagged(admin);
    expect(data.orders.totalCount).toBe(4);
    expect(nodes(data.orders).find((o) => o.id === gitaOrder._id)).toEqual({
      id: gitaOrder._id,
      riskFlags: [flag('SHARED_PAYOUT_QR', { marketers: ['Nabin Shrestha'] })],
    });
  });
});

describe('risk flags in a request that writes', () => {
  it('works the flags out again after a write earlier in the same request', async () => {
    // Two orders of one phone, four days apart (no duplicate), both confirmed.
    const order = (id: string, createdAt: string): OrderRecord => ({
      ...dbOf(bff).orders[0]!,
      _id: id,
      createdAt,
      status: 'confirmed',
      customerPhone: '9800000077',
    });
    const [earlier, later] = [
      order('7e0d00000000000000000077', '2026-01-01T10:00:00.000Z'),
      order('7e0d00000000000000000078', '2026-01-05T10:00:00.000Z'),
    ];
    dbOf(bff).orders.push(earlier, later);
    const result = await admin.gql(
      graphql(`
        mutation RiskFlagsAfterWrite($earlier: ID!, $later: ID!) {
          before: changeOrderStatus(id: $later, status: IN_PROCESS) {
            order {
              riskFlags {
                kind
                count
              }
            }
          }
          returned: changeOrderStatus(id: $earlier, status: RETURNED) {
            order {
              id
            }
          }
          after: changeOrderStatus(id: $later, status: DELIVERED) {
            order {
              riskFlags {
                kind
                count
              }
            }
          }
        }
      `),
      { earlier: earlier._id, later: later._id },
      // Three mutations in one request, as an API client may send them: without a key.
      WITHOUT_KEY,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.before.order.riskFlags).toEqual([]);
    expect(result.data!.after.order.riskFlags).toEqual([{ kind: 'RETURNS_BEFORE', count: 1 }]);
  });
});

describe('the payout QR hashes', () => {
  it('finds the other accounts with the same hash, and forgets an account under its old hash once it uploads another', async () => {
    const hashes = new PayoutQrHashes(new MemoryKeyValue(1 << 20));
    await hashes.record('u1', 'aaa');
    await hashes.record('u2', 'aaa');
    await hashes.record('u3', 'bbb');
    expect(Object.fromEntries(await hashes.sameAs(['u1', 'u2', 'u3', 'u4']))).toEqual({
      u1: ['u2'],
      u2: ['u1'],
      u3: [],
      u4: [],
    });
    await hashes.record('u2', 'bbb');
    await hashes.record('u2', 'bbb');
    expect(Object.fromEntries(await hashes.sameAs(['u1', 'u2', 'u3']))).toEqual({
      u1: [],
      u2: ['u3'],
      u3: ['u2'],
    });
  });
});
