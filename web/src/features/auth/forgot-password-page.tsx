import { useMutation } from '@apollo/client/react';
import { Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error.tsx';
import { formFailure } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthFields, type AuthField } from './auth-fields.tsx';
import { emailProblems, newPasswordLabels, resetProblems } from '../../lib/auth-checks.ts';
import { ResetPasswordDocument, SendPasswordCodeDocument } from './passwords.generated.ts';
import { useSignIn } from './use-sign-in.ts';
import { Button } from '../../components/ui/button.tsx';

/** Seconds before another code may be asked for. */
const RESEND_WAIT_SECONDS = 30;

type Field = 'code' | 'password' | 'confirmPassword';

const NEW_PASSWORD_FIELDS: readonly AuthField<Field>[] = [
  {
    name: 'code',
    type: 'text',
    autoComplete: 'one-time-code',
    input: { inputMode: 'numeric', maxLength: 12, letterSpacing: 'widest' },
  },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

/**
 * /forgotPassword: a code is emailed to the address given (the answer is the same whether or not
 * it has an account), then the code and a new password sign the user in. The email typed on the
 * login form comes along.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const labels = newPasswordLabels();
  const needsConnection = useNeedsConnection();
  const typed = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof typed === 'string' ? typed : '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<{ email?: string; form: string | null }>({ form: null });
  const [values, setValues] = useState<Record<Field, string>>({ code: '', password: '', confirmPassword: '' });
  const [sendCode, { loading: sending }] = useMutation(SendPasswordCodeDocument);
  const [reset] = useMutation(ResetPasswordDocument);
  const countdown = useCountdown(RESEND_WAIT_SECONDS);
  // A second click before React re-renders the busy button sends nothing.
  const inFlight = useRef(false);
  const { busy, errors, formError, forget, submit } = useSignIn(() => '/dashboard', newPasswordLabels);

  const send = async (to: string) => {
    if (inFlight.current) return;
    const problems = emailProblems(to);
    if (problems.email) {
      setSendError({ email: problems.email, form: null });
      return;
    }
    inFlight.current = true;
    setSendError({ form: null });
    try {
      await sendCode({ variables: { email: to.trim() } });
      setSentTo(to.trim());
      countdown.restart();
    } catch (error) {
      const failure = formFailure(error, labels, t('auth.forgot.sendFailed'));
      setSendError({ email: failure.fields.email, form: failure.toast });
    } finally {
      inFlight.current = false;
    }
  };

  const onSetPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    void submit(
      resetProblems(values),
      async () => (await reset({ variables: { input: { email: sentTo, ...values } } })).data?.resetPassword,
      t('auth.forgot.failed'),
      t('auth.forgot.success'),
    );
  };

  const footer = (
    <Text color="fg.muted">
      {t('auth.forgot.remembered')}{' '}
      <Link asChild color="orange.700" fontWeight="semibold">
        <RouterLink to="/login">{t('auth.register.login')}</RouterLink>
      </Link>
    </Text>
  );

  if (!sentTo) {
    return (
      <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={footer}>
        <Stack asChild gap="4">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void send(email);
            }}
            noValidate
          >
            <Field.Root required invalid={Boolean(sendError.email)}>
              <Field.Label>
                {labels.email} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setSendError({ form: null });
                }}
              />
              <Field.ErrorText>{sendError.email}</Field.ErrorText>
            </Field.Root>
            <FormError message={sendError.form} />
            <Button
              type="submit"
              colorPalette="orange"
              size="lg"
              loading={sending}
              loadingText={t('auth.forgot.sending')}
              {...needsConnection(false)}
            >
              {t('auth.forgot.send')}
            </Button>
          </form>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={footer}>
      <Stack gap="2">
        <Text data-testid="code-sent">{t('auth.forgot.sent', { email: sentTo })}</Text>
        <HStack gap="4" flexWrap="wrap">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void send(sentTo)}
            loading={sending}
            {...needsConnection(countdown.remaining > 0)}
          >
            {countdown.remaining > 0
              ? t('auth.forgot.resendIn', { seconds: formatNumber(countdown.remaining) })
              : t('auth.forgot.resend')}
          </Button>
          <Link as="button" fontSize="sm" color="orange.700" onClick={() => setSentTo(null)}>
            {t('auth.forgot.otherEmail')}
          </Link>
        </HStack>
        <FormError message={sendError.form} />
      </Stack>
      <Stack asChild gap="4">
        <form onSubmit={onSetPassword} noValidate>
          <AuthFields
            fields={NEW_PASSWORD_FIELDS}
            labels={labels}
            values={values}
            errors={errors}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
            forget={forget}
          />
          <FormError message={formError} />
          <Button type="submit" colorPalette="orange" size="lg" loading={busy} loadingText={t('auth.forgot.busy')}>
            {t('auth.forgot.submit')}
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
