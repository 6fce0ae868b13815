import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, startBff, type Session, type TestBff } from './harness.ts';
import { captureLogs } from './logs.ts';

/**
 * What one request may cost, and what one caller's requests may cost each second
 * (policies/request-cost.ts, decision 023): a list row costs 1 and a tracking field 10 per order, at
 * most 1,000 per request; each caller spends at most 4,000 a second in one replica, charged what
 * its requests answered.
 */

const ALL_ORDERS = '{ orders(first: 1000) { edges { node { id } } } }';
const TRACKED = (first: number) => `{ orders(first: ${first}) { edges { node { id trackingUrl } } } }`;

/** The value of one series of the Prometheus text, or 0 when it is not there. */
async function series(bff: TestBff, name: string): Promise<number> {
  const text = await (await fetch(bff.metricsUrl!)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

describe('what requests cost', () => {
  let bff: TestBff;
  let admin: Session;
  beforeAll(async () => {
    bff = await startBff({ METRICS_PORT: '0' });
    // 60 seeded orders and 1,000 more: a full list answers 1,000 rows.
    await bff.dev.bulkOrders(1_000);
    admin = await bff.signIn('admin@demo.test');
  });
  afterAll(() => bff.close());

  it('refuses tracking links for more than 90 orders in one request, before any gateway call', async () => {
    await bff.dev.resetCalls();
    const refused = await admin.raw(TRACKED(100));
    expect(refused.status).toBe(400);
    expect(refused.errors?.[0]?.message).toBe(
      'This operation asks for 100 list rows in all (the sum of every "first", aliases included) and costly fields worth 1000 (each field\'s cost per row is in its description); at most 1000 per request.',
    );
    expect((await bff.dev.calls()).total).toBe(0);
    const fits = await admin.raw<{ orders: { edges: { node: { trackingUrl: string } }[] } }>(TRACKED(90));
    expect(fits.errors).toBeUndefined();
    expect(fits.data!.orders.edges).toHaveLength(90);
    expect(fits.data!.orders.edges[0]!.node.trackingUrl).toMatch(/\/t\/[\w-]{22}$/);
  });

  it("refuses a caller's requests once it answered 4,000 rows in a second, with Retry-After; others are served, and the refusal is logged and counted", async () => {
    const sita = await bff.signIn('sita@demo.test');
    const logs = captureLogs();
    try {
      // Ten full lists at once, 1,000 rows each, once the admin's last second has passed: four fit
      // in her next second (eight, should a loaded host spread them over two).
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const answers = await Promise.all(Array.from({ length: 10 }, () => admin.raw(ALL_ORDERS)));
      const refused = answers.filter((answer) => answer.status === 429);
      expect(answers.filter((answer) => answer.status === 200 && !answer.errors).length).toBeGreaterThanOrEqual(4);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(codeOf(refused[0]!)).toBe('RATE_LIMITED');
      expect(refused[0]!.errors![0]!.message).toMatch(
        /^Too much asked of this server at once from your account\. Try again in 1 second\.$/,
      );
      expect(refused[0]!.errors![0]!.extensions).toMatchObject({ limit: 'request_cost', retryAfterSeconds: 1 });
      expect(refused[0]!.headers.get('retry-after')).toBe('1');
      // Another account is not held back.
      const hers = await sita.raw(ALL_ORDERS);
      expect(hers.status).toBe(200);
      expect(hers.errors).toBeUndefined();
    } finally {
      logs.restore();
    }
    expect(logs.entries().filter((entry) => entry.event === 'limits')).toMatchObject([
      { level: 'warn', refused: 'request_cost', retryAfterSeconds: 1 },
    ]);
    expect(await series(bff, 'bikri_rate_limited_total{limit="request_cost"}')).toBeGreaterThanOrEqual(1);
    // A second later the admin is served again.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await admin.raw(ALL_ORDERS)).errors).toBeUndefined();
  });
});
