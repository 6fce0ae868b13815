import { describe, expect, it } from 'vitest';
import { looksLikeEmail, socialProfileLink } from './contact.ts';

describe('looksLikeEmail', () => {
  it('takes name@domain.tld, spaces around it trimmed', () => {
    for (const email of ['sita@demo.test', ' a.b+c@mail.example.com ', 'x@y.np'])
      expect(looksLikeEmail(email)).toBe(true);
  });

  it('refuses what is plainly not an address', () => {
    for (const email of ['', 'sita', 'sita@', '@demo.test', 'sita@demo', 'si ta@demo.test', 'sita@@demo.test'])
      expect(looksLikeEmail(email)).toBe(false);
  });
});

describe('socialProfileLink', () => {
  it('writes a link typed without its scheme whole, and keeps one typed with it', () => {
    expect(socialProfileLink('facebook.com/sunita.sells')).toBe('https://facebook.com/sunita.sells');
    expect(socialProfileLink(' www.tiktok.com/@sunita ')).toBe('https://www.tiktok.com/@sunita');
    expect(socialProfileLink('https://facebook.com/bina.karki')).toBe('https://facebook.com/bina.karki');
    expect(socialProfileLink('http://instagram.com/sita')).toBe('http://instagram.com/sita');
    expect(socialProfileLink('facebook.com:8080/x')).toBe('https://facebook.com:8080/x');
  });

  it('refuses what is not a web address on a named host', () => {
    for (const link of [
      '',
      'sunita',
      'facebook',
      'facebook.com/sunita sells',
      'ftp://facebook.com/x',
      'javascript:alert(1)',
      'mailto:a@b.np',
      'https://user:pw@facebook.com/x',
      '10.0.0.1/x',
      'https://',
      'facebook.com:80x/a',
    ]) {
      expect(socialProfileLink(link), link).toBeNull();
    }
  });
});
