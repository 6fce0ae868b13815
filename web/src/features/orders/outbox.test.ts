import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idempotencyLink } from '../../lib/idempotency-link.ts';
import { waitingHint } from '../../lib/kept-on-phone.ts';
import { setLocale, translate } from '../../lib/i18n.ts';
import { onConnectionChange } from '../../lib/network-state.ts';
import { EMPTY_ORDER } from './order-fields.ts';
import { sendDraft, sendWaiting } from './outbox-send.ts';
import { currentDrafts, forgetOutbox, putDraft, type OrderDraft } from './outbox-store.ts';
import { draftStatus } from './outbox-texts.ts';

// IndexedDB is not in happy-dom: idb-keyval's functions over a Map, values copied as IndexedDB copies them.
const kept = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: (key: string) => Promise.resolve(structuredClone(kept.get(key))),
  set: (key: string, value: unknown) => Promise.resolve(void kept.set(key, structuredClone(value))),
  update: (key: string, change: (value: unknown) => unknown) =>
    Promise.resolve(void kept.set(key, structuredClone(change(structuredClone(kept.get(key)))))),
  del: (key: string) => Promise.resolve(void kept.delete(key)),
  clear: () => Promise.resolve(kept.clear()),
}));

const draft = (n: number, change: Partial<OrderDraft> = {}): OrderDraft => ({
  id: `d${n}`,
  key: `key-${n}`,
  values: {
    ...EMPTY_ORDER,
    productId: 'p1',
    quantity: '1',
    price: '1200',
    customerName: `Customer ${n}`,
    customerPhone: '9841000000',
    customerLocation: 'Pokhara',
  },
  productName: 'Dhaka topi',
  savedAt: '2026-11-20T10:00:00.000Z',
  maybePlaced: false,
  problem: null,
  ...change,
});

/** What happens to one request at the fake BFF: answered, answered but the answer lost, or refused. */
type Step = 'answer' | 'lostAnswer' | 'outOfStock' | 'unavailable';

/**
 * The BFF as far as the outbox meets it: one order per Idempotency-Key (a repeat is answered from
 * the record, the same key with other values refused with 422), each answer a few ms later, and
 * a request abandoned by the page (its fetch signal) still placed.
 */
function fakeBff(script: Step[] = []) {
  const placed: { key: string; customer: string }[] = [];
  const records = new Map<string, { fp: string; answer: FormattedExecutionResult }>();
  const server = new ApolloLink((operation) => {
    const context = operation.getContext() as { headers?: Record<string, string>; fetchOptions?: RequestInit };
    const key = context.headers?.['idempotency-key'] ?? 'none';
    const input = (operation.variables as { input: { customerName: string } }).input;
    const step = script.shift() ?? 'answer';
    return new Observable<FormattedExecutionResult>((observer) => {
      const signal = context.fetchOptions?.signal;
      const abandoned = () => observer.error(new DOMException('The user aborted a request.', 'AbortError'));
      if (signal?.aborted) return abandoned();
      signal?.addEventListener('abort', abandoned);
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', abandoned);
        if (step === 'outOfStock' || step === 'unavailable') {
          const code = step === 'outOfStock' ? 'BAD_USER_INPUT' : 'GATEWAY_UNAVAILABLE';
          const fields =
            step === 'outOfStock'
              ? [{ field: 'productId', message: 'is out of stock', rule: 'OUT_OF_STOCK' }]
              : undefined;
          const message = step === 'outOfStock' ? 'productId: is out of stock' : 'The service is unavailable.';
          observer.next({ data: null, errors: [{ message, extensions: { code, fields } }] });
          return observer.complete();
        }
        const fp = JSON.stringify(input);
        const record = records.get(key);
        if (record && record.fp !== fp) {
          const bodyText = JSON.stringify({ errors: [{ message: 'key reused', extensions: { code: 'BAD_REQUEST' } }] });
          return observer.error(
            new ServerError('Response not successful: Received status code 422', {
              response: new Response(bodyText, { status: 422 }),
              bodyText,
            }),
          );
        }
        if (!record) {
          placed.push({ key, customer: input.customerName });
          records.set(key, {
            fp,
            answer: {
              data: {
                addOrder: {
                  __typename: 'OrderPayload',
                  message: 'Order placed',
                  order: orderOf(placed.length, input.customerName),
                },
              },
            },
          });
        }
        if (step === 'lostAnswer') return observer.error(new TypeError('Failed to fetch'));
        observer.next(records.get(key)!.answer);
        observer.complete();
      }, 20);
      return () => clearTimeout(timer);
    });
  });
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([idempotencyLink([5, 5]), server]),
  });
  return { client, placed };
}

const orderOf = (n: number, customer: string) => ({
  __typename: 'Order',
  id: `o${n}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  quantity: 1,
  price: 1200,
  status: 'CONFIRMED',
  remarks: null,
  totalCommission: 120,
  canEdit: true,
  canCancel: true,
  commissionRate: 10,
  commission: 120,
  customer: { __typename: 'Customer', name: customer, phone: '9841000000', location: 'Pokhara' },
  product: { __typename: 'Product', id: 'p1', name: 'Dhaka topi' },
  owner: { __typename: 'User', id: 'u1', name: 'Sita' },
});

/** Switches the browser's connection, as its online and offline events say it. */
let online = true;
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

let stopWatching: () => void;
beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // The connection store follows the browser while someone listens, as the app's screens do.
  stopWatching = onConnectionChange(() => undefined);
  await forgetOutbox();
});
afterEach(() => {
  stopWatching();
  vi.restoreAllMocks();
});

describe('the orders kept on the phone', () => {
  it('are kept per signed-in user, and sign-out forgets them all', async () => {
    await putDraft('u1', draft(1));
    await putDraft('u2', draft(2));
    await putDraft('u1', draft(3));
    expect((await currentDrafts('u1')).map((d) => d.id)).toEqual(['d1', 'd3']);
    expect((await currentDrafts('u2')).map((d) => d.id)).toEqual(['d2']);
    await putDraft('u1', draft(1, { values: { ...draft(1).values, quantity: '3' } }));
    expect((await currentDrafts('u1')).map((d) => d.values.quantity)).toEqual(['3', '1']);
    // The screens learn that orders wait without opening the database.
    expect([waitingHint('u1'), waitingHint('u2'), waitingHint('u3')]).toEqual([2, 1, 0]);
    await forgetOutbox();
    expect(await currentDrafts('u1')).toEqual([]);
    expect(kept.size).toBe(0);
    expect([waitingHint('u1'), waitingHint('u2')]).toEqual([0, 0]);
  });

  it('are placed exactly once each, under their own keys, however often answers are lost and the connection flaps', async () => {
    // The first answer is lost and asked again; the third order's answer is lost as the connection goes.
    const { client, placed } = fakeBff(['lostAnswer', 'answer', 'answer', 'lostAnswer']);
    for (const n of [1, 2, 3, 4, 5]) await putDraft('u1', draft(n));
    // The connection goes while the third is out: it is placed, but its answer never arrives.
    const first = sendWaiting(client, 'u1');
    await vi.waitFor(() => expect(placed).toHaveLength(3), { interval: 1 });
    setOnline(false);
    expect(await first).toEqual({ placed: 2, refused: 0, waiting: 3 });
    const left = await currentDrafts('u1');
    expect(left.map((d) => [d.id, d.maybePlaced])).toEqual([
      ['d3', true],
      ['d4', false],
      ['d5', false],
    ]);
    expect(draftStatus(left[0]!, false, translate)).toBe(translate('outbox.state.maybePlaced'));
    // Back, gone again before anything is sent, back: a double press is one run.
    setOnline(true);
    setOnline(false);
    expect(await sendWaiting(client, 'u1')).toEqual({ placed: 0, refused: 0, waiting: 3 });
    setOnline(true);
    const [a, b] = await Promise.all([sendWaiting(client, 'u1'), sendWaiting(client, 'u1')]);
    expect(a).toBe(b);
    expect(a).toEqual({ placed: 3, refused: 0, waiting: 0 });
    expect(await currentDrafts('u1')).toEqual([]);
    expect(placed.map((p) => p.customer).sort()).toEqual([
      'Customer 1',
      'Customer 2',
      'Customer 3',
      'Customer 4',
      'Customer 5',
    ]);
    expect(placed.map((p) => p.key).sort()).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-5']);
  });

  it('keeps a refused draft with the reason in the interface language, and does not send it again until it is changed', async () => {
    const { client, placed } = fakeBff(['outOfStock', 'answer']);
    await putDraft('u1', draft(1));
    await putDraft('u1', draft(2));
    expect(await sendWaiting(client, 'u1')).toEqual({ placed: 1, refused: 1, waiting: 0 });
    const [refused] = await currentDrafts('u1');
    expect(refused).toMatchObject({ id: 'd1', maybePlaced: false, problem: { kind: 'refused' } });
    expect(draftStatus(refused!, false, translate)).toBe('Refused: Product is out of stock');
    await setLocale('ne');
    expect(draftStatus(refused!, false, translate)).toBe(
      `अस्वीकार भयो: ${translate('orders.field.productId')} स्टकमा छैन`,
    );
    await setLocale('en');
    expect(await sendWaiting(client, 'u1')).toEqual({ placed: 0, refused: 0, waiting: 0 });
    expect(placed).toHaveLength(1);
  });

  it('keeps a draft the server could not take now, and sends it with the next run', async () => {
    const { client, placed } = fakeBff(['unavailable']);
    await putDraft('u1', draft(1));
    expect(await sendWaiting(client, 'u1')).toEqual({ placed: 0, refused: 0, waiting: 1 });
    const [waiting] = await currentDrafts('u1');
    expect(draftStatus(waiting!, false, translate)).toBe('Not sent yet: The service is unavailable.');
    expect(await sendWaiting(client, 'u1')).toEqual({ placed: 1, refused: 0, waiting: 0 });
    expect(placed).toHaveLength(1);
  });

  it('a draft changed after its key reached the server is refused by the server, not placed a second time', async () => {
    const { client, placed } = fakeBff(['lostAnswer', 'lostAnswer', 'lostAnswer']);
    await putDraft('u1', draft(1));
    expect(await sendDraft(client, 'u1', draft(1))).toEqual({ kind: 'unanswered' });
    const changed = draft(1, { values: { ...draft(1).values, quantity: '2' } });
    expect(await sendDraft(client, 'u1', changed)).toEqual({ kind: 'keyUsed' });
    expect(placed).toHaveLength(1);
    expect((await currentDrafts('u1'))[0]).toMatchObject({ maybePlaced: true, problem: { kind: 'keyUsed' } });
  });

  it('sends nothing while offline, and a draft already being sent is not sent beside it', async () => {
    const { client, placed } = fakeBff();
    await putDraft('u1', draft(1));
    setOnline(false);
    expect(await sendDraft(client, 'u1', draft(1))).toEqual({ kind: 'notSent' });
    setOnline(true);
    const [first, second] = await Promise.all([sendDraft(client, 'u1', draft(1)), sendDraft(client, 'u1', draft(1))]);
    expect([first.kind, second.kind]).toEqual(['placed', 'notSent']);
    expect(placed).toHaveLength(1);
  });
});
