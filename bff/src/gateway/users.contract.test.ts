import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayClient } from './gateway-client.ts';
import { expectGatewayError, startTestGateway, type TestGateway } from './test-gateway.ts';
import { anyString, stringMatching } from '../../test/matchers.ts';

let gw: TestGateway;
let admin: GatewayClient;
let sita: GatewayClient;
const idOf = async (email: string) => (await admin.users()).find((u) => u.email === email)!._id;

beforeAll(async () => {
  gw = await startTestGateway();
  admin = await gw.signIn('admin@demo.test');
  sita = await gw.signIn('sita@demo.test');
});
afterAll(() => gw.close());

describe('GET /admin/users', () => {
  it('lists every user with the spec fields and no password', async () => {
    const users = await admin.users();
    expect(users.map((u) => u.email).sort()).toEqual(
      ['admin', 'gita', 'hari', 'maya', 'new', 'ram', 'sita'].map((n) => `${n}@demo.test`),
    );
    for (const user of users) {
      expect(user).toMatchObject({ _id: anyString, name: anyString, role: stringMatching(/^(admin|user)$/) });
      expect(Object.keys(user)).not.toContain('passwordHash');
    }
  });

  it('is for admins only', async () => {
    await expectGatewayError(sita.users(), 'FORBIDDEN');
    await expectGatewayError(gw.anonymous.users(), 'UNAUTHENTICATED');
  });
});

describe('GET /admin/user/{id}', () => {
  it('answers one user', async () => {
    const user = await admin.user(await idOf('hari@demo.test'));
    expect(user).toMatchObject({
      email: 'hari@demo.test',
      status: 'blocked',
      fb: stringMatching(/^https:/),
      payment: stringMatching(/\/uploads\//),
    });
  });

  it('answers not found for an unknown id, and forbidden for a marketer', async () => {
    await expectGatewayError(admin.user('000000000000000000000000'), 'NOT_FOUND', /User not found/);
    await expectGatewayError(sita.user(await idOf('hari@demo.test')), 'FORBIDDEN');
  });
});

describe('PUT /admin/userStatus/{id}', () => {
  it('verify makes an under-review user active and verified, once', async () => {
    const ram = await idOf('ram@demo.test');
    await expectGatewayError(admin.setUserStatus(ram, 'verify', ''), 'REJECTED', /reason is required/);
    expect((await admin.user(ram)).status).toBe('underReview');
    await admin.setUserStatus(ram, 'verify', 'Documents match');
    expect(await admin.user(ram)).toMatchObject({ status: 'active', isUserVerified: true });
    await expectGatewayError(admin.setUserStatus(ram, 'verify', 'again'), 'REJECTED', /under review/);
  });

  it('unVerify makes an under-review user active and unverified', async () => {
    const gita = await gw.signIn('gita@demo.test');
    await gita.submitKyc(
      { phone: '9841000002', dob: '1995-05-05', fb: 'https://facebook.com/gita', gender: 'Female' },
      (await import('./test-gateway.ts')).pngPart('payment'),
    );
    const id = await idOf('gita@demo.test');
    await admin.setUserStatus(id, 'unVerify', 'The QR code is unreadable');
    expect(await admin.user(id)).toMatchObject({ status: 'active', isUserVerified: false });
  });

  it('block and unBlock, each only from the right state', async () => {
    const maya = await idOf('maya@demo.test');
    await expectGatewayError(admin.setUserStatus(maya, 'unBlock', 'not blocked'), 'REJECTED', /not blocked/);
    await admin.setUserStatus(maya, 'block', 'Fake orders');
    expect((await admin.user(maya)).status).toBe('blocked');
    await expectGatewayError(admin.setUserStatus(maya, 'block', 'twice'), 'REJECTED', /already blocked/);
    await admin.setUserStatus(maya, 'unBlock', 'Cleared');
    expect((await admin.user(maya)).status).toBe('active');
  });

  it('refuses an unknown action or user, and non-admins', async () => {
    const hari = await idOf('hari@demo.test');
    await expectGatewayError(admin.setUserStatus(hari, 'delete' as 'block', 'x'), 'REJECTED', /userStatus must be/);
    await expectGatewayError(admin.setUserStatus('000000000000000000000000', 'block', 'x'), 'NOT_FOUND');
    await expectGatewayError(sita.setUserStatus(hari, 'unBlock', 'x'), 'FORBIDDEN');
    expect((await admin.user(hari)).status).toBe('blocked');
  });
});
