import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { KycInput } from './gql/graphql.ts';
import { codeOf, gatewayToken, gatewayWrites, png, pngFile, startBff, type Session, type TestBff } from './harness.ts';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
beforeEach(() => bff.dev.resetCalls());

const REGISTER = graphql(`
  mutation AuthRegister($input: RegisterInput!) {
    register(input: $input) {
      message
      user {
        id
        name
        email
        role
        status
        isEmailVerified
        isUserVerified
        canPlaceOrders
        bonusCommissionRate
      }
    }
  }
`);
const LOGIN = graphql(`
  mutation AuthLogin($input: LoginInput!) {
    login(input: $input) {
      message
      user {
        id
        email
        role
      }
    }
  }
`);
const ME = graphql(`
  query AuthMe {
    me {
      id
      email
      role
      status
      isEmailVerified
      isUserVerified
      canPlaceOrders
    }
  }
`);
const LOGOUT = graphql(`
  mutation AuthLogout {
    logout
  }
`);
const PRODUCTS = graphql(`
  query AuthProducts {
    products {
      id
    }
  }
`);
const SEND_CODE = graphql(`
  mutation AuthSendEmailCode {
    sendEmailCode {
      message
    }
  }
`);
const VERIFY = graphql(`
  mutation AuthVerifyEmailCode($code: String!) {
    verifyEmailCode(code: $code) {
      message
      user {
        isEmailVerified
      }
    }
  }
`);
const VERIFY_BLANK = graphql(`
  mutation AuthVerifyBlankCode {
    verifyEmailCode(code: " ") {
      message
    }
  }
`);

describe('register', () => {
  it('creates a marketer, answers the user and sets an httpOnly session cookie; the token is not in the body', async () => {
    const session = bff.anonymous();
    const result = await session.gql(REGISTER, {
      input: { name: 'Bina Koirala', email: 'bina@example.com', password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      register: {
        user: {
          name: 'Bina Koirala',
          email: 'bina@example.com',
          role: 'USER',
          status: 'ACTIVE',
          isEmailVerified: false,
          isUserVerified: false,
          canPlaceOrders: false,
          bonusCommissionRate: 0,
        },
      },
    });
    const cookie = result.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    // As long as the session may go unused (30 days), renewed as it is used.
    expect(cookie).toMatch(/Max-Age=2592000;/);
    expect(cookie).not.toMatch(/Domain=/);
    const sessionId = session.cookie!.split('=')[1]!;
    expect(result.text).not.toContain(sessionId);
    expect((await session.gql(ME)).data).toMatchObject({ me: { email: 'bina@example.com' } });
  });

  it.each([
    [
      { name: ' ', email: 'x1@example.com', password: 'secret1', confirmPassword: 'secret1' },
      'name',
      /name: is required/,
    ],
    [
      { name: 'X', email: 'not-an-email', password: 'secret1', confirmPassword: 'secret1' },
      'email',
      /email: must be a valid email address/,
    ],
    [
      { name: 'X', email: 'x2@example.com', password: '123', confirmPassword: '123' },
      'password',
      /password: must be at least 6 characters/,
    ],
    [
      { name: 'X', email: 'x3@example.com', password: 'secret1', confirmPassword: 'secret2' },
      'confirmPassword',
      /confirmPassword: must match the password/,
    ],
  ])('refuses %j naming the field, and sends nothing to the gateway', async (input, field, message) => {
    const result = await bff.anonymous().gql(REGISTER, { input });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toMatch(message);
    expect(result.errors![0]!.extensions!.fields![0]!.field).toBe(field);
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it('shows the gateway’s message for a taken email', async () => {
    const result = await bff.anonymous().gql(REGISTER, {
      input: { name: 'S', email: 'sita@demo.test', password: 'secret1', confirmPassword: 'secret1' },
    });
    expect(codeOf(result)).toBe('GATEWAY_REJECTED');
    expect(result.errors![0]!.message).toBe('An account with this email already exists');
    expect(result.headers.get('set-cookie')).toBeNull();
  });
});

describe('login, me and logout', () => {
  it('signs in with the cookie, then out', async () => {
    const session = bff.anonymous();
    expect((await session.gql(ME)).data).toEqual({ me: null });
    const login = await session.gql(LOGIN, { input: { email: 'SITA@demo.test', password: 'sita1234' } });
    expect(login.data).toMatchObject({
      login: { message: 'Login successful', user: { email: 'sita@demo.test', role: 'USER' } },
    });
    expect((await session.gql(ME)).data).toMatchObject({ me: { email: 'sita@demo.test', canPlaceOrders: true } });
    const logout = await session.gql(LOGOUT);
    expect(logout.data).toEqual({ logout: true });
    expect(logout.headers.get('set-cookie')).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    expect(session.cookie).toBeUndefined();
    expect((await session.gql(ME)).data).toEqual({ me: null });
  });

  it('shows the gateway’s message for wrong credentials, and validates the email', async () => {
    const wrong = await bff.anonymous().gql(LOGIN, { input: { email: 'sita@demo.test', password: 'nope-nope' } });
    expect(codeOf(wrong)).toBe('GATEWAY_REJECTED');
    expect(wrong.errors![0]!.message).toBe('Invalid email or password');
    const bad = await bff.anonymous().gql(LOGIN, { input: { email: 'sita', password: 'x' } });
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toBe('email: must be a valid email address');
  });

  it('accepts the token header and Authorization: Bearer from non-browser clients', async () => {
    const token = await gatewayToken(bff, 'maya@demo.test');
    const viaHeader = await bff.anonymous().gql(ME, undefined, { token });
    expect(viaHeader.data).toMatchObject({ me: { email: 'maya@demo.test' } });
    const viaBearer = await bff.anonymous().gql(ME, undefined, { authorization: `Bearer ${token}` });
    expect(viaBearer.data).toMatchObject({ me: { email: 'maya@demo.test' } });
  });

  it('drops a forged session cookie: me is null and the cookie is cleared', async () => {
    const session = bff.anonymous();
    session.cookie = 'session=forged';
    const result = await session.gql(ME);
    expect(result.data).toEqual({ me: null });
    expect(result.headers.get('set-cookie')).toMatch(/^session=;/);
  });

  it('asks anonymous callers to sign in', async () => {
    const result = await bff.anonymous().gql(PRODUCTS);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
  });
});

describe('email verification', () => {
  it('sends a code and verifies it', async () => {
    const session = await bff.signIn('new@demo.test');
    const sent = await session.gql(SEND_CODE);
    expect(sent.data).toEqual({ sendEmailCode: { message: 'A verification code was sent to new@demo.test' } });
    const [mail] = await bff.dev.mailbox('new@demo.test');
    const wrong = await session.gql(VERIFY, { code: mail!.code === '999999' ? '000000' : '999999' });
    expect(codeOf(wrong)).toBe('GATEWAY_REJECTED');
    expect(wrong.errors![0]!.message).toBe('The code is invalid or has expired');
    const right = await session.gql(VERIFY, { code: mail!.code! });
    expect(right.data).toEqual({ verifyEmailCode: { message: 'Email verified', user: { isEmailVerified: true } } });
    expect((await session.gql(ME)).data).toMatchObject({ me: { isEmailVerified: true } });
  });

  it('needs a code and a session', async () => {
    const session = await bff.signIn('gita@demo.test');
    const blank = await session.gql(VERIFY_BLANK);
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(codeOf(await bff.anonymous().gql(SEND_CODE))).toBe('UNAUTHENTICATED');
  });
});

const KYC = graphql(`
  mutation AuthKyc($input: KycInput!) {
    submitKyc(input: $input) {
      message
      user {
        status
        phone
        dateOfBirth
        gender
        socialProfileUrl
        paymentQrUrl
        referredBy
      }
    }
  }
`);
const kycInput: KycInput = {
  phone: '9841000003',
  dateOfBirth: '1997-07-07',
  socialProfileUrl: 'https://facebook.com/gita.rai',
  gender: 'FEMALE',
  referredBy: 'Sita Sharma',
  paymentQr: null,
};

describe('submitKyc', () => {
  it('uploads the QR image and puts the account under review', async () => {
    const session = await bff.signIn('gita@demo.test');
    const image = png('QR');
    // The link as people type it, without https://, is kept whole.
    const result = await session.upload(KYC, { input: { ...kycInput, socialProfileUrl: ' facebook.com/gita.rai ' } }, [
      { path: 'input.paymentQr', bytes: image, filename: 'qr.png', type: 'image/png' },
    ]);
    expect(result.errors).toBeUndefined();
    const user = result.data!.submitKyc.user;
    expect(user).toMatchObject({
      status: 'UNDER_REVIEW',
      phone: '9841000003',
      dateOfBirth: '1997-07-07',
      gender: 'FEMALE',
      socialProfileUrl: 'https://facebook.com/gita.rai',
      referredBy: 'Sita Sharma',
    });
    const served = Buffer.from(await (await fetch(new URL(user.paymentQrUrl!, bff.url))).arrayBuffer());
    expect(served.equals(image)).toBe(true);
  });

  let maya: Session;
  beforeAll(async () => {
    maya = await bff.signIn('maya@demo.test');
  });

  it.each([
    [{ phone: 'call me' }, /^phone: must be a Nepali mobile or landline number/],
    [{ dateOfBirth: '2999-01-01' }, /^dateOfBirth: must be a past date/],
    [{ dateOfBirth: '1990-02-30' }, /^dateOfBirth: must be a past date/],
    [{ socialProfileUrl: 'facebook' }, /^socialProfileUrl: must be a web link, such as facebook.com\/your.page$/],
    [{ socialProfileUrl: 'javascript:alert(1)' }, /^socialProfileUrl: must be a web link/],
  ])('refuses %j naming the field; nothing is written', async (change, message) => {
    const result = await maya.upload(KYC, { input: { ...kycInput, ...change } }, [pngFile('input.paymentQr')]);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toMatch(message);
    expect(await gatewayWrites(bff)).toBe(0);
  });

  it('refuses a gender outside the enum and a file that is not an image', async () => {
    // A gender the schema does not know: sent as it is, past the variables' types.
    const gender = await maya.rawUpload(String(KYC), { input: { ...kycInput, gender: 'ROBOT' } }, [
      pngFile('input.paymentQr'),
    ]);
    expect(codeOf(gender)).toBe('BAD_USER_INPUT');
    const text = await maya.upload(KYC, { input: kycInput }, [
      { path: 'input.paymentQr', bytes: Buffer.from('hello'), filename: 'qr.txt', type: 'text/plain' },
    ]);
    expect(codeOf(text)).toBe('BAD_USER_INPUT');
    expect(text.errors![0]!.message).toBe('paymentQr: must be a PNG, JPEG, GIF or WebP image');
    // The bytes decide, not the declared type: a script-bearing SVG named and typed as a PNG.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const disguised = await maya.upload(KYC, { input: kycInput }, [
      { path: 'input.paymentQr', bytes: svg, filename: 'qr.png', type: 'image/png' },
    ]);
    expect(codeOf(disguised)).toBe('BAD_USER_INPUT');
    expect(disguised.errors![0]!.message).toBe('paymentQr: must be a PNG, JPEG, GIF or WebP image');
    expect(await gatewayWrites(bff)).toBe(0);
  });
});
