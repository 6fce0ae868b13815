/**
 * A strict RFC 4180 reader for tests, written apart from the BFF's writer so that a test parses
 * what a spreadsheet would: quoted fields with doubled quotes, commas and line breaks inside
 * quotes, CRLF between records. Throws on a stray quote.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    if (field === '' && text[i] === '"') {
      // A quoted field: up to the closing quote, `""` being one quote.
      i += 1;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r') throw new Error(`text after a closing quote at ${i}`);
      continue;
    }
    const char = text[i]!;
    if (char === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (char === '"' || char === '\n' || char === '\r') {
      throw new Error(`unquoted ${JSON.stringify(char)} at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}

/** Records as objects keyed by the header row. */
export function csvObjects(records: string[][]): Record<string, string>[] {
  const [header, ...rows] = records;
  if (!header) throw new Error('no header row');
  return rows.map((row) => {
    if (row.length !== header.length)
      throw new Error(`a row of ${row.length} fields under a header of ${header.length}`);
    return Object.fromEntries(header.map((name, n) => [name, row[n]!]));
  });
}
