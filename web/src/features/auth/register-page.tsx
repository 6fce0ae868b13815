import { useMutation } from '@apollo/client/react';
import { Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { authLabels, registerProblems } from '../../lib/auth-checks.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthFields } from './auth-fields.tsx';
import { RegisterDocument } from './register.generated.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { useSignIn } from './use-sign-in.ts';
import { useT } from '../../lib/i18n.ts';
import { Button } from '../../components/ui/button.tsx';

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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(
      registerProblems(values),
      async () => (await register({ variables: { input: values } })).data?.register,
      t('auth.register.failed'),
      t('auth.register.success'),
    );
  };

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <Text color="fg.muted">
          {t('auth.register.have')}{' '}
          <Link asChild color="orange.700" fontWeight="semibold">
            <RouterLink to="/login">{t('auth.register.login')}</RouterLink>
          </Link>
        </Text>
      }
    >
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <AuthFields
            fields={FIELDS}
            labels={labels}
            values={values}
            errors={errors}
            onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
            forget={forget}
          />
          <FormError message={formError} />
          <Button type="submit" colorPalette="orange" size="lg" loading={busy} loadingText={t('auth.register.busy')}>
            {t('auth.register.submit')}
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
