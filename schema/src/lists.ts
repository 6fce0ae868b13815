/** Rows a list screen asks for first, and with each "more" after that; the API's default page. */
export const FIRST_PAGE = 50;
export const MORE_PAGE = 100;

/**
 * The most rows one page, and one whole operation, may ask for: the gateway has no paging, so the
 * BFF holds a list once per request and cuts pages from it; this bounds what one request can make
 * it build and send, however many aliases it uses.
 */
export const MAX_ROWS = 1_000;

/** The longest search text a list takes, in characters. */
export const SEARCH_MAX_LENGTH = 100;

/** A row's place in a list's order: the text it sorts by, then its id to break ties. */
export interface Position {
  key: string;
  id: string;
}

/**
 * Newest first, for every dated list: by time (`sortableTime`), then by id, both descending, so
 * rows made in the same millisecond keep one order.
 */
export function compareNewestFirst(a: Position, b: Position): number {
  if (a.key !== b.key) return a.key < b.key ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The users list's order: by name as people read it (case and accents aside, numbers by value), then by id. */
export function compareByName(a: Position, b: Position): number {
  return names.compare(a.key, b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A time as `YYYY-MM-DDTHH:mm:ss.sssZ` (UTC), which sorts as it reads: as is when it already has
 * that form (the gateway's and the API's), else parsed; an unreadable time as the epoch.
 */
export function sortableTime(at: string | null | undefined): string {
  if (typeof at !== 'string') return new Date(0).toISOString();
  if (at.length === 24 && at[10] === 'T' && at[19] === '.' && at[23] === 'Z') return at;
  const time = Date.parse(at);
  return new Date(Number.isNaN(time) ? 0 : time).toISOString();
}
