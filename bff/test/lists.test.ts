import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf, gatewayWrites, nodes, type Connection } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';
import {
  admin,
  bff,
  COUNTS,
  expectBadInput,
  ids,
  newestFirst,
  PAGE,
  page,
  placeFor,
  type Row,
  sita,
  useListsWorld,
  walk,
} from './lists-world.ts';

/**
 * The list connections: `first`/`after` pages with cursors that survive changes, the row budget,
 * server-side search (Unicode-aware) and the per-tab counts.
 */
useListsWorld();

describe('pages', () => {
  it('walks the whole list page by page: every row once, newest first, the same rows as the stand-in holds', async () => {
    const { rows, pages } = await walk(admin, 7);
    expect(pages).toBe(Math.ceil(dbOf(bff).orders.length / 7));
    expect(ids(rows)).toEqual(ids(newestFirst(dbOf(bff).orders).map((o) => ({ id: o._id }))));
    expect(new Set(ids(rows)).size).toBe(rows.length);

    const first = await page(admin, { first: 7 });
    expect(first.totalCount).toBe(dbOf(bff).orders.length);
    expect(first.edges).toHaveLength(7);
    expect(first.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.edges[0]!.cursor,
      endCursor: first.edges[6]!.cursor,
    });
    expect(new Set(first.edges.map((e) => e.cursor)).size).toBe(7);
  });

  it('pages a tab the same way, and a marketer only through her own orders', async () => {
    const delivered = await walk(admin, 4, { status: 'DELIVERED' });
    const expected = newestFirst(dbOf(bff).orders.filter((o) => o.status === 'delivered'));
    expect(ids(delivered.rows)).toEqual(expected.map((o) => o._id));
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const hers = await walk(sita, 10);
    expect(ids(hers.rows)).toEqual(
      newestFirst(dbOf(bff).orders.filter((o) => o.orderFrom === sitaId)).map((o) => o._id),
    );
  });

  it('answers 50 rows by default, an empty page past the end, and an empty list with no cursors', async () => {
    expect((await page(admin, {})).edges.length).toBe(Math.min(50, dbOf(bff).orders.length));
    const all = await page(admin, { first: 1000 });
    const past = await page(admin, { first: 5, after: all.pageInfo.endCursor });
    expect(past).toMatchObject({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: null, endCursor: null },
    });
    const gita = await bff.signIn('gita@demo.test');
    expect(await page(gita, { first: 5 })).toMatchObject({
      totalCount: 0,
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null },
    });
  });

  it('continues right after its cursor when orders are added or change tab between pages: no row twice, none skipped', async () => {
    const before = await walk(admin, 1000, { status: 'DELIVERED' });
    const firstPage = await page(admin, { first: 5, status: 'DELIVERED' });
    expect(ids(nodes(firstPage))).toEqual(ids(before.rows.slice(0, 5)));

    // A new order arrives at the top, and one order of the first page leaves the tab.
    await placeFor('Between Pages');
    const moved = nodes(firstPage)[2]!.id;
    const toReturned = graphql(`
      mutation ListsMoveToReturned($id: ID!) {
        changeOrderStatus(id: $id, status: RETURNED) {
          order {
            id
          }
        }
      }
    `);
    expect((await admin.gql(toReturned, { id: moved })).errors).toBeUndefined();

    const second = await page(admin, { first: 5, status: 'DELIVERED', after: firstPage.pageInfo.endCursor });
    expect(ids(nodes(second))).toEqual(ids(before.rows.slice(5, 10)));
    expect(second.totalCount).toBe(before.rows.length - 1);
  });

  it('sorts newest first itself, whatever order the gateway sends', async () => {
    const db = dbOf(bff);
    const original = [...db.orders];
    try {
      // The gateway's array, reversed and then interleaved: its answers come in another order.
      db.orders.reverse();
      db.orders.sort((a, b) => (a._id.slice(-3) < b._id.slice(-3) ? -1 : 1));
      const { rows } = await walk(admin, 25);
      expect(ids(rows)).toEqual(newestFirst(original).map((o) => o._id));
      const times = rows.map((r) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    } finally {
      db.orders.splice(0, db.orders.length, ...original);
    }
  });
});

describe('bounds', () => {
  it('refuses first null or outside 1..1000 and a cursor that is not one of the list’s, naming the argument', async () => {
    expectBadInput(await admin.gql(PAGE, { first: null }), 'first');
    expectBadInput(await admin.gql(PAGE, { first: 0 }), 'first');
    expectBadInput(await admin.gql(PAGE, { first: 1001 }), 'first');
    expectBadInput(await admin.gql(PAGE, { first: 5, after: 'not-a-cursor' }), 'after');
    expectBadInput(await admin.gql(PAGE, { first: 5, after: '[1,2,3]' }), 'after');
    expectBadInput(await admin.gql(PAGE, { first: 5, after: '["newest","2026-01-01T00:00:00.000Z"]' }), 'after');
    // A users cursor (sorted by name) is no orders cursor.
    const users = await admin.gql(
      graphql(`
        query ListsUsersCursor {
          users(first: 1) {
            pageInfo {
              endCursor
            }
            edges {
              node {
                id
              }
            }
          }
        }
      `),
    );
    expectBadInput(await admin.gql(PAGE, { first: 5, after: users.data!.users.pageInfo.endCursor }), 'after');
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('counts every first of an operation, aliases and variables included: more than 1,000 rows is refused before any gateway call', async () => {
    // Documents of n aliases are built here, so they are sent as they are.
    const aliases = (n: number, first: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: orders(first: ${first}) { edges { node { id } } }`).join(' ')} }`;
    const fits = await admin.raw<Record<string, Connection<{ id: string }>>>(aliases(10, 100));
    expect(fits.errors).toBeUndefined();
    expect(Object.keys(fits.data!)).toHaveLength(10);
    // Ten aliases read the gateway's list once.
    expect((await bff.dev.calls()).byRoute['GET /admin/orders']).toBe(1);

    await bff.dev.resetCalls();
    const tooMany = await admin.raw(aliases(15, 100));
    expect(tooMany.status).toBe(400);
    expect(codeOf(tooMany)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(tooMany.errors![0]!.message).toMatch(/asks for 1500 list rows .* at most 1000 per request/);
    expect(tooMany.data).toBeUndefined();

    const byVariable = await admin.gql(
      graphql(`
        query ListsBudgetByVariable($n: Int!) {
          a: users(first: $n) {
            totalCount
          }
          b: payments(first: $n) {
            totalCount
          }
        }
      `),
      { n: 600 },
    );
    expect(codeOf(byVariable)).toBe('GRAPHQL_VALIDATION_FAILED');
    // The default (50) counts too: 15 aliases × 50 = 750 fit, 15 × 67 do not.
    expect(
      (await admin.raw(`{ ${Array.from({ length: 15 }, (_, i) => `a${i}: orders { totalCount }`).join(' ')} }`)).errors,
    ).toBeUndefined();
    await bff.dev.resetCalls();
    expect(codeOf(await admin.raw(aliases(15, 67)))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('counts rows inside fragments and nested lists', async () => {
    graphql(`
      fragment ListsBudgetRows on Query {
        a: orders(first: 600) {
          totalCount
        }
        ... on Query {
          b: orders(first: 500) {
            totalCount
          }
        }
      }
    `);
    const query = graphql(`
      query ListsBudgetInFragments {
        ...ListsBudgetRows
      }
    `);
    expect(codeOf(await admin.gql(query))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await bff.dev.calls()).total).toBe(0);
  });
});

describe('search', () => {
  it('finds orders by product or customer name, case-insensitively, and by phone digits however they are typed', async () => {
    const db = dbOf(bff);
    const shawl = await walk(admin, 1000, { search: 'pashMINA' });
    const shawlId = db.products.find((p) => p.productName === 'Pashmina Shawl')!._id;
    expect(ids(shawl.rows)).toEqual(
      newestFirst(db.orders.filter((o) => o.product === shawlId || /pashmina/i.test(o.customerName))).map((o) => o._id),
    );
    expect(shawl.rows.length).toBeGreaterThan(0);

    const anita = await walk(admin, 1000, { search: '  anita   karki ' });
    expect(anita.rows.length).toBeGreaterThan(0);
    expect(anita.rows.every((r) => r.customer.name === 'Anita Karki')).toBe(true);

    const phone = db.orders[0]!.customerPhone;
    const typed = `${phone.slice(0, 3)} ${phone.slice(3, 6)}-${phone.slice(6)}`;
    const byPhone = await walk(admin, 1000, { search: typed });
    expect(byPhone.rows.map((r) => r.customer.phone)).toContain(phone);
    expect(byPhone.rows.every((r) => r.customer.phone.includes(phone.replace(/\D/g, '')))).toBe(true);
  });

  it('finds an admin the orders of a marketer by name; a marketer’s search does not look at that name', async () => {
    const maya = await walk(admin, 1000, { search: 'maya' });
    const mayaId = userByEmail(bff, 'maya@demo.test')._id;
    expect(ids(maya.rows)).toEqual(
      newestFirst(dbOf(bff).orders.filter((o) => o.orderFrom === mayaId)).map((o) => o._id),
    );
    // Sita's own name is on every order of hers, so it would find them all if it were searched.
    expect((await walk(sita, 1000, { search: 'sita sharma' })).rows).toEqual([]);
  });

  it('matches Nepali names whether typed composed or decomposed, and full-width digits', async () => {
    // ज़ as one code point (U+095B) in the order, as ज + nukta (U+091C U+093C) in the search.
    const id = await placeFor('\u095Bरीना श्रेष्ठ', '9812345678');
    const found = await walk(sita, 100, { search: '\u091C\u093Cरीना' });
    expect(ids(found.rows)).toEqual([id]);
    expect((await walk(sita, 100, { search: 'श्रेष्ठ' })).rows.map((r) => r.id)).toEqual([id]);
    expect((await walk(sita, 100, { search: '９８１２３４' })).rows.map((r) => r.id)).toContain(id);
  });

  it('combines with the tab, and pages through the matches', async () => {
    const all = await walk(admin, 1000, { search: 'a' });
    const delivered = await walk(admin, 3, { search: 'a', status: 'DELIVERED' });
    expect(ids(delivered.rows)).toEqual(ids(all.rows.filter((r) => r.status === 'DELIVERED')));
    expect(delivered.pages).toBeGreaterThan(1);
  });

  it('refuses a search longer than 100 characters', async () => {
    expectBadInput(await admin.gql(PAGE, { search: 'x'.repeat(101) }), 'search');
  });
});

describe('counts', () => {
  const tally = (rows: readonly Row[]) => ({
    all: rows.length,
    confirmed: rows.filter((r) => r.status === 'CONFIRMED').length,
    inProcess: rows.filter((r) => r.status === 'IN_PROCESS').length,
    delivered: rows.filter((r) => r.status === 'DELIVERED').length,
    returned: rows.filter((r) => r.status === 'RETURNED').length,
    exchanged: rows.filter((r) => r.status === 'EXCHANGED').length,
    cancelled: rows.filter((r) => r.status === 'CANCELLED').length,
  });

  it('counts each tab, for the search too, in the same request as the page and with one gateway list read', async () => {
    const { rows } = await walk(admin, 1000);
    const both = await admin.gql(
      graphql(`
        query ListsDeliveredAndCounts {
          orders(first: 10, status: DELIVERED) {
            totalCount
          }
          orderCounts {
            all
            confirmed
            inProcess
            delivered
            returned
            exchanged
            cancelled
          }
        }
      `),
    );
    expect(both.data!.orderCounts).toEqual(tally(rows));
    expect(both.data!.orders.totalCount).toBe(tally(rows).delivered);

    const searched = await walk(admin, 1000, { search: 'kiran' });
    await bff.dev.resetCalls();
    const counted = await admin.gql(COUNTS, { search: 'kiran' });
    expect(counted.data!.orderCounts).toEqual(tally(searched.rows));
    expect((await bff.dev.calls()).byRoute).toEqual({ 'GET /user': 1, 'GET /admin/orders': 1 });

    const hers = await walk(sita, 1000);
    expect((await sita.gql(COUNTS)).data!.orderCounts).toEqual(tally(hers.rows));
  });

  it('counts users per filter and payments per status', async () => {
    const users = await admin.gql(
      graphql(`
        query ListsUserCounts {
          userCounts {
            all
            verified
            underReview
            notVerified
            blocked
          }
          users(filter: BLOCKED) {
            totalCount
          }
        }
      `),
    );
    const db = dbOf(bff);
    expect(users.data!.userCounts).toEqual({
      all: db.users.length,
      verified: db.users.filter((u) => u.isUserVerified).length,
      underReview: db.users.filter((u) => u.status === 'underReview').length,
      notVerified: db.users.filter((u) => !u.isUserVerified && u.status === 'active').length,
      blocked: db.users.filter((u) => u.status === 'blocked').length,
    });
    expect(users.data!.users.totalCount).toBe(users.data!.userCounts.blocked);
    const payments = await admin.gql(
      graphql(`
        query ListsPaymentCounts {
          paymentCounts {
            all
            pending
            sent
          }
        }
      `),
    );
    expect(payments.data!.paymentCounts).toEqual({
      all: db.payments.length,
      pending: db.payments.filter((p) => p.status === 'pending').length,
      sent: db.payments.filter((p) => p.status === 'sent').length,
    });
  });

  it('asks anonymous visitors to sign in and keeps user counts for admins', async () => {
    expect(codeOf(await bff.anonymous().gql(COUNTS))).toBe('UNAUTHENTICATED');
    expect(
      codeOf(
        await sita.gql(
          graphql(`
            query ListsUserCountsAll {
              userCounts {
                all
              }
            }
          `),
        ),
      ),
    ).toBe('FORBIDDEN');
  });
});
