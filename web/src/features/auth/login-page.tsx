import { useMutation } from '@apollo/client/react';
import { Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormError } from '../../components/ui/form-error.tsx';
import { loginProblems } from '../../lib/auth-checks.ts';
import { AuthCard } from './auth-card.tsx';
import { takeReturnTo } from '../../lib/return-to.ts';
import { LoginDocument } from './login.generated.ts';
import { useSignIn } from './use-sign-in.ts';
import { useT } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [login] = useMutation(LoginDocument);
  // To the address a signed-out visitor asked for, else the dashboard.
  const { busy, errors, formError, forget, submit } = useSignIn(() => takeReturnTo('/dashboard'));
  const t = useT();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      loginProblems({ email, password }),
      async () => (await login({ variables: { input: { email, password } } })).data?.login,
      t('auth.login.failed'),
      t('auth.login.success'),
    );
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Text color="fg.muted">
          {t('auth.login.new')}{' '}
          <Link asChild color="orange.700" fontWeight="semibold">
            <RouterLink to="/register">{t('auth.login.create')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <Field.Root required invalid={Boolean(errors.email)}>
            <Field.Label>
              {t('auth.label.email')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                forget('email');
              }}
            />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.password)}>
            <Field.Label>
              {t('auth.label.password')} <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                forget('password');
              }}
            />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Link asChild alignSelf="end" fontSize="sm" color="orange.700">
            {/* The email typed so far comes along. */}
            <RouterLink to="/forgotPassword" state={{ email }}>
              {t('auth.login.forgot')}
            </RouterLink>
          </Link>
          <FormError message={formError} />
          <Button type="submit" colorPalette="orange" size="lg" loading={busy} loadingText={t('auth.login.busy')}>
            {t('auth.login.submit')}
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
