import { skipToken, useSubscription } from '@apollo/client/react';
import { useEffect, useSyncExternalStore } from 'react';
import { liveUpdatesEnded, onLiveUpdatesChange, resumeLiveUpdates } from '../../lib/live-socket.ts';
import { applyLiveEvent } from './live-cache.ts';
import { LiveUpdatesDocument } from './live-updates.generated.ts';
import { refreshInbox } from './use-inbox.ts';

/**
 * Live updates for the signed-in app, mounted once in its layout: changes other people (and this
 * user's other tabs) make arrive over the live socket and are written into the cache
 * (live-cache.ts), so whatever screen is open changes with no request and no reload; the bell's
 * inbox asks again, since a change may concern this user. Ends on sign-out, which closes the socket.
 */
export function useLiveUpdates(): void {
  const ended = useSyncExternalStore(onLiveUpdatesChange, liveUpdatesEnded);
  // Signed in (again): this layout only shows for a signed-in user.
  useEffect(() => resumeLiveUpdates(), []);
  useSubscription(
    LiveUpdatesDocument,
    ended
      ? skipToken
      : {
          // Written by `applyLiveEvent`, which must see the cache as it was before the event.
          fetchPolicy: 'no-cache',
          ignoreResults: true,
          onData: ({ client, data }) => {
            if (!data.data) return;
            applyLiveEvent(client.cache, data.data.live);
            if (data.data.live.__typename !== 'ProductEvent') refreshInbox(client);
          },
        },
  );
}
