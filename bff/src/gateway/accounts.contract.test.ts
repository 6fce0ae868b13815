import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient } from './gateway-client.ts';
import { download, expectGatewayError, pngPart, startTestGateway, type TestGateway } from './test-gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const kyc = { phone: '9841000001', dob: '1999-02-03', fb: 'https://facebook.com/gita.rai', gender: 'Female' };

describe('POST /user/login', () => {
  it('answers success, message, userData without the password, and a token', async () => {
    const answer = await gw.anonymous.login('sita@demo.test', 'sita1234');
    expect(answer).toMatchObject({ success: true, message: anyString, token: anyString });
    expect(answer.userData).toMatchObject({
      email: 'sita@demo.test',
      role: 'user',
      status: 'active',
      isUserVerified: true,
      commissionRate: 2,
    });
    expect(answer.userData._id).toMatch(/^[0-9a-f]{24}$/);
    expect(JSON.stringify(answer.userData)).not.toMatch(/password/i);
  });

  it('refuses wrong credentials with the server message', async () => {
    await expectGatewayError(
      gw.anonymous.login('sita@demo.test', 'wrong-password'),
      'REJECTED',
      /Invalid email or password/,
    );
    await expectGatewayError(
      gw.anonymous.login('nobody@demo.test', 'sita1234'),
      'REJECTED',
      /Invalid email or password/,
    );
  });

  it('names a missing field', async () => {
    await expectGatewayError(gw.anonymous.login('', 'x'), 'REJECTED', /email is required/);
  });
});

describe('POST /user/register', () => {
  it('creates an active, unverified marketer and signs them in', async () => {
    const answer = await gw.anonymous.register({
      name: 'Bina Koirala',
      email: 'Bina@Example.com',
      password: 'secret1',
      confirm_password: 'secret1',
    });
    expect(answer.success).toBe(true);
    expect(answer.userData).toMatchObject({
      name: 'Bina Koirala',
      email: 'bina@example.com',
      role: 'user',
      status: 'active',
      isEmailVerified: false,
      isUserVerified: false,
      commissionRate: 0,
      pendingPayment: 0,
      receivedPayment: 0,
      lifetimeIncome: 0,
    });
    const me = await new GatewayClient(gw.http, answer.token).currentUser();
    expect(me._id).toBe(answer.userData._id);
  });

  it.each([
    [
      { name: 'A', email: 'not-an-email', password: 'secret1', confirm_password: 'secret1' },
      /email is not a valid email/,
    ],
    [
      { name: 'A', email: 'a1@example.com', password: 'short', confirm_password: 'short' },
      /password must be at least 6/,
    ],
    [
      { name: 'A', email: 'a2@example.com', password: 'secret1', confirm_password: 'secret2' },
      /confirm_password does not match/,
    ],
    [{ name: '', email: 'a3@example.com', password: 'secret1', confirm_password: 'secret1' }, /name is required/],
    [{ name: 'A', email: 'sita@demo.test', password: 'secret1', confirm_password: 'secret1' }, /already exists/],
  ])('refuses %j', async (payload, message) => {
    const before = (await (await gw.signIn('admin@demo.test')).users()).length;
    await expectGatewayError(gw.anonymous.register(payload), 'REJECTED', message);
    expect((await (await gw.signIn('admin@demo.test')).users()).length).toBe(before);
  });
});

describe('GET /user', () => {
  it('answers the signed-in user', async () => {
    const me = await (await gw.signIn('ram@demo.test')).currentUser();
    expect(me).toMatchObject({
      email: 'ram@demo.test',
      status: 'underReview',
      isEmailVerified: true,
      isUserVerified: false,
    });
  });

  it('needs a token, and a valid one', async () => {
    await expectGatewayError(gw.anonymous.currentUser(), 'UNAUTHENTICATED');
    await expectGatewayError(new GatewayClient(gw.http, 'forged-token').currentUser(), 'UNAUTHENTICATED');
  });
});

describe('POST /mail/sendCode and /mail/verifyCode', () => {
  it('mails a 6-character code that verifies the email once', async () => {
    const client = await gw.signIn('new@demo.test');
    await client.sendEmailCode();
    const [mail] = await gw.dev.mailbox('new@demo.test');
    expect(mail?.code).toMatch(/^\d{6}$/);
    const wrong = mail!.code === '000000' ? '111111' : '000000';
    await expectGatewayError(client.verifyEmailCode(wrong), 'REJECTED', /invalid or has expired/);
    const user = await client.verifyEmailCode(mail!.code!);
    expect(user).toMatchObject({ email: 'new@demo.test', isEmailVerified: true });
    await expectGatewayError(client.verifyEmailCode(mail!.code!), 'REJECTED', /already verified/);
    await expectGatewayError(client.sendEmailCode(), 'REJECTED', /already verified/);
  });

  it('a new code replaces the old one', async () => {
    const { token } = await gw.anonymous.register({
      name: 'Code Tester',
      email: 'codes@example.com',
      password: 'secret1',
      confirm_password: 'secret1',
    });
    const client = new GatewayClient(gw.http, token);
    await client.sendEmailCode();
    const [first] = await gw.dev.mailbox('codes@example.com');
    await client.sendEmailCode();
    const [second] = await gw.dev.mailbox('codes@example.com');
    if (first!.code !== second!.code) await expectGatewayError(client.verifyEmailCode(first!.code!), 'REJECTED');
    expect((await client.verifyEmailCode(second!.code!)).isEmailVerified).toBe(true);
  });

  it('needs the code', async () => {
    const { token } = await gw.anonymous.register({
      name: 'No Code',
      email: 'nocode@example.com',
      password: 'secret1',
      confirm_password: 'secret1',
    });
    await expectGatewayError(new GatewayClient(gw.http, token).verifyEmailCode(''), 'REJECTED', /code is required/);
  });
});

describe('PUT /user/kyc', () => {
  it('stores the profile and the QR image, serves the image back and puts the user under review', async () => {
    const client = await gw.signIn('gita@demo.test');
    const qr = pngPart('payment', 'QR');
    const answer = await client.submitKyc({ ...kyc, referedby: 'Sita Sharma' }, qr);
    expect(answer.success).toBe(true);
    const me = await client.currentUser();
    expect(me).toMatchObject({
      status: 'underReview',
      phone: kyc.phone,
      dob: kyc.dob,
      fb: kyc.fb,
      gender: 'Female',
      referedby: 'Sita Sharma',
    });
    const image = await download(me.payment!, gw.sim.url);
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect(image.bytes.equals(qr.bytes)).toBe(true);
    await expectGatewayError(client.submitKyc(kyc, pngPart('payment')), 'REJECTED', /already under review/);
  });

  it('refuses a user whose email is not verified', async () => {
    const { token } = await gw.anonymous.register({
      name: 'Early',
      email: 'early@example.com',
      password: 'secret1',
      confirm_password: 'secret1',
    });
    await expectGatewayError(
      new GatewayClient(gw.http, token).submitKyc(kyc, pngPart('payment')),
      'REJECTED',
      /Verify your email/,
    );
  });

  it.each([
    [{ ...kyc, phone: '' }, /phone is required/],
    [{ ...kyc, phone: 'call me' }, /phone must be a valid phone number/],
    [{ ...kyc, dob: 'yesterday' }, /dob must be a past date/],
    [{ ...kyc, fb: 'facebook' }, /fb must be a link/],
    [{ ...kyc, gender: 'Robot' }, /gender must be Male, Female or Other/],
  ])('names the bad field in %j and changes nothing', async (fields, message) => {
    const client = await signUpVerified(`kyc-${Math.random().toString(36).slice(2)}@example.com`);
    await expectGatewayError(client.submitKyc(fields, pngPart('payment')), 'REJECTED', message);
    expect((await client.currentUser()).status).toBe('active');
  });

  it('accepts only real images for the QR code', async () => {
    const client = await signUpVerified('kyc-text@example.com');
    const text = {
      field: 'payment',
      filename: 'qr.txt',
      mimeType: 'text/plain',
      open: () => Readable.from([Buffer.from('hello')]),
    };
    await expectGatewayError(client.submitKyc(kyc, text), 'REJECTED', /only PNG, JPEG, GIF or WebP/);
    const fake = {
      field: 'payment',
      filename: 'qr.png',
      mimeType: 'image/png',
      open: () => Readable.from([Buffer.from('not a png')]),
    };
    await expectGatewayError(client.submitKyc(kyc, fake), 'REJECTED', /not a valid image\/png image/);
    expect((await client.currentUser()).status).toBe('active');
  });
});

async function signUpVerified(email: string): Promise<GatewayClient> {
  const { token } = await gw.anonymous.register({
    name: 'Tester',
    email,
    password: 'secret1',
    confirm_password: 'secret1',
  });
  const client = new GatewayClient(gw.http, token);
  await client.sendEmailCode();
  const [mail] = await gw.dev.mailbox(email);
  await client.verifyEmailCode(mail!.code!);
  return client;
}

import { Readable } from 'node:stream';
import { anyString } from '../../test/matchers.ts';
