import { createMethodMiddlewareDecorator, type MiddlewareFn } from 'type-graphql';
import type { Context } from '../context.ts';
import { AppError } from '../errors.ts';
import { orderScope, toOrder } from './orders/orders.service.ts';
import { findPayment, toPayment } from './payments/payments.service.ts';
import { toProduct } from './products/products.service.ts';
import { toUser } from './users/users.service.ts';

/** Where an entity stands in a kept outcome: its kind (the payload field that held it) and id. */
interface Ref {
  $ref: keyof typeof READERS;
  id: string;
}

/** How each kind of entity a mutation answers is read again, as its query reads it, when a repeat is answered. */
const READERS = {
  order: async (ctx: Context, id: string) => {
    const [order, scope] = await Promise.all([ctx.loaders.orders.load(id), orderScope(ctx)]);
    return toOrder(order, scope);
  },
  product: async (ctx: Context, id: string) => toProduct(await ctx.loaders.products.load(id)),
  payment: async (ctx: Context, id: string) => toPayment(await findPayment(ctx, id), await orderScope(ctx)),
  user: async (ctx: Context, id: string) => {
    const viewer = await ctx.viewer();
    return toUser(viewer._id === id ? viewer : await ctx.loaders.users.load(id));
  },
};

const isKind = (name: unknown): name is Ref['$ref'] => typeof name === 'string' && Object.hasOwn(READERS, name);
const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && isKind((value as Partial<Ref>).$ref);

/**
 * What a mutation made, to keep under its Idempotency-Key: its answer with each entity it holds
 * (an `order`, `product`, `payment` or `user`) reduced to a reference, and everything else (a
 * message, ids, statuses) as it is. Kept small whatever the request selected: the selection is
 * answered again from it.
 */
export function outcomeOf(value: unknown, field?: string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => outcomeOf(item, field));
  if (isKind(field) && typeof (value as { id?: unknown }).id === 'string')
    return { $ref: field, id: (value as { id: string }).id } satisfies Ref;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, outcomeOf(item, key)]));
}

/** A kept outcome as the mutation's answer again, each entity read as it is now. */
async function answerOf(kept: unknown, ctx: Context): Promise<unknown> {
  if (kept === null || typeof kept !== 'object') return kept;
  if (Array.isArray(kept)) return Promise.all(kept.map((item) => answerOf(item, ctx)));
  if (isRef(kept)) return READERS[kept.$ref](ctx, kept.id);
  return Object.fromEntries(
    await Promise.all(Object.entries(kept).map(async ([key, item]) => [key, await answerOf(item, ctx)] as const)),
  );
}

/**
 * On every mutation: a repeat of a finished keyed write (policies/idempotency.ts) is answered from
 * what the first made, read again, without running the mutation; a first attempt keeps what it
 * made for its repeats.
 */
export const keepOutcome: MiddlewareFn<Context> = async ({ context }, next) => {
  const write = context.write;
  if (write?.replaying !== undefined) {
    if (write.replaying === null)
      throw new AppError(
        'BAD_REQUEST',
        'This Idempotency-Key was used for a change already made: send a new change with a new key.',
      );
    return answerOf(write.replaying, context);
  }
  const answer: unknown = await next();
  write?.keep(outcomeOf(answer));
  return answer;
};

/** `keepOutcome` on a mutation, as type-graphql documents method middleware decorators. */
export const KeptOutcome = () => createMethodMiddlewareDecorator<Context>(keepOutcome);
