import { parse } from 'csv-parse/sync';

/**
 * The rows of a CSV file (after its byte order mark) as objects keyed by the header row, read by
 * csv-parse as a spreadsheet would: RFC 4180 quoting, CRLF between records. Throws on a stray
 * quote or a row whose length differs from the header's.
 */
export function readCsv(text: string): Record<string, string>[] {
  return parse<Record<string, string>>(text, { columns: true, record_delimiter: '\r\n' });
}

/** The rows of a file the BFF exports at `url` (`/export/*.csv`), downloaded with a session's cookie. */
export async function exportedRows(url: string, cookie: string | undefined): Promise<Record<string, string>[]> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`);
  return readCsv(text.slice(1));
}
