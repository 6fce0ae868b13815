import type { z } from 'zod';
import { shown, UNKNOWN_ORDER_STATUS } from './dto.ts';
import { GATEWAY_MESSAGES, GatewayError } from './errors.ts';

/**
 * The boundary: every answer is checked against its schema (dto.ts) before anyone reads it.
 * Anything else is a bad response that names the path that failed, never a crash further in.
 */

type Where = { method: string; path: string };

/** Answers already checked, with the schema they were checked against and what it gave. */
const checked = new WeakMap<object, { schema: z.ZodType; value: unknown }>();

/**
 * `answer` as `schema` reads it, checked once per answer object: an answer the gateway sent again
 * byte for byte is the same object (answer-memo.ts), and so is one shared by concurrent reads, so
 * they get the same value back. A check that fails leaves nothing behind, so the next read is
 * checked, and refused, again.
 */
export function readAnswer<S extends z.ZodType>(schema: S, answer: unknown, where: Where): z.output<S> {
  const isObject = typeof answer === 'object' && answer !== null;
  const known = isObject ? checked.get(answer) : undefined;
  if (known && known.schema === schema) return known.value as z.output<S>;
  const result = schema.safeParse(answer);
  if (!result.success) throw badAnswer(result.error, answer, where);
  if (isObject) checked.set(answer, { schema, value: result.data });
  return result.data;
}

/**
 * The error for an answer that failed its schema. An order status the contract does not list is
 * named to the person (a guess would put the order in the wrong tab and let the wrong people
 * change it), even when the answer has other faults; any other fault names its path in the log.
 */
function badAnswer(error: z.ZodError, answer: unknown, where: Where): GatewayError {
  const status = error.issues.find((issue) => issue.message.startsWith(UNKNOWN_ORDER_STATUS));
  if (status) {
    const order = valueAt(answer, status.path.slice(0, -1)) as { _id?: unknown } | undefined;
    const id = typeof order?._id === 'string' ? order._id : '?';
    return new GatewayError('BAD_RESPONSE', status.message, {
      ...where,
      cause: `order ${id} has the unknown status ${shown(valueAt(answer, status.path))}`,
    });
  }
  const [first] = error.issues;
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return new GatewayError('BAD_RESPONSE', GATEWAY_MESSAGES.BAD_RESPONSE, {
    ...where,
    cause: `${pathText(first!.path)}: ${first!.message}${more}`,
  });
}

/** What the answer holds at an issue's path. */
function valueAt(answer: unknown, path: readonly PropertyKey[]): unknown {
  let value = answer;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A path as code writes it: `orders[3].product.price`; the answer itself is `answer`. */
function pathText(path: readonly PropertyKey[]): string {
  let text = 'answer';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  return text;
}
