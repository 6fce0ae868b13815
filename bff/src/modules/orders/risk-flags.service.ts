import DataLoader from 'dataloader';
import type { Context } from '../../context.ts';
import type { OrderDto } from '../../gateway/dto.ts';
import { filtered, workedOut, type SortedList } from '../../lists/sorted-list.ts';
import { seesAll } from '../../policies/visibility.ts';
import { phoneFindings, riskFlagsOf, type RiskFlag } from './risk-flags.ts';

/** An order as the flags read it: by id, with its customer's phone and its owner. */
export interface FlaggedOrder {
  id: string;
  customerPhone: string;
  ownerId: string | undefined;
}

/** Per request: the other accounts sharing each owner's payout QR hash, batched into one store read per owner and hash. */
const sameQrOf = new WeakMap<Context, DataLoader<string, string[]>>();

function sameQrAs(ctx: Context, ownerId: string): Promise<string[]> {
  let loader = sameQrOf.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const same = await ctx.qrHashes.sameAs(ids);
      return ids.map((id) => same.get(id) ?? []);
    });
    sameQrOf.set(ctx, loader);
  }
  return loader.load(ownerId);
}

/**
 * What the flags of the viewer's orders are worked out from: for an admin, the order list and
 * the users list the request reads once each (the phones' histories worked out once per list),
 * and the QR hashes of the owners asked about; null for a marketer, who sees no flags.
 */
async function riskReader(ctx: Context): Promise<((order: FlaggedOrder) => Promise<RiskFlag[]>) | null> {
  if (!seesAll(await ctx.viewer())) return null;
  const [orders, users] = await Promise.all([ctx.loaders.visibleOrders(), ctx.loaders.allUsers()]);
  const findings = workedOut(orders, 'risk-phones', () => phoneFindings(orders));
  const byId = workedOut(users, 'by-id', () => new Map(users.map((user) => [user._id, user])));
  return async ({ id, customerPhone, ownerId }) => {
    const same = ownerId ? await sameQrAs(ctx, ownerId) : [];
    return riskFlagsOf({ customerPhone }, findings.get(id), {
      phone: ownerId ? byId.get(ownerId)?.phone : undefined,
      sameQrAs: same.flatMap((other) => byId.get(other)?.name ?? []),
    });
  };
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
  const flags = await Promise.all(
    list.rows.map((o) => flagsOf({ id: o._id, customerPhone: o.customerPhone, ownerId: o.orderFrom?._id })),
  );
  const flaggedIds = new Set(list.rows.filter((_, at) => flags[at]!.length > 0).map((o) => o._id));
  return filtered(list, (o) => flaggedIds.has(o._id));
}
