import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { waitingHint } from '../../lib/kept-on-phone.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { useLogout } from './use-logout.ts';

/**
 * Log out from a menu: at once, unless orders typed on this phone are still waiting to be sent,
 * which logging out deletes; then only after the user confirms that. `dialog` goes beside the
 * control that calls `request`.
 */
export function useLogoutFlow(): { request: () => void; loading: boolean; dialog: ReactNode } {
  const t = useT();
  const viewer = useViewer();
  const { logout, loading } = useLogout();
  const [waiting, setWaiting] = useState(0);
  const request = () => {
    const count = waitingHint(viewer.id);
    if (count > 0) setWaiting(count);
    else void logout();
  };
  const dialog = (
    <ConfirmDialog
      open={waiting > 0}
      title={t('outbox.logoutTitle')}
      message={t('outbox.logoutMessage', { count: waiting, shown: formatNumber(waiting) })}
      confirmLabel={t('shell.logout')}
      cancelLabel={t('common.cancel')}
      destructive
      busy={loading}
      onConfirm={() => void logout()}
      onClose={() => setWaiting(0)}
    />
  );
  return { request, loading, dialog };
}
