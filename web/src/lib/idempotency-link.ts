import { ApolloLink } from '@apollo/client';
import { OperationTypeNode, type FormattedExecutionResult } from 'graphql';
import { catchError, defer, map, of, retry, tap, throwError, timer } from 'rxjs';

/** Waits before each new try of a write whose answer was lost or is in doubt. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 3_000, 5_000, 8_000, 13_000, 21_000];

/** An answer the server gave while it checks whether the write happened. */
class InDoubt extends Error {
  constructor(readonly result: FormattedExecutionResult) {
    super('in doubt');
  }
}

const inDoubt = (result: FormattedExecutionResult) =>
  result.errors?.some((error) => error.extensions?.code === 'WRITE_IN_DOUBT') === true;

/** The answer was lost on the way (no connection, a dropped one): the write may have happened. */
const lostOnTheWay = (error: unknown) => error instanceof TypeError;

/** Files stand for themselves by name, size and date: two different photos are two intents. */
const withFiles = (_key: string, value: unknown) =>
  typeof File !== 'undefined' && value instanceof File
    ? `file:${value.name}:${value.size}:${value.lastModified}`
    : value;

/** What a caller may put in a mutation's context: the key to send it under, kept by the caller. */
export interface IdempotencyContext {
  idempotencyKey?: string;
}

/**
 * Every mutation goes out with an `Idempotency-Key` header, one per intended action: the same
 * mutation with the same variables reuses the key until it has a definite answer, so a double
 * click, a second press after a lost answer, or this link's own retries are one write at the
 * BFF. A lost answer (the connection failed) or a WRITE_IN_DOUBT answer is asked again with the
 * same key after `delays`, which the BFF answers from its record or resolves by reading; if it
 * is still unknown after the last, the last answer stands and the key is kept for the next press.
 * Only a successful answer ends the key. A caller that keeps the key itself (a write kept on the
 * phone until it is sent) gives it as `context: { idempotencyKey }`: it is sent as given, on every
 * try, and this link does not remember it.
 */
export function idempotencyLink(delays: readonly number[] = RETRY_DELAYS_MS): ApolloLink {
  const keys = new Map<string, string>();
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
    const given = (operation.getContext() as IdempotencyContext).idempotencyKey;
    const intent = JSON.stringify([operation.operationName, operation.variables], withFiles);
    const key = given ?? keys.get(intent) ?? crypto.randomUUID();
    if (given === undefined) keys.set(intent, key);
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'idempotency-key': key },
    }));
    return defer(() => forward(operation)).pipe(
      map((result) => {
        if (inDoubt(result)) throw new InDoubt(result);
        return result;
      }),
      retry({
        count: delays.length,
        delay: (error: unknown, count) =>
          error instanceof InDoubt || lostOnTheWay(error) ? timer(delays[count - 1]!) : throwError(() => error),
      }),
      // Success ends the intent: the same form sent again is a new action. After a refusal the key
      // stays: the BFF gives back the key of a write that did not happen, and keeps resolving one
      // still in doubt, so the next press of the same form can never make it twice.
      tap((result) => {
        if (given === undefined && !result.errors?.length) keys.delete(intent);
      }),
      catchError((error: unknown) => (error instanceof InDoubt ? of(error.result) : throwError(() => error))),
    );
  });
}
