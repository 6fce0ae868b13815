import { useMutation } from '@apollo/client/react';
import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RegisterDocument } from '../../gql/graphql.ts';
import { AUTH_LABELS, registerProblems } from './auth-checks.ts';
import { AuthCard } from './auth-card.tsx';
import { useSignIn } from './use-sign-in.ts';

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
  const { busy, errors, forget, submit } = useSignIn('/emailVerification');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(registerProblems(values), async () => (await register({ variables: { input: values } })).data?.register, 'Registration failed. Please try again.');
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Registration is free. Start selling in minutes."
      footer={
        <Text color="fg.muted">
          Already have an account?{' '}
          <Link asChild color="orange.700" fontWeight="semibold">
            <RouterLink to="/login">Log in</RouterLink>
          </Link>
        </Text>
      }
    >
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          {FIELDS.map((field) => (
            <Field.Root key={field.name} required invalid={Boolean(errors[field.name])}>
              <Field.Label>
                {AUTH_LABELS[field.name]} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type={field.type}
                name={field.name}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [field.name]: e.target.value }));
                  forget(field.name);
                }}
              />
              <Field.ErrorText>{errors[field.name]}</Field.ErrorText>
            </Field.Root>
          ))}
          <Button type="submit" colorPalette="orange" size="lg" loading={busy} loadingText="Creating account">
            Register
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
