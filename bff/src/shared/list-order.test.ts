import { describe, expect, it } from 'vitest';
import { BY_NAME, newestFirst } from './list-order.ts';

const order = (id: string, createdAt: string) => ({ _id: id, createdAt });
const a = order('a', '2026-11-01T10:00:00.000Z');
const b = order('b', '2026-11-02T10:00:00.000Z');
const c = order('c', '2026-11-03T10:00:00.000Z');
const c2 = order('c2', '2026-11-03T10:00:00.000Z');

describe('sortBy', () => {
  it('answers newest first from any order the gateway sends, ties by id descending', () => {
    const wanted = ['c2', 'c', 'b', 'a'];
    for (const list of [[a, b, c, c2], [c2, c, b, a], [b, a, c2, c], [c, c2, a, b], [a, c2, b, c]]) {
      expect(newestFirst(list).map((o) => o._id)).toEqual(wanted);
    }
  });

  it('never reorders the list it was given, and handles empty, single and equal lists', () => {
    const list = [a, b, c];
    newestFirst(list);
    expect(list).toEqual([a, b, c]);
    expect(newestFirst([])).toEqual([]);
    expect(newestFirst([b])).toEqual([b]);
    const same = [order('x', a.createdAt), order('x', a.createdAt)];
    expect(newestFirst(same)).toHaveLength(2);
  });

  it('sorts a list once: the same list answers the same sorted list, a new list is sorted afresh', () => {
    const list = [a, c, b];
    const sorted = newestFirst(list);
    expect(newestFirst(list)).toBe(sorted);
    const copy = [...list];
    expect(newestFirst(copy)).not.toBe(sorted);
    expect(newestFirst(copy)).toEqual(sorted);
  });

  it('reads other time forms and sorts names as people read them', () => {
    expect(newestFirst([order('p', '2026-11-03T10:00:00+05:45'), order('q', '2026-11-03T05:00:00.000Z')]).map((o) => o._id)).toEqual(['q', 'p']);
    const users = [
      { _id: '1', name: 'ram' },
      { _id: '2', name: 'Ángela' },
      { _id: '3', name: 'Bishnu' },
    ];
    expect(BY_NAME.name).toBe('name');
    expect([...users].sort((x, y) => BY_NAME.compare(BY_NAME.position(x), BY_NAME.position(y))).map((u) => u.name)).toEqual(['Ángela', 'Bishnu', 'ram']);
  });
});
