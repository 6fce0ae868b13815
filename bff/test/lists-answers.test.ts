import { describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { codeOf, nodes } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';
import { admin, bff, ids, PAGE, page, placeFor, sita, useListsWorld } from './lists-world.ts';

/**
 * What a list answer costs and holds: the users search, one gateway round trip per page, the
 * answer to an order change, and the JSON written.
 */
useListsWorld();

describe('users search', () => {
  it('finds accounts by name or email, case-insensitively, with counts to match', async () => {
    const byName = await admin.gql(
      graphql(`
        query ListsAnswersUsersByName {
          users(search: "SITA", first: 100) {
            edges {
              node {
                email
              }
            }
          }
          userCounts(search: "SITA") {
            all
          }
        }
      `),
    );
    expect(nodes(byName.data!.users).map((u) => u.email)).toEqual(['sita@demo.test']);
    expect(byName.data!.userCounts.all).toBe(1);
    const byEmail = await admin.gql(
      graphql(`
        query ListsAnswersUsersByEmail {
          users(search: "@demo.test", filter: NOT_VERIFIED) {
            edges {
              node {
                email
              }
            }
          }
        }
      `),
    );
    expect(nodes(byEmail.data!.users).map((u) => u.email)).toEqual(['gita@demo.test', 'new@demo.test']);
  });

  it('pages users by name', async () => {
    const first = await admin.gql(
      graphql(`
        query ListsAnswersUsersFirst {
          users(first: 3) {
            pageInfo {
              hasNextPage
              endCursor
            }
            edges {
              node {
                name
              }
            }
          }
        }
      `),
    );
    const rest = await admin.gql(
      graphql(`
        query ListsAnswersUsersRest($after: String) {
          users(first: 100, after: $after) {
            edges {
              node {
                name
              }
            }
          }
        }
      `),
      {
        after: first.data!.users.pageInfo.endCursor,
      },
    );
    // This page asks for only part of pageInfo, so its rows are read from the edges directly.
    const names = [...first.data!.users.edges.map((edge) => edge.node), ...nodes(rest.data!.users)].map((u) => u.name);
    expect(names).toEqual(
      dbOf(bff)
        .users.map((u) => u.name)
        .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });
});

describe('one round trip', () => {
  it('reads the session and an admin’s list at the same time, not one after the other', async () => {
    // Each session has been answered once, so the BFF knows its role and which list it reads.
    for (const session of [admin, sita])
      expect(
        (
          await session.gql(
            graphql(`
              query ListsAnswersMe {
                me {
                  id
                }
              }
            `),
          )
        ).errors,
      ).toBeUndefined();
    // Each gateway call takes 200 ms: one after the other would take 400 ms or more.
    await bff.dev.fault({ mode: 'delay', ms: 200 });
    try {
      const started = performance.now();
      const result = await admin.gql(
        graphql(`
          query ListsAnswersOrdersAndUsers {
            orders(first: 5) {
              totalCount
            }
            userCounts {
              all
            }
          }
        `),
      );
      const elapsed = performance.now() - started;
      expect(result.errors).toBeUndefined();
      expect(elapsed).toBeLessThan(380);
      const marketer = performance.now();
      expect(
        (
          await sita.gql(
            graphql(`
              query ListsAnswersOrdersTotal {
                orders(first: 5) {
                  totalCount
                }
              }
            `),
          )
        ).errors,
      ).toBeUndefined();
      expect(performance.now() - marketer).toBeLessThan(380);
    } finally {
      await bff.dev.clearFault();
    }
  });

  it('never gives a marketer an admin’s list, even when the role it guessed is wrong', async () => {
    // An admin's session becomes a marketer's (the gateway changed the role): the hint is stale.
    const record = userByEmail(bff, 'admin@demo.test');
    const role = record.role;
    const total = graphql(`
      query ListsAnswersOrdersFirstTotal {
        orders(first: 1) {
          totalCount
        }
      }
    `);
    expect((await admin.gql(total)).errors).toBeUndefined();
    record.role = 'user';
    try {
      const answer = await admin.gql(total);
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.orders.totalCount).toBe(0);
    } finally {
      record.role = role;
    }
  });
});

describe('the answer to an order change', () => {
  it('carries the order’s new tab and every count, as the queries would answer them', async () => {
    const id = await placeFor('Tab Follower');
    const CHANGE = graphql(`
      mutation ListsAnswersToInProcess($id: ID!) {
        changeOrderStatus(id: $id, status: IN_PROCESS) {
          order {
            id
            status
          }
          tab(first: 3) {
            totalCount
            edges {
              node {
                id
                status
              }
            }
          }
          counts {
            all
            confirmed
            inProcess
          }
        }
      }
    `);
    await bff.dev.resetCalls();
    const changed = await admin.gql(CHANGE, { id });
    expect(changed.errors).toBeUndefined();
    const { tab, counts } = changed.data!.changeOrderStatus;
    // One write; the list read after it once, for the tab and the counts together.
    const { byRoute } = await bff.dev.calls();
    expect(byRoute['PUT /admin/changeOrderStatus']).toBe(1);
    expect(byRoute['GET /admin/orders']).toBe(1);
    // The newest order leads its new tab.
    expect(nodes(tab)[0]).toEqual({ id, status: 'IN_PROCESS' });
    expect(nodes(tab).every((o) => o.status === 'IN_PROCESS')).toBe(true);
    const fresh = await page(admin, { first: 3, status: 'IN_PROCESS' });
    expect(ids(nodes(tab))).toEqual(ids(nodes(fresh)));
    expect(tab.totalCount).toBe(fresh.totalCount);
    const queried = await admin.gql(
      graphql(`
        query ListsAnswersOrderCounts {
          orderCounts {
            all
            confirmed
            inProcess
          }
        }
      `),
    );
    expect(counts).toEqual(queried.data!.orderCounts);
  });

  it('gives a marketer her Cancelled tab after a cancellation', async () => {
    const id = await placeFor('Cancel Follower');
    const cancelled = await sita.gql(
      graphql(`
        mutation ListsAnswersCancel($id: ID!) {
          cancelOrder(id: $id) {
            tab(first: 1) {
              edges {
                node {
                  id
                }
              }
            }
            counts {
              cancelled
            }
          }
        }
      `),
      { id },
    );
    expect(cancelled.errors).toBeUndefined();
    expect(ids(nodes(cancelled.data!.cancelOrder.tab))).toEqual([id]);
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    expect(cancelled.data!.cancelOrder.counts.cancelled).toBe(
      dbOf(bff).orders.filter((o) => o.orderFrom === sitaId && o.status === 'cancelled').length,
    );
  });
});

describe('the written answer', () => {
  it('is compact JSON with each name as it was written (quotes, backslashes, line separators, Devanagari) and every time as the gateway’s instant', async () => {
    const name = 'सीता "Sita" \\ Sharma\u2028नेपाल </script>';
    await placeFor(name);
    const page = await admin.gql(PAGE, { first: 100 });
    expect(page.errors).toBeUndefined();
    expect(page.text).toBe(JSON.stringify(JSON.parse(page.text)));
    const rows = nodes(page.data!.orders);
    expect(rows.some((row) => row.customer.name === name)).toBe(true);
    // Times are the gateway's instants in UTC with milliseconds, as graphql-scalars writes them.
    const stored = new Map(dbOf(bff).orders.map((o) => [o._id, o.createdAt]));
    for (const row of rows) expect(row.createdAt).toBe(new Date(stored.get(row.id)!).toISOString());
    // An answer with an error is written the same way.
    const refused = await admin.gql(PAGE, { first: 5000 });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.text).toBe(JSON.stringify(JSON.parse(refused.text)));
  });
});
