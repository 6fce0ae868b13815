import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBff, type TestBff } from './harness.ts';

/**
 * graphql-http's audit of the GraphQL-over-HTTP specification, run against the BFF over HTTP as any
 * client meets it (no session, plain documents): no audit fails, and the ones it only warns or
 * notes about are the departures decision 026 keeps, no more.
 */

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());

it('passes graphql-http’s server audit but for the departures decision 026 keeps', async () => {
  const results = await Promise.all(
    serverAudits({ url: `${bff.url}/graphql`, fetchFn: fetch }).map((audit) => audit.fn()),
  );
  expect(results).toHaveLength(61);
  expect(results.filter((result) => result.status === 'error').map((result) => `${result.id} ${result.name}`)).toEqual(
    [],
  );
  const departures = results
    .filter((result) => result.status !== 'ok')
    .map((result) => `${result.status} ${result.id}`)
    .sort();
  expect(departures).toEqual([
    // GET requests without a header a browser form cannot send: refused by Apollo Server's CSRF prevention.
    'notice 5A70',
    'notice 6A70',
    'notice D6D5',
    // 400, not 200, for a document that does not parse or validate, or variables that do not coerce.
    'warn 572B',
    'warn 7B9B',
    'warn FDE2',
  ]);
});
