import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../../lib/session.generated.ts';
import { landed, mockedClient, renderRoutes } from '../../test/render.tsx';
import { EmailVerificationPage } from './email-verification-page.tsx';

const me = {
  __typename: 'User' as const,
  id: 'u9',
  name: 'Nabin Shrestha',
  email: 'new@demo.test',
  role: 'USER' as const,
  status: 'ACTIVE' as const,
  isEmailVerified: false,
  isUserVerified: false,
  canPlaceOrders: false,
  bonusCommissionRate: 0,
};

const sentNow = () => ({
  __typename: 'EmailCodePayload' as const,
  message: 'A verification code was sent to new@demo.test',
  sent: true,
  sentAt: new Date().toISOString(),
});

function setup(sendEmailCode: (parent: unknown, args: { unlessRecent: boolean }) => unknown = vi.fn(sentNow)) {
  const client = mockedClient({ resolvers: () => ({ Mutation: { sendEmailCode } }) });
  client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me } });
  renderRoutes([{ path: '/emailVerification', element: <EmailVerificationPage /> }, landed('/userVerification')], {
    path: '/emailVerification',
    client,
  });
  return { sendEmailCode };
}

/** Lets the clock run `n` seconds, one tick at a time so that each render schedules the next. */
async function seconds(n: number) {
  for (let i = 0; i < n; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
  }
}

describe('EmailVerificationPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('asks for a code on open and counts down 10 s before a resend, which always sends', async () => {
    const { sendEmailCode } = setup();
    expect(await screen.findByRole('button', { name: 'Re-send in 10s' })).toBeTruthy();
    expect(await screen.findByText(/^Last code sent at \d\d:\d\d\.$/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Re-send in/ }).disabled).toBe(true);
    await seconds(4);
    expect(screen.getByRole('button', { name: /Re-send in [56]s/ })).toBeTruthy();
    await seconds(7);
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: 'Re-send Code' });
    expect(resend.disabled).toBe(false);
    expect(sendEmailCode).toHaveBeenCalledTimes(1);

    fireEvent.click(resend);
    expect(await screen.findByRole('button', { name: 'Re-send in 10s' })).toBeTruthy();
    expect(sendEmailCode).toHaveBeenCalledTimes(2);
    expect(vi.mocked(sendEmailCode).mock.calls.map(([, args]) => args.unlessRecent)).toEqual([true, false]);
  });

  it('shows when the earlier code was sent and goes on with its countdown when none is sent on open', async () => {
    vi.setSystemTime(new Date('2026-11-26T08:20:00.000Z'));
    const earlier = new Date(Date.now() - 4_000);
    setup(
      vi.fn(() => ({
        __typename: 'EmailCodePayload' as const,
        message: 'A verification code was already sent to new@demo.test.',
        sent: false,
        sentAt: earlier.toISOString(),
      })),
    );
    // 08:19:56 UTC is 14:04 in Nepal.
    expect(await screen.findByText('Last code sent at 14:04.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Re-send in [56]s$/ })).toBeTruthy();
    expect(screen.queryByText(/was already sent/)).toBeNull();
  });

  it('allows an immediate resend when sending failed', async () => {
    setup(
      vi.fn(() => {
        throw new Error('mail server down');
      }),
    );
    expect(await screen.findByRole('button', { name: 'Re-send Code' })).toBeTruthy();
  });
});
