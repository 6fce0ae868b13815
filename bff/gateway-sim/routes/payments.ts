import { sumMoney } from '@bikri/schema/money';
import { Router } from 'express';
import { caller, type SimContext } from '../context.ts';
import { incomeOf, requestedOrderIds } from '../ledger.ts';
import type { IncomeRecord } from '../records.ts';
import { isEligibleForPayout, PAYOUT_WAIT_DAYS } from '../rules.ts';
import { badRequest, notFound } from '../sim-error.ts';
import { bodyOf } from '../validate.ts';
import { newId } from '../store.ts';

/** Incomes, payout requests and the admin's payments, with the proposed "mark as sent" extension. */
export function paymentRoutes(sim: SimContext): Router {
  const { store } = sim;
  const db = store.db;
  const router = Router();

  router.get('/user/getIncome', (req, res) => {
    const views = sim.views(req);
    const me = caller(res)._id;
    res.json({ income: db.incomes.filter((i) => i.user === me).map((i) => views.income(i)) });
  });

  router.get('/payment/getPaymentList', (req, res) => {
    const views = sim.views(req);
    const me = caller(res)._id;
    res.json(db.payments.filter((p) => p.user === me).map((p) => views.payment(p)));
  });

  router.post('/payment/requestPayment', (req, res) => {
    const user = caller(res);
    const ids = bodyOf(req).selectedIds;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id): id is string => typeof id === 'string')) {
      throw badRequest('selectedIds must be a non-empty list of order ids');
    }
    if (new Set(ids).size !== ids.length) throw badRequest('selectedIds lists an order twice');
    const requested = requestedOrderIds(db);
    const incomes: IncomeRecord[] = [];
    for (const id of ids) {
      const order = db.orders.find((o) => o._id === id && o.orderFrom === user._id);
      if (!order) throw notFound(`Order ${id} not found`);
      const eligible = isEligibleForPayout(order, requested);
      const income = incomeOf(db, order);
      if (!eligible || !income || income.status !== 'pending') {
        throw badRequest(
          `Order ${id} is not eligible: it must be delivered at least ${PAYOUT_WAIT_DAYS} days ago and not already requested`,
        );
      }
      incomes.push(income);
    }
    const now = new Date().toISOString();
    db.payments.push({
      _id: newId(),
      user: user._id,
      orders: ids,
      amount: sumMoney(incomes.map((i) => i.amount)),
      status: 'pending',
      proof: null,
      createdAt: now,
      updatedAt: now,
    });
    store.save();
    res.json({ success: true, message: 'Payment request sent' });
  });

  router.get('/admin/payments', (req, res) => {
    const views = sim.views(req);
    res.json({ payments: db.payments.map((p) => views.payment(p)) });
  });

  router.put('/admin/payments/:id/sent', sim.upload.single('proof'), (req, res) => {
    const payment = db.payments.find((p) => p._id === req.params.id);
    if (!payment) throw notFound('Payment not found');
    if (payment.status !== 'pending') throw badRequest('This payment has already been sent');
    if (!req.file) throw badRequest('proof (a screenshot of the transfer) is required');
    payment.proof = sim.saveImage(req.file, 'proof');
    payment.status = 'sent';
    const now = new Date().toISOString();
    payment.updatedAt = now;
    const user = db.users.find((u) => u._id === payment.user);
    for (const income of db.incomes.filter((i) => payment.orders.includes(i.order))) {
      income.status = 'sent';
      income.updatedAt = now;
      if (user) {
        user.pendingPayment = sumMoney([user.pendingPayment, -income.amount]);
        user.receivedPayment = sumMoney([user.receivedPayment, income.amount]);
      }
    }
    store.save();
    res.json({ success: true, message: 'Payment marked as sent' });
  });

  return router;
}
