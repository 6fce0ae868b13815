import { NEPAL_OFFSET_MS } from '@bikri/schema/calendar';
import type { Options } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { Readable } from 'node:stream';

/** A cell: text is quoted as needed and guarded against formulas; numbers are written as they are. */
export type CsvValue = string | number | boolean | null | undefined;

/** One column of a CSV file: its header and how a row fills it. */
export interface CsvColumn<T> {
  header: string;
  value(row: T): CsvValue;
}

/** Records (the header included) written per chunk of the stream: fewer, larger writes than one per row. */
const ROWS_PER_CHUNK = 200;

/** A character that shows: not a space, control, zero-width or format character, which a spreadsheet may skip. */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@]/;
/** Only a number or phone number: an optional sign, then digits with spaces or dashes. */
const PLAIN_NUMBER = /^[+-]?\d[\d -]*(?:\.\d+)?$/;
/** A plain number with a sign, as text: quoted (see `csvOptions`). */
const SIGNED_NUMBER = /^[+-]\d[\d -]*(?:\.\d+)?$/;

/**
 * Whether a spreadsheet could take the text for a formula: its first character after any
 * invisible ones is = + - or @, full-width (＝ ＋ － ＠) and other compatibility forms included.
 * csv-stringify's own `escape_formulas` looks at the first character only.
 */
function startsFormula(text: string): boolean {
  const first = VISIBLE.exec(text)?.[0];
  return first !== undefined && FORMULA_START.test(first.normalize('NFKC'));
}

/** Text that a spreadsheet would run as a formula gets a leading `'` so it shows as text. */
function guardText(text: string): string {
  return !PLAIN_NUMBER.test(text) && startsFormula(text) ? `'${text}` : text;
}

/**
 * How every CSV file is written (RFC 4180): CRLF after each record, a cell quoted when it holds a
 * quote, comma or line break; text guarded against formulas; numbers as they are; booleans as
 * `true`/`false`. A signed plain number in text, such as the phone `+9779841122334`, is only
 * quoted, `"+9779841122334"`: with no letter it can name no function, cell or link, so at worst a
 * spreadsheet reads it as a number (or `+977-984` as a subtraction).
 */
export const csvOptions: Options = {
  record_delimiter: 'windows',
  // A lone CR or LF in a cell is quoted too: readers take either for the end of a record.
  quote_record_delimiter: true,
  quoted_match: SIGNED_NUMBER,
  cast: {
    string: guardText,
    // A negative number is a number, not text: left out of `quoted_match`.
    number: (value) => (value < 0 ? { value: String(value), quoted_match: null } : String(value)),
    boolean: String,
  },
};

function* csvChunks<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): Generator<string> {
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (Nepali names).
  let options: Options = { ...csvOptions, bom: true };
  let records: CsvValue[][] = [columns.map((column) => column.header)];
  for (const row of rows) {
    records.push(columns.map((column) => column.value(row)));
    if (records.length === ROWS_PER_CHUNK) {
      yield stringify(records, options);
      options = csvOptions;
      records = [];
    }
  }
  if (records.length > 0) yield stringify(records, options);
}

/** A CSV file as a stream: the byte order mark and header, then the rows, a chunk at a time. */
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
