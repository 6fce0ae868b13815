import type { Database, IncomeRecord, OrderRecord, PaymentRecord, ProductRecord, UserRecord } from './records.ts';

/**
 * The gateway's answer shapes: `_id` keys, populated `product`, `orderFrom`, `source` and `to`,
 * images as absolute URLs under this server's `/uploads/`.
 */
export class Views {
  constructor(
    private readonly db: Database,
    private readonly base: string,
  ) {}

  url(file: string): string {
    return file ? `${this.base}/uploads/${file}` : '';
  }

  user(user: UserRecord) {
    const { passwordHash: _hash, myProducts: _mine, statusLog: _log, ...rest } = user;
    return { ...rest, payment: this.url(user.payment) };
  }

  product(product: ProductRecord) {
    const { deleted: _deleted, ...rest } = product;
    return { ...rest, images: product.images.map((file) => this.url(file)) };
  }

  order(order: OrderRecord) {
    const product = this.db.products.find((p) => p._id === order.product);
    const owner = this.db.users.find((u) => u._id === order.orderFrom);
    return {
      ...order,
      product: product
        ? {
            _id: product._id,
            productName: product.productName,
            price: product.price,
            commissionRate: product.commissionRate,
            commission: product.commission,
          }
        : null,
      orderFrom: owner ? { _id: owner._id, name: owner.name, commissionRate: owner.commissionRate } : null,
    };
  }

  income(income: IncomeRecord) {
    const order = this.db.orders.find((o) => o._id === income.order);
    return {
      _id: income._id,
      status: income.status,
      amount: income.amount,
      createdAt: income.createdAt,
      source: order ? this.order(order) : null,
    };
  }

  payment(payment: PaymentRecord) {
    const to = this.db.users.find((u) => u._id === payment.user);
    const first = this.db.orders.find((o) => o._id === payment.orders[0]);
    return {
      _id: payment._id,
      orders: payment.orders,
      amount: payment.amount,
      createdAt: payment.createdAt,
      updatedAt: payment.updatedAt,
      status: payment.status,
      proof: payment.proof ? this.url(payment.proof) : null,
      to: to
        ? { _id: to._id, name: to.name, email: to.email, phone: to.phone, fb: to.fb, payment: this.url(to.payment) }
        : null,
      source: first ? this.order(first) : null,
    };
  }
}
