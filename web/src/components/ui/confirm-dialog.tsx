import { Button, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { DialogFrame } from './dialog-frame.tsx';
import { useT } from '../../lib/i18n.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Shows a spinner on confirm and keeps the dialog from closing twice. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action; the safe answer has the focus. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, destructive, busy, onConfirm, onClose }: ConfirmDialogProps) {
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
