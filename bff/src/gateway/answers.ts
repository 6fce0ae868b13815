import type { OrderStatusDto } from './dto.ts';
import { GATEWAY_MESSAGES, GatewayError } from './errors.ts';

/**
 * Checks that an answer has the shape the gateway's contract promises before anyone reads it: the named key
 * holds an object (or a list of objects) with a string `_id`. Anything else is a bad response,
 * never a crash further in.
 */

type Where = { method: string; path: string };

function bad(where: Where, why: string): GatewayError {
  return new GatewayError('BAD_RESPONSE', GATEWAY_MESSAGES.BAD_RESPONSE, { ...where, cause: why });
}

function isEntity(value: unknown): value is { _id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { _id?: unknown })._id === 'string';
}

function field(answer: unknown, key: string, where: Where): unknown {
  if (typeof answer !== 'object' || answer === null) throw bad(where, 'answer is not an object');
  return (answer as Record<string, unknown>)[key];
}

/** `answer[key]` as a list of entities (or the answer itself when `key` is null). */
export function entityList<T>(answer: unknown, key: string | null, where: Where): readonly T[] {
  const list = key === null ? answer : field(answer, key, where);
  if (!Array.isArray(list)) throw bad(where, `${key ?? 'answer'} is not a list`);
  if (!list.every(isEntity)) throw bad(where, `${key ?? 'answer'} holds an item without an _id`);
  return list as T[];
}

/** Answers whose list was checked, with the key it was read at and the list. */
const checked = new WeakMap<object, { key: string | null; list: readonly unknown[] }>();

/**
 * `entityList`, with `checkItem` run on each item, once per answer object: an answer the gateway
 * sent again byte for byte is the same object (answer-memo.ts), checked when it was first parsed.
 * A check that throws leaves nothing behind, so the next read is checked, and refused, again.
 */
export function checkedList<T>(
  answer: unknown,
  key: string | null,
  where: Where,
  checkItem?: (item: T, where: Where) => void,
): readonly T[] {
  const known = typeof answer === 'object' && answer !== null ? checked.get(answer) : undefined;
  if (known && known.key === key) return known.list as readonly T[];
  const list = entityList<T>(answer, key, where);
  if (checkItem) for (const item of list) checkItem(item, where);
  if (typeof answer === 'object' && answer !== null) checked.set(answer, { key, list });
  return list;
}

/** `answer[key]` as one entity. */
export function entity<T>(answer: unknown, key: string, where: Where): T {
  const value = field(answer, key, where);
  if (!isEntity(value)) throw bad(where, `${key} is not an entity with an _id`);
  return value as T;
}

/** The answer as an object, for calls that answer a message. */
export function object<T>(answer: unknown, where: Where): T {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer))
    throw bad(where, 'answer is not an object');
  return answer as T;
}

/** A non-empty string at `answer[key]`. */
export function text(answer: unknown, key: string, where: Where): string {
  const value = field(answer, key, where);
  if (typeof value !== 'string' || value === '') throw bad(where, `${key} is not a string`);
  return value;
}

const ORDER_STATUSES = new Set<unknown>([
  'confirmed',
  'inProcess',
  'delivered',
  'returned',
  'exchanged',
  'cancelled',
] satisfies OrderStatusDto[]);

/**
 * An order (a list item, or the populated `source` of an income or payment) must have a status
 * the contract lists. Any other is a bad response that names it: a guess would put the order in the
 * wrong tab and let the wrong people change it.
 */
export function checkOrderStatus(order: unknown, where: Where): void {
  if (typeof order !== 'object' || order === null) return;
  const { _id: id, status } = order as { _id?: unknown; status?: unknown };
  if (ORDER_STATUSES.has(status)) return;
  const shown = (JSON.stringify(status) ?? 'nothing').slice(0, 40);
  throw new GatewayError('BAD_RESPONSE', `The marketplace service sent an order status we do not know: ${shown}.`, {
    ...where,
    cause: `order ${typeof id === 'string' ? id : '?'} has the unknown status ${shown}`,
  });
}
