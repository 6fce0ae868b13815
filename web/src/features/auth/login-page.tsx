import { useMutation } from '@apollo/client/react';
import { Link } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { authLabels, loginProblems } from '../../lib/auth-checks.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthFields, keepTyped } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { takeReturnTo } from '../../lib/return-to.ts';
import { LoginDocument } from './login.generated.ts';
import { useSignIn } from './use-sign-in.ts';
import { useT } from '../../lib/i18n.ts';

const FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
] as const;

export function LoginPage() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [login] = useMutation(LoginDocument);
  // To the address a signed-out visitor asked for, else the dashboard.
  const { busy, errors, formError, forget, submit } = useSignIn(() => takeReturnTo('/dashboard'));
  const t = useT();

  const onSubmit = () =>
    void submit(
      loginProblems(values),
      async () => (await login({ variables: { input: values } })).data?.login,
      t('auth.login.failed'),
      t('auth.login.success'),
    );

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={{ question: t('auth.login.new'), to: '/register', link: t('auth.login.create') }}
    >
      <AuthForm
        onSubmit={onSubmit}
        onTyped={keepTyped(setValues)}
        error={formError}
        busy={busy}
        busyText={t('auth.login.busy')}
        submitText={t('auth.login.submit')}
      >
        <AuthFields
          fields={FIELDS}
          labels={authLabels()}
          values={values}
          errors={errors}
          setValues={setValues}
          forget={forget}
        />
        <Link asChild alignSelf="end" fontSize="sm" color="orange.700">
          {/* The email typed so far comes along. */}
          <RouterLink to="/forgotPassword" state={{ email: values.email }}>
            {t('auth.login.forgot')}
          </RouterLink>
        </Link>
      </AuthForm>
    </AuthCard>
  );
}
