import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { landed, mockedClient, renderRoutes } from '../../test/render.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

const sessionUser = {
  id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@demo.test',
  role: 'USER',
  status: 'ACTIVE',
  isEmailVerified: true,
  isUserVerified: true,
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('LoginPage', () => {
  it('shows the success toast, then goes to the dashboard after it closes', async () => {
    const login = vi.fn(() => ({ message: 'Login successful', user: sessionUser }));
    const client = mockedClient({ resolvers: () => ({ Mutation: { login } }) });
    renderRoutes([{ path: '/login', element: <LoginPage /> }, landed('/dashboard')], { path: '/login', client });
    fill('Email', 'sita@demo.test');
    fill('Password', 'sita1234');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.queryByText('landed on /dashboard')).toBeNull();
    expect(await screen.findByText('landed on /dashboard', {}, { timeout: 3000 })).toBeTruthy();
    expect((login.mock.calls[0] as unknown[])[1]).toEqual({ input: { email: 'sita@demo.test', password: 'sita1234' } });
  });

  it('shows the server’s message on failure and lets the user try again', async () => {
    const login = vi.fn(() => {
      throw new GraphQLError('Invalid email or password', { extensions: { code: 'GATEWAY_REJECTED' } });
    });
    const client = mockedClient({ resolvers: () => ({ Mutation: { login } }) });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], { path: '/login', client });
    fill('Email', 'sita@demo.test');
    fill('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.queryByTestId('toast')).toBeNull();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Login' }).disabled).toBe(false));
    // Typing again takes it away.
    fill('Password', 'sita1234');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when to try again once sign-ins are limited', async () => {
    const login = vi.fn(() => {
      throw new GraphQLError('Too many failed sign-ins. Try again in 15 minutes.', {
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 900 },
      });
    });
    const client = mockedClient({ resolvers: () => ({ Mutation: { login } }) });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], { path: '/login', client });
    fill('Email', 'sita@demo.test');
    fill('Password', 'sita1234');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Too many failed sign-ins. Try again in 15 minutes.')).toBeTruthy();
  });

  it('cannot be submitted twice', async () => {
    const login = vi.fn(() => ({ message: 'Login successful', user: sessionUser }));
    const client = mockedClient({ resolvers: () => ({ Mutation: { login } }) });
    renderRoutes([{ path: '/login', element: <LoginPage /> }, landed('/dashboard')], { path: '/login', client });
    fill('Email', 'sita@demo.test');
    fill('Password', 'sita1234');
    const button = screen.getByRole('button', { name: 'Login' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    await screen.findByText('Login successful');
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe('RegisterPage', () => {
  it('shows a field the server refuses under it, in plain words, with no toast', async () => {
    const register = vi.fn(() => {
      throw new GraphQLError('email: must be a valid email address', {
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [{ field: 'email', message: 'must be a valid email address', rule: 'FORMAT', format: 'EMAIL' }],
        },
      });
    });
    const client = mockedClient({ resolvers: () => ({ Mutation: { register } }) });
    renderRoutes([{ path: '/register', element: <RegisterPage /> }], { path: '/register', client });
    // name@domain.tld to the browser; the server's check refuses a one-letter top-level domain.
    for (const [label, value] of [
      ['Full name', 'Bina'],
      ['Email', 'bina@mail.c'],
      ['Password', 'secret1'],
      ['Confirm password', 'secret1'],
    ] as const)
      fill(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/email:/)).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
    // Typing again clears the complaint.
    fill('Email', 'bina@mail.com');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
  });

  it('catches a mismatched confirmation and blank fields without asking the server', async () => {
    const register = vi.fn(() => ({ message: 'Registration successful', user: sessionUser }));
    const client = mockedClient({ resolvers: () => ({ Mutation: { register } }) });
    renderRoutes([{ path: '/register', element: <RegisterPage /> }], { path: '/register', client });
    fill('Password', 'secret1');
    fill('Confirm password', 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of ['Full name is required', 'Email is required', 'Passwords do not match'])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('goes on to email verification after the success toast', async () => {
    const register = vi.fn(() => ({
      message: 'Registration successful',
      user: { ...sessionUser, isEmailVerified: false },
    }));
    const client = mockedClient({ resolvers: () => ({ Mutation: { register } }) });
    renderRoutes([{ path: '/register', element: <RegisterPage /> }, landed('/emailVerification')], {
      path: '/register',
      client,
    });
    for (const [label, value] of [
      ['Full name', 'Bina'],
      ['Email', 'bina@example.com'],
      ['Password', 'secret1'],
      ['Confirm password', 'secret1'],
    ] as const)
      fill(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(await screen.findByText('landed on /emailVerification', {}, { timeout: 3000 })).toBeTruthy();
  });
});
