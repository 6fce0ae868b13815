import { LRUCache } from 'lru-cache';
import type { ListOrder } from './list-order.ts';

/**
 * Rows in a known order. Lists are paged (`paginate`), searched (`searchList`) and filtered
 * (`filtered`) as sorted lists, and each of those keeps the order of the list it came from, so
 * a page is always cut in the order its rows were sorted in.
 */
export interface SortedList<T> {
  readonly order: ListOrder<T>;
  readonly rows: readonly T[];
}

/** What was worked out from a list (its sorted form, its searches, its tabs), by the list's rows. */
const worked = new WeakMap<readonly unknown[], LRUCache<string, NonNullable<unknown>>>();
/** The most things kept per list: people type many searches; the least recently used goes first. */
const WORKED_PER_LIST = 40;

/**
 * What `make` works out from `rows`, kept under `key` with the rows: a list read from the
 * gateway is the same object for as long as the gateway answers it unchanged
 * (gateway/answer-memo.ts), so what is worked out from it is made once and goes when it does.
 * Lists and what is worked out from them are read-only.
 */
export function workedOut<V extends NonNullable<unknown>>(rows: readonly unknown[], key: string, make: () => V): V {
  let kept = worked.get(rows);
  if (!kept) worked.set(rows, (kept = new LRUCache({ max: WORKED_PER_LIST })));
  let value = kept.get(key) as V | undefined;
  if (value === undefined) kept.set(key, (value = make()));
  return value;
}

/** `rows` in `order`, sorted once per list (`workedOut`). The rows given are never reordered. */
export function sortedBy<T>(rows: readonly T[], order: ListOrder<NoInfer<T>>): SortedList<T> {
  return workedOut(rows, `sorted:${order.name}`, () => ({ order, rows: sortNow(rows, order) }));
}

/** The rows of `list` that `keep` keeps, in the list's order. */
export function filtered<T>(list: SortedList<T>, keep: (row: T) => boolean): SortedList<T> {
  return { order: list.order, rows: list.rows.filter(keep) };
}

/**
 * `rows` in `order`, each position computed once. A gateway list usually comes already in the
 * order or in its reverse (oldest first): one pass finds that and answers in linear time; any
 * other order is sorted.
 */
function sortNow<T>(rows: readonly T[], order: ListOrder<T>): T[] {
  const positions = rows.map((item) => order.position(item));
  let ascending = true;
  let descending = true;
  for (let i = 1; i < positions.length && (ascending || descending); i++) {
    const step = order.compare(positions[i - 1]!, positions[i]!);
    if (step > 0) ascending = false;
    if (step < 0) descending = false;
  }
  if (ascending) return [...rows];
  if (descending) return [...rows].reverse();
  return rows
    .map((item, at) => ({ item, position: positions[at]! }))
    .sort((a, b) => order.compare(a.position, b.position))
    .map(({ item }) => item);
}
