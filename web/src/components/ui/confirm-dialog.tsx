import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  /** Shows a spinner on confirm and keeps the dialog from closing twice. */
  busy?: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** A yes/no question before an action (spec §2 confirmations). */
export function ConfirmDialog({ open, title, message, confirmLabel = 'Yes', cancelLabel = 'No', destructive, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'orange'} onClick={onConfirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
