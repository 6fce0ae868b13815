import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../../gql/graphql.ts';
import { landed, mockedClient, renderRoutes } from '../../test/render.tsx';
import { EmailVerificationPage } from './email-verification-page.tsx';

const me = { __typename: 'User' as const, id: 'u9', name: 'Nabin Shrestha', email: 'new@demo.test', role: 'USER' as const, status: 'ACTIVE' as const, isEmailVerified: false, isUserVerified: false, canPlaceOrders: false, bonusCommissionRate: 0 };

function setup(sendEmailCode = vi.fn(() => ({ message: 'A verification code was sent to new@demo.test' }))) {
  const client = mockedClient({ resolvers: () => ({ Mutation: { sendEmailCode } }) });
  client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me } });
  renderRoutes([{ path: '/emailVerification', element: <EmailVerificationPage /> }, landed('/userVerification')], { path: '/emailVerification', client });
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

  it('sends one code on open and counts down 10 s before a resend', async () => {
    const { sendEmailCode } = setup();
    expect(await screen.findByRole('button', { name: 'Re-send in 10s' })).toBeTruthy();
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
