import { Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { DialogFrame } from './dialog-frame.tsx';
import { useT } from '../../lib/i18n.ts';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { Button } from './button.tsx';

/** A yes/no question before an action; the safe answer has the focus. */
export function ConfirmDialogView({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      busy={busy}
      role="alertdialog"
      initialFocusEl={() => cancel.current}
      footer={
        <>
          <Button ref={cancel} variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('confirm.no')}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'orange'} onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t('confirm.yes')}
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
    </DialogFrame>
  );
}
