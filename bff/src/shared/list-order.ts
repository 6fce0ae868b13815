import { keptWith } from './kept-with.ts';
import type { UserDto } from '../gateway/dto.ts';

/** A row's place in a list's order: its sort key, then its id to break ties. */
export interface Position {
  key: string;
  id: string;
}

/**
 * A list order: rows by `compare`, and where each row sits (for its cursor). Cursors hold the
 * row's position rather than an offset, so a page continues right after the row it was asked
 * after even when rows were added or moved since: no row twice, none skipped.
 */
export interface ListOrder<T> {
  /** Which order this is; a cursor carries it, so one list's cursor is refused by another. */
  name: string;
  position(item: T): Position;
  /** Negative when `a` comes first; the list is sorted with it, and pages are found with it. */
  compare(a: Position, b: Position): number;
}

/**
 * Newest first by a time, then by id (descending), so rows made in the same millisecond keep one
 * order. The time is a UTC ISO-8601 string in `Date#toISOString` form, which sorts as it reads:
 * comparing strings costs a tenth of parsing 10,000 dates on every list read (profiled).
 */
export function newestFirstOrder<T>(time: (item: T) => string, id: (item: T) => string): ListOrder<T> {
  return {
    name: 'newest',
    position: (item) => ({ key: time(item), id: id(item) }),
    compare: (a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  };
}

/** `at` as `YYYY-MM-DDTHH:mm:ss.sssZ`: as is when it already is (the gateway's form), else parsed; unreadable as the epoch. */
export function sortableTime(at: string): string {
  if (at.length === 24 && at[10] === 'T' && at[19] === '.' && at[23] === 'Z') return at;
  const time = Date.parse(at);
  return new Date(Number.isNaN(time) ? 0 : time).toISOString();
}

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The users list's order: by name as people read it (case and accents aside), then by id. */
export const BY_NAME: ListOrder<Pick<UserDto, '_id' | 'name'>> = {
  name: 'name',
  position: (user) => ({ key: user.name ?? '', id: user._id }),
  compare: (a, b) => names.compare(a.key, b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
};

/** Newest first by `createdAt`, then by id (lists are newest first), whatever order the gateway sent. */
export const BY_NEWEST = newestFirstOrder<{ createdAt: string; _id: string }>(
  (item) => sortableTime(item.createdAt),
  (item) => item._id,
);

/** Lists already sorted, by order and by the list they were sorted from. */
const sorted = new WeakMap<ListOrder<never>, WeakMap<readonly unknown[], readonly unknown[]>>();

/**
 * `list` in `order`, worked out once per list (`keptWith`): a gateway answer that did not change
 * is the same list from one request to the next, and so is its sorted form. Read-only, like the
 * list. Sorting 10,000 orders was ~7 % of the BFF's CPU on their first page.
 */
export function sortBy<T>(list: readonly T[], order: ListOrder<NoInfer<T>>): readonly T[] {
  const byList = keptWith(sorted, order as ListOrder<never>, () => new WeakMap());
  return keptWith(byList, list, () => sortNow(list, order)) as readonly T[];
}

/**
 * `list` in `order`, each position computed once. A gateway list usually comes already in the
 * order or in its reverse (oldest first): one pass finds that and answers in linear time; any
 * other order is sorted.
 */
function sortNow<T>(list: readonly T[], order: ListOrder<NoInfer<T>>): T[] {
  const positions = list.map((item) => order.position(item));
  let ascending = true;
  let descending = true;
  for (let i = 1; i < positions.length && (ascending || descending); i++) {
    const step = order.compare(positions[i - 1]!, positions[i]!);
    if (step > 0) ascending = false;
    if (step < 0) descending = false;
  }
  if (ascending) return [...list];
  if (descending) return [...list].reverse();
  return list
    .map((item, at) => ({ item, position: positions[at]! }))
    .sort((a, b) => order.compare(a.position, b.position))
    .map(({ item }) => item);
}

/** Newest first (see `BY_NEWEST`). */
export function newestFirst<T extends { createdAt: string; _id: string }>(list: readonly T[]): readonly T[] {
  return sortBy(list, BY_NEWEST);
}
