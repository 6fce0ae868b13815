import DataLoader from 'dataloader';
import { GATEWAY_MESSAGES, GatewayError } from './errors.ts';
import type { OrderDto, PaymentDto, ProductDto, UserDto } from './dto.ts';
import type { GatewayClient } from './gateway-client.ts';
import { newestFirst } from '../shared/newest-first.ts';

function pick<T extends { _id: string }>(list: readonly T[], ids: readonly string[], what: string, path: string): (T | Error)[] {
  const byId = new Map(list.map((item) => [item._id, item]));
  return ids.map(
    (id) => byId.get(id) ?? new GatewayError('NOT_FOUND', `${what} not found`, { method: 'GET', path, cause: id }),
  );
}

/** Up to this many orders are read one by one rather than through the whole list. */
const FEW_ORDERS = 12;

/**
 * The request's reads, cached and batched so that one GraphQL request asks the gateway for each
 * thing at most once: the viewer once; users, products and orders by id de-duplicated, one
 * call for a single id and one list call for several. Created per request, never shared.
 */
export class GatewayLoaders {
  private viewerPromise: Promise<UserDto | null> | undefined;
  private lists = new Map<string, Promise<unknown>>();

  readonly users: DataLoader<string, UserDto>;
  readonly products: DataLoader<string, ProductDto>;
  readonly orders: DataLoader<string, OrderDto>;

  constructor(private readonly client: GatewayClient) {
    this.users = new DataLoader(async (ids) =>
      ids.length === 1 ? [await client.user(ids[0]!)] : pick(await this.allUsers(), ids, 'User', '/admin/users'),
    );
    this.products = new DataLoader(async (ids) =>
      ids.length === 1 ? [await client.product(ids[0]!)] : pick(await this.allProducts(), ids, 'Product', '/product'),
    );
    // A few orders are read one by one; many, or any once the list is in hand, come from the list.
    this.orders = new DataLoader(async (ids) =>
      ids.length > FEW_ORDERS || this.lists.has('orders')
        ? pick(await this.visibleOrders(), ids, 'Order', '/orders')
        : Promise.all(ids.map((id) => client.order(id).catch((error: unknown) => error as Error))),
    );
  }

  /** The signed-in user, or null for an anonymous or expired session. */
  viewer(): Promise<UserDto | null> {
    this.viewerPromise ??= this.client.signedIn
      ? this.client.currentUser().then(
          (user) => {
            this.users.clear(user._id).prime(user._id, user);
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
  }

  /** Forgets cached reads after a write, so later fields in the same request read fresh data. */
  forget(...what: ('users' | 'products' | 'orders' | 'payments' | 'income' | 'myProducts' | 'viewer')[]): void {
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
      list.catch(() => this.lists.delete(key));
    }
    return list;
  }

  allUsers(): Promise<UserDto[]> {
    return this.once('users', async () => {
      const users = await this.client.users();
      for (const user of users) this.users.prime(user._id, user);
      return users;
    });
  }

  allProducts(): Promise<ProductDto[]> {
    return this.once('products', async () => {
      const products = await this.client.products();
      for (const product of products) this.products.prime(product._id, product);
      return products;
    });
  }

  myProducts(): Promise<ProductDto[]> {
    return this.once('myProducts', () => this.client.myProducts());
  }

  /** Ids of the viewer's product list, for `Product.inMyList` over a whole grid. */
  myProductIds(): Promise<Set<string>> {
    return this.once('myProductIds', async () => new Set((await this.myProducts()).map((p) => p._id)));
  }

  /** All orders for an admin, the viewer's own for a marketer. */
  visibleOrders(): Promise<OrderDto[]> {
    return this.once('orders', async () => {
      const viewer = await this.viewer();
      if (!viewer) throw new GatewayError('UNAUTHENTICATED', GATEWAY_MESSAGES.UNAUTHENTICATED, { method: 'GET', path: '/orders' });
      const orders = viewer.role === 'admin' ? await this.client.allOrders() : await this.client.myOrders();
      for (const order of orders) this.orders.prime(order._id, order);
      return newestFirst(orders);
    });
  }

  /** All payments for an admin, the viewer's own requests for a marketer. */
  visiblePayments(): Promise<PaymentDto[]> {
    return this.once('payments', async () => {
      const viewer = await this.viewer();
      return viewer?.role === 'admin' ? this.client.allPayments() : this.client.myPayments();
    });
  }

  income() {
    return this.once('income', () => this.client.income());
  }
}
