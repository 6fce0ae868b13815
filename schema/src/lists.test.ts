import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, MAX_ROWS, MORE_PAGE, SEARCH_MAX_LENGTH } from './lists.ts';

describe('list bounds', () => {
  it('asks for pages the API allows', () => {
    expect([FIRST_PAGE, MORE_PAGE, MAX_ROWS, SEARCH_MAX_LENGTH]).toEqual([50, 100, 1_000, 100]);
    expect(Math.max(FIRST_PAGE, MORE_PAGE)).toBeLessThanOrEqual(MAX_ROWS);
  });
});
