import { sumMoney } from '@bikri/schema/money';
import type { Database, IncomeRecord, OrderRecord, UserRecord } from './records.ts';
import { incomeAmount } from './rules.ts';
import { badRequest } from './sim-error.ts';
import { newId } from './store.ts';

/**
 * Income bookkeeping that follows an order's delivery: a pending income on delivery, reversed
 * when an unpaid, unrequested order leaves delivered; the owner's totals move with it.
 */

function owner(db: Database, order: OrderRecord): UserRecord | undefined {
  return db.users.find((u) => u._id === order.orderFrom);
}

function adjust(user: UserRecord | undefined, pendingDelta: number, lifetimeDelta: number): void {
  if (!user) return;
  user.pendingPayment = sumMoney([user.pendingPayment, pendingDelta]);
  user.lifetimeIncome = sumMoney([user.lifetimeIncome, lifetimeDelta]);
}

export function requestedOrderIds(db: Database): Set<string> {
  return new Set(db.payments.flatMap((p) => p.orders));
}

export function incomeOf(db: Database, order: OrderRecord): IncomeRecord | undefined {
  return db.incomes.find((income) => income.order === order._id);
}

/** Throws unless the order's income (if any) may still change: not paid and not requested. */
export function assertIncomeOpen(db: Database, order: OrderRecord): void {
  const income = incomeOf(db, order);
  if (!income) return;
  if (income.status === 'sent') throw badRequest('The commission of this order has already been paid');
  if (requestedOrderIds(db).has(order._id)) throw badRequest('The commission of this order is in a payment request');
}

export function creditDelivery(db: Database, order: OrderRecord, amount?: number): void {
  const now = new Date().toISOString();
  const value = amount ?? incomeAmount(order.commission, order.qty);
  order.deliveredDate = now;
  db.incomes.push({
    _id: newId(),
    user: order.orderFrom,
    order: order._id,
    status: 'pending',
    amount: value,
    createdAt: now,
    updatedAt: now,
  });
  adjust(owner(db, order), value, value);
}

export function reverseDelivery(db: Database, order: OrderRecord): void {
  assertIncomeOpen(db, order);
  const income = incomeOf(db, order);
  order.deliveredDate = null;
  if (!income) return;
  db.incomes = db.incomes.filter((i) => i !== income);
  adjust(owner(db, order), -income.amount, -income.amount);
}

/** After a delivered order's quantity or commission is edited, its open income follows. */
export function reprice(db: Database, order: OrderRecord): void {
  const income = incomeOf(db, order);
  if (!income) return;
  const value = incomeAmount(order.commission, order.qty);
  const delta = sumMoney([value, -income.amount]);
  income.amount = value;
  income.updatedAt = new Date().toISOString();
  adjust(owner(db, order), delta, delta);
}
