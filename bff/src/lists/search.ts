import { asciiDigits } from '@bikri/schema/digits';
import { filtered, workedOut, type SortedList } from './sorted-list.ts';

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

/**
 * A phone's runs of digits as people write them, read across spaces, dashes, dots, parentheses
 * and `+` (`+977 9841-234567`: one run), never across anything else: a masked phone
 * (`98••••5678`) is two runs, so no search joins what it shows around what it hides.
 */
const digitRunsOf = (phone: string) => phone.split(/[^\d\s().+-]+/).map(digitsOf);

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
        if (digits.length >= 3 && digitRunsOf(searchable(phone)).some((run) => run.includes(digits))) return true;
      }
      return false;
    },
  };
}

/**
 * The rows of `list` a search finds, in the list's order, worked out once per list
 * (`workedOut`): a page and its tab counts ask the same search of the same list in one request.
 * `variant` tells apart searches whose `matches` differ for the same text (an admin's order
 * search also reads the marketer's name).
 */
export function searchList<T extends object>(
  list: SortedList<T>,
  raw: string | null | undefined,
  variant: string,
  matches: (search: Search, item: T) => boolean,
): SortedList<T> {
  const search = parseSearch(raw);
  if (!search) return list;
  return workedOut(list.rows, `search:${variant}:${raw!.trim()}`, () =>
    filtered(list, (item) => matches(search, item)),
  );
}
