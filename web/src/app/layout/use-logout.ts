import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess, TOAST_MS } from '../../components/ui/toaster.tsx';
import { LogoutDocument } from '../../lib/session.generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { endLiveUpdates, resumeLiveUpdates } from '../../lib/live-socket.ts';
import { forgetOutbox } from '../../features/orders/outbox-store.ts';
import { forgetKeptCache } from '../../lib/keep-cache.ts';
import { forgetReturnTo } from '../../lib/return-to.ts';
import { announceSession } from '../../lib/session-channel.ts';
import { translate } from '../../lib/i18n.ts';

/**
 * Log out: clear the session and what the phone kept of it (the screens last seen, orders waiting
 * to be sent, half-typed forms), "User Logged Out" for 1 s, then the landing page.
 */
export function useLogout(): { logout: () => Promise<void>; loading: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(LogoutDocument);
  // One logout however often it is pressed (state would only change on the next render).
  const started = useRef(false);
  return {
    loading,
    async logout() {
      if (started.current) return;
      started.current = true;
      // Live updates end first: the server closes the socket of the session it ends.
      endLiveUpdates();
      try {
        await mutate();
      } catch (error) {
        started.current = false;
        resumeLiveUpdates();
        notifyError(errorMessage(error, translate('shell.logoutFailed')));
        return;
      }
      forgetReturnTo();
      void forgetKeptCache();
      void forgetOutbox();
      announceSession('logout');
      notifySuccess(translate('shell.loggedOut'), TOAST_MS.success);
      setTimeout(() => {
        void navigate('/', { replace: true });
        void client.clearStore();
      }, TOAST_MS.success);
    },
  };
}
