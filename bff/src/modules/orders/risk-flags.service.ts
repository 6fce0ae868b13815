import type { Context } from '../../context.ts';
import type { OrderDto } from '../../gateway/dto.ts';
import { filtered, workedOut, type SortedList } from '../../lists/sorted-list.ts';
import { seesAll } from '../../policies/visibility.ts';
import { phoneFindings, phoneKey, riskFlagsOf, type OwnerFacts, type RiskFlag } from './risk-flags.ts';

/** An order as the flags read it: by id, with its customer's phone and its owner. */
export interface FlaggedOrder {
  id: string;
  customerPhone: string;
  ownerId: string | undefined;
}

type FlagReader = (order: FlaggedOrder) => RiskFlag[];

/**
 * A request's flag reader, with the reads it was made from: it is made again once any of them
 * is read afresh (after a write in the same request, or a live message on a socket's context).
 */
interface KeptReader {
  viewer: Promise<unknown>;
  /** An admin's lists; null for a marketer's reader; undefined while the viewer is not known. */
  lists?: { orders: Promise<unknown>; users: Promise<unknown> } | null;
  reader: Promise<FlagReader | null>;
}

const readers = new WeakMap<Context, KeptReader>();

/**
 * What the flags of the viewer's orders are worked out from, once per request and reads: for an
 * admin, the order list and the users list the request reads once each (the phones' histories
 * worked out once per list), and the payout QR hashes of every account and order owner, read
 * together; null for a marketer, who sees no flags.
 */
function riskReader(ctx: Context): Promise<FlagReader | null> {
  const viewer = ctx.loaders.viewer();
  const kept = readers.get(ctx);
  if (kept && kept.viewer === viewer) {
    const { lists } = kept;
    if (lists === undefined || lists === null) return kept.reader;
    if (lists.orders === ctx.loaders.visibleOrders() && lists.users === ctx.loaders.allUsers()) return kept.reader;
  }
  const made: KeptReader = { viewer, reader: Promise.resolve(null) };
  made.reader = makeRiskReader(ctx, made);
  readers.set(ctx, made);
  return made.reader;
}

async function makeRiskReader(ctx: Context, made: KeptReader): Promise<FlagReader | null> {
  if (!seesAll(await ctx.viewer())) {
    made.lists = null;
    return null;
  }
  const lists = { orders: ctx.loaders.visibleOrders(), users: ctx.loaders.allUsers() };
  made.lists = lists;
  const [orders, users] = await Promise.all([lists.orders, lists.users]);
  const findings = workedOut(orders, 'risk-phones', () => phoneFindings(orders));
  const byId = workedOut(users, 'by-id', () => new Map(users.map((user) => [user._id, user])));
  const ownerIds = new Set([...byId.keys(), ...orders.flatMap((order) => order.orderFrom?._id ?? [])]);
  const sameQr = await ctx.qrHashes.sameAs([...ownerIds]);
  const owners = new Map(
    [...ownerIds].map((id): [string, OwnerFacts] => [
      id,
      {
        phone: phoneKey(byId.get(id)?.phone),
        sameQrAs: (sameQr.get(id) ?? []).flatMap((other) => byId.get(other)?.name ?? []),
      },
    ]),
  );
  const noOwner: OwnerFacts = { phone: '', sameQrAs: [] };
  return ({ id, customerPhone, ownerId }) =>
    riskFlagsOf({ customerPhone }, findings.get(id), (ownerId && owners.get(ownerId)) || noOwner);
}

/** An order's flags for the viewer: none for a marketer. */
export async function orderRiskFlags(ctx: Context, order: FlaggedOrder): Promise<RiskFlag[]> {
  const flagsOf = await riskReader(ctx);
  return flagsOf ? flagsOf(order) : [];
}

/** The orders of a list that have a flag for the viewer, in the list's order: none for a marketer. */
export async function flaggedOnly(ctx: Context, list: SortedList<OrderDto>): Promise<SortedList<OrderDto>> {
  const flagsOf = await riskReader(ctx);
  if (!flagsOf) return { order: list.order, rows: [] };
  return filtered(
    list,
    (o) => flagsOf({ id: o._id, customerPhone: o.customerPhone, ownerId: o.orderFrom?._id }).length > 0,
  );
}
