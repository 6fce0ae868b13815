import { describe, expect, it } from 'vitest';
import { orderCommission, productCommission } from './commission.ts';

describe('productCommission', () => {
  it('is the rate percent of the price, to 2 decimals', () => {
    expect(productCommission(4500, 12)).toBe(540);
    expect(productCommission(999.99, 12.5)).toBe(125);
    expect(productCommission(333.33, 15)).toBe(50);
    expect(productCommission(0.1, 33)).toBe(0.03);
  });
});

describe('orderCommission', () => {
  it('adds the bonus rate to the product rate, on the product price', () => {
    expect(orderCommission({ productPrice: 4500, productRate: 12, bonusRate: 2 })).toEqual({
      commissionRate: 14,
      commission: 630,
    });
  });

  it('adds what the marketer charges above the product price', () => {
    expect(orderCommission({ productPrice: 4500, productRate: 12, bonusRate: 2, price: 4600 })).toEqual({
      commissionRate: 14,
      commission: 730,
    });
  });

  it('subtracts what the marketer charges below it', () => {
    expect(orderCommission({ productPrice: 650, productRate: 18, bonusRate: 0, price: 600 })).toEqual({
      commissionRate: 18,
      commission: 67,
    });
  });

  it('keeps paisa exact with fractional rates and prices', () => {
    expect(orderCommission({ productPrice: 0.3, productRate: 10.1, bonusRate: 0.2, price: 0.6 })).toEqual({
      commissionRate: 10.3,
      commission: 0.33,
    });
  });
});
