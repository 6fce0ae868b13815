import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landed, mockedClient, renderRoutes } from '../test/render.tsx';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards.tsx';

const user = (role: 'ADMIN' | 'USER') => ({
  id: 'u1',
  name: 'Sita Sharma',
  role,
  status: 'ACTIVE',
  isEmailVerified: true,
  isUserVerified: true,
});

describe('RequireAuth', () => {
  it('sends an anonymous visitor to the landing page', async () => {
    const client = mockedClient({ resolvers: () => ({ Query: { me: () => null } }) });
    renderRoutes([landed('/'), { element: <RequireAuth />, children: [landed('/orders')] }], {
      path: '/orders',
      client,
    });
    expect(await screen.findByText('landed on /')).toBeTruthy();
  });

  it('lets a signed-in user through', async () => {
    const client = mockedClient({ resolvers: () => ({ Query: { me: () => user('USER') } }) });
    renderRoutes([landed('/'), { element: <RequireAuth />, children: [landed('/orders')] }], {
      path: '/orders',
      client,
    });
    expect(await screen.findByText('landed on /orders')).toBeTruthy();
  });
});

describe('PublicOnly', () => {
  it('sends a signed-in user to the dashboard', async () => {
    const client = mockedClient({ resolvers: () => ({ Query: { me: () => user('USER') } }) });
    renderRoutes([landed('/dashboard'), { element: <PublicOnly />, children: [landed('/login')] }], {
      path: '/login',
      client,
    });
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
  });

  it('shows the page to an anonymous visitor', async () => {
    const client = mockedClient({ resolvers: () => ({ Query: { me: () => null } }) });
    renderRoutes([landed('/dashboard'), { element: <PublicOnly />, children: [landed('/login')] }], {
      path: '/login',
      client,
    });
    expect(await screen.findByText('landed on /login')).toBeTruthy();
  });
});

describe('RequireAdmin', () => {
  const routes = [
    landed('/dashboard'),
    { element: <RequireAuth />, children: [{ element: <RequireAdmin />, children: [landed('/users')] }] },
  ];

  it('sends a marketer to the dashboard', async () => {
    const client = mockedClient({ resolvers: () => ({ Query: { me: () => user('USER') } }) });
    renderRoutes(routes, { path: '/users', client });
    expect(await screen.findByText('landed on /dashboard')).toBeTruthy();
  });

  it('lets an admin through', async () => {
    const client = mockedClient({ resolvers: () => ({ Query: { me: () => user('ADMIN') } }) });
    renderRoutes(routes, { path: '/users', client });
    expect(await screen.findByText('landed on /users')).toBeTruthy();
  });
});
