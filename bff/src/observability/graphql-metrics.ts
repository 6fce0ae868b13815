import type { ApolloServerPlugin } from '@apollo/server';
import type { TrustedDocuments } from '../transport/trusted-documents.ts';
import { OTHER_OPERATION, secondsSince, type Metrics } from './metrics.ts';

/** An error code as a label: the codes this server gives are upper-case words; anything else is `OTHER`. */
export const outcomeLabel = (code: unknown): string =>
  typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'OTHER';

/** A budget's name as a label (policies/rate-limits.ts `rateLimited`); anything else is `other`. */
export const limitLabel = (limit: unknown): string =>
  typeof limit === 'string' && /^[A-Za-z_]{1,40}$/.test(limit) ? limit : 'other';

/**
 * Counts each GraphQL request Apollo Server answers, by operation (the trusted document whose text
 * it ran, found by Apollo's hash of that text, else `other`) and outcome: `ok`, or the code of the
 * answer's first error as the client reads it.
 */
export function graphqlMetricsPlugin<C extends object>(
  metrics: Metrics,
  trusted: TrustedDocuments,
): ApolloServerPlugin<C> {
  return {
    requestDidStart() {
      const started = performance.now();
      return Promise.resolve({
        willSendResponse({ queryHash, response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const outcome = errors && errors.length > 0 ? outcomeLabel(errors[0]!.extensions?.code) : 'ok';
          const operation = (queryHash === undefined ? undefined : trusted.get(queryHash)?.name) ?? OTHER_OPERATION;
          metrics.graphqlRequests.observe({ operation, outcome }, secondsSince(started));
          if (outcome === 'RATE_LIMITED') metrics.rateLimited.inc({ limit: limitLabel(errors![0]!.extensions?.limit) });
          return Promise.resolve();
        },
      });
    },
  };
}
