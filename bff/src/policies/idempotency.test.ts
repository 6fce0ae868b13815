import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValue } from '../stores/key-value.ts';
import { IdempotentWrites, MAX_KEPT_BYTES_PER_CALLER, type Opened } from './idempotency.ts';

/** The policy on its own, over the in-memory store: what it keeps, and what it refuses before anything runs. */

const EDIT =
  'mutation Edit($id: ID!) { editOrder(id: $id, input: { quantity: 1, price: 1, customerName: "A", customerPhone: "9841000000", customerLocation: "B" }) { message } }';
const body = (id: string) => ({ query: EDIT, variables: { id } });

function writes(maxKeptBytesPerCaller?: number) {
  const store = new MemoryKeyValue(1 << 20);
  return { store, writes: new IdempotentWrites(store, { leaseMs: 10_000, settleMs: 0, maxKeptBytesPerCaller }) };
}

/** Runs one keyed write to its end, keeping `outcome` as the mutation's answer would. */
async function runWrite(
  policy: IdempotentWrites,
  key: string,
  outcome: unknown,
  caller = 'user:sita',
): Promise<Opened> {
  const opened = await policy.open(key, body(key), caller, undefined);
  if (opened.kind === 'run') {
    opened.attempt.keep(outcome);
    await opened.settle(200, JSON.stringify({ data: { editOrder: { message: 'Order updated' } } }));
  }
  return opened;
}

describe('IdempotentWrites', () => {
  it('keeps what a write made, not its answer, and answers a repeat from it', async () => {
    const { store, writes: policy } = writes();
    const made = { message: 'Order updated', order: { $ref: 'order', id: 'o-1' } };
    expect((await runWrite(policy, 'k-1', made)).kind).toBe('run');
    const again = await policy.open('k-1', body('k-1'), 'user:sita', undefined);
    expect(again.kind).toBe('replay');
    expect(again.kind === 'replay' && again.attempt.replaying).toEqual(made);
    expect(again.kind === 'replay' && again.attempt.holdsWrites()).toBe(true);
    // What is kept: the request's fingerprint, times, status and the outcome, whatever the answer held.
    const writer = createHash('sha256').update('user:sita').digest('base64url').slice(0, 22);
    const record = JSON.parse((await store.get(`write:${writer}:k-1`))!) as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(['fp', 'lease', 'outcome', 'since', 'state', 'status']);
    expect(record).toMatchObject({ state: 'done', status: 200, outcome: JSON.stringify(made) });
  });

  it("refuses a caller's keyed writes once their kept records reach the bound, until they expire", async () => {
    const { writes: policy } = writes(1_000);
    const big = { message: 'x'.repeat(400) };
    expect((await runWrite(policy, 'a', big)).kind).toBe('run');
    expect((await runWrite(policy, 'b', big)).kind).toBe('run');
    const refused = await runWrite(policy, 'c', big);
    expect(refused).toMatchObject({ kind: 'answer', status: 429 });
    const [error] = (
      JSON.parse(refused.kind === 'answer' ? refused.body : '{}') as {
        errors: { message: string; extensions: { code: string } }[];
      }
    ).errors;
    expect(error!.message).toMatch(/^Too many changes kept for one account today\. Try again in \d+ minutes\.$/);
    expect(error!.extensions.code).toBe('RATE_LIMITED');
    // Another caller is not held back, and repeats of kept writes are still answered.
    expect((await runWrite(policy, 'c', big, 'user:maya')).kind).toBe('run');
    expect((await policy.open('a', body('a'), 'user:sita', undefined)).kind).toBe('replay');
  });

  it('answers 400 for variables nested 100,000 deep, without walking them recursively', async () => {
    const { writes: policy } = writes();
    let deep: unknown = 'bottom';
    for (let n = 0; n < 100_000; n += 1) deep = { n: deep };
    const opened = await policy.open('deep', { query: EDIT, variables: { id: 'o-1', deep } }, 'user:sita', undefined);
    expect(opened).toMatchObject({ kind: 'answer', status: 400 });
    expect(opened.kind === 'answer' && JSON.parse(opened.body)).toEqual({
      errors: [{ message: 'The variables nest deeper than 32 levels.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('keeps no notes once a write is done, so that a day of 1,000 orders keeps 0.3 MB of the 4 MB a caller may', async () => {
    const { store, writes: policy } = writes();
    const writer = createHash('sha256').update('user:sita').digest('base64url').slice(0, 22);
    const placed = { message: 'Order placed', order: { $ref: 'order', id: '6a3d59c8db6f2f3fda5c661a' } };
    const opened = await policy.open('order-1', body('order-1'), 'user:sita', undefined);
    if (opened.kind !== 'run') throw new Error(`expected a run, got ${opened.kind}`);
    // A large note, as an attempt may take to resolve a doubt.
    await opened.attempt.note({ before: Array<string>(900).fill('6a3d59c8db6f2f3fda5c661a') });
    opened.attempt.keep(placed);
    await opened.settle(200, JSON.stringify({ data: { addOrder: { message: 'Order placed' } } }));
    const record = JSON.parse((await store.get(`write:${writer}:order-1`))!) as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(['fp', 'lease', 'outcome', 'since', 'state', 'status']);
    // The record's key (36), the outcome (83) and 128 for the rest.
    expect(JSON.parse((await store.get(`write-bytes:${writer}`))!)).toMatchObject({ bytes: 247 });
    expect(1_000 * 247).toBeLessThan(MAX_KEPT_BYTES_PER_CALLER / 10);
  });

  it('leaves a mutation sent without a key to the rule of keyed mutations, before anything runs (keyed-mutations.ts)', async () => {
    const { writes: policy } = writes();
    expect(
      await policy.open(
        undefined,
        { query: 'mutation M($input: AddOrderInput!) { addOrder(input: $input) { message } }' },
        'user:sita',
        undefined,
      ),
    ).toEqual({ kind: 'none' });
    expect(await policy.open(undefined, { query: '{ me { id } }' }, 'user:sita', undefined)).toEqual({ kind: 'none' });
  });
});
