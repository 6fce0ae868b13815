import { describe, expect, it } from 'vitest';
import { displayText } from './display-text.ts';

describe('displayText', () => {
  it('drops every bidi control: embeddings, overrides, isolates and marks', () => {
    // "Sita" then a right-to-left override that would show "gpj.exe" reversed.
    expect(displayText('Sita \u202Egpj.exe')).toBe('Sita gpj.exe');
    expect(displayText('\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee')).toBe('abcde');
    expect(displayText('\u2066a\u2067b\u2068c\u2069')).toBe('abc');
    expect(displayText('a\u200Eb\u200Fc\u061Cd')).toBe('abcd');
  });

  it('drops zero-width spaces, word joiners and byte-order marks anywhere, Devanagari included', () => {
    expect(displayText('\uFEFFSita\u200B Sharma\u2060')).toBe('Sita Sharma');
    expect(displayText('सीता\u200Bशर्मा')).toBe('सीताशर्मा');
  });

  it('keeps a joiner between two Devanagari characters: the eyelash ra of "गर्‍यो", a half form with ZWNJ', () => {
    const eyelash = 'ग\u0930\u094D\u200D\u092F\u094B';
    expect(displayText(eyelash)).toBe(eyelash);
    expect(displayText('उसले काम गर्\u200Dयो')).toBe('उसले काम गर्\u200Dयो');
    expect(displayText('क्\u200Cष')).toBe('क्\u200Cष');
  });

  it('drops a joiner anywhere else: in Latin text, at either end, next to a space or a Latin letter', () => {
    expect(displayText('Si\u200Dta')).toBe('Sita');
    expect(displayText('Si\u200Cta')).toBe('Sita');
    expect(displayText('\u200Dसीता')).toBe('सीता');
    expect(displayText('सीता\u200C')).toBe('सीता');
    expect(displayText('सीता\u200D Sharma')).toBe('सीता Sharma');
    expect(displayText('क\u200Da')).toBe('कa');
    expect(displayText('क\u200D\u200Dख')).toBe('कख');
  });

  it('leaves ordinary text as it is', () => {
    for (const text of ['Pashmina Shawl', 'ढाका टोपी — Rs. १,५००', 'Line one\nLine two', '', 'مرحبا'])
      expect(displayText(text)).toBe(text);
  });
});
