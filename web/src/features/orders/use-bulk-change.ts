import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { BULK_ORDERS_MAX } from '@bikri/schema/order-status';
import { useState } from 'react';
import type { BulkOrderReason, BulkOrderResult, OrderStatus } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { askAgain } from '../../lib/ask-again.ts';
import { ChangeOrdersStatusDocument, type ChangeOrdersStatusMutation } from './order-actions.generated.ts';

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
 * Sends a bulk status change in parts of `BULK_ORDERS_MAX`, one after the other; each changed
 * order is written into the cache by id as its part answers, and once the parts are done the lists
 * and figures on screen are asked again (they may have moved even when a part failed). A part that fails
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
        try {
          const { data } = await send({ variables: { ids: part, status: to } });
          for (const { id, result, reason, message, order } of data!.changeOrdersStatus.outcomes)
            lines.push({ id, result, reason, message, order });
        } catch (error) {
          // An answer with errors changed nothing of its part; a lost answer may have changed all of it.
          const answered = CombinedGraphQLErrors.is(error);
          const rest = ids.length - start - part.length;
          const failure = {
            message: errorMessage(error, translate('orders.bulk.partFailed')),
            inDoubt: answered ? 0 : part.length,
            notSent: answered ? rest + part.length : rest,
          };
          return { to, lines, failure };
        }
        setProgress({ done: Math.min(ids.length, start + BULK_ORDERS_MAX), total: ids.length });
      }
      return { to, lines, failure: null };
    } finally {
      setProgress(null);
      askAgain(client, 'order');
    }
  }

  return { run, progress };
}
