import { describe, expect, it } from 'vitest';
import { BY_NAME, BY_NEWEST } from './list-order.ts';
import { filtered, sortedBy, workedOut } from './sorted-list.ts';

const order = (id: string, createdAt: string) => ({ _id: id, createdAt });
const a = order('a', '2026-11-01T10:00:00.000Z');
const b = order('b', '2026-11-02T10:00:00.000Z');
const c = order('c', '2026-11-03T10:00:00.000Z');
const c2 = order('c2', '2026-11-03T10:00:00.000Z');
const newest = (rows: readonly { _id: string; createdAt: string }[]) =>
  sortedBy(rows, BY_NEWEST).rows.map((o) => o._id);

describe('sortedBy', () => {
  it('answers newest first from any order the gateway sends, ties by id descending', () => {
    for (const rows of [
      [a, b, c, c2],
      [c2, c, b, a],
      [b, a, c2, c],
      [c, c2, a, b],
      [a, c2, b, c],
    ]) {
      expect(newest(rows)).toEqual(['c2', 'c', 'b', 'a']);
    }
  });

  it('never reorders the rows it was given, and handles empty, single and equal lists', () => {
    const rows = [a, b, c];
    newest(rows);
    expect(rows).toEqual([a, b, c]);
    expect(newest([])).toEqual([]);
    expect(newest([b])).toEqual(['b']);
    expect(newest([order('x', a.createdAt), order('x', a.createdAt)])).toEqual(['x', 'x']);
  });

  it('sorts a list once: the same rows answer the same sorted list, new rows are sorted afresh', () => {
    const rows = [a, c, b];
    const once = sortedBy(rows, BY_NEWEST);
    expect(once.order).toBe(BY_NEWEST);
    expect(sortedBy(rows, BY_NEWEST)).toBe(once);
    const copy = [...rows];
    expect(sortedBy(copy, BY_NEWEST)).not.toBe(once);
    expect(sortedBy(copy, BY_NEWEST)).toEqual(once);
  });

  it('reads other time forms, and sorts names as people read them', () => {
    expect(newest([order('p', '2026-11-03T10:00:00+05:45'), order('q', '2026-11-03T05:00:00.000Z')])).toEqual([
      'q',
      'p',
    ]);
    const users = [
      { _id: '1', name: 'ram' },
      { _id: '2', name: 'Ángela' },
      { _id: '3', name: 'Bishnu' },
    ];
    expect(sortedBy(users, BY_NAME).rows.map((u) => u.name)).toEqual(['Ángela', 'Bishnu', 'ram']);
  });
});

describe('filtered', () => {
  it('keeps the list’s order and the rows’ order', () => {
    const list = sortedBy([a, b, c, c2], BY_NEWEST);
    const kept = filtered(list, (o) => o._id !== 'b');
    expect(kept.order).toBe(BY_NEWEST);
    expect(kept.rows.map((o) => o._id)).toEqual(['c2', 'c', 'a']);
  });
});

describe('workedOut', () => {
  it('makes a value once per rows and key, and keeps the 40 used last', () => {
    const rows = [a];
    let made = 0;
    const make = () => ++made;
    expect(workedOut(rows, 'k0', make)).toBe(1);
    expect(workedOut(rows, 'k0', make)).toBe(1);
    expect(workedOut([a], 'k0', make)).toBe(2);
    for (let n = 1; n < 40; n++) workedOut(rows, `k${n}`, make);
    expect(made).toBe(41);
    // Reading k0 makes it the most recent, so k1 is the one a 41st key pushes out.
    workedOut(rows, 'k0', make);
    workedOut(rows, 'k40', make);
    expect(made).toBe(42);
    expect(workedOut(rows, 'k0', make)).toBe(1);
    workedOut(rows, 'k1', make);
    expect(made).toBe(43);
  });
});
