import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { authLabels, registerProblems } from '../../lib/auth-checks.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthFields, keepTyped } from './auth-fields.tsx';
import { AuthForm } from './auth-form.tsx';
import { RegisterDocument } from './register.generated.ts';
import { useSignIn } from './use-sign-in.ts';
import { useT } from '../../lib/i18n.ts';

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
] as const;

type Values = Record<(typeof FIELDS)[number]['name'], string>;

export function RegisterPage() {
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '', confirmPassword: '' });
  const [register] = useMutation(RegisterDocument);
  const { busy, errors, formError, forget, submit } = useSignIn(() => '/emailVerification');
  const t = useT();
  const labels = authLabels();

  const onSubmit = () =>
    void submit(
      registerProblems(values),
      async () => (await register({ variables: { input: values } })).data?.register,
      t('auth.register.failed'),
      t('auth.register.success'),
    );

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={{ question: t('auth.register.have'), to: '/login', link: t('auth.register.login') }}
    >
      <AuthForm
        onSubmit={onSubmit}
        onTyped={keepTyped(setValues)}
        error={formError}
        busy={busy}
        busyText={t('auth.register.busy')}
        submitText={t('auth.register.submit')}
      >
        <AuthFields
          fields={FIELDS}
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
