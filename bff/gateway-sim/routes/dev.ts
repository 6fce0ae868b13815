import { Router, type NextFunction, type Request, type Response } from 'express';
import type { SimContext } from '../context.ts';
import { creditDelivery } from '../ledger.ts';
import { ORDER_STATUSES, type OrderStatus } from '../records.ts';
import { orderCommission } from '../rules.ts';
import { badRequest, notFound } from '../sim-error.ts';
import { newId } from '../store.ts';
import { bodyOf, queryText, requiredNumber } from '../validate.ts';

/**
 * Controls for tests and demos under /__dev/ (stand-in only): the mailbox, a call counter, fault
 * switches, backdating a delivery and a bulk order generator.
 */

const FAULT_MODES = ['delay', 'status500', 'malformed', 'html502', 'drop'] as const;
type FaultMode = (typeof FAULT_MODES)[number];

interface Fault {
  mode: FaultMode;
  /** For delay: milliseconds before the call goes on. */
  ms: number;
  /** Only calls whose path starts with this are affected. */
  path: string;
  /** How many more calls it affects; unlimited when null. */
  remaining: number | null;
}

export interface DevState {
  calls: Map<string, number>;
  fault: Fault | null;
}

export function createDevState(): DevState {
  return { calls: new Map(), fault: null };
}

const isApiCall = (path: string) => !path.startsWith('/__dev/') && !path.startsWith('/uploads/');

/** Counts every API call, by method and path. */
export function countCalls(state: DevState) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (isApiCall(req.path)) {
      const key = `${req.method} ${req.path}`;
      state.calls.set(key, (state.calls.get(key) ?? 0) + 1);
    }
    next();
  };
}

/** Applies the active fault switch to matching API calls. */
export function injectFaults(state: DevState) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const fault = state.fault;
    if (!fault || !isApiCall(req.path) || !req.path.startsWith(fault.path)) {
      next();
      return;
    }
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) state.fault = null;
    }
    switch (fault.mode) {
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        if (!res.destroyed) next();
        return;
      case 'status500':
        res.status(500).json({ success: false, message: 'Internal Server Error' });
        return;
      case 'malformed':
        res.status(200).type('application/json').send('{"success": tru');
        return;
      case 'html502':
        res
          .status(502)
          .type('html')
          .send('<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>');
        return;
      case 'drop':
        req.socket.destroy();
        return;
    }
  };
}

const CUSTOMERS = ['Anita Karki', 'Bikash Shrestha', 'Sunita Magar', 'Rajesh Adhikari', 'Pooja Basnet', 'Suman KC'];
const PLACES = ['Kathmandu', 'Lalitpur', 'Pokhara', 'Biratnagar', 'Butwal', 'Dharan'];

export function devRoutes(sim: SimContext, state: DevState): Router {
  const { store } = sim;
  const db = store.db;
  const router = Router();

  router.get('/__dev/mailbox', (req, res) => {
    const email = queryText(req, 'email').toLowerCase();
    const messages = db.mailbox.filter((m) => !email || m.to === email).reverse();
    res.json({ messages });
  });

  router.get('/__dev/calls', (_req, res) => {
    const byRoute = Object.fromEntries(state.calls);
    const total = [...state.calls.values()].reduce((sum, n) => sum + n, 0);
    res.json({ total, byRoute });
  });

  router.post('/__dev/calls/reset', (_req, res) => {
    state.calls.clear();
    res.json({ total: 0 });
  });

  router.post('/__dev/faults', (req, res) => {
    const body = bodyOf(req);
    const mode = body.mode as FaultMode;
    if (!FAULT_MODES.includes(mode)) throw badRequest(`mode must be one of ${FAULT_MODES.join(', ')}`);
    const ms = mode === 'delay' ? requiredNumber(body, 'ms', { min: 0 }) : 0;
    const path = typeof body.path === 'string' ? body.path : '/';
    const remaining = body.times === undefined ? null : requiredNumber(body, 'times', { min: 1, integer: true });
    state.fault = { mode, ms, path, remaining };
    res.json({ fault: state.fault });
  });

  router.delete('/__dev/faults', (_req, res) => {
    state.fault = null;
    res.json({ fault: null });
  });

  router.post('/__dev/orders/:id/deliveredDate', (req, res) => {
    const order = db.orders.find((o) => o._id === req.params.id);
    if (!order) throw notFound('Order not found');
    if (order.status !== 'delivered') throw badRequest('The order is not delivered');
    const daysAgo = requiredNumber(bodyOf(req), 'daysAgo', { min: 0 });
    const date = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString();
    order.deliveredDate = date;
    const income = db.incomes.find((i) => i.order === order._id);
    if (income) income.createdAt = date;
    store.save();
    res.json({ success: true, deliveredDate: date });
  });

  router.post('/__dev/orders/bulk', (req, res) => {
    const count = requiredNumber(bodyOf(req), 'count', { min: 1, max: 50_000, integer: true });
    const owners = db.users.filter((u) => u.role === 'user' && u.isUserVerified && u.myProducts.length > 0);
    if (owners.length === 0) throw badRequest('No verified marketer with products to order for');
    const start = Date.now() - 180 * 24 * 60 * 60 * 1000;
    for (let i = 0; i < count; i++) {
      const owner = owners[i % owners.length]!;
      const product = db.products.find((p) => p._id === owner.myProducts[i % owner.myProducts.length])!;
      const { commission, commissionRate } = orderCommission(product, owner.commissionRate);
      const createdAt = new Date(start + Math.floor(((Date.now() - start) * i) / count)).toISOString();
      const status: OrderStatus = ORDER_STATUSES[i % ORDER_STATUSES.length]!;
      const order = {
        _id: newId(new Date(createdAt)),
        product: product._id,
        orderFrom: owner._id,
        qty: 1 + (i % 3),
        price: product.price,
        commissionRate,
        commission,
        customerName: CUSTOMERS[i % CUSTOMERS.length]!,
        customerPhone: `98${String(10000000 + i).slice(-8)}`,
        customerLocation: PLACES[i % PLACES.length]!,
        remarks: '',
        status,
        deliveredDate: null,
        createdAt,
        updatedAt: createdAt,
      };
      db.orders.push(order);
      if (status === 'delivered') creditDelivery(db, order);
    }
    store.save();
    res.json({ success: true, created: count, total: db.orders.length });
  });

  return router;
}
