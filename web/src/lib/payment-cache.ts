import type { ApolloCache } from '@apollo/client';
import type { PaymentStatus } from '../gql/graphql.ts';
import { adjustCounts, applyListChange, newestFirst } from './connection-cache.ts';

interface PaymentCounts {
  all: number;
  pending: number;
  sent: number;
}

const COUNT_OF: Record<PaymentStatus, 'pending' | 'sent'> = { PENDING: 'pending', SENT: 'sent' };

/**
 * Moves a payment request between the cached payment lists (the admin's tabs, a marketer's
 * PAYMENT tab) after it was marked sent, or lists it when it was just requested (`from` null),
 * and adjusts the tab counts, with no request.
 */
export function movePaymentInLists(cache: ApolloCache, payment: { __typename: 'Payment'; id: string; status: PaymentStatus }, from: PaymentStatus | null): void {
  applyListChange(cache, {
    field: 'payments',
    edgeType: 'PaymentEdge',
    node: payment,
    compare: newestFirst,
    fit: (args) => (!args.status || args.status === payment.status ? 'in' : 'out'),
    was: (args) => from !== null && (!args.status || args.status === from),
  });
  if (from === payment.status) return;
  adjustCounts<PaymentCounts & Record<string, unknown>>(cache, 'paymentCounts', (counts) => {
    const next = { ...counts };
    if (from) next[COUNT_OF[from]] = Math.max(0, next[COUNT_OF[from]] - 1);
    else next.all += 1;
    next[COUNT_OF[payment.status]] += 1;
    return next;
  });
}
