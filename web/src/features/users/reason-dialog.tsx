import { Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../components/ui/dialog-frame.tsx';
import { useT } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';

interface Props {
  title: string | null;
  /** Whether the action needs a reason (REASON_NEEDED); otherwise one may be given. */
  needed: boolean;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Confirms an account change, asking why: a refusal needs a reason, an approval may have one. */
export function ReasonDialog({ title, needed, busy, onSubmit, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const t = useT();
  const missing = needed && reason.trim() === '';
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
              if (!missing) onSubmit(reason.trim());
            }}
          >
            {t('reason.confirm')}
          </Button>
        </>
      }
    >
      <Field.Root required={needed} invalid={touched && missing}>
        <Field.Label>
          {needed ? t('reason.label') : t('reason.optional')} <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          placeholder={t('reason.placeholder')}
        />
        <Field.ErrorText>{t('reason.required')}</Field.ErrorText>
      </Field.Root>
    </DialogFrame>
  );
}
