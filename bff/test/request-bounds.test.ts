import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, gatewayWrites, startBff, WITHOUT_KEY, type TestBff } from './harness.ts';
import { availableProductOf } from './stand-in-data.ts';
import { trustedRequest } from './trusted.ts';

/**
 * What one request can make the BFF do before anything runs (decision 023): variables checked in work
 * that grows with their size alone, a JSON body within 64 KB, a trusted document asked for an
 * operation it lacks. The cost of each (CPU, memory) is judged by the attack test
 * (attack.timing.test.ts); here, what the caller is answered and that nothing reaches the gateway.
 */

/** LoginInput's two fields and `count` keys it does not have. */
function withUnknownKeys(count: number): Record<string, string> {
  const input: Record<string, string> = { email: 'sita@demo.test', password: 'wrong-password' };
  for (let n = 0; n < count; n++) input[`k${n}`] = 'v';
  return input;
}

const post = (bff: TestBff, body: string, headers: Record<string, string> = {}) =>
  fetch(`${bff.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('a request before anything runs', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startBff({ GRAPHQL_SANDBOX: 'false' });
  });
  afterAll(() => bff.close());

  it('refuses the trusted sign-in with 4,000 keys its input lacks by the first, in one short error', async () => {
    await bff.dev.resetCalls();
    const answer = await bff.anonymous().trusted('Login', { input: withUnknownKeys(4_000) });
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      {
        message: 'input.k0: is not a field of LoginInput',
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: [{ field: 'input.k0', message: 'is not a field of LoginInput', rule: 'REFUSED' }],
          requestId: answer.headers.get('x-request-id'),
        },
      },
    ]);
    expect(answer.text.length).toBeLessThan(400);
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it("refuses a signed-in document's input with keys its type lacks, inside lists too", async () => {
    const sita = await bff.signIn('sita@demo.test');
    await bff.dev.resetCalls();
    const edit = await sita.raw(
      'mutation Edit($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { message } }',
      { id: 'abc', input: withUnknownKeys(4_000) },
    );
    expect(edit.status).toBe(400);
    expect(edit.errors?.[0]?.message).toBe('input.email: is not a field of EditOrderInput');
    expect(edit.text.length).toBeLessThan(400);
    expect((await bff.dev.calls()).total).toBe(0);
  });

  it("answers the first of a variable's type errors alone, not one per item", async () => {
    const sita = await bff.signIn('sita@demo.test');
    const answer = await sita.raw('mutation Read($ids: [ID!]) { markInboxRead(ids: $ids) { unread } }', {
      ids: Array<object>(2_000).fill({}),
    });
    expect(answer.status).toBe(400);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Variable "$ids" got invalid value {} at "ids[0]"; ID cannot represent value: {}',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('refuses a JSON body over 64 KB before parsing it, and a multipart operations field as large', async () => {
    const body = JSON.stringify(trustedRequest('Login', { input: { email: 'a'.repeat(70_000), password: 'x' } }));
    const answer = await post(bff, body);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'A GraphQL request may carry at most 64 KB of JSON (files go in a multipart upload).',
    );
    const sita = await bff.signIn('sita@demo.test');
    const upload = await sita.rawUpload(
      `mutation Kyc($input: KycInput!) { submitKyc(input: $input) { message } } # ${'x'.repeat(70_000)}`,
      { input: { phone: '9841234567' } },
      [{ path: 'input.paymentQr', bytes: Buffer.from('x'), filename: 'qr.png', type: 'image/png' }],
    );
    expect(upload.status).toBe(413);
    expect(codeOf(upload)).toBe('BAD_USER_INPUT');
  });

  it('answers a trusted id asked for an operation its document lacks with 400, not a server error', async () => {
    const answer = await post(bff, JSON.stringify({ ...trustedRequest('Login', {}), operationName: 'Register' }));
    expect(answer.status).toBe(400);
    const { errors } = (await answer.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(errors).toMatchObject([
      { message: 'Unknown operation named "Register".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } },
    ]);
  });

  describe('an addOrder however its document holds it', () => {
    const input = () => {
      const product = availableProductOf(bff, 'sita@demo.test');
      return {
        productId: product._id,
        quantity: 1,
        price: product.price,
        customerName: 'Fragment Test',
        customerPhone: '9841000003',
        customerLocation: 'Pokhara',
      };
    };
    const ADD = 'addOrder(input: $input) { order { id } }';
    const withoutKey = {
      'a named fragment': `mutation Add($input: AddOrderInput!) { ...Adding } fragment Adding on Mutation { ${ADD} }`,
      'an inline fragment': `mutation Add($input: AddOrderInput!) { ... on Mutation { ${ADD} } }`,
      'a fragment with @include': `mutation Add($input: AddOrderInput!, $yes: Boolean!) { ... @include(if: $yes) { ${ADD} } }`,
    };

    for (const [how, query] of Object.entries(withoutKey)) {
      it(`in ${how}, without an Idempotency-Key, is refused and places nothing`, async () => {
        const sita = await bff.signIn('sita@demo.test');
        await bff.dev.resetCalls();
        const answer = await sita.raw(query, { input: input(), yes: true }, WITHOUT_KEY);
        expect(answer.status).toBe(400);
        expect(answer.errors?.[0]).toMatchObject({
          message:
            'addOrder needs an Idempotency-Key header (one per intended action, sent again unchanged with every retry), so that a retry cannot make it twice.',
          extensions: { code: 'BAD_REQUEST', header: 'Idempotency-Key' },
        });
        expect(await gatewayWrites(bff)).toBe(0);
      });
    }

    it('twice under one key, through a fragment, is refused and places nothing', async () => {
      const sita = await bff.signIn('sita@demo.test');
      await bff.dev.resetCalls();
      const answer = await sita.raw(
        `mutation Add($input: AddOrderInput!) { ... on Mutation { a: ${ADD} b: ${ADD} } }`,
        { input: input() },
        { 'idempotency-key': 'two-in-one' },
      );
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.message).toBe(
        'An Idempotency-Key covers one mutation: send one mutation field per request.',
      );
      expect(await gatewayWrites(bff)).toBe(0);
      // The key was given back: sent again alone, it places the order.
      const alone = await sita.raw(
        `mutation Add($input: AddOrderInput!) { ${ADD} }`,
        { input: input() },
        {
          'idempotency-key': 'two-in-one',
        },
      );
      expect(alone.errors).toBeUndefined();
    });
  });
});
