import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.ts';
import { graphql } from './gql/index.ts';
import type { TypedDocumentString } from './gql/graphql.ts';
import { startBff, type Session, type TestBff } from './harness.ts';
import { stringMatching } from './matchers.ts';

/**
 * CSV export over HTTP (`GET /export/*.csv`): the file is the GraphQL list it mirrors, every row
 * of it; UTF-8 with a BOM; RFC 4180 quoting; formulas neutralized; admins only, refused before
 * any list reaches the gateway.
 */

let bff: TestBff;
let admin: Session;
let sita: Session;

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
  text: string;
}

async function download(as: Session | null, path: string): Promise<Download> {
  const response = await fetch(`${bff.url}${path}`, { headers: as?.cookie ? { cookie: as.cookie } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: bytes.toString('utf8') };
}

/** The rows of a downloaded file, after checking it is a dated UTF-8 CSV attachment with a BOM. */
function rowsOf(file: Download, name: RegExp): Record<string, string>[] {
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(file.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment; filename="${name.source}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return readCsv(file.text.slice(1));
}

const COUNTS = {
  orders: graphql(`
    query ExportOrderCount($status: OrderStatus, $search: String) {
      list: orders(first: 1, status: $status, search: $search) {
        totalCount
      }
    }
  `),
  users: graphql(`
    query ExportUserCount($filter: UserFilter, $search: String) {
      list: users(first: 1, filter: $filter, search: $search) {
        totalCount
      }
    }
  `),
  payments: graphql(`
    query ExportPaymentCount($status: PaymentStatus) {
      list: payments(first: 1, status: $status) {
        totalCount
      }
    }
  `),
};

/** What the list's connection counts, with the same filters. */
async function totalCount<V>(
  document: TypedDocumentString<{ list: { totalCount: number } }, V>,
  variables: NoInfer<V>,
): Promise<number> {
  const result = await admin.gql(document, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.list.totalCount;
}

beforeAll(async () => {
  bff = await startBff();
  [admin, sita] = await Promise.all([bff.signIn('admin@demo.test'), bff.signIn('sita@demo.test')]);
});
afterAll(() => bff.close());
beforeEach(() => bff.dev.resetCalls());

describe('GET /export/orders.csv', () => {
  it('writes every order of a tab and search, as many rows as the connection counts', async () => {
    const rows = rowsOf(await download(admin, '/export/orders.csv?status=DELIVERED'), /bikri-orders-delivered/);
    expect(rows).toHaveLength(await totalCount(COUNTS.orders, { status: 'DELIVERED' }));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Status))).toEqual(new Set(['Delivered']));
    expect(new Set(rows.map((r) => r['Status code']))).toEqual(new Set(['DELIVERED']));

    const all = rowsOf(await download(admin, '/export/orders.csv'), /bikri-orders-all/);
    expect(all).toHaveLength(await totalCount(COUNTS.orders, {}));
    expect(all.length).toBeGreaterThan(50); // more than one page of the list
    // Newest first, as the list is.
    const placed = all.map((r) => r['Placed at (Nepal time)']!);
    expect(placed).toEqual([...placed].sort().reverse());

    const searched = rowsOf(
      await download(admin, `/export/orders.csv?status=IN_PROCESS&search=${encodeURIComponent('sita')}`),
      /bikri-orders-in-process/,
    );
    expect(searched).toHaveLength(await totalCount(COUNTS.orders, { status: 'IN_PROCESS', search: 'sita' }));
    expect(searched.every((r) => r.Marketer === 'Sita Sharma')).toBe(true);
  });

  it('keeps a Nepali name, a field with a comma, quote and line break, and neutralizes formulas', async () => {
    const products = await sita.gql(
      graphql(`
        query ExportMyProducts {
          myProducts {
            id
            status
          }
        }
      `),
    );
    const product = products.data!.myProducts.find((p) => p.status === 'AVAILABLE')!;
    const remarks = 'Ring twice, "blue" gate\nsecond floor';
    const placed = await sita.gql(
      graphql(`
        mutation ExportAddOrder($input: AddOrderInput!) {
          addOrder(input: $input) {
            order {
              id
              price
            }
          }
        }
      `),
      {
        input: {
          productId: product.id,
          quantity: 3,
          price: 99_999,
          customerName: 'सीता श्रेष्ठ',
          customerPhone: '9841000111',
          customerLocation: '=HYPERLINK("http://x.test","click")',
          remarks,
        },
      },
    );
    expect(placed.errors).toBeUndefined();
    const id = placed.data!.addOrder.order.id;

    const rows = rowsOf(
      await download(admin, `/export/orders.csv?search=${encodeURIComponent('सीता श्रेष्ठ')}`),
      /bikri-orders-all/,
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row['Order ID']).toBe(id);
    expect(row.Customer).toBe('सीता श्रेष्ठ');
    expect(row.Remarks).toBe(remarks);
    expect(row['Customer location']).toBe(`'=HYPERLINK("http://x.test","click")`);
    expect(row.Quantity).toBe('3');
    expect(row['Price (Rs.)']).toBe('99999');
    expect(row.Status).toBe('Confirmed');
    expect(row['Status code']).toBe('CONFIRMED');
    expect(row['Delivered at (Nepal time)']).toBe('');
    expect(row['Placed at (Nepal time)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Its day in Bikram Sambat beside it, empty past the BS years converted (the values for given
    // times: export.columns.test.ts).
    expect(row['Placed on (BS)']).toMatch(/^(20[89]\d-\d{2}-\d{2})?$/);
    expect(row['Delivered on (BS)']).toBe('');
  });

  it('refuses an unknown status or a repeated parameter, naming it', async () => {
    const bad = await download(admin, '/export/orders.csv?status=LOST');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({
      errors: [
        {
          message: stringMatching(/^status: must be one of CONFIRMED, IN_PROCESS/),
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    const flagged = await download(admin, '/export/orders.csv?flagged=yes');
    expect(flagged.status).toBe(400);
    expect((JSON.parse(flagged.text) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'flagged: must be true or false',
    );
    const twice = await download(admin, '/export/orders.csv?search=a&search=b');
    expect(twice.status).toBe(400);
    expect((JSON.parse(twice.text) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'search: must be given once',
    );
  });
});

describe('GET /export/users.csv and /export/payments.csv', () => {
  it('writes the accounts of a filter and search, by name', async () => {
    const blocked = rowsOf(await download(admin, '/export/users.csv?filter=BLOCKED'), /bikri-users-blocked/);
    expect(blocked).toHaveLength(await totalCount(COUNTS.users, { filter: 'BLOCKED' }));
    expect(blocked.map((r) => r.Email)).toContain('hari@demo.test');
    expect(blocked.every((r) => r.Status === 'Blocked' && r['Status code'] === 'BLOCKED')).toBe(true);

    const all = rowsOf(await download(admin, '/export/users.csv'), /bikri-users-all/);
    expect(all).toHaveLength(await totalCount(COUNTS.users, {}));
    const sitaRow = all.find((r) => r.Email === 'sita@demo.test')!;
    expect(sitaRow).toMatchObject({
      Name: 'Sita Sharma',
      Role: 'Marketer',
      Status: 'Active',
      'Status code': 'ACTIVE',
      'Profile verified': 'true',
      'Bonus commission rate (%)': '2',
    });

    const searched = rowsOf(await download(admin, '/export/users.csv?search=sita'), /bikri-users-all/);
    expect(searched).toHaveLength(await totalCount(COUNTS.users, { search: 'sita' }));
  });

  it('writes the payment requests of a tab', async () => {
    for (const status of ['PENDING', 'SENT'] as const) {
      const rows = rowsOf(
        await download(admin, `/export/payments.csv?status=${status}`),
        new RegExp(`bikri-payments-${status.toLowerCase()}`),
      );
      expect(rows).toHaveLength(await totalCount(COUNTS.payments, { status }));
      expect(rows.length).toBeGreaterThan(0);
      expect(
        rows.every(
          (r) =>
            r['Status code'] === status &&
            r.Status === (status === 'SENT' ? 'Sent' : 'Pending') &&
            Number(r['Amount (Rs.)']) > 0 &&
            r['Order IDs']!.split(' ').length === Number(r.Orders),
        ),
      ).toBe(true);
      // The stand-in keeps a proof with every sent payment.
      expect(new Set(rows.map((r) => r['Proof attached']))).toEqual(new Set([status === 'SENT' ? 'true' : 'false']));
    }
    expect(rowsOf(await download(admin, '/export/payments.csv'), /bikri-payments-all/)).toHaveLength(
      await totalCount(COUNTS.payments, {}),
    );
  });
});

describe('who may export', () => {
  it('refuses an anonymous visitor with 401 without calling the gateway', async () => {
    for (const path of ['/export/orders.csv', '/export/users.csv', '/export/payments.csv']) {
      const file = await download(null, path);
      expect(file.status).toBe(401);
      expect(file.headers.get('content-type')).toMatch(/^application\/json/);
      expect(file.headers.get('content-disposition')).toBeNull();
      expect(JSON.parse(file.text)).toMatchObject({
        errors: [{ message: 'Please sign in first.', extensions: { code: 'UNAUTHENTICATED' } }],
      });
    }
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('refuses a marketer with 403 after reading only the session', async () => {
    for (const path of ['/export/orders.csv', '/export/users.csv?filter=ALL', '/export/payments.csv']) {
      const file = await download(sita, path);
      expect(file.status).toBe(403);
      expect(file.headers.get('content-disposition')).toBeNull();
      expect(JSON.parse(file.text)).toMatchObject({
        errors: [{ message: 'This is for admins only.', extensions: { code: 'FORBIDDEN' } }],
      });
    }
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 3 });
  });

  it('refuses a forged session cookie with 401 and clears it', async () => {
    const forged = await fetch(`${bff.url}/export/orders.csv`, { headers: { cookie: 'session=forged' } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('set-cookie')).toMatch(/^session=;/);
  });
});
