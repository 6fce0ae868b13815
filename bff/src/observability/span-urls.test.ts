import { describe, expect, it } from 'vitest';
import { spanPath, spanQuery, spanUrl } from './span-urls.ts';

describe('addresses in traces', () => {
  it('keep the words of a path and write every other segment :id', () => {
    expect(spanPath('/order/getOrderDetail/66f0a1b2c3d4e5f601234567')).toBe('/order/getOrderDetail/:id');
    expect(spanPath('/admin/payments/66f0a1b2c3d4e5f601234567/sent')).toBe('/admin/payments/:id/sent');
    // Random ids of 22 characters are never words, even with no digit among them.
    expect(spanPath('/t/AbCdEfGhIjKlMnOpQrStUv')).toBe('/t/:id');
    expect(spanPath('/media/1767225600.Xk2-r_9QpLm0aBcDeFgHiJ/uploads/seed-qr-sita.png')).toBe(
      '/media/:id/uploads/:id',
    );
    expect(spanPath('/users/sita@demo.test')).toBe('/users/:id');
    expect(spanPath('/__dev/mailbox')).toBe('/__dev/mailbox');
    expect(spanPath('/')).toBe('/');
  });

  it('keep a query’s parameter names that are words, every value REDACTED', () => {
    expect(spanQuery('search=9841234567&status=confirmed')).toBe('search=REDACTED&status=REDACTED');
    expect(spanQuery('variables=%7B%22id%22%3A%22x%22%7D&9841234567=1&id=66f0')).toBe('variables=REDACTED&id=REDACTED');
    expect(spanQuery('')).toBe('');
  });

  it('give url.path, url.query when there is one, and url.full with the origin', () => {
    expect(spanUrl('/t/AbCdEfGhIjKlMnOpQrStUv')).toEqual({ 'url.path': '/t/:id' });
    expect(spanUrl('/product/product?id=66f0a1b2', 'http://gateway:4010')).toEqual({
      'url.path': '/product/product',
      'url.query': 'id=REDACTED',
      'url.full': 'http://gateway:4010/product/product?id=REDACTED',
    });
  });
});
