import { useMutation } from '@apollo/client/react';
import { HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error.tsx';
import { RequiredField } from '../../components/ui/required-field.tsx';
import { formFailure } from '../../lib/errors.ts';
import { formatNumber } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useNeedsConnection } from '../../lib/network-state.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthFields, keepTyped, type AuthField } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
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

  const onSetPassword = () => {
    if (!sentTo) return;
    void submit(
      resetProblems(values),
      async () => (await reset({ variables: { input: { email: sentTo, ...values } } })).data?.resetPassword,
      t('auth.forgot.failed'),
      t('auth.forgot.success'),
    );
  };

  const footer = { question: t('auth.forgot.remembered'), to: '/login', link: t('auth.register.login') };

  if (!sentTo) {
    return (
      <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={footer}>
        <AuthForm
          onSubmit={() => void send(email)}
          onTyped={(typed) => setEmail((current) => typed.email ?? current)}
          error={sendError.form}
          busy={sending}
          busyText={t('auth.forgot.sending')}
          submitText={t('auth.forgot.send')}
          submitProps={needsConnection(false)}
        >
          <RequiredField label={labels.email} error={sendError.email}>
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
          </RequiredField>
        </AuthForm>
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
      <AuthForm
        onSubmit={onSetPassword}
        onTyped={keepTyped(setValues)}
        error={formError}
        busy={busy}
        busyText={t('auth.forgot.busy')}
        submitText={t('auth.forgot.submit')}
      >
        <AuthFields
          fields={NEW_PASSWORD_FIELDS}
          labels={labels}
          values={values}
          errors={errors}
          setValues={setValues}
          forget={forget}
        />
      </AuthForm>
    </AuthCard>
  );
}
