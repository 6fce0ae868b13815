/**
 * The risk flags an admin sees on an order, each with what its reason says. Flags inform and
 * block nothing. Pure functions over what the BFF already reads: the gateway's order list (one
 * read for every order of it), the owner's phone and the marketers whose payout QR image has
 * the same content hash as the owner's.
 */

import { nationalNumber } from '@bikri/schema/phone';

export const RiskFlagKind = {
  /** The customer's phone has returned or cancelled orders placed before this one (any marketer's). */
  RETURNS_BEFORE: 'RETURNS_BEFORE',
  /** The customer's phone is the marketer's own. */
  OWN_PHONE: 'OWN_PHONE',
  /** The same phone ordered the same product in the 24 hours before this order. */
  LIKELY_DUPLICATE: 'LIKELY_DUPLICATE',
  /** The marketer's payout QR image is identical to another marketer's. */
  SHARED_PAYOUT_QR: 'SHARED_PAYOUT_QR',
} as const;
export type RiskFlagKind = (typeof RiskFlagKind)[keyof typeof RiskFlagKind];

/** One flag: its kind and the parameters its reason is worded with (null where the kind has none). */
export interface RiskFlag {
  kind: RiskFlagKind;
  /** RETURNS_BEFORE: how many earlier orders were returned or cancelled. */
  count: number | null;
  /** LIKELY_DUPLICATE: the earlier order with the same phone and product. */
  orderId: string | null;
  /** SHARED_PAYOUT_QR: the other marketers with the same QR image, by name. */
  marketers: string[] | null;
}

/** What the rules read of a gateway order. */
export interface RiskOrder {
  _id: string;
  createdAt: string;
  status: string;
  customerPhone: string;
  product: { _id: string } | null;
  orderFrom: { _id: string } | null;
}

/** What a phone's history says of one order. */
export interface PhoneFinding {
  /** The order's phone as the rules compare it (`phoneKey`). */
  phone: string;
  /** Returned or cancelled orders of the same phone placed before it. */
  returnsBefore: number;
  /** The latest order of the same phone and product in the 24 hours before it, not cancelled; null for none. */
  duplicateOf: string | null;
}

/** Statuses (the gateway's values) that count against a phone. */
const BAD_ENDINGS: ReadonlySet<string> = new Set(['returned', 'cancelled']);
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A phone as the rules compare it: as stored, however it was typed (`nationalNumber`). */
export const phoneKey = (phone: string | null | undefined): string => nationalNumber(phone ?? '');

/**
 * Every order's finding from its phone's history, in one pass over the list grouped by phone
 * (orders without a phone have none). Orders placed at the same instant are ordered by id.
 */
export function phoneFindings(orders: readonly RiskOrder[]): Map<string, PhoneFinding> {
  const byPhone = new Map<string, { order: RiskOrder; at: number }[]>();
  for (const order of orders) {
    const phone = phoneKey(order.customerPhone);
    if (phone === '') continue;
    let group = byPhone.get(phone);
    if (!group) byPhone.set(phone, (group = []));
    group.push({ order, at: Date.parse(order.createdAt) });
  }
  const findings = new Map<string, PhoneFinding>();
  for (const [phone, group] of byPhone) {
    group.sort((a, b) => a.at - b.at || (a.order._id < b.order._id ? -1 : 1));
    let returns = 0;
    group.forEach(({ order, at }, index) => {
      let duplicateOf: string | null = null;
      for (let before = index - 1; before >= 0 && at - group[before]!.at <= DUPLICATE_WINDOW_MS; before--) {
        const earlier = group[before]!.order;
        if (earlier.status !== 'cancelled' && earlier.product && earlier.product._id === order.product?._id) {
          duplicateOf = earlier._id;
          break;
        }
      }
      findings.set(order._id, { phone, returnsBefore: returns, duplicateOf });
      if (BAD_ENDINGS.has(order.status)) returns += 1;
    });
  }
  return findings;
}

/** What the rules know of an order's owner. */
export interface OwnerFacts {
  /** The owner's phone as the rules compare it (`phoneKey`); empty when the gateway has none. */
  phone: string;
  /** Names of the other marketers whose payout QR image has the owner's content hash. */
  sameQrAs: readonly string[];
}

/** An order's flags, in the order of `RiskFlagKind`. */
export function riskFlagsOf(
  order: Pick<RiskOrder, 'customerPhone'>,
  finding: PhoneFinding | undefined,
  owner: OwnerFacts,
): RiskFlag[] {
  const flags: RiskFlag[] = [];
  const none = { count: null, orderId: null, marketers: null };
  if (finding && finding.returnsBefore > 0) {
    flags.push({ ...none, kind: RiskFlagKind.RETURNS_BEFORE, count: finding.returnsBefore });
  }
  const phone = finding?.phone ?? phoneKey(order.customerPhone);
  if (phone !== '' && phone === owner.phone) flags.push({ ...none, kind: RiskFlagKind.OWN_PHONE });
  if (finding?.duplicateOf) {
    flags.push({ ...none, kind: RiskFlagKind.LIKELY_DUPLICATE, orderId: finding.duplicateOf });
  }
  if (owner.sameQrAs.length > 0) {
    flags.push({ ...none, kind: RiskFlagKind.SHARED_PAYOUT_QR, marketers: [...owner.sameQrAs] });
  }
  return flags;
}
