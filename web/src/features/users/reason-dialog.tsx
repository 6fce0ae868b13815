import { Button, CloseButton, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { useState } from 'react';

interface Props {
  title: string | null;
  busy: boolean;
  onSubmit(reason: string): void;
  onClose(): void;
}

/** Asks why before an account changes (spec §4: every status action has a reason). */
export function ReasonDialog({ title, busy, onSubmit, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = reason.trim() === '';
  const close = () => {
    if (busy) return;
    setReason('');
    setTouched(false);
    onClose();
  };
  return (
    <Dialog.Root open={title !== null} onOpenChange={(e) => !e.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root required invalid={touched && blank}>
                <Field.Label>
                  Reason <Field.RequiredIndicator />
                </Field.Label>
                <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} placeholder="Tell the user why" />
                <Field.ErrorText>A reason is required</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button
                colorPalette="orange"
                loading={busy}
                onClick={() => {
                  setTouched(true);
                  if (!blank) onSubmit(reason.trim());
                }}
              >
                Confirm
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
