import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './contact.ts';

describe('looksLikeEmail', () => {
  it('takes name@domain.tld, spaces around it trimmed', () => {
    for (const email of ['sita@demo.test', ' a.b+c@mail.example.com ', 'x@y.np']) expect(looksLikeEmail(email)).toBe(true);
  });

  it('refuses what is plainly not an address', () => {
    for (const email of ['', 'sita', 'sita@', '@demo.test', 'sita@demo', 'si ta@demo.test', 'sita@@demo.test']) expect(looksLikeEmail(email)).toBe(false);
  });
});
