import { asciiDigits } from '@bikri/schema/digits';
import { keptWith } from './kept-with.ts';

/** Nothing beyond U+007F (astral characters are surrogate pairs, also beyond it). */
const ASCII = /^[^\u0080-\uffff]*$/;

/**
 * Text as search compares it: Unicode-normalized (NFKC, so a Devanagari letter typed composed or
 * decomposed, or a full-width digit, compares equal), Devanagari digits read as ASCII ("४५६७"
 * finds "4567" and the other way round) and lower-cased. ASCII, most of what lists hold, skips
 * the normalization.
 */
export function searchable(text: string): string {
  return ASCII.test(text) ? text.toLowerCase() : asciiDigits(text.normalize('NFKC')).toLowerCase();
}

const digitsOf = (text: string) => text.replace(/\D+/g, '');

/** A search box's text, ready to test rows with; null when it is blank (no filtering). */
export interface Search {
  /** Whether any of the texts contains the search (case-insensitive, Unicode-aware). */
  matches(texts: readonly (string | null | undefined)[], phones?: readonly (string | null | undefined)[]): boolean;
}

export function parseSearch(raw: string | null | undefined): Search | null {
  const needle = searchable((raw ?? '').trim().replace(/\s+/g, ' '));
  if (needle === '') return null;
  // "98412 34567" finds "9841234567" and "9841-234567": phones compare by their digits.
  const digits = /^[\d\s()+-]+$/.test(needle) ? digitsOf(needle) : '';
  return {
    matches(texts, phones = []) {
      for (const text of texts) if (text && searchable(text).includes(needle)) return true;
      for (const phone of phones) {
        if (!phone) continue;
        if (searchable(phone).includes(needle)) return true;
        if (digits.length >= 3 && digitsOf(searchable(phone)).includes(digits)) return true;
      }
      return false;
    },
  };
}

/** Searches already run over a list, by the list itself, so they go when it does. */
const found = new WeakMap<readonly object[], Map<string, readonly object[]>>();
/**
 * Searches kept per list, the most recent: a list that does not change is the same object for as
 * long as the gateway answers it unchanged (gateway/answer-memo.ts), while people type many.
 */
const SEARCHES_PER_LIST = 32;

/**
 * The items of `list` a search finds, worked out once per list: a page and its tab counts ask
 * the same search of the same list in one request (two passes over 10,000 orders, ~3 ms each in
 * the profile, before). `variant` tells apart searches whose `matches` differ for the same text
 * (an admin's order search also reads the marketer's name). Lists are read-only once loaded,
 * and so are the items found.
 */
export function searchList<T extends object>(
  list: readonly T[],
  raw: string | null | undefined,
  variant: string,
  matches: (search: Search, item: T) => boolean,
): readonly T[] {
  const search = parseSearch(raw);
  if (!search) return list;
  const searches = keptWith(found, list, () => new Map<string, readonly object[]>());
  const key = `${variant}\n${raw!.trim()}`;
  let items = searches.get(key) as readonly T[] | undefined;
  if (items) {
    searches.delete(key);
  } else {
    items = list.filter((item) => matches(search, item));
    for (const oldest of searches.keys()) {
      if (searches.size < SEARCHES_PER_LIST) break;
      searches.delete(oldest);
    }
  }
  searches.set(key, items);
  return items;
}
