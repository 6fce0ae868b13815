import { describe, expect, it } from 'vitest';
import { looksLikeEmail, PHONE_PATTERN } from './contact.ts';

describe('PHONE_PATTERN', () => {
  it('takes numbers as people type them', () => {
    for (const phone of ['9841234567', '+977 9841234567', '984-123-4567', '01 4412345']) expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it('refuses words, short numbers and letters', () => {
    for (const phone of ['', 'abc', '12345', '98412x4567', '+', '9841234567890123456']) expect(PHONE_PATTERN.test(phone)).toBe(false);
  });
});

describe('looksLikeEmail', () => {
  it('takes name@domain.tld, spaces around it trimmed', () => {
    for (const email of ['sita@demo.test', ' a.b+c@mail.example.com ', 'x@y.np']) expect(looksLikeEmail(email)).toBe(true);
  });

  it('refuses what is plainly not an address', () => {
    for (const email of ['', 'sita', 'sita@', '@demo.test', 'sita@demo', 'si ta@demo.test', 'sita@@demo.test']) expect(looksLikeEmail(email)).toBe(false);
  });
});
