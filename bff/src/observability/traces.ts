import { ProxyTracerProvider, SpanStatusCode, isSpanContextValid, trace, type Span } from '@opentelemetry/api';

/**
 * What the server's own code does with traces, through the OpenTelemetry API alone: with traces
 * off (src/tracing.ts started nothing) every call here is the API's no-op.
 */
const tracer = trace.getTracer('bikri-bff');

/** The id of the trace the current request runs in; none while traces are off. */
export function currentTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? context.traceId : undefined;
}

interface OperationError {
  extensions?: Record<string, unknown>;
  originalError?: unknown;
}

/** An error's code (its own or its cause's), never its message, which may repeat what was sent. */
function codeOf(error: OperationError): string {
  const cause = error.originalError as { code?: unknown } | undefined;
  const code = error.extensions?.code ?? cause?.code;
  return typeof code === 'string' ? code : 'GRAPHQL_ERROR';
}

/**
 * Runs one GraphQL operation in a span of its own, `query OrdersPage` (as OpenTelemetry's GraphQL
 * conventions name it), so that the gateway calls its resolvers make are its children. An answer
 * with errors marks the span failed with the first error's code.
 */
export function inOperationSpan<T extends { errors?: readonly OperationError[] }>(
  type: string,
  name: string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const attributes = { 'graphql.operation.type': type, ...(name ? { 'graphql.operation.name': name } : {}) };
  return tracer.startActiveSpan(name ? `${type} ${name}` : type, { attributes }, async (span: Span) => {
    try {
      const result = await run();
      const first = result.errors?.[0];
      if (first) span.setStatus({ code: SpanStatusCode.ERROR, message: codeOf(first) });
      return result;
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: codeOf({ originalError: error }) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Exports the spans not sent yet and stops the SDK, if src/tracing.ts started one. */
export async function stopTraces(): Promise<void> {
  const provider = trace.getTracerProvider();
  // The SDK's provider behind the API's proxy; the API's no-op provider has no `shutdown`.
  const sdk = (provider instanceof ProxyTracerProvider ? provider.getDelegate() : provider) as Partial<{
    shutdown(): Promise<void>;
  }>;
  if (typeof sdk.shutdown === 'function') await sdk.shutdown();
}
