import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient } from './gateway-client.ts';
import { expectGatewayError, startTestGateway, type TestGateway } from './test-gateway.ts';

/** The proposed password extensions, as the stand-in implements them (docs/gateway.md). */

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

let accounts = 0;

/** A new marketer with an unconfirmed email; its address and token. */
async function registered(): Promise<{ email: string; token: string }> {
  accounts += 1;
  const email = `pw-contract-${accounts}@example.com`;
  const answer = await gw.anonymous.register({
    name: 'Pw Contract',
    email,
    password: 'first-pass',
    confirm_password: 'first-pass',
  });
  return { email, token: answer.token };
}

async function codeFor(email: string): Promise<string> {
  await gw.anonymous.sendPasswordCode(email);
  const [mail] = await gw.dev.mailbox(email);
  return mail!.code!;
}

describe('POST /user/forgotPassword', () => {
  it('emails a 6-digit code to an account, and answers the same for an address without one', async () => {
    const { email } = await registered();
    const known = await gw.anonymous.sendPasswordCode(email.toUpperCase());
    const unknown = await gw.anonymous.sendPasswordCode('nobody-here@example.com');
    expect(known).toEqual({
      success: true,
      message: 'If an account uses this email, a code to set a new password was sent to it',
    });
    expect(unknown).toEqual(known);
    expect((await gw.dev.mailbox(email))[0]!.code).toMatch(/^\d{6}$/);
    expect(await gw.dev.mailbox('nobody-here@example.com')).toEqual([]);
  });

  it('names a missing or malformed email', async () => {
    await expectGatewayError(gw.anonymous.sendPasswordCode(''), 'REJECTED', /email is required/);
    await expectGatewayError(gw.anonymous.sendPasswordCode('not-an-email'), 'REJECTED', /email is not a valid email/);
  });
});

describe('POST /user/resetPassword', () => {
  it('sets the password, confirms the email, ends every earlier session and answers a new one', async () => {
    const { email, token: before } = await registered();
    const code = await codeFor(email);
    const answer = await gw.anonymous.resetPassword({
      email,
      code,
      password: 'second-pass',
      confirm_password: 'second-pass',
    });
    expect(answer).toMatchObject({ success: true, message: 'Your password was changed' });
    expect(answer.userData).toMatchObject({ email, isEmailVerified: true });
    await expectGatewayError(new GatewayClient(gw.http, before).currentUser(), 'UNAUTHENTICATED');
    expect((await new GatewayClient(gw.http, answer.token).currentUser()).email).toBe(email);
    await expectGatewayError(gw.anonymous.login(email, 'first-pass'), 'REJECTED', /Invalid email or password/);
    expect((await gw.anonymous.login(email, 'second-pass')).userData.email).toBe(email);
    // A code works once.
    await expectGatewayError(
      gw.anonymous.resetPassword({ email, code, password: 'third-pass', confirm_password: 'third-pass' }),
      'REJECTED',
      /invalid or has expired/,
    );
  });

  it('refuses a wrong code, and the code stops working after 10 wrong ones', async () => {
    const { email } = await registered();
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 1; n <= 10; n += 1) {
      await expectGatewayError(
        gw.anonymous.resetPassword({ email, code: wrong, password: 'second-pass', confirm_password: 'second-pass' }),
        'REJECTED',
        /invalid or has expired/,
      );
    }
    await expectGatewayError(
      gw.anonymous.resetPassword({ email, code, password: 'second-pass', confirm_password: 'second-pass' }),
      'REJECTED',
      /invalid or has expired/,
    );
    expect((await gw.anonymous.login(email, 'first-pass')).userData.email).toBe(email);
  });

  it.each([
    [{ password: 'short', confirm_password: 'short' }, /password must be at least 6/],
    [{ password: 'second-pass', confirm_password: 'other-pass' }, /confirm_password does not match/],
  ])('refuses %j and keeps the code', async (passwords, message) => {
    const { email } = await registered();
    const code = await codeFor(email);
    await expectGatewayError(gw.anonymous.resetPassword({ email, code, ...passwords }), 'REJECTED', message);
    expect(
      (await gw.anonymous.resetPassword({ email, code, password: 'second-pass', confirm_password: 'second-pass' }))
        .success,
    ).toBe(true);
  });
});

describe('PUT /user/password', () => {
  it('changes the password with the current one; this session goes on, the others end', async () => {
    const { email, token } = await registered();
    const other = (await gw.anonymous.login(email, 'first-pass')).token;
    const me = new GatewayClient(gw.http, token);
    expect(
      await me.changePassword({
        currentPassword: 'first-pass',
        password: 'second-pass',
        confirm_password: 'second-pass',
      }),
    ).toEqual({ success: true, message: 'Your password was changed' });
    expect((await me.currentUser()).email).toBe(email);
    await expectGatewayError(new GatewayClient(gw.http, other).currentUser(), 'UNAUTHENTICATED');
    expect((await gw.anonymous.login(email, 'second-pass')).userData.email).toBe(email);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { email, token } = await registered();
    await expectGatewayError(
      new GatewayClient(gw.http, token).changePassword({
        currentPassword: 'not-it',
        password: 'second-pass',
        confirm_password: 'second-pass',
      }),
      'REJECTED',
      /currentPassword is not your current password/,
    );
    expect((await gw.anonymous.login(email, 'first-pass')).userData.email).toBe(email);
  });

  it('needs a session', async () => {
    await expectGatewayError(
      gw.anonymous.changePassword({ currentPassword: 'a', password: 'second-pass', confirm_password: 'second-pass' }),
      'UNAUTHENTICATED',
    );
  });
});
