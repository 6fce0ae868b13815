import type { ApolloClient } from '@apollo/client';

/**
 * The lists, counts and figures the server decides, by the kind of entity whose change can move
 * them (root query fields). The client never works out how a change moves them: it asks again.
 */
const MOVED_BY = {
  order: [
    'orders',
    'orderCounts',
    'dashboard',
    'dashboardTrends',
    'income',
    'incomes',
    'eligiblePayouts',
    'nextPayout',
  ],
  payment: ['payments', 'paymentCounts', 'dashboard', 'income', 'incomes', 'eligiblePayouts', 'nextPayout'],
  user: ['users', 'userCounts', 'dashboard'],
} as const;

export type ChangedKind = keyof typeof MOVED_BY;

function refetchMoved(client: ApolloClient, kind: ChangedKind): Promise<unknown> {
  const fields = Object.fromEntries(
    MOVED_BY[kind].map((field) => [field, (_value: unknown, { INVALIDATE }: { INVALIDATE: unknown }) => INVALIDATE]),
  );
  // A refetch that fails leaves the screen as it was; the screen shows the error on its next ask.
  return client.refetchQueries({ updateCache: (cache) => cache.modify({ fields }) }).catch(() => undefined);
}

/** Per client, the kinds being asked again, and whether another change came meanwhile. */
const asking = new WeakMap<ApolloClient, Map<ChangedKind, { again: boolean }>>();

/**
 * After a change of this kind (the changed entity itself already written by id): the queries on
 * screen that read a list, count or figure it can move are asked again (Apollo's `refetchQueries`
 * for the queries the invalidated fields touch). Changes that come while they are being asked
 * (a bulk change arrives as one live event per order) are followed by one more ask, not one each.
 * What is not on screen keeps its last answer, for a phone that goes offline, and is asked again
 * on its next visit (`use-visit-fetch-policy.ts`).
 */
export function askAgain(client: ApolloClient, kind: ChangedKind): void {
  let kinds = asking.get(client);
  if (!kinds) asking.set(client, (kinds = new Map<ChangedKind, { again: boolean }>()));
  const running = kinds.get(kind);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: false };
  kinds.set(kind, state);
  void refetchMoved(client, kind).then(() => {
    kinds.delete(kind);
    if (state.again) askAgain(client, kind);
  });
}
