import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useConnection } from '../../lib/network-state.ts';
import { sendWaiting } from './outbox-send.ts';
import { isSendable, useOutbox } from './outbox-store.ts';
import { reportRun } from './outbox-texts.ts';

/**
 * Asks "Send N waiting orders?" when there is a connection and orders wait on this phone: as the
 * app opens, and each time the connection returns. Nothing is sent without the marketer's yes.
 */
export function SendWaitingPrompt({ userId }: { userId: string }) {
  const t = useT();
  const client = useApolloClient();
  const { loaded, drafts, sending, running } = useOutbox(userId);
  const offline = useConnection() === 'offline';
  const [answered, setAnswered] = useState(false);
  const [wasOffline, setWasOffline] = useState(offline);
  // Losing the connection makes the next return ask again.
  if (wasOffline !== offline) {
    setWasOffline(offline);
    if (offline) setAnswered(false);
  }
  const count = drafts.filter((d) => isSendable(d) && !sending.has(d.id)).length;
  const open = loaded && !offline && !answered && !running && count > 0;

  return (
    <ConfirmDialog
      open={open}
      title={t('outbox.ask.title', { count, shown: formatNumber(count) })}
      message={t('outbox.ask.message')}
      confirmLabel={t('outbox.ask.send')}
      cancelLabel={t('outbox.ask.later')}
      onConfirm={() => {
        setAnswered(true);
        void sendWaiting(client, userId).then(reportRun);
      }}
      onClose={() => setAnswered(true)}
    />
  );
}
