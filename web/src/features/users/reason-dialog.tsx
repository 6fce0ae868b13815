import { Button, Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { useT } from '../../lib/i18n.ts';

interface Props {
  title: string | null;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks why before an account changes (every status action has a reason). */
export function ReasonDialog({ title, busy, onSubmit, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const t = useT();
  const blank = reason.trim() === '';
  const close = () => {
    if (busy) return;
    setReason('');
    setTouched(false);
    onClose();
  };
  return (
    <DialogFrame
      open={title !== null}
      onClose={close}
      title={title}
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {t('reason.cancel')}
          </Button>
          <Button
            colorPalette="orange"
            loading={busy}
            onClick={() => {
              setTouched(true);
              if (!blank) onSubmit(reason.trim());
            }}
          >
            {t('reason.confirm')}
          </Button>
        </>
      }
    >
      <Field.Root required invalid={touched && blank}>
        <Field.Label>
          {t('reason.label')} <Field.RequiredIndicator />
        </Field.Label>
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} placeholder={t('reason.placeholder')} />
        <Field.ErrorText>{t('reason.required')}</Field.ErrorText>
      </Field.Root>
    </DialogFrame>
  );
}
