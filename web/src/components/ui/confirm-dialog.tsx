import { OnFirstOpen } from './on-first-use.tsx';

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

const loadView = async () => (await import('./confirm-dialog-view.tsx')).ConfirmDialogView;

/**
 * A yes/no question before an action, the safe answer focused (confirm-dialog-view.tsx). Its code,
 * with the dialog's, loads the first time a question is asked, not with the screens that ask.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return <OnFirstOpen open={props.open} load={loadView} props={props} />;
}
