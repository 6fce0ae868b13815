import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { decodeCursor, encodeCursor } from './connection.ts';
import { BY_NAME, BY_NEWEST } from './list-order.ts';

const refusal = (order: typeof BY_NEWEST | typeof BY_NAME, cursor: string) => {
  try {
    decodeCursor(order, cursor);
  } catch (error) {
    return error instanceof AppError ? error.message : String(error);
  }
  return 'accepted';
};

describe('cursors', () => {
  it('give back the position they were made from, whatever its key and id hold', () => {
    const positions = [
      { key: '2026-07-27T04:08:46.372Z', id: '6a66d9cefe1b308dbc24e1eb' },
      { key: 'सीता शर्मा', id: 'a:b:c' },
      { key: '12:34:', id: ':' },
      { key: '', id: 'x' },
    ];
    for (const position of positions) {
      expect(decodeCursor(BY_NEWEST, encodeCursor(BY_NEWEST, position))).toEqual(position);
      expect(decodeCursor(BY_NAME, encodeCursor(BY_NAME, position))).toEqual(position);
    }
  });

  it("refuse another list's cursor and anything that is not a cursor, naming `after`", () => {
    const good = encodeCursor(BY_NEWEST, { key: '2026-07-27T04:08:46.372Z', id: 'abc' });
    expect(refusal(BY_NEWEST, good)).toBe('accepted');
    expect(refusal(BY_NAME, good)).not.toBe('accepted');
    for (const bad of [
      '',
      'not-a-cursor',
      'newest',
      'newest:',
      'newest::x:y',
      'newest:5:abc:x',
      'newest:3:abc',
      'newest:3:abc:',
      'newest:-1:x:y',
      'newest:99999:x:y',
      '["newest","k","i"]',
    ]) {
      expect(refusal(BY_NEWEST, bad), bad).toMatch(/after/);
    }
  });
});
