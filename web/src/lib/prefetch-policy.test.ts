import { describe, expect, it } from 'vitest';
import { canPrefetch } from './prefetch-policy.ts';

describe('canPrefetch', () => {
  it('prefetches on a fast connection, and where the browser does not tell', () => {
    expect(canPrefetch({ saveData: false, effectiveType: '4g', downlink: 10 })).toBe(true);
    expect(canPrefetch({ effectiveType: '4g', downlink: 5 })).toBe(true);
    expect(canPrefetch(undefined)).toBe(true);
  });

  it('never when the browser asks to save data', () => {
    expect(canPrefetch({ saveData: true, effectiveType: '4g', downlink: 10 })).toBe(false);
  });

  it('not on a slow or slower-class connection', () => {
    expect(canPrefetch({ saveData: false, effectiveType: '4g', downlink: 1.6 })).toBe(false);
    expect(canPrefetch({ saveData: false, effectiveType: '3g', downlink: 10 })).toBe(false);
    expect(canPrefetch({ saveData: false, effectiveType: 'slow-2g' })).toBe(false);
  });
});
