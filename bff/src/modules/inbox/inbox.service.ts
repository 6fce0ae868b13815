import type { Context } from '../../context.ts';
import { seesAll } from '../../policies/visibility.ts';
import type { InboxItem, InboxNote, InboxPage, InboxReader } from '../../stores/inbox.ts';
import { orderStatusOf } from '../orders/orders.service.ts';
import { INBOX_FIRST } from './inbox.args.ts';
import { Inbox, InboxEntry, InboxKind } from './inbox.type.ts';

const KIND: Record<InboxNote['kind'], InboxKind> = {
  ORDER_STATUS: InboxKind.ORDER_STATUS,
  NEW_ORDER: InboxKind.NEW_ORDER,
  PAYOUT_SENT: InboxKind.PAYOUT_SENT,
  PAYOUT_REQUESTED: InboxKind.PAYOUT_REQUESTED,
  ACCOUNT_VERIFIED: InboxKind.ACCOUNT_VERIFIED,
  ACCOUNT_BLOCKED: InboxKind.ACCOUNT_BLOCKED,
  PROFILE_TO_REVIEW: InboxKind.PROFILE_TO_REVIEW,
  CUSTOMER_DECLINED: InboxKind.CUSTOMER_DECLINED,
};

/** An entry in the schema: the fields its kind has, the others null. */
export function toInboxEntry({ id, at, read, note }: InboxItem): InboxEntry {
  const entry = new InboxEntry();
  return Object.assign(entry, {
    id,
    at: new Date(at).toISOString(),
    kind: KIND[note.kind],
    read,
    orderId: 'orderId' in note ? note.orderId : null,
    paymentId: 'paymentId' in note ? note.paymentId : null,
    userId: 'userId' in note ? note.userId : null,
    status: note.kind === 'ORDER_STATUS' ? orderStatusOf(note) : null,
    customer: 'customer' in note ? note.customer : null,
    product: 'product' in note ? note.product : null,
    marketer: 'marketer' in note ? note.marketer : null,
    amount: 'amount' in note ? note.amount : null,
  } satisfies InboxEntry);
}

async function readerOf(ctx: Context): Promise<InboxReader> {
  const viewer = await ctx.viewer();
  return { id: viewer._id, admin: seesAll(viewer) };
}

const inboxFrom = ({ entries, unread }: InboxPage): Inbox =>
  Object.assign(new Inbox(), { entries: entries.map(toInboxEntry), unread } satisfies Inbox);

/** The signed-in user's `first` newest entries and their unread count (`Query.inbox`). */
export async function inboxOf(ctx: Context, first: number): Promise<Inbox> {
  return inboxFrom(await ctx.inbox.read(await readerOf(ctx), first));
}

/** Marks the signed-in user's entries with these ids read (every entry: null); answers the inbox after. */
export async function markInboxRead(ctx: Context, ids: readonly string[] | null): Promise<Inbox> {
  return inboxFrom(await ctx.inbox.markRead(await readerOf(ctx), ids, INBOX_FIRST));
}
