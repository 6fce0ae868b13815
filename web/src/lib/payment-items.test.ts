import { afterEach, describe, expect, it } from 'vitest';
import { setLocale, translate } from './i18n.ts';
import { paymentItems } from './payment-items.ts';

const shawl = { product: { name: 'Pashmina Shawl' } };

describe('what a payment request pays for', () => {
  afterEach(() => setLocale('en'));

  it('reads as the API words it in English', () => {
    expect(paymentItems(translate, { orderIds: ['a'], source: shawl })).toBe('Pashmina Shawl');
    expect(paymentItems(translate, { orderIds: ['a', 'b', 'c'], source: shawl })).toBe('Pashmina Shawl + 2 more');
    expect(paymentItems(translate, { orderIds: ['a'], source: { product: null } })).toBe('1 order');
    expect(paymentItems(translate, { orderIds: ['a', 'b'], source: null })).toBe('2 orders');
  });

  it('is said in Nepali, with Devanagari digits, in the Nepali interface', async () => {
    await setLocale('ne');
    expect(paymentItems(translate, { orderIds: ['a'], source: shawl })).toBe('Pashmina Shawl');
    expect(paymentItems(translate, { orderIds: ['a', 'b', 'c'], source: shawl })).toBe('Pashmina Shawl + थप २');
    expect(paymentItems(translate, { orderIds: ['a', 'b'], source: null })).toBe('२ वटा अर्डर');
  });
});
