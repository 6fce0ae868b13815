import { fromPaisa, toPaisa } from './money.ts';

/**
 * Commission of a product: `rate` percent of `price`, to 2 decimals (product form).
 */
export function productCommission(price: number, ratePercent: number): number {
  return fromPaisa(Math.round((toPaisa(price) * ratePercent) / 100));
}

export interface OrderCommissionInput {
  /** The product's listed price. */
  productPrice: number;
  /** The product's commission rate, in percent. */
  productRate: number;
  /** The order owner's bonus commission rate, in percent. */
  bonusRate: number;
  /** The price the marketer sells at; defaults to the product price. */
  price?: number;
}

export interface OrderCommission {
  /** Product rate plus the owner's bonus rate, in percent. */
  commissionRate: number;
  /** Commission per unit, in rupees. */
  commission: number;
}

/**
 * Commission of an order line (order form): the rate is the product rate plus the
 * owner's bonus rate; the commission is that rate percent of the product price, plus whatever
 * the marketer charges above (or minus what they charge below) the product price.
 */
export function orderCommission(input: OrderCommissionInput): OrderCommission {
  const commissionRate = Math.round((input.productRate + input.bonusRate) * 100) / 100;
  const base = Math.round((toPaisa(input.productPrice) * commissionRate) / 100);
  const markup = toPaisa(input.price ?? input.productPrice) - toPaisa(input.productPrice);
  return { commissionRate, commission: fromPaisa(base + markup) };
}
