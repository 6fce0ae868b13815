import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle.ts';
import { InboxPageDocument, InboxUnreadDocument } from './inbox.generated.ts';

/**
 * How many notifications are unread (undefined until known), asked for once the first screen is
 * idle, so it never delays it.
 */
export function useUnreadCount(): number | undefined {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const { data } = useQuery(InboxUnreadDocument, { skip: !idle, fetchPolicy: 'cache-and-network' });
  return data?.inbox.unread;
}

/** How long a burst of live events is waited out before the inbox is asked for again. */
const SETTLE_MS = 400;
let timer: number | undefined;

/**
 * The inbox after a live event: a change that concerns this user may have left an entry, so the
 * bell's count and an open inbox ask again, once per burst of events.
 */
export function refreshInbox(client: ApolloClient): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(
    () => void client.refetchQueries({ include: [InboxUnreadDocument, InboxPageDocument] }),
    SETTLE_MS,
  );
}
