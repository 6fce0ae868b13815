import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compose, root } from './compose.ts';
import { startBff, type Session, type TestBff } from './harness.ts';

/**
 * The Grafana dashboard and the Prometheus alert rules of the observability profile name only
 * metrics, and labels of them, that the BFF's /metrics has after traffic.
 */

const dir = join(root, '.docker/observability');
const dashboard = JSON.parse(readFileSync(join(dir, 'grafana/dashboards/bikri.json'), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};
const alerts = parse(readFileSync(join(dir, 'alerts.yml'), 'utf8')) as {
  groups: { rules: { alert: string; expr: string }[] }[];
};
const prometheus = parse(readFileSync(join(dir, 'prometheus.yml'), 'utf8')) as {
  rule_files: string[];
  scrape_configs: { dns_sd_configs: { names: string[]; port: number }[] }[];
};

/** Every PromQL expression of the dashboard and the rules, by where it is. */
const expressions: [string, string][] = [
  ...dashboard.panels.flatMap((panel) =>
    panel.targets.map((target): [string, string] => [`panel "${panel.title}"`, target.expr]),
  ),
  ...alerts.groups.flatMap((group) => group.rules.map((rule): [string, string] => [`alert ${rule.alert}`, rule.expr])),
];

const METRIC = /\b((?:bikri|nodejs|process)_[a-z0-9_]+)/g;
/** Label names an expression selects (`{label=…}`) or groups by (`by (a, b)`). */
function labelsOf(expr: string): string[] {
  const selected = [...expr.matchAll(/\{([^}]*)\}/g)].flatMap(([, inside]) =>
    [...inside!.matchAll(/([a-z_]+)\s*(?:=~|!=|!~|=)/g)].map(([, name]) => name!),
  );
  const grouped = [...expr.matchAll(/\bby\s*\(([^)]*)\)/g)].flatMap(([, inside]) =>
    inside!.split(',').map((name) => name.trim()),
  );
  // Prometheus adds `instance` to every scraped series; `le` is a histogram's bucket label.
  return [...selected, ...grouped].filter((name) => name !== '' && name !== 'instance');
}

let bff: TestBff;
let sita: Session;
let exposed: string;

beforeAll(async () => {
  bff = await startBff({ METRICS_PORT: '0' });
  sita = await bff.signIn('sita@demo.test');
  // Traffic that makes every labelled series appear: queries, a keyed write, a gateway 5xx and a
  // call without an answer, an image, a live socket.
  await sita.trusted('DashboardPage');
  await sita.trusted('MarkInboxRead', {}, { 'idempotency-key': 'observability-files-0001' });
  await bff.dev.fault({ mode: 'status500', path: '/product' });
  await sita.trusted('ProductsPage');
  await bff.dev.fault({ mode: 'delay', ms: 4_000, path: '/product' });
  await sita.trusted('ProductsPage');
  await bff.dev.clearFault();
  const products = await sita.raw<{ products: { images: string[] }[] }>('{ products { images } }');
  await fetch(`${bff.url}${products.data!.products[0]!.images[0]!}`);
  for (let n = 0; n < 25; n += 1)
    await bff
      .anonymous()
      .raw('mutation { login(input: { email: "nobody@demo.test", password: "wrong-password" }) { user { id } } }');
  exposed = await (await fetch(bff.metricsUrl!)).text();
}, 30_000);
afterAll(async () => {
  await bff.close();
});

/** The label names each exposed series family carries (histograms under their base name). */
function exposedLabels(): Map<string, Set<string>> {
  const families = new Map<string, Set<string>>();
  for (const line of exposed.split('\n')) {
    const match = /^([a-z0-9_]+?)(?:_bucket|_count|_sum)?(?:\{([^}]*)\})? /.exec(line);
    if (!match || line.startsWith('#')) continue;
    for (const name of [match[1]!, line.split(/[{ ]/)[0]!]) {
      const labels = families.get(name) ?? new Set<string>();
      for (const [, label] of (match[2] ?? '').matchAll(/([a-z_]+)="/g)) labels.add(label!);
      families.set(name, labels);
    }
  }
  return families;
}

describe('the observability profile', () => {
  it('scrapes the port the compose file gives the replicas, with the alert rules loaded', () => {
    expect(compose.services.bff!.environment?.METRICS_PORT).toBe('9464');
    expect(prometheus.scrape_configs[0]!.dns_sd_configs[0]).toMatchObject({ names: ['bff'], port: 9464 });
    expect(prometheus.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    expect(compose.services.prometheus!.volumes).toContain(
      './.docker/observability/alerts.yml:/etc/prometheus/alerts.yml:ro',
    );
  });

  it('sends the replicas’ traces, when asked, to Jaeger, which Grafana reads', () => {
    // Off unless the operator sets it (the profile's comment: http://jaeger:4318).
    expect(compose.services.bff!.environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('');
    expect(compose.services.jaeger).toMatchObject({
      profiles: ['observability'],
      command: ['--set', 'receivers.otlp.protocols.http.endpoint=0.0.0.0:4318'],
    });
    const sources = parse(readFileSync(join(dir, 'grafana/provisioning/datasources/jaeger.yml'), 'utf8')) as {
      datasources: { type: string; url: string }[];
    };
    expect(sources.datasources).toEqual([expect.objectContaining({ type: 'jaeger', url: 'http://jaeger:16686' })]);
  });

  it('names in its dashboard and alert rules only metrics and labels that /metrics has after traffic', () => {
    const families = exposedLabels();
    const problems: string[] = [];
    for (const [where, expr] of expressions) {
      const metrics = [...expr.matchAll(METRIC)].map(([name]) => name);
      if (metrics.length === 0) problems.push(`${where}: names no metric`);
      for (const metric of metrics) {
        const labels = families.get(metric);
        if (!labels) {
          problems.push(`${where}: ${metric} is not in /metrics`);
          continue;
        }
        for (const label of labelsOf(expr))
          if (label !== 'le' && !labels.has(label) && !metrics.some((other) => families.get(other)?.has(label)))
            problems.push(`${where}: no label ${label} on ${metric}`);
      }
    }
    expect(problems).toEqual([]);
    expect(expressions.length).toBeGreaterThanOrEqual(17);
  });
});
