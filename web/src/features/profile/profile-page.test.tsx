import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landed, mockedClient, renderRoutes } from '../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

/** Ram (under review) and Hari (blocked) as the stand-in seeds them; the browser test covers the other accounts. */
const account = (user: Record<string, unknown>) => ({
  __typename: 'User',
  role: 'USER',
  isEmailVerified: true,
  dateOfBirth: '1994-09-30',
  gender: 'MALE',
  socialProfileUrl: 'https://facebook.com/ram.demo',
  paymentQrUrl: '/media/1.sig/uploads/seed-qr-ram.png',
  bonusCommissionRate: 0,
  canPlaceOrders: false,
  ...user,
});
const RAM = account({
  id: 'u3',
  name: 'Ram Thapa',
  email: 'ram@demo.test',
  phone: '9843469134',
  status: 'UNDER_REVIEW',
  isUserVerified: false,
});
const HARI = account({
  id: 'u4',
  name: 'Hari Gurung',
  email: 'hari@demo.test',
  phone: '9844703701',
  status: 'BLOCKED',
  isUserVerified: true,
});

function open(me: Record<string, unknown>) {
  const client = mockedClient({ resolvers: () => ({ Query: { me: () => me } }) });
  renderRoutes([{ path: '/profile', element: <ProfilePage /> }, landed('/userVerification')], {
    path: '/profile',
    client,
  });
}

describe('ProfilePage', () => {
  it('under review: says to wait, offers nothing to send, and that the fields cannot change meanwhile', async () => {
    open(RAM);
    const next = await screen.findByTestId('next-step');
    expect(next.textContent).toContain(
      'Your profile check is under review. It may take up to 24 hours, and you will be notified by email. There is nothing to do until then.',
    );
    expect(within(next).queryByRole('link')).toBeNull();
    expect(screen.getByText('9843469134')).toBeTruthy();
    expect(screen.getByTestId('profile-check-note').textContent).toBe(
      'An admin is checking these now: they cannot be changed until the review is done.',
    );
    expect(screen.queryByRole('link', { name: 'Verify Your Account' })).toBeNull();
  });

  it('blocked: says whom to mail, with the address as a mail link', async () => {
    open(HARI);
    const next = await screen.findByTestId('next-step');
    expect(next.textContent).toContain(
      'Your account is blocked. To have it unblocked, mail an admin at support@bikri.com.np.',
    );
    expect(within(next).getByRole('link', { name: 'support@bikri.com.np' }).getAttribute('href')).toBe(
      'mailto:support@bikri.com.np',
    );
    expect(screen.getByTestId('profile-check-note').textContent).toBe(
      'While your account is blocked, these cannot be changed.',
    );
    expect(screen.getByTestId('name-email-note').textContent).toBe(
      'Your name and email cannot be changed here. To change them, write to support@bikri.com.np.',
    );
  });
});
