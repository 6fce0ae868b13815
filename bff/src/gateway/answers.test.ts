import { describe, expect, it } from 'vitest';
import { readAnswer } from './answers.ts';
import { answerSchemas } from './dto.ts';
import { GatewayError } from './errors.ts';

const where = { method: 'GET', path: '/admin/orders' };

const order = (id: string, changes: Record<string, unknown> = {}) => ({
  _id: id,
  product: { _id: 'p1', productName: 'Pashmina Shawl', price: 4500, commissionRate: 12, commission: 540 },
  orderFrom: { _id: 'u1', name: 'Sita Sharma', commissionRate: 2 },
  qty: 1,
  price: 4500,
  commissionRate: 14,
  commission: 630,
  customerName: 'Asha',
  customerPhone: '9800000000',
  customerLocation: 'Pokhara',
  remarks: '',
  status: 'confirmed',
  deliveredDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...changes,
});

function failure(run: () => unknown): GatewayError {
  try {
    run();
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
  throw new Error('expected a GatewayError');
}

describe('readAnswer', () => {
  it('passes fields the contract does not name, and keeps them', () => {
    const answer = { success: true, orders: [order('o1', { trackingCode: 'NP-1' })], page: 1 };
    const read = readAnswer(answerSchemas.orders, answer, where);
    expect(read.orders[0]).toEqual(order('o1', { trackingCode: 'NP-1' }));
    expect(read.page).toBe(1);
  });

  it('checks an answer object once: the same object gives the same value back', () => {
    const answer = { orders: [order('o1')] };
    const first = readAnswer(answerSchemas.orders, answer, where);
    expect(readAnswer(answerSchemas.orders, answer, where)).toBe(first);
    // Equal bytes parsed again are another object: checked again, another value.
    expect(readAnswer(answerSchemas.orders, { orders: [order('o1')] }, where)).not.toBe(first);
  });

  it('refuses a missing field the BFF reads, naming its path', () => {
    const { price: _price, ...withoutPrice } = order('o2');
    const error = failure(() => readAnswer(answerSchemas.orders, { orders: [order('o1'), withoutPrice] }, where));
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toBe('The marketplace service sent an answer we could not read. Please try again later.');
    expect(error.detail).toEqual({
      method: 'GET',
      path: '/admin/orders',
      cause: 'answer.orders[1].price: Invalid input: expected number, received undefined',
    });
  });

  it('refuses a wrong type, counting the other faults', () => {
    const answer = { orders: [order('o1', { qty: '1', product: { _id: 'p1' } })] };
    const error = failure(() => readAnswer(answerSchemas.orders, answer, where));
    expect(error.detail.cause).toBe(
      'answer.orders[0].product.productName: Invalid input: expected string, received undefined (and 4 more)',
    );
  });

  it('refuses an answer that is not the object the call answers', () => {
    expect(failure(() => readAnswer(answerSchemas.users, [], where)).detail.cause).toBe(
      'answer: Invalid input: expected object, received array',
    );
    expect(failure(() => readAnswer(answerSchemas.paymentList, { payments: [] }, where)).detail.cause).toBe(
      'answer: Invalid input: expected array, received object',
    );
  });

  it('names an unknown order status to the person, even beside other faults, and the order in the log', () => {
    const answer = { orders: [order('o1', { customerName: 7 }), order('o2', { status: 'onHold' })] };
    const error = failure(() => readAnswer(answerSchemas.orders, answer, where));
    expect(error.code).toBe('BAD_RESPONSE');
    expect(error.message).toBe('The marketplace service sent an order status we do not know: "onHold".');
    expect(error.detail.cause).toBe('order o2 has the unknown status "onHold"');
  });

  it('names a missing status as nothing, inside a payment source too', () => {
    const { status: _status, ...source } = order('o3');
    const payment = {
      _id: 'pay1',
      orders: ['o3'],
      amount: 630,
      createdAt: '2026-11-01T10:00:00.000Z',
      status: 'pending',
      to: null,
      source,
    };
    const error = failure(() => readAnswer(answerSchemas.paymentList, [payment], where));
    expect(error.message).toBe('The marketplace service sent an order status we do not know: nothing.');
    expect(error.detail.cause).toBe('order o3 has the unknown status nothing');
  });

  it('leaves nothing behind when it refuses: the same object is refused again', () => {
    const answer = { orders: [order('o1', { status: 'CONFIRMED' })] };
    expect(failure(() => readAnswer(answerSchemas.orders, answer, where)).detail.cause).toBe(
      'order o1 has the unknown status "CONFIRMED"',
    );
    expect(failure(() => readAnswer(answerSchemas.orders, answer, where)).detail.cause).toBe(
      'order o1 has the unknown status "CONFIRMED"',
    );
  });
});
