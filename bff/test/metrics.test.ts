import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRawLive } from './live-client.ts';
import { startBff, type Session, type TestBff } from './harness.ts';

/**
 * The Prometheus metrics, scraped as Prometheus does, after real traffic over HTTP: on their own
 * port only, labelled by trusted operation and route template, never by an id.
 */

let bff: TestBff;
let sita: Session;

beforeAll(async () => {
  bff = await startBff({ METRICS_PORT: '0' });
  sita = await bff.signIn('sita@demo.test');
});
afterAll(async () => {
  await bff.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(bff.metricsUrl!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample, by its name and exact labels as Prometheus prints them; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('are served on METRICS_PORT alone, not on the public port', async () => {
    expect(bff.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(bff.metricsUrl!).port).not.toBe(new URL(bff.url).port);
    const publicAnswer = await fetch(`${bff.url}/metrics`);
    expect(await publicAnswer.text()).not.toContain('bikri_');
    expect((await fetch(bff.metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('count GraphQL requests by trusted operation and outcome, and gateway calls by route template', async () => {
    const list = await sita.raw<{ orders: { edges: { node: { id: string } }[] } }>(
      '{ orders(first: 1) { edges { node { id } } } }',
    );
    const id = list.data!.orders.edges[0]!.node.id;
    expect((await sita.trusted('OrderDetailPage', { id })).errors).toBeUndefined();
    const missing = await sita.trusted('OrderDetailPage', { id: 'no-such-order' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const text = await scrape();
    expect(sample(text, 'bikri_graphql_request_duration_seconds_count{operation="Login",outcome="ok"}')).toBe(1);
    expect(sample(text, 'bikri_graphql_request_duration_seconds_count{operation="OrderDetailPage",outcome="ok"}')).toBe(
      1,
    );
    expect(
      sample(text, 'bikri_graphql_request_duration_seconds_count{operation="OrderDetailPage",outcome="NOT_FOUND"}'),
    ).toBe(1);
    expect(sample(text, 'bikri_graphql_request_duration_seconds_count{operation="other",outcome="ok"}')).toBe(1);
    expect(
      sample(text, 'bikri_gateway_request_duration_seconds_count{method="POST",route="/user/login",status="200"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'bikri_gateway_request_duration_seconds_count{method="GET",route="/order/getOrderDetail/{id}",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'bikri_gateway_request_duration_seconds_count{method="GET",route="/order/getOrderDetail/{id}",status="404"}',
      ),
    ).toBe(1);
    // No id, and nothing the caller typed, is a label.
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-order');
  });

  it('count gateway calls that got no answer by kind, apart from the answered ones', async () => {
    await bff.dev.fault({ mode: 'delay', ms: 4_000, path: '/product' });
    try {
      const slow = await sita.trusted('ProductsPage');
      expect(slow.errors?.[0]?.extensions?.code).toBe('GATEWAY_TIMEOUT');
    } finally {
      await bff.dev.clearFault();
    }
    const text = await scrape();
    expect(sample(text, 'bikri_gateway_failures_total{method="GET",route="/product",kind="timeout"}')).toBe(1);
    expect(
      sample(text, 'bikri_graphql_request_duration_seconds_count{operation="ProductsPage",outcome="GATEWAY_TIMEOUT"}'),
    ).toBe(1);
  });

  it('count keyed writes by outcome: made, then replayed under the same key', async () => {
    const key = { 'idempotency-key': 'metrics-test-key-0001' };
    const first = await sita.trusted('MarkInboxRead', {}, key);
    const again = await sita.trusted('MarkInboxRead', {}, key);
    expect([first.errors, again.errors]).toEqual([undefined, undefined]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const text = await scrape();
    expect(sample(text, 'bikri_keyed_writes_total{outcome="made"}')).toBe(1);
    expect(sample(text, 'bikri_keyed_writes_total{outcome="replayed"}')).toBe(1);
  });

  it('count a keyed write whose gateway call lost its answer as in doubt', async () => {
    const products = await sita.raw<{ products: { id: string; inMyList: boolean }[] }>('{ products { id inMyList } }');
    const listed = products.data!.products.find((product) => product.inMyList)!;
    await bff.dev.fault({ mode: 'drop', path: '/product/removeMyProduct', times: 1 });
    try {
      const lost = await sita.trusted(
        'RemoveFromMyProducts',
        { productId: listed.id },
        { 'idempotency-key': 'metrics-test-key-0002' },
      );
      expect(lost.errors?.[0]?.extensions?.code).toBe('WRITE_IN_DOUBT');
    } finally {
      await bff.dev.clearFault();
    }
    expect(sample(await scrape(), 'bikri_keyed_writes_total{outcome="in_doubt"}')).toBe(1);
  });

  it('gauge the stores’ readiness and the live sockets and subscriptions, with Node’s own metrics', async () => {
    const socket = await openRawLive(bff.url, sita.cookie);
    socket.subscribe('one', 'subscription { live { __typename } }');
    await vi.waitFor(async () => expect(sample(await scrape(), 'bikri_live_subscriptions')).toBe(1), {
      timeout: 5_000,
      interval: 50,
    });
    const text = await scrape();
    expect(sample(text, 'bikri_live_sockets')).toBe(1);
    for (const store of ['sessions', 'writes', 'limits', 'live', 'inbox', 'shares'])
      expect(sample(text, `bikri_store_ready{store="${store}"}`)).toBe(1);
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds_count{kind="minor"}',
    ]) {
      expect(text).toContain(name);
    }
    socket.ws.close();
    await socket.closed;
    await vi.waitFor(async () => expect(sample(await scrape(), 'bikri_live_sockets')).toBe(0), {
      timeout: 5_000,
      interval: 50,
    });
  });
});
