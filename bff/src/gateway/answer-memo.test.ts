import { describe, expect, it } from 'vitest';
import { AnswerMemo, MEMO_MIN_BYTES } from './answer-memo.ts';

const bytesOf = (fill: string, length = MEMO_MIN_BYTES) => Buffer.alloc(length, fill);
const valueOf = (memo: AnswerMemo, key: string) => memo.find(key)?.value;

describe('AnswerMemo', () => {
  it('keeps a key’s newest bytes with their value, apart from other keys', () => {
    const memo = new AnswerMemo(1024 * 1024);
    const value = { orders: [] };
    const bytes = bytesOf('a');
    memo.set('admin\n/admin/orders', bytes, value);
    expect(memo.find('admin\n/admin/orders')).toEqual({ bytes, value });
    expect(memo.find('sita\n/admin/orders')).toBeUndefined();
    memo.set('admin\n/admin/orders', bytesOf('b'), 'second');
    expect(memo.find('admin\n/admin/orders')!.bytes.equals(bytesOf('b'))).toBe(true);
    expect(memo.size).toBe(MEMO_MIN_BYTES);
  });

  it('keeps no small answer, none larger than its budget, and nothing with a budget of 0', () => {
    const memo = new AnswerMemo(4 * MEMO_MIN_BYTES);
    memo.set('k', bytesOf('a'), 'kept');
    // A small or huge answer replaces the key's entry with nothing.
    memo.set('k', bytesOf('a', MEMO_MIN_BYTES - 1), 'small');
    expect(memo.find('k')).toBeUndefined();
    memo.set('huge', bytesOf('a', 4 * MEMO_MIN_BYTES + 1), 'huge');
    expect(memo.find('huge')).toBeUndefined();
    expect(memo.size).toBe(0);
    const off = new AnswerMemo(0);
    off.set('k', bytesOf('a'), 'value');
    expect(off.find('k')).toBeUndefined();
  });

  it('drops the least recently used answers once their bytes pass the budget', () => {
    const memo = new AnswerMemo(3 * MEMO_MIN_BYTES);
    memo.set('a', bytesOf('a'), 'a');
    memo.set('b', bytesOf('b'), 'b');
    memo.set('c', bytesOf('c'), 'c');
    // Reading `a` makes `b` the oldest.
    expect(valueOf(memo, 'a')).toBe('a');
    memo.set('d', bytesOf('d'), 'd');
    expect(memo.find('b')).toBeUndefined();
    expect([valueOf(memo, 'a'), valueOf(memo, 'c'), valueOf(memo, 'd')]).toEqual(['a', 'c', 'd']);
    expect(memo.size).toBe(3 * MEMO_MIN_BYTES);
  });
});
