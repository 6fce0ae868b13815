import { useMutation } from '@apollo/client/react';
import { Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { notifyError, notifyInfo, notifySuccess } from '../../components/ui/toaster.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { RESEND_WAIT_SECONDS } from './constants.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { apiMessage, useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { formatNumber, formatTime } from '../../lib/format.ts';
import { SendEmailCodeDocument, VerifyEmailCodeDocument } from './verification.generated.ts';
import { Button } from '../../components/ui/button.tsx';

/**
 * /emailVerification: on open a code is sent unless the BFF knows of one sent in the last
 * 10 minutes (reloads and other tabs keep the first code); Resend always sends, after a 10 s countdown.
 */
export function EmailVerificationPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const t = useT();
  const needsConnection = useNeedsConnection();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [send, { loading: sending }] = useMutation(SendEmailCodeDocument);
  const [verify, { loading: verifying }] = useMutation(VerifyEmailCodeDocument);
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  const [sentAt, setSentAt] = useState<string | null>(null);
  const sentOnOpen = useRef(false);
  // Guards against a second click before React re-renders the disabled button.
  const inFlight = useRef<'send' | 'verify' | null>(null);

  const sendCode = async (unlessRecent: boolean) => {
    if (inFlight.current) return;
    inFlight.current = 'send';
    try {
      const { data } = await send({ variables: { unlessRecent } });
      const answer = data?.sendEmailCode;
      if (answer) setSentAt(answer.sentAt);
      if (answer && !answer.sent) {
        // The earlier code is still good: the countdown goes on from when it was sent.
        countdown.restart(RESEND_WAIT_SECONDS - Math.floor((Date.now() - Date.parse(answer.sentAt)) / 1000));
        return;
      }
      notifyInfo(apiMessage(answer?.message ?? t('email.sent'), 'email.sent'));
      countdown.restart();
    } catch (error) {
      notifyError(errorMessage(error, t('email.sendFailed')));
      countdown.stop();
    } finally {
      inFlight.current = null;
    }
  };

  // Asked once on open, with whatever sendCode is at that moment.
  const sendOnOpen = useEffectEvent(() => void sendCode(true));
  useEffect(() => {
    if (viewer.isEmailVerified) {
      void navigate('/userVerification', { replace: true });
    } else if (!sentOnOpen.current) {
      sentOnOpen.current = true;
      sendOnOpen();
    }
  }, [viewer.isEmailVerified, navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || code.trim() === '') return;
    inFlight.current = 'verify';
    setCodeError(null);
    try {
      const { data } = await verify({ variables: { code: code.trim() } });
      notifySuccess(apiMessage(data?.verifyEmailCode.message ?? t('email.verified'), 'email.verified'));
      void navigate('/userVerification', { replace: true });
    } catch (error) {
      // Said under the code until it is changed or sent again.
      setCodeError(errorMessage(error, t('email.verifyFailed')));
    } finally {
      inFlight.current = null;
    }
  };

  return (
    <Stack maxW="lg" gap="6">
      <PageHeader title={t('email.title')} subtitle={t('email.subtitle', { email: viewer.email })} />
      <Card.Root>
        <Card.Body asChild gap="5">
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            {sentAt && (
              <Text fontSize="sm" color="fg.muted" data-testid="code-sent-at">
                {t('email.lastSent', { time: formatTime(sentAt) })}
              </Text>
            )}
            <Field.Root required invalid={codeError !== null}>
              <Field.Label>
                {t('email.code')} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setCodeError(null);
                }}
                placeholder="XXXXXX"
                maxLength={12}
                autoComplete="one-time-code"
                inputMode="numeric"
                letterSpacing="widest"
                fontSize="xl"
              />
              <Field.ErrorText role="alert">{codeError}</Field.ErrorText>
            </Field.Root>
            <HStack justify="space-between" flexWrap="wrap" gap="3">
              <Button
                type="button"
                variant="outline"
                onClick={() => void sendCode(false)}
                {...needsConnection(countdown.remaining > 0 || sending)}
                loading={sending}
              >
                {countdown.remaining > 0
                  ? t('email.resendIn', { seconds: formatNumber(countdown.remaining) })
                  : t('email.resend')}
              </Button>
              <Button type="submit" colorPalette="orange" loading={verifying} {...needsConnection(code.trim() === '')}>
                {t('email.verify')}
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('email.hint')}
            </Text>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
