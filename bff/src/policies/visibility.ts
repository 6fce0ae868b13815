/**
 * Who may see what: an admin sees every order, payment (and the income it pays) and account; a
 * marketer only what is theirs, and no one sees anything without signing in. The loaders, the
 * live messages, the inbox and the exports all ask here.
 */

/** Who is looking: a signed-in user's id and gateway role; null for an anonymous caller. */
export type Viewer = { _id: string; role: string } | null;

/** What of a gateway order (`OrderDto`) and payment (`PaymentDto`) says whose it is. */
type OwnedOrder = { orderFrom: { _id: string } | null };
type OwnedPayment = { to: { _id: string } | null };

/** Whether the viewer sees every order, payment and account, not only their own: an admin. */
export const seesAll = (viewer: Viewer): boolean => viewer?.role === 'admin';

/** The account an order belongs to: the marketer who placed it (unknown if the gateway no longer knows them). */
export const orderOwner = (order: OwnedOrder): string | undefined => order.orderFrom?._id;

/** The account a payment belongs to: the marketer it pays. */
export const paymentOwner = (payment: OwnedPayment): string | undefined => payment.to?._id;

/** The account a user record belongs to: itself. */
export const userOwner = (user: { _id: string }): string => user._id;

/** Whether the viewer may see something owned by `owner`: an admin anything, a marketer their own; nothing whose owner is unknown. */
const maySeeOwned = (viewer: Viewer, owner: string | undefined): boolean =>
  viewer !== null && (seesAll(viewer) || (owner !== undefined && owner === viewer._id));

export const maySeeOrder = (viewer: Viewer, order: OwnedOrder): boolean => maySeeOwned(viewer, orderOwner(order));

export const maySeePayment = (viewer: Viewer, payment: OwnedPayment): boolean =>
  maySeeOwned(viewer, paymentOwner(payment));

export const maySeeUser = (viewer: Viewer, user: { _id: string }): boolean => maySeeOwned(viewer, userOwner(user));

/** Every signed-in user sees the catalogue's products. */
export const maySeeProducts = (viewer: Viewer): boolean => viewer !== null;
