import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { parse, type FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { idempotencyLink } from './idempotency-link.ts';

// Operations of a made-up schema, parsed here so that codegen does not take them for the app's.
const PLACE = parse('mutation Place($name: String!) { place(name: $name) }');
const READ = parse('query Read { read }');

const placed = (name: string): FormattedExecutionResult => ({ data: { place: name } });
const doubt: FormattedExecutionResult = {
  data: null,
  errors: [{ message: "We are checking: don't send it again.", extensions: { code: 'WRITE_IN_DOUBT' } }],
};

/**
 * A client whose server answers each request, a moment later, with the next of `script` (an answer, or a lost
 * connection as fetch reports it), recording the Idempotency-Key each request carried.
 */
function clientWith(script: (FormattedExecutionResult | 'lost')[]) {
  const keys: (string | undefined)[] = [];
  const server = new ApolloLink((operation) => {
    const headers = (operation.getContext() as { headers?: Record<string, string> }).headers ?? {};
    keys.push(headers['idempotency-key']);
    const next = script.shift() ?? placed('extra');
    return new Observable<FormattedExecutionResult>((observer) => {
      const answer = setTimeout(() => {
        if (next === 'lost') observer.error(new TypeError('Failed to fetch'));
        else {
          observer.next(next);
          observer.complete();
        }
      }, 5);
      return () => clearTimeout(answer);
    });
  });
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([idempotencyLink([5, 5, 5]), server]),
  });
  return { client, keys };
}

describe('idempotencyLink', () => {
  it('asks again with the same key after a lost answer and after WRITE_IN_DOUBT, until the answer is definite', async () => {
    const { client, keys } = clientWith(['lost', doubt, placed('Anita')]);
    const result = await client.mutate({ mutation: PLACE, variables: { name: 'Anita' } });
    expect(result.data).toEqual({ place: 'Anita' });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a second press of the same form while the first is unanswered carries the same key', async () => {
    const { client, keys } = clientWith([placed('Anita'), placed('Anita')]);
    await Promise.all([
      client.mutate({ mutation: PLACE, variables: { name: 'Anita' } }),
      client.mutate({ mutation: PLACE, variables: { name: 'Anita' } }),
    ]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('after a definite answer the same form is a new action with a new key; other variables get their own key', async () => {
    const { client, keys } = clientWith([placed('Anita'), placed('Anita'), placed('Bikash')]);
    await client.mutate({ mutation: PLACE, variables: { name: 'Anita' } });
    await client.mutate({ mutation: PLACE, variables: { name: 'Anita' } });
    await client.mutate({ mutation: PLACE, variables: { name: 'Bikash' } });
    expect(new Set(keys).size).toBe(3);
  });

  it('still in doubt after the last try: the answer stands, and the next press keeps the key', async () => {
    const { client, keys } = clientWith([doubt, doubt, doubt, doubt, placed('Anita')]);
    await expect(client.mutate({ mutation: PLACE, variables: { name: 'Anita' } })).rejects.toThrow(
      "We are checking: don't send it again.",
    );
    expect(keys).toHaveLength(4);
    await client.mutate({ mutation: PLACE, variables: { name: 'Anita' } });
    expect(new Set(keys).size).toBe(1);
  });

  it('a refusal after a lost answer keeps the key: the next press resolves the first write instead of making another', async () => {
    const unavailable: FormattedExecutionResult = {
      data: null,
      errors: [{ message: 'The service is unavailable.', extensions: { code: 'GATEWAY_UNAVAILABLE' } }],
    };
    const { client, keys } = clientWith(['lost', unavailable, placed('Anita'), placed('Anita')]);
    await expect(client.mutate({ mutation: PLACE, variables: { name: 'Anita' } })).rejects.toThrow(
      'The service is unavailable.',
    );
    await client.mutate({ mutation: PLACE, variables: { name: 'Anita' } });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    await client.mutate({ mutation: PLACE, variables: { name: 'Anita' } });
    expect(new Set(keys).size).toBe(2);
  });

  it('a key given in the context is sent as given on every try, and the link keeps none of its own for it', async () => {
    const { client, keys } = clientWith(['lost', placed('Anita'), placed('Anita'), placed('Anita')]);
    const idempotencyKey = 'kept-on-the-phone-1';
    await client.mutate({ mutation: PLACE, variables: { name: 'Anita' }, context: { idempotencyKey } });
    // Sent again later, after its answer came: still the same key, so the server answers from its record.
    await client.mutate({ mutation: PLACE, variables: { name: 'Anita' }, context: { idempotencyKey } });
    expect(keys).toEqual([idempotencyKey, idempotencyKey, idempotencyKey]);
    // The same form sent without a key is another action.
    await client.mutate({ mutation: PLACE, variables: { name: 'Anita' } });
    expect(keys[3]).not.toBe(idempotencyKey);
  });

  it('queries carry no key and are not asked again', async () => {
    const { client, keys } = clientWith([{ data: { read: 'x' } }]);
    await client.query({ query: READ });
    expect(keys).toEqual([undefined]);
  });
});
