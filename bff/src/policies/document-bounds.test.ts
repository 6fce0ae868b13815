import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { exceededBound } from './document-bounds.ts';

const BOUNDS = { fieldsPerSelection: 30, fields: 200 };

describe('document bounds', () => {
  it('counts the fields a selection set merges, through inline fragments and spreads', () => {
    const within = 'query Q { me { id ...F ... on User { a b } } } fragment F on User { c d }';
    expect(exceededBound(parse(within), { fieldsPerSelection: 5, fields: 100 })).toBeUndefined();
    expect(exceededBound(parse(within), { fieldsPerSelection: 4, fields: 100 })).toBe('fieldsPerSelection');
  });

  it('counts each fragment again wherever it is spread, and its definition once', () => {
    // 3 `me`, 3 spreads of 2 fields and the definition's own 2: 11 fields.
    const document = parse('query Q { me { ...F } you: me { ...F } they: me { ...F } } fragment F on User { a b }');
    expect(exceededBound(document, { fieldsPerSelection: 30, fields: 11 })).toBeUndefined();
    expect(exceededBound(document, { fieldsPerSelection: 30, fields: 10 })).toBe('fields');
  });

  it('counts fragments that double at each level at once, and a fragment spreading itself as nothing more', () => {
    const doubling = Array.from({ length: 40 }, (_, n) => `fragment F${n + 1} on Query { ...F${n} ...F${n} }`).join(
      ' ',
    );
    const started = performance.now();
    expect(exceededBound(parse(`query Q { ...F40 } fragment F0 on Query { a } ${doubling}`), BOUNDS)).toBe(
      'fieldsPerSelection',
    );
    expect(performance.now() - started).toBeLessThan(50);
    expect(exceededBound(parse('query Q { ...F } fragment F on Query { a ...F }'), BOUNDS)).toBeUndefined();
  });
});
