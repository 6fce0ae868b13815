import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReturnTo, isSitePath, keepReturnTo, takeReturnTo } from './return-to.ts';

describe('return-to', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a deep link once, then falls back', () => {
    keepReturnTo('/orders?order=delivered');
    expect(takeReturnTo('/dashboard')).toBe('/orders?order=delivered');
    expect(takeReturnTo('/dashboard')).toBe('/dashboard');
  });

  it('keeps only paths of this site', () => {
    expect(isSitePath('/orders')).toBe(true);
    expect(isSitePath('//evil.example/x')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('https://evil.example')).toBe(false);
    keepReturnTo('//evil.example/x');
    expect(takeReturnTo('/dashboard')).toBe('/dashboard');
    sessionStorage.setItem('bikri:return-to', 'https://evil.example');
    expect(takeReturnTo('/dashboard')).toBe('/dashboard');
  });

  it('forgets on sign-out', () => {
    keepReturnTo('/payment');
    forgetReturnTo();
    expect(takeReturnTo('/dashboard')).toBe('/dashboard');
  });
});
