import { skipToken, useSubscription } from '@apollo/client/react';
import { useEffect, useSyncExternalStore } from 'react';
import { liveUpdatesEnded, onLiveUpdatesChange, resumeLiveUpdates } from '../../lib/live-socket.ts';
import { followLiveEvent } from './live-cache.ts';
import { LiveUpdatesDocument } from './live-updates.generated.ts';
import { refreshInbox } from './use-inbox.ts';

/**
 * Live updates for the signed-in app, mounted once in its layout: changes other people (and this
 * user's other tabs) make arrive over the live socket, their entity is written into the cache by
 * id, so whatever screen shows it changes with no reload, and the lists and figures on screen it
 * can move are asked again (live-cache.ts); the bell's inbox asks again, since a change may
 * concern this user. Ends on sign-out, which closes the socket.
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
          ignoreResults: true,
          onData: ({ client, data }) => {
            if (!data.data) return;
            followLiveEvent(client, data.data.live);
            if (data.data.live.__typename !== 'ProductEvent') refreshInbox(client);
          },
        },
  );
}
