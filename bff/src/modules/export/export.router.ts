// Before any type class: the router reads the list services, whose types use decorators.
import 'reflect-metadata';
import { SEARCH_MAX_LENGTH } from '@bikri/schema/lists';
import { ORDER_STATUS_NAME_OF } from '@bikri/schema/order-status';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import type { Context } from '../../context.ts';
import { AppError, badInput, formatError, type ErrorCode } from '../../errors.ts';
import { csvStream, type CsvColumn } from '../../transport/csv.ts';
import { rateLimited } from '../../policies/rate-limits.ts';
import { seesAll } from '../../policies/visibility.ts';
import { errorText, log } from '../../log.ts';
import { CustomerConfirmation, OrderStatus } from '../orders/order.type.ts';
import { orderList, toOrder } from '../orders/orders.service.ts';
import { PaymentStatus } from '../payments/payment.type.ts';
import { paymentList, toPayment } from '../payments/payments.service.ts';
import { UserFilter } from '../users/user.type.ts';
import { toUser, userList } from '../users/users.service.ts';
import { ORDER_COLUMNS, PAYMENT_COLUMNS, USER_COLUMNS } from './export.columns.ts';

/**
 * CSV downloads for admins (`GET /export/orders.csv`, `/export/users.csv`, `/export/payments.csv`):
 * the same lists, filters, searches and order as the GraphQL connections (the services'
 * `orderList`, `userList`, `paymentList`), every row rather than a page. The session is read as
 * the GraphQL context reads it; anyone but an admin is refused before any list is read, and so is
 * an export beyond the bound below.
 */

type Query = Request['query'];

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  GATEWAY_REJECTED: 502,
  GATEWAY_UNAVAILABLE: 502,
  GATEWAY_BAD_RESPONSE: 502,
  GATEWAY_TIMEOUT: 504,
  RATE_LIMITED: 429,
};

/**
 * Exports running at once in this process, and per signed-in admin. Each holds its whole list
 * until its client has read the file, however slowly it reads, so more are refused with 429.
 */
const MAX_EXPORTS = 4;
const MAX_EXPORTS_PER_CALLER = 2;
/** What a refused export is told to wait (`Retry-After`, `retryAfterSeconds`). */
const EXPORT_RETRY_AFTER_SECONDS = 10;

/** The exports running now, in total and by caller. */
class ExportSlots {
  private total = 0;
  private readonly byCaller = new Map<string, number>();

  /** Takes a slot for the caller and answers its release, or throws RATE_LIMITED. */
  take(caller: string): () => void {
    const mine = this.byCaller.get(caller) ?? 0;
    if (mine >= MAX_EXPORTS_PER_CALLER) {
      throw rateLimited(
        'exports',
        `You have ${MAX_EXPORTS_PER_CALLER} exports running already.`,
        EXPORT_RETRY_AFTER_SECONDS,
      );
    }
    if (this.total >= MAX_EXPORTS)
      throw rateLimited('exports', 'Too many exports are running.', EXPORT_RETRY_AFTER_SECONDS);
    this.total += 1;
    this.byCaller.set(caller, mine + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.byCaller.get(caller) ?? 1) - 1;
      if (left > 0) this.byCaller.set(caller, left);
      else this.byCaller.delete(caller);
    };
  }
}

function textParam(query: Query, name: string): string | null {
  const value = query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw badInput(name, 'must be given once');
  return value;
}

/** An enum argument by its GraphQL name (`IN_PROCESS`), as the client's variables hold it. */
function enumParam<E extends Record<string, string>>(query: Query, name: string, values: E): E[keyof E] | null {
  const value = textParam(query, name);
  if (value === null) return null;
  if (!Object.hasOwn(values, value))
    throw badInput(name, `must be one of ${Object.keys(values).join(', ')}`, {
      rule: 'ONE_OF',
      choices: Object.keys(values),
    });
  return values[value as keyof E];
}

/** A yes-or-no filter: `true`, `false`, or left out (null). */
function booleanParam(query: Query, name: string): boolean | null {
  const value = textParam(query, name);
  if (value === null) return null;
  if (value !== 'true' && value !== 'false')
    throw badInput(name, 'must be true or false', { rule: 'ONE_OF', choices: ['true', 'false'] });
  return value === 'true';
}

function searchParam(query: Query): string | null {
  const search = textParam(query, 'search');
  if (search !== null && search.length > SEARCH_MAX_LENGTH)
    throw badInput('search', `must be at most ${SEARCH_MAX_LENGTH} characters`, {
      rule: 'TOO_LONG',
      limit: SEARCH_MAX_LENGTH,
    });
  return search;
}

/** `bikri-orders-delivered-2025-06-01.csv`: what, which part, and the day (UTC) it was taken. */
function fileName(list: string, part: string | null): string {
  const day = new Date().toISOString().slice(0, 10);
  const slug = part?.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `bikri-${list}${slug ? `-${slug}` : ''}-${day}.csv`;
}

interface Export<T> {
  fileName: string;
  columns: readonly CsvColumn<T>[];
  rows: Iterable<T>;
}

/** An export route: admins only, then a slot, then the list, then the file streamed as a download. */
function csvRoute<T>(
  contextOf: (req: Request, res: Response) => Context,
  slots: ExportSlots,
  read: (ctx: Context, query: Query) => Promise<Export<T>>,
) {
  return async (req: Request, res: Response) => {
    const ctx = contextOf(req, res);
    let file: Export<T>;
    try {
      const viewer = await ctx.viewer();
      // A list whole, as only those who see every row see it.
      if (!seesAll(viewer)) throw new AppError('FORBIDDEN', 'This is for admins only.');
      // Given back when the answer closes: file written, error answered, or client gone.
      const release = slots.take(viewer._id);
      res.once('close', release);
      if (res.closed) release();
      file = await read(ctx, req.query);
    } catch (error) {
      // The GraphQL error mapping, so a refused download says what the API would say.
      // With the request's id, so a masked error is logged with the id the client is given.
      const formatted = formatError({ message: errorText(error) }, error, ctx.requestId);
      const code = (formatted.extensions?.code as ErrorCode | undefined) ?? 'INTERNAL_SERVER_ERROR';
      const retryAfter = formatted.extensions?.retryAfterSeconds;
      if (typeof retryAfter === 'number') res.set('retry-after', String(retryAfter));
      res.status(HTTP_STATUS[code] ?? 500).json({ errors: [formatted] });
      return;
    }
    res.set({
      // The name is ASCII letters, digits and dashes (see fileName), so it needs no encoding.
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'content-type': 'text/csv; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    try {
      await pipeline(csvStream(file.columns, file.rows), res);
    } catch (error) {
      // The client went away mid-download; nothing to answer.
      log.warn('export', { requestId: ctx.requestId, error: errorText(error) });
    }
  };
}

/** Lazily mapped rows: a 10,000-order export never holds 10,000 mapped objects at once. */
function* mapped<D, T>(list: readonly D[], map: (dto: D) => T): Iterable<T> {
  for (const dto of list) yield map(dto);
}

export function exportRouter(contextOf: (req: Request, res: Response) => Context): Router {
  const router = Router();
  const slots = new ExportSlots();

  router.get(
    '/orders.csv',
    csvRoute(contextOf, slots, async (ctx, query) => {
      const status = enumParam(query, 'status', OrderStatus);
      const { orders, scope } = await orderList(ctx, {
        status,
        search: searchParam(query),
        customerConfirmation: enumParam(query, 'customerConfirmation', CustomerConfirmation),
        flagged: booleanParam(query, 'flagged'),
      });
      return {
        fileName: fileName('orders', status ? ORDER_STATUS_NAME_OF[status] : 'all'),
        columns: ORDER_COLUMNS,
        rows: mapped(orders.rows, (o) => toOrder(o, scope)),
      };
    }),
  );

  router.get(
    '/users.csv',
    csvRoute(contextOf, slots, async (ctx, query) => {
      const filter = enumParam(query, 'filter', UserFilter) ?? UserFilter.ALL;
      const users = await userList(ctx, { filter, search: searchParam(query) });
      const filterName = Object.keys(UserFilter).find(
        (name) => UserFilter[name as keyof typeof UserFilter] === filter,
      )!;
      return { fileName: fileName('users', filterName), columns: USER_COLUMNS, rows: mapped(users.rows, toUser) };
    }),
  );

  router.get(
    '/payments.csv',
    csvRoute(contextOf, slots, async (ctx, query) => {
      const status = enumParam(query, 'status', PaymentStatus);
      const { payments, scope } = await paymentList(ctx, { status });
      return {
        fileName: fileName('payments', status ?? 'all'),
        columns: PAYMENT_COLUMNS,
        rows: mapped(payments.rows, (p) => toPayment(p, scope)),
      };
    }),
  );

  return router;
}
