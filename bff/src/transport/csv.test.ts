import { describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { csvOptions, csvStream, nepalTime, type CsvValue } from './csv.ts';

/** One cell as the export writes it: a one-cell record less its CRLF. */
function csvCell(value: CsvValue): string {
  return stringify([[value]], csvOptions).slice(0, -2);
}

describe('csvCell', () => {
  it('writes plain text, numbers, booleans and empty values as they are', () => {
    expect(csvCell('Sita Sharma')).toBe('Sita Sharma');
    expect(csvCell('सीता श्रेष्ठ')).toBe('सीता श्रेष्ठ');
    expect(csvCell(99_999)).toBe('99999');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a quote, comma or line break, doubling quotes', () => {
    expect(csvCell('Ring twice, "blue" gate\nsecond floor')).toBe('"Ring twice, ""blue"" gate\nsecond floor"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts a leading quote before text starting with = + - or @', () => {
    expect(csvCell('=1+1')).toBe(`'=1+1`);
    expect(csvCell('+cmd|/C calc!A0')).toBe(`'+cmd|/C calc!A0`);
    expect(csvCell('-2+3+cmd|/C calc!A0')).toBe(`'-2+3+cmd|/C calc!A0`);
    expect(csvCell('@SUM(A1:A9)')).toBe(`'@SUM(A1:A9)`);
    expect(csvCell('=HYPERLINK("http://x.test","click")')).toBe(`"'=HYPERLINK(""http://x.test"",""click"")"`);
  });

  it('sees a formula behind invisible characters and whitespace', () => {
    expect(csvCell('\u200B=1+1')).toBe(`'\u200B=1+1`); // zero-width space
    expect(csvCell('\u2060=1+1')).toBe(`'\u2060=1+1`); // word joiner
    expect(csvCell('\u00AD=1+1')).toBe(`'\u00AD=1+1`); // soft hyphen
    expect(csvCell('\uFEFF@SUM(A1)')).toBe(`'\uFEFF@SUM(A1)`); // byte order mark
    expect(csvCell('\u200C+1')).toBe(`'\u200C+1`); // zero-width non-joiner
    expect(csvCell('\u200D-1')).toBe(`'\u200D-1`); // zero-width joiner
    expect(csvCell('\u180E=1')).toBe(`'\u180E=1`); // Mongolian vowel separator
    expect(csvCell('\t=1+1')).toBe(`'\t=1+1`);
    expect(csvCell('  =1+1')).toBe(`'  =1+1`);
    expect(csvCell('\u00A0=1+1')).toBe(`'\u00A0=1+1`); // no-break space
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvCell('\u200B\u2060 \t=1+1')).toBe(`'\u200B\u2060 \t=1+1`);
  });

  it('sees full-width and other compatibility forms of the formula characters', () => {
    expect(csvCell('\uFF1D1+1')).toBe(`'\uFF1D1+1`); // ＝
    expect(csvCell('\uFF0Bcmd')).toBe(`'\uFF0Bcmd`); // ＋
    expect(csvCell('\uFF0D2+3')).toBe(`'\uFF0D2+3`); // －
    expect(csvCell('\uFF20SUM(A1)')).toBe(`'\uFF20SUM(A1)`); // ＠
    expect(csvCell('\uFE661+1')).toBe(`'\uFE661+1`); // small equals sign
    expect(csvCell('\u200B\uFF1D1+1')).toBe(`'\u200B\uFF1D1+1`);
  });

  it('leaves text alone when = + - or @ comes after a visible character', () => {
    expect(csvCell('a=1')).toBe('a=1');
    expect(csvCell('sita@demo.test')).toBe('sita@demo.test');
    expect(csvCell('Flat 2-B')).toBe('Flat 2-B');
    expect(csvCell("'=1+1")).toBe(`'=1+1`);
    expect(csvCell('\u200B')).toBe('\u200B');
    expect(csvCell(' ')).toBe(' ');
  });

  it('writes a signed number or phone number quoted, without a leading quote', () => {
    expect(csvCell('+9779841122334')).toBe('"+9779841122334"');
    expect(csvCell('+977 984-1122334')).toBe('"+977 984-1122334"');
    expect(csvCell('-5')).toBe('"-5"');
    expect(csvCell('-12.50')).toBe('"-12.50"');
  });

  it('writes an unsigned number or phone number as it is', () => {
    expect(csvCell('9841122334')).toBe('9841122334');
    expect(csvCell('984-112-2334')).toBe('984-112-2334');
    expect(csvCell('01 4412345')).toBe('01 4412345');
  });

  it('guards a signed value that is not only a number', () => {
    expect(csvCell('+977 9841122334 ext')).toBe(`'+977 9841122334 ext`);
    expect(csvCell('-')).toBe(`'-`);
    expect(csvCell('+')).toBe(`'+`);
    expect(csvCell('+1-2*A1')).toBe(`'+1-2*A1`);
    expect(csvCell('-1+SUM(1)')).toBe(`'-1+SUM(1)`);
    expect(csvCell('+\u200B9841122334')).toBe(`'+\u200B9841122334`);
    expect(csvCell('\u200B+9841122334')).toBe(`'\u200B+9841122334`);
    expect(csvCell('\uFF0B9841122334')).toBe(`'\uFF0B9841122334`);
    expect(csvCell('+9841122334\n=1+1')).toBe(`"'+9841122334\n=1+1"`);
  });
});

describe('records and csvStream', () => {
  it('joins cells with commas and ends a record with CRLF', () => {
    expect(stringify([['Sita', '+9779841122334', '=1+1', 3, null]], csvOptions)).toBe(
      `Sita,"+9779841122334",'=1+1,3,\r\n`,
    );
  });

  it('streams the byte order mark, the header and the rows', async () => {
    const columns = [
      { header: 'Name', value: (row: { name: string; phone: string }) => row.name },
      { header: 'Phone', value: (row: { name: string; phone: string }) => row.phone },
    ];
    const rows = [
      { name: 'Sita', phone: '+9779841122334' },
      { name: '\u2060@evil', phone: '9841000111' },
    ];
    let text = '';
    for await (const chunk of csvStream(columns, rows)) text += String(chunk);
    expect(text).toBe(`\uFEFFName,Phone\r\nSita,"+9779841122334"\r\n'\u2060@evil,9841000111\r\n`);
  });

  it('writes a long file in chunks of 200 records, the byte order mark once', async () => {
    const columns = [{ header: 'N', value: (row: number) => row }];
    const rows = Array.from({ length: 450 }, (_, n) => n);
    const chunks: string[] = [];
    for await (const chunk of csvStream(columns, rows)) chunks.push(String(chunk));
    expect(chunks.map((chunk) => chunk.split('\r\n').length - 1)).toEqual([200, 200, 51]);
    expect(chunks.join('')).toBe(`\uFEFFN\r\n${rows.map((n) => `${n}\r\n`).join('')}`);
  });
});

describe('nepalTime', () => {
  it('writes an instant in Nepal time (UTC+05:45), across midnight too', () => {
    expect(nepalTime('2026-11-23T18:09:06.197Z')).toBe('2026-11-23 23:54:06');
    expect(nepalTime('2026-11-23T18:15:00.000Z')).toBe('2026-11-24 00:00:00');
    expect(nepalTime('2026-12-31T20:00:00.000Z')).toBe('2027-01-01 01:45:00');
  });

  it('writes nothing for no instant', () => {
    expect(nepalTime(null)).toBeNull();
    expect(nepalTime('not a time')).toBeNull();
  });
});
