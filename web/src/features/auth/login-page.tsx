import { useMutation } from '@apollo/client/react';
import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { notifyInfo } from '../../components/ui/toaster.tsx';
import { LoginDocument } from '../../gql/graphql.ts';
import { loginProblems } from './auth-checks.ts';
import { AuthCard } from './auth-card.tsx';
import { useSignIn } from './use-sign-in.ts';

export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [login] = useMutation(LoginDocument);
  const { busy, errors, forget, submit } = useSignIn('/dashboard');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(loginProblems({ email, password }), async () => (await login({ variables: { input: { email, password } } })).data?.login, 'Login failed. Please try again.');
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to manage your products, orders and income."
      footer={
        <Text color="fg.muted">
          New to Bikri?{' '}
          <Link asChild color="orange.700" fontWeight="semibold">
            <RouterLink to="/register">Create an account</RouterLink>
          </Link>
        </Text>
      }
    >
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate>
          <Field.Root required invalid={Boolean(errors.email)}>
            <Field.Label>
              Email <Field.RequiredIndicator />
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
              Password <Field.RequiredIndicator />
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
          <Link
            as="button"
            type="button"
            alignSelf="end"
            fontSize="sm"
            color="orange.700"
            onClick={() => notifyInfo('To reset your password, contact support from the Contact section of our home page.')}
          >
            Forgot password?
          </Link>
          <Button type="submit" colorPalette="orange" size="lg" loading={busy} loadingText="Logging in">
            Login
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
