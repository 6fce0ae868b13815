import { Router } from 'express';
import { caller, type SimContext } from '../context.ts';
import { assertIncomeOpen, creditDelivery, reprice, reverseDelivery } from '../ledger.ts';
import { ORDER_STATUSES, type OrderRecord, type OrderStatus, type UserRecord } from '../records.ts';
import { mayChangeOrder, mayMoveOrder, mayPlaceOrders } from '../rules.ts';
import { badRequest, notFound, SimError } from '../sim-error.ts';
import { newId } from '../store.ts';
import { bodyOf, optionalText, requiredNumber, requiredText } from '../validate.ts';

function orderFields(body: Record<string, unknown>) {
  const customerPhone = requiredText(body, 'customerPhone');
  if (!/^\+?\d[\d -]{6,16}$/.test(customerPhone)) throw badRequest('customerPhone must be a valid phone number');
  return {
    qty: requiredNumber(body, 'qty', { min: 1, integer: true }),
    price: requiredNumber(body, 'price', { min: 0, exclusiveMin: true }),
    commission: requiredNumber(body, 'commission', { min: 0 }),
    commissionRate: requiredNumber(body, 'commissionRate', { min: 0, max: 100 }),
    customerName: requiredText(body, 'customerName'),
    customerPhone,
    customerLocation: requiredText(body, 'customerLocation'),
    remarks: optionalText(body, 'remarks'),
  };
}

/** Orders: a marketer's own, the admin's view of all, and their status rules. */
export function orderRoutes(sim: SimContext): Router {
  const { store } = sim;
  const db = store.db;
  const router = Router();

  const visibleOrder = (id: string, user: UserRecord): OrderRecord => {
    const order = db.orders.find((o) => o._id === id);
    if (!order || (user.role !== 'admin' && order.orderFrom !== user._id)) throw notFound('Order not found');
    return order;
  };

  router.get('/order/getMyOrders', (req, res) => {
    const views = sim.views(req);
    const me = caller(res)._id;
    res.json({ myOrders: db.orders.filter((o) => o.orderFrom === me).map((o) => views.order(o)) });
  });

  router.get('/admin/orders', (req, res) => {
    const views = sim.views(req);
    res.json({ orders: db.orders.map((o) => views.order(o)) });
  });

  router.get('/order/getOrderDetail/:id', (req, res) => {
    res.json({ order: sim.views(req).order(visibleOrder(req.params.id, caller(res))) });
  });

  router.post('/order/addOrder', (req, res) => {
    const user = caller(res);
    const body = bodyOf(req);
    if (user.role === 'admin') throw new SimError(403, 'Admins cannot place orders');
    if (!mayPlaceOrders(user)) throw new SimError(403, 'Only active, verified accounts can place orders');
    const productId = requiredText(body, 'product');
    const fields = orderFields(body);
    const product = db.products.find((p) => p._id === productId && !p.deleted);
    if (!product) throw notFound('Product not found');
    if (!user.myProducts.includes(product._id)) throw badRequest('Add this product to your list before ordering it');
    if (product.status !== 'available') throw badRequest('This product is out of stock');
    const now = new Date().toISOString();
    db.orders.push({
      _id: newId(),
      product: product._id,
      orderFrom: user._id,
      ...fields,
      status: 'confirmed',
      deliveredDate: null,
      createdAt: now,
      updatedAt: now,
    });
    store.save();
    res.json({ success: true, message: 'Order placed' });
  });

  router.put('/order/editOrder/:id', (req, res) => {
    const user = caller(res);
    const order = visibleOrder(req.params.id, user);
    const body = bodyOf(req);
    if (!mayChangeOrder(user, order))
      throw badRequest(
        user.role === 'admin' ? 'A cancelled order cannot be edited' : 'Only confirmed orders can be edited',
      );
    const product = body.product;
    const productId = typeof product === 'object' && product !== null ? (product as { _id?: unknown })._id : product;
    if (productId !== undefined && productId !== order.product)
      throw badRequest('product of an order cannot be changed');
    const fields = orderFields(body);
    const moneyChanged = fields.qty !== order.qty || fields.commission !== order.commission;
    if (moneyChanged) assertIncomeOpen(db, order);
    Object.assign(order, fields, { updatedAt: new Date().toISOString() });
    if (moneyChanged) reprice(db, order);
    store.save();
    res.json({ success: true, message: 'Order updated' });
  });

  router.put('/order/cancelOrder/:id', (req, res) => {
    const user = caller(res);
    const order = visibleOrder(req.params.id, user);
    if (order.status === 'cancelled') throw badRequest('The order is already cancelled');
    if (!mayChangeOrder(user, order)) throw badRequest('Only confirmed orders can be cancelled');
    if (order.status === 'delivered') reverseDelivery(db, order);
    order.status = 'cancelled';
    order.updatedAt = new Date().toISOString();
    store.save();
    res.json({ success: true, message: 'Order cancelled' });
  });

  router.put('/admin/changeOrderStatus', (req, res) => {
    const body = bodyOf(req);
    const orderId = requiredText(body, 'orderId');
    const status = requiredText(body, 'status') as OrderStatus;
    if (!ORDER_STATUSES.includes(status)) throw badRequest(`status must be one of ${ORDER_STATUSES.join(', ')}`);
    if (status === 'cancelled') throw badRequest('status: use cancelOrder to cancel an order');
    const amount =
      body.amount === undefined || body.amount === null || body.amount === ''
        ? undefined
        : requiredNumber(body, 'amount', { min: 0, exclusiveMin: true });
    const order = db.orders.find((o) => o._id === orderId);
    if (!order) throw notFound('Order not found');
    if (!mayMoveOrder(order.status, status)) {
      throw badRequest(
        order.status === 'cancelled' ? 'A cancelled order cannot change status' : `The order is already ${status}`,
      );
    }
    if (order.status === 'delivered') reverseDelivery(db, order);
    order.status = status;
    order.updatedAt = new Date().toISOString();
    if (status === 'delivered') creditDelivery(db, order, amount);
    store.save();
    res.json({ success: true, message: `Order status changed to ${status}` });
  });

  return router;
}
