import { describe, expect, it } from 'vitest';
import { parseSearch, searchList, type Search } from './search.ts';
import type { SortedList } from './sorted-list.ts';

interface Row {
  name: string;
}

/** Rows as a sorted list, in the order given. */
const sorted = (rows: readonly Row[]): SortedList<Row> => ({
  order: { name: 'given', position: (row) => ({ key: row.name, id: '' }), compare: () => 0 },
  rows,
});

describe('searchList', () => {
  const rows: Row[] = [{ name: 'Pashmina shawl' }, { name: 'Dhaka topi' }, { name: 'पश्मिना' }];
  const list = sorted(rows);

  function counted() {
    let calls = 0;
    const matches = (search: Search, row: Row) => {
      calls += 1;
      return search.matches([row.name]);
    };
    return { matches, calls: () => calls };
  }

  it('answers the list itself for a blank search, without testing a row', () => {
    const { matches, calls } = counted();
    expect(searchList(list, '  ', 'v', matches)).toBe(list);
    expect(searchList(list, null, 'v', matches)).toBe(list);
    expect(calls()).toBe(0);
  });

  it('tests each row once per list, search and variant, whoever asks again', () => {
    const { matches, calls } = counted();
    const first = searchList(list, 'PASH', 'v', matches);
    expect(first.rows).toEqual([{ name: 'Pashmina shawl' }]);
    expect(first.order).toBe(list.order);
    expect(searchList(list, ' PASH ', 'v', matches)).toBe(first);
    expect(calls()).toBe(rows.length);
    searchList(list, 'PASH', 'other', matches);
    searchList(list, 'topi', 'v', matches);
    expect(calls()).toBe(3 * rows.length);
  });

  it('searches a new list afresh (a list read again after a write)', () => {
    const { matches, calls } = counted();
    searchList(list, 'pash', 'v', matches);
    const again = [...rows, { name: 'Pashmina stole' }];
    expect(searchList(sorted(again), 'pash', 'v', matches).rows).toHaveLength(2);
    expect(calls()).toBe(rows.length + again.length);
  });

  it('keeps the 40 searches of a list used last, so a list kept between requests does not grow with every search typed', () => {
    const { matches, calls } = counted();
    const list = sorted([...rows]);
    const first = searchList(list, 'a', 'v', matches);
    for (let n = 0; n < 39; n++) searchList(list, `x${n}`, 'v', matches);
    // 40 searches kept: the first is still known, and reading it makes it the newest.
    expect(searchList(list, 'a', 'v', matches)).toBe(first);
    searchList(list, 'x-new', 'v', matches);
    // `x0` was the oldest and went; `a` stayed.
    expect(searchList(list, 'a', 'v', matches)).toBe(first);
    const before = calls();
    searchList(list, 'x0', 'v', matches);
    expect(calls()).toBe(before + rows.length);
  });

  it('finds Nepali text', () => {
    expect(searchList(list, 'पश्मि', 'v', (search, row) => search.matches([row.name])).rows).toEqual([
      { name: 'पश्मिना' },
    ]);
    expect(parseSearch('पश्मि')?.matches(['पश्मिना'])).toBe(true);
  });

  it('reads Devanagari digits as ASCII ones, in the search and in the rows, phones by their digits', () => {
    expect(parseSearch('४५६७')?.matches([], ['9801234567'])).toBe(true);
    expect(parseSearch('९८० १२३-४५')?.matches([], ['9801234567'])).toBe(true);
    expect(parseSearch('4567')?.matches([], ['९८०१२३४५६७'])).toBe(true);
    expect(parseSearch('वडा 4')?.matches(['वडा ४, Birtamod'])).toBe(true);
    expect(parseSearch('४५६८')?.matches(['Room 4567'], ['9801234567'])).toBe(false);
  });
});
