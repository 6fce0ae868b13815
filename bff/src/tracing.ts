/**
 * Traces with OpenTelemetry, loaded before the server by `node --import` (the `start` scripts and
 * the image do so; docs/operations.md). Off unless OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set: then nothing here is loaded and no module is hooked.
 * On, it hooks only the modules the instrumentations name (HTTP, Express, GraphQL, undici, ioredis),
 * starts the Node SDK with the standard OTEL_* variables (service name `bikri-bff` unless
 * OTEL_SERVICE_NAME says otherwise) and exports spans alone: metrics stay with Prometheus
 * (observability/metrics.ts), logs with pino. undici's instrumentation puts the W3C `traceparent`
 * on every gateway call. Decision 009 says what it costs.
 */
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import { spanUrl } from './observability/span-urls.ts';

/** At most the first two parts of a `:`-separated key, and never its last. */
const storeOf = (key: unknown): string[] => {
  const parts = typeof key === 'string' ? key.split(':').slice(0, -1).slice(0, 2) : [];
  return parts.length > 0 ? [parts.join(':')] : [];
};

const endpoint = process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT;

if (endpoint && isMainThread) {
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [
    { NodeSDK },
    { HttpInstrumentation },
    { ExpressInstrumentation, ExpressLayerType },
    { GraphQLInstrumentation },
    { UndiciInstrumentation },
    { IORedisInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-graphql'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const probes = new Set(['/healthz', '/readyz']);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ? undefined : 'bikri-bff',
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      // Addresses by observability/span-urls.ts, over the instrumentations' own `url.*` attributes;
      // a request's span is then named by its Express route (`GET /t/:id`). The server makes no
      // node:http calls of its own: the gateway's go by undici.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => probes.has(request.url ?? ''),
        startIncomingSpanHook: (request) => spanUrl(request.url ?? '/'),
        disableOutgoingRequestInstrumentation: true,
      }),
      // Route handlers, not each middleware and router every request passes.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      // Documents with their literals written `*`, and no variables.
      new GraphQLInstrumentation({ mergeItems: true, ignoreTrivialResolveSpans: true, allowValues: false }),
      new UndiciInstrumentation({ startSpanHook: (request) => spanUrl(request.path, request.origin) }),
      // Redis commands of requests, not the stores' own checks between them; a command is shown by
      // its name and its key's store (`get bikri:session`), never the key's last part or a value:
      // session ids are credentials.
      new IORedisInstrumentation({
        requireParentSpan: true,
        dbStatementSerializer: (command, [key]) => [command, ...storeOf(key)].join(' '),
      }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
}
