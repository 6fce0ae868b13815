import { NEPAL_OFFSET_MS } from '@bikri/schema/calendar';
import { Readable } from 'node:stream';

/** A cell: text is quoted as needed and guarded against formulas; numbers are written as they are. */
export type CsvValue = string | number | boolean | null | undefined;

/** One column of a CSV file: its header and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  value(row: T): CsvValue;
}

/** Byte order mark: spreadsheet programs read the file as UTF-8 only with it (Nepali names). */
export const BOM = '\uFEFF';

/** Rows written per chunk of the stream: fewer, larger writes than one per row. */
const ROWS_PER_CHUNK = 200;

const NEEDS_QUOTES = /[",\r\n]/;
/** A character that shows: not a space, control, zero-width or format character, which a spreadsheet may skip. */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@]/;
/** Only a number or phone number: an optional sign, then digits with spaces or dashes. */
const PLAIN_NUMBER = /^[+-]?\d[\d -]*(?:\.\d+)?$/;

/**
 * Whether a spreadsheet could take the text for a formula: its first character after any
 * invisible ones is = + - or @, full-width (＝ ＋ － ＠) and other compatibility forms included.
 */
function startsFormula(text: string): boolean {
  const first = VISIBLE.exec(text)?.[0];
  return first !== undefined && FORMULA_START.test(first.normalize('NFKC'));
}

/**
 * One cell after RFC 4180: quoted when it holds a quote, comma or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula gets a leading `'` so it shows as text. A signed
 * plain number such as the phone `+9779841122334` is only quoted, `"+9779841122334"`: with no
 * letter it can name no function, cell or link, so at worst a spreadsheet reads it as a number
 * (or `+977-984` as a subtraction).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  if (PLAIN_NUMBER.test(value)) return FORMULA_START.test(value) ? `"${value}"` : value;
  const text = startsFormula(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

function* csvChunks<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): Generator<string> {
  yield BOM + csvRecord(columns.map((column) => column.header));
  let chunk = '';
  let count = 0;
  for (const row of rows) {
    chunk += csvRecord(columns.map((column) => column.value(row)));
    if (++count % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** A CSV file as a stream: the BOM and header, then the rows, a chunk at a time. */
export function csvStream<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): Readable {
  return Readable.from(csvChunks(columns, rows));
}

/** An instant in Nepal time (UTC+05:45, no daylight saving), to the second: `2026-11-23 23:54:06`. */
export function nepalTime(instant: string | null | undefined): string | null {
  if (!instant) return null;
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return null;
  return new Date(ms + NEPAL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
