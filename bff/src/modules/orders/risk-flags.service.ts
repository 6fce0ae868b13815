import type { Context } from '../../context.ts';
import type { OrderDto } from '../../gateway/dto.ts';
import { filtered, workedOut, type SortedList } from '../../lists/sorted-list.ts';
import { seesAll } from '../../policies/visibility.ts';
import { phoneFindings, riskFlagsOf, type OwnerFacts, type RiskFlag } from './risk-flags.ts';

/** An order as the flags read it: by id, with its customer's phone and its owner. */
export interface FlaggedOrder {
  id: string;
  customerPhone: string;
  ownerId: string | undefined;
}

type FlagReader = (order: FlaggedOrder) => RiskFlag[];

/** Per request: what the viewer's flags are worked out from, made once (`riskReader`). */
const readers = new WeakMap<Context, Promise<FlagReader | null>>();

/**
 * What the flags of the viewer's orders are worked out from, once per request: for an admin, the
 * order list and the users list the request reads once each (the phones' histories worked out
 * once per list), and every account's payout QR hash, read together; null for a
 * marketer, who sees no flags.
 */
function riskReader(ctx: Context): Promise<FlagReader | null> {
  let reader = readers.get(ctx);
  if (!reader) readers.set(ctx, (reader = makeRiskReader(ctx)));
  return reader;
}

async function makeRiskReader(ctx: Context): Promise<FlagReader | null> {
  if (!seesAll(await ctx.viewer())) return null;
  const [orders, users] = await Promise.all([ctx.loaders.visibleOrders(), ctx.loaders.allUsers()]);
  const findings = workedOut(orders, 'risk-phones', () => phoneFindings(orders));
  const byId = workedOut(users, 'by-id', () => new Map(users.map((user) => [user._id, user])));
  const sameQr = await ctx.qrHashes.sameAs([...byId.keys()]);
  const owners = new Map(
    users.map((user): [string, OwnerFacts] => [
      user._id,
      {
        phone: user.phone,
        sameQrAs: (sameQr.get(user._id) ?? []).flatMap((other) => byId.get(other)?.name ?? []),
      },
    ]),
  );
  const noOwner: OwnerFacts = { phone: undefined, sameQrAs: [] };
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
