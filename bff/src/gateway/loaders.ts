import DataLoader from 'dataloader';
import { notFound } from '../errors.ts';
import { maySeeOrder, seesAll } from '../policies/visibility.ts';
import { GATEWAY_MESSAGES, GatewayError } from './errors.ts';
import type { IncomeDto, OrderDto, PaymentDto, ProductDto, UserDto } from './dto.ts';
import type { GatewayClient } from './gateway-client.ts';
import type { RoleHint } from './role-hints.ts';

function pick<T extends { _id: string }>(
  list: readonly T[],
  ids: readonly string[],
  what: string,
  path: string,
): (T | Error)[] {
  const byId = new Map(list.map((item) => [item._id, item]));
  return ids.map(
    (id) => byId.get(id) ?? new GatewayError('NOT_FOUND', `${what} not found`, { method: 'GET', path, cause: id }),
  );
}

/** Up to this many orders are read one by one rather than through the whole list. */
const FEW_ORDERS = 12;

/** A gateway list that `prefetch` starts. */
export type PrefetchedList = 'orders' | 'users' | 'payments' | 'income' | 'products' | 'myProducts';

/**
 * Every root query field and the lists it will read, started together when a query begins (see
 * `prefetch`): [] for a field that reads only the session, which is always started, or one thing
 * by id. loaders.test.ts fails for a root query field that is not listed; prefetch.ts starts
 * nothing for mutations.
 */
export const READS_OF_FIELD: Readonly<Record<string, readonly PrefetchedList[]>> = {
  me: [],
  inbox: [],
  orders: ['orders'],
  orderCounts: ['orders'],
  order: [],
  dashboard: ['orders'],
  dashboardTrends: ['orders'],
  orderSelection: ['orders'],
  users: ['users'],
  userCounts: ['users'],
  user: [],
  payments: ['payments'],
  paymentCounts: ['payments'],
  payment: ['payments'],
  income: ['income'],
  incomes: ['income'],
  eligiblePayouts: ['income', 'payments'],
  nextPayout: ['income', 'payments'],
  products: ['products'],
  myProducts: ['myProducts'],
  product: [],
};

/**
 * The request's reads, cached and batched so that one GraphQL request asks the gateway for each
 * thing at most once: the viewer once; users, products and orders by id de-duplicated, one
 * call for a single id and one list call for several. Lists are what the gateway sent, read-only.
 * Created per request, or shared by the live sockets of one account (live/account-sockets.ts); a
 * failed read stays failed for the rest of the request (until the next live message).
 */
export class GatewayLoaders {
  private viewerPromise: Promise<UserDto | null> | undefined;
  /** The live message these loaders last forgot for (`forgetFor`). */
  private forgotFor: object | undefined;
  private lists = new Map<string, Promise<unknown>>();

  readonly users: DataLoader<string, UserDto>;
  readonly products: DataLoader<string, ProductDto>;
  readonly orders: DataLoader<string, OrderDto>;

  constructor(
    private readonly client: GatewayClient,
    private readonly roleHint: RoleHint = { get: () => undefined, set: () => undefined },
  ) {
    this.users = new DataLoader(async (ids) =>
      ids.length === 1 ? [await client.user(ids[0]!)] : pick(await this.allUsers(), ids, 'User', '/admin/users'),
    );
    this.products = new DataLoader(async (ids) =>
      ids.length === 1 ? [await client.product(ids[0]!)] : pick(await this.allProducts(), ids, 'Product', '/product'),
    );
    // A few orders are read one by one; many, or any once the list is in hand, come from the list.
    // Either way an order the viewer may not see is not found: the BFF does not rely on the
    // gateway to keep marketers to their own orders.
    this.orders = new DataLoader(async (ids) => {
      const read =
        ids.length > FEW_ORDERS || this.lists.has('orders')
          ? this.visibleOrders().then((list) => pick(list, ids, 'Order', '/orders'))
          : Promise.all(ids.map((id) => client.order(id).catch((error: unknown) => error as Error)));
      const [viewer, orders] = await Promise.all([this.viewer(), read]);
      return orders.map((order) =>
        order instanceof Error || maySeeOrder(viewer, order) ? order : notFound('Order not found'),
      );
    });
  }

  /** The signed-in user, or null for an anonymous or expired session. */
  viewer(): Promise<UserDto | null> {
    this.viewerPromise ??= this.client.signedIn
      ? this.client.currentUser().then(
          (user) => {
            this.users.clear(user._id).prime(user._id, user);
            this.roleHint.set(user.role);
            return user;
          },
          (error: unknown) => {
            if (error instanceof GatewayError && error.code === 'UNAUTHENTICATED') return null;
            throw error;
          },
        )
      : Promise.resolve(null);
    return this.viewerPromise;
  }

  /** Sets the viewer after a change that the gateway answered with the updated user. */
  setViewer(user: UserDto): void {
    this.viewerPromise = Promise.resolve(user);
    this.users.clear(user._id).prime(user._id, user);
    this.roleHint.set(user.role);
  }

  /**
   * Starts, together, the session read and the lists the query's root fields will read, instead
   * of one after the other as resolvers reach them. Failures are left for the resolvers to meet.
   */
  prefetch(rootFields: readonly string[]): void {
    if (!this.client.signedIn) return;
    const quietly = (read: () => Promise<unknown>) => void read().catch(() => undefined);
    quietly(() => this.viewer());
    const reads = new Set(rootFields.flatMap((field) => READS_OF_FIELD[field] ?? []));
    if (reads.has('orders')) quietly(() => this.visibleOrders());
    // Admin-only on the gateway too: started with the session read, refused there for others.
    if (reads.has('users')) quietly(() => this.allUsers());
    if (reads.has('payments')) quietly(() => this.visiblePayments());
    if (reads.has('income')) quietly(() => this.income());
    if (reads.has('products')) quietly(() => this.allProducts());
    if (reads.has('myProducts')) quietly(() => this.myProducts());
  }

  /**
   * Forgets cached reads once per live message (`message`, the object every subscriber receives),
   * so that the subscriptions sharing these loaders read each change once between them.
   */
  forgetFor(message: object, ...what: Parameters<GatewayLoaders['forget']>): void {
    if (this.forgotFor === message) return;
    this.forgotFor = message;
    this.forget(...what);
  }

  /** Forgets cached reads after a write, so later fields in the same request read fresh data. */
  forget(...what: (PrefetchedList | 'viewer')[]): void {
    for (const key of what) {
      if (key === 'viewer') this.viewerPromise = undefined;
      else this.lists.delete(key);
      if (key === 'myProducts') this.lists.delete('myProductIds');
      if (key === 'users') this.users.clearAll();
      if (key === 'products') this.products.clearAll();
      if (key === 'orders') this.orders.clearAll();
    }
  }

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let list = this.lists.get(key) as Promise<T> | undefined;
    if (!list) {
      list = load();
      this.lists.set(key, list);
      // Whoever asks reads the failure; this only keeps it from counting as unhandled meanwhile.
      list.catch(() => undefined);
    }
    return list;
  }

  /**
   * Reads what the viewer may see of a list whose gateway call depends on the role: started with
   * the session read when the session's role is hinted, and used only if the session confirms
   * that role; otherwise (no hint, or a wrong one) the right call is made once the role is known.
   */
  private async byRole<T>(path: string, asAdmin: () => Promise<T>, asMarketer: () => Promise<T>): Promise<T> {
    const hinted = this.roleHint.get();
    const early = hinted === 'admin' ? asAdmin() : hinted === 'user' ? asMarketer() : undefined;
    early?.catch(() => undefined);
    const viewer = await this.viewer();
    if (!viewer) throw new GatewayError('UNAUTHENTICATED', GATEWAY_MESSAGES.UNAUTHENTICATED, { method: 'GET', path });
    const role = seesAll(viewer) ? 'admin' : 'user';
    if (early && hinted === role) return early;
    return role === 'admin' ? asAdmin() : asMarketer();
  }

  allUsers(): Promise<readonly UserDto[]> {
    return this.once('users', async () => {
      const users = await this.client.users();
      for (const user of users) this.users.prime(user._id, user);
      return users;
    });
  }

  allProducts(): Promise<readonly ProductDto[]> {
    return this.once('products', async () => {
      const products = await this.client.products();
      for (const product of products) this.products.prime(product._id, product);
      return products;
    });
  }

  myProducts(): Promise<readonly ProductDto[]> {
    return this.once('myProducts', () => this.client.myProducts());
  }

  /** Ids of the viewer's product list, for `Product.inMyList` over a whole grid. */
  myProductIds(): Promise<Set<string>> {
    return this.once('myProductIds', async () => new Set((await this.myProducts()).map((p) => p._id)));
  }

  /**
   * All orders for an admin, the viewer's own for a marketer (`seesAll` picks the gateway call). Not primed into `this.orders` row
   * by row: once this list is loaded, that loader picks from it.
   */
  visibleOrders(): Promise<readonly OrderDto[]> {
    return this.once('orders', () =>
      this.byRole(
        '/orders',
        () => this.client.allOrders(),
        () => this.client.myOrders(),
      ),
    );
  }

  /** All payments for an admin, the viewer's own requests for a marketer. */
  visiblePayments(): Promise<readonly PaymentDto[]> {
    return this.once('payments', () =>
      this.byRole(
        '/payments',
        () => this.client.allPayments(),
        () => this.client.myPayments(),
      ),
    );
  }

  /** The viewer's incomes. */
  income(): Promise<readonly IncomeDto[]> {
    return this.once('income', () => this.client.income());
  }
}
