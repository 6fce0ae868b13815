import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/HTTP JSON export carries it, with its scope's name beside it. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 1 internal, 2 server, 3 client (OTLP's SpanKind). */
  kind: number;
  /** code 2: failed. */
  status?: { code?: number; message?: string };
  scope: string;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpExport {
  resourceSpans?: {
    scopeSpans?: {
      scope?: { name?: string };
      spans?: (Omit<ReceivedSpan, 'scope' | 'attributes'> & { attributes?: { key: string; value: OtlpValue }[] })[];
    }[];
  }[];
}

const valueOf = (value: OtlpValue): string | number | boolean =>
  value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue);

/**
 * A trace collector's receiving end for tests: takes OTLP/HTTP exports in JSON
 * (OTEL_EXPORTER_OTLP_PROTOCOL=http/json) at /v1/traces and keeps their spans.
 */
export async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const { scopeSpans = [] } of body.resourceSpans ?? []) {
          for (const { scope, spans: scoped = [] } of scopeSpans) {
            for (const { attributes = [], ...span } of scoped) {
              spans.push({
                ...span,
                parentSpanId: span.parentSpanId || undefined,
                scope: scope?.name ?? '',
                attributes: Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)])),
              });
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
