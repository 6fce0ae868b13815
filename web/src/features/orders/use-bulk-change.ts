import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { BULK_ORDERS_MAX } from '@bikri/schema/order-status';
import { useState } from 'react';
import type { BulkOrderReason, BulkOrderResult, OrderStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { ChangeOrdersStatusDocument, type ChangeOrdersStatusMutation } from './order-actions.generated.ts';
import { cachedOrderStatus, followOrderChange } from './order-cache.ts';

type Outcome = ChangeOrdersStatusMutation['changeOrdersStatus']['outcomes'][number];

/** One order's outcome as the report lists it. */
export interface BulkLine {
  id: string;
  result: BulkOrderResult;
  reason: BulkOrderReason | null;
  /** The gateway's own words, for a refusal it gave. */
  message: string | null;
  order: Outcome['order'];
}

/** What a bulk change came to: every order's line, and the part that failed as a whole, if one did. */
export interface BulkReport {
  to: OrderStatus;
  lines: BulkLine[];
  /** A request that failed: its orders may have changed (`inDoubt`), the later ones were not sent. */
  failure: { message: string; inDoubt: number; notSent: number } | null;
}

/**
 * Sends a bulk status change in parts of `BULK_ORDERS_MAX`, one after the other, and follows each
 * changed order in the cache (lists, tab counts, dashboard) as its part answers. A part that fails
 * as a whole stops the rest: its orders are in doubt when its answer was lost, and not sent when the
 * server refused it; the later parts are not sent.
 */
export function useBulkChange() {
  const client = useApolloClient();
  const [send] = useMutation(ChangeOrdersStatusDocument);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  async function run(ids: readonly string[], to: OrderStatus): Promise<BulkReport> {
    const lines: BulkLine[] = [];
    setProgress({ done: 0, total: ids.length });
    try {
      for (let start = 0; start < ids.length; start += BULK_ORDERS_MAX) {
        const part = ids.slice(start, start + BULK_ORDERS_MAX);
        // Where this page shows them now: the answer is in the cache before `update` runs.
        const shown = new Map(part.map((id) => [id, cachedOrderStatus(client.cache, id)]));
        try {
          const { data } = await send({
            variables: { ids: part, status: to },
            update(cache, { data: answer }) {
              for (const outcome of answer?.changeOrdersStatus.outcomes ?? []) {
                if (outcome.result === 'CHANGED' && outcome.order) followOrderChange(cache, outcome.order, shown.get(outcome.id) ?? outcome.previousStatus);
              }
            },
          });
          for (const { id, result, reason, message, order } of data!.changeOrdersStatus.outcomes) lines.push({ id, result, reason, message, order });
        } catch (error) {
          // An answer with errors changed nothing of its part; a lost answer may have changed all of it.
          const answered = CombinedGraphQLErrors.is(error);
          const rest = ids.length - start - part.length;
          const failure = { message: errorMessage(error, translate('orders.bulk.partFailed')), inDoubt: answered ? 0 : part.length, notSent: answered ? rest + part.length : rest };
          return { to, lines, failure };
        }
        setProgress({ done: Math.min(ids.length, start + BULK_ORDERS_MAX), total: ids.length });
      }
      return { to, lines, failure: null };
    } finally {
      setProgress(null);
    }
  }

  return { run, progress };
}
