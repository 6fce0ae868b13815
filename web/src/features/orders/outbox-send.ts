import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { askAgain } from '../../lib/ask-again.ts';
import type { IdempotencyContext } from '../../lib/idempotency-link.ts';
import { connection, onConnectionChange } from '../../lib/network-state.ts';
import { orderFields } from './order-fields.ts';
import { AddOrderDocument } from './order.generated.ts';
import {
  currentDrafts,
  isSendable,
  markRunning,
  markSending,
  outboxOf,
  putDraft,
  removeDraft,
  updateDraft,
  type OrderDraft,
} from './outbox-store.ts';

/** What one send of a draft came to. */
export type SendOutcome =
  | { kind: 'placed'; message: string; orderId: string | null }
  /** Refused for a reason the draft must change for; `error` says which. */
  | { kind: 'refused'; error: CombinedGraphQLErrors }
  /** The server could not take it now; kept to send later. */
  | { kind: 'notTaken'; error: CombinedGraphQLErrors }
  /** The server could not tell yet whether it was placed; kept, its key resolves it. */
  | { kind: 'inDoubt' }
  /** No answer came (no connection, or it went while the order was out); kept, its key resolves it. */
  | { kind: 'unanswered' }
  /** Its key was used for other values before; kept for the marketer to check. */
  | { kind: 'keyUsed' }
  /** Offline, or already being sent from this page: nothing was sent. */
  | { kind: 'notSent' };

/** Codes after which the same order can be taken later as it is. */
const NOT_NOW = new Set([
  'GATEWAY_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
  'GATEWAY_BAD_RESPONSE',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
]);

const codesOf = (error: CombinedGraphQLErrors) => error.errors.map((e) => e.extensions?.code);

/**
 * Sends a draft under its own Idempotency-Key, so however often it is sent it is placed once.
 * It is kept on the phone, marked as maybe placed, before it goes out; a send is abandoned the
 * moment the browser goes offline. Placed: it leaves the phone, and the lists and figures on
 * screen are asked again.
 * Refused: it stays with the reason (or, with `dropIfRefused`, leaves: the form that sent it
 * shows the reason). Anything else keeps it, waiting.
 */
export async function sendDraft(
  client: ApolloClient,
  userId: string,
  draft: OrderDraft,
  options: { dropIfRefused?: boolean } = {},
): Promise<SendOutcome> {
  if (connection() === 'offline' || outboxOf(userId).sending.has(draft.id)) return { kind: 'notSent' };
  markSending(userId, draft.id, true);
  const abort = new AbortController();
  const stop = onConnectionChange(() => {
    if (connection() === 'offline') abort.abort();
  });
  try {
    await putDraft(userId, { ...draft, maybePlaced: true, problem: null });
    const context: IdempotencyContext & { fetchOptions: RequestInit } = {
      idempotencyKey: draft.key,
      fetchOptions: { signal: abort.signal },
    };
    const result = await client.mutate({
      mutation: AddOrderDocument,
      variables: { input: { productId: draft.values.productId, ...orderFields(draft.values) } },
      context,
    });
    await removeDraft(userId, draft.id);
    askAgain(client, 'order');
    return {
      kind: 'placed',
      message: result.data?.addOrder.message ?? '',
      orderId: result.data?.addOrder.order.id ?? null,
    };
  } catch (error) {
    return await keepAfter(userId, draft, error, options.dropIfRefused === true);
  } finally {
    stop();
    markSending(userId, draft.id, false);
  }
}

async function keepAfter(
  userId: string,
  draft: OrderDraft,
  error: unknown,
  dropIfRefused: boolean,
): Promise<SendOutcome> {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = codesOf(error);
    if (codes.includes('WRITE_IN_DOUBT')) {
      await updateDraft(userId, draft.id, { maybePlaced: true, problem: { kind: 'unknown' } });
      return { kind: 'inDoubt' };
    }
    // A definite answer: this send placed nothing, so the draft is as sure as it was before it.
    const kind = codes.every((code) => typeof code === 'string' && NOT_NOW.has(code)) ? 'notTaken' : 'refused';
    if (kind === 'refused' && dropIfRefused) await removeDraft(userId, draft.id);
    else
      await updateDraft(userId, draft.id, {
        maybePlaced: draft.maybePlaced,
        problem: { kind, errors: [...error.errors] },
      });
    return { kind, error };
  }
  if (ServerError.is(error) && error.statusCode === 422) {
    await updateDraft(userId, draft.id, { maybePlaced: true, problem: { kind: 'keyUsed' } });
    return { kind: 'keyUsed' };
  }
  await updateDraft(userId, draft.id, { maybePlaced: true, problem: { kind: 'unknown' } });
  return { kind: 'unanswered' };
}

/** What a run over the waiting drafts came to. */
export interface RunReport {
  placed: number;
  refused: number;
  /** Still waiting when the run ended (no connection, no answer, in doubt, not taken now). */
  waiting: number;
}

const runs = new Map<string, Promise<RunReport>>();

/**
 * Sends the user's waiting drafts one at a time, oldest first, each once per run. One run at a
 * time per page: a second call (a double press) answers the run under way. The run stops when
 * the connection goes or an order is not answered or not taken, since the next would fare the same.
 */
export function sendWaiting(client: ApolloClient, userId: string): Promise<RunReport> {
  const under = runs.get(userId);
  if (under) return under;
  const run = (async () => {
    markRunning(userId, true);
    const report: RunReport = { placed: 0, refused: 0, waiting: 0 };
    const tried = new Set<string>();
    try {
      for (;;) {
        if (connection() === 'offline') break;
        const next = (await currentDrafts(userId)).find(
          (d) => isSendable(d) && !tried.has(d.id) && !outboxOf(userId).sending.has(d.id),
        );
        if (!next) break;
        tried.add(next.id);
        const outcome = await sendDraft(client, userId, next);
        if (outcome.kind === 'placed') report.placed += 1;
        else if (outcome.kind === 'refused' || outcome.kind === 'keyUsed') report.refused += 1;
        if (outcome.kind === 'unanswered' || outcome.kind === 'notTaken' || outcome.kind === 'notSent') break;
      }
      report.waiting = (await currentDrafts(userId)).filter(isSendable).length;
      return report;
    } finally {
      runs.delete(userId);
      markRunning(userId, false);
    }
  })();
  runs.set(userId, run);
  return run;
}
