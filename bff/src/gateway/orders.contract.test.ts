import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddOrderPayload, OrderDto, ProductDto } from './dto.ts';
import type { GatewayClient } from './gateway-client.ts';
import { expectGatewayError, startTestGateway, type TestGateway } from './test-gateway.ts';
import { anyNumber, anyString } from '../../test/matchers.ts';

let gw: TestGateway;
let admin: GatewayClient;
let sita: GatewayClient;
let shawl: ProductDto;

const newOrder = (product: string, customerName = 'Anjali Shah'): AddOrderPayload => ({
  product,
  qty: 2,
  price: 4600,
  commission: 730,
  commissionRate: 14,
  customerName,
  customerPhone: '9800000001',
  customerLocation: 'Pokhara',
  remarks: 'Gift wrap',
});

async function placeOrder(customerName: string): Promise<OrderDto> {
  await sita.addOrder(newOrder(shawl._id, customerName));
  return (await sita.myOrders()).find((o) => o.customerName === customerName)!;
}

/**
 * A stand-in with the seed and the admin and Sita signed in, for the tests of the file or of the
 * describe this is called in; the outer one is back after them.
 */
function useStandIn(): void {
  let outer: [TestGateway, GatewayClient, GatewayClient, ProductDto];
  beforeAll(async () => {
    outer = [gw, admin, sita, shawl];
    gw = await startTestGateway();
    admin = await gw.signIn('admin@demo.test');
    sita = await gw.signIn('sita@demo.test');
    shawl = (await sita.myProducts()).find((p) => p.productName === 'Pashmina Shawl')!;
  });
  afterAll(async () => {
    await gw.close();
    [gw, admin, sita, shawl] = outer;
  });
}

useStandIn();

describe('GET /order/getMyOrders and /admin/orders', () => {
  // The seed's counts: on a stand-in of their own, whatever orders the other tests placed.
  useStandIn();

  it('answers the caller’s own orders, populated', async () => {
    const mine = await sita.myOrders();
    expect(mine.length).toBe(36);
    const me = await sita.currentUser();
    for (const order of mine) {
      expect(order.orderFrom).toEqual({ _id: me._id, name: 'Sita Sharma', commissionRate: 2 });
      expect(order.product).toMatchObject({
        _id: anyString,
        productName: anyString,
        price: anyNumber,
        commissionRate: anyNumber,
        commission: anyNumber,
      });
      expect(order).toMatchObject({
        qty: anyNumber,
        price: anyNumber,
        customerName: anyString,
        createdAt: anyString,
        updatedAt: anyString,
      });
    }
  });

  it('answers every order to an admin, over every status', async () => {
    const all = await admin.allOrders();
    expect(all.length).toBe(60);
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['confirmed', 'inProcess', 'delivered', 'returned', 'exchanged', 'cancelled']),
    );
    expect(all.filter((o) => o.status === 'delivered').every((o) => typeof o.deliveredDate === 'string')).toBe(true);
    await expectGatewayError(sita.allOrders(), 'FORBIDDEN');
  });
});

describe('GET /order/getOrderDetail/{id}', () => {
  it('answers the owner and admins, and not other marketers', async () => {
    const [order] = await sita.myOrders();
    expect((await sita.order(order!._id))._id).toBe(order!._id);
    expect((await admin.order(order!._id))._id).toBe(order!._id);
    const maya = await gw.signIn('maya@demo.test');
    await expectGatewayError(maya.order(order!._id), 'NOT_FOUND', /Order not found/);
  });
});

describe('POST /order/addOrder', () => {
  it('places a confirmed order with what was sent', async () => {
    const before = (await sita.myOrders()).length;
    expect((await sita.addOrder(newOrder(shawl._id, 'Order Placer'))).success).toBe(true);
    const orders = await sita.myOrders();
    expect(orders.length).toBe(before + 1);
    expect(orders.find((o) => o.customerName === 'Order Placer')).toMatchObject({
      status: 'confirmed',
      qty: 2,
      price: 4600,
      commission: 730,
      commissionRate: 14,
      customerPhone: '9800000001',
      customerLocation: 'Pokhara',
      remarks: 'Gift wrap',
      deliveredDate: null,
      product: { _id: shawl._id },
    });
  });

  it('is only for active, verified marketers', async () => {
    await expectGatewayError(admin.addOrder(newOrder(shawl._id)), 'FORBIDDEN', /Admins cannot place orders/);
    for (const email of ['gita@demo.test', 'ram@demo.test', 'hari@demo.test']) {
      await expectGatewayError((await gw.signIn(email)).addOrder(newOrder(shawl._id)), 'FORBIDDEN', /active, verified/);
    }
  });

  it('needs the product in the list and available, and valid fields', async () => {
    const all = await sita.products();
    const notMine = all.find((p) => p.productName === 'Prayer Flag Set')!;
    const socks = all.find((p) => p.productName === 'Yak Wool Socks')!;
    const before = (await sita.myOrders()).length;
    await expectGatewayError(sita.addOrder(newOrder(notMine._id)), 'REJECTED', /Add this product to your list/);
    await expectGatewayError(sita.addOrder(newOrder(socks._id)), 'REJECTED', /out of stock/);
    await expectGatewayError(sita.addOrder({ ...newOrder(shawl._id), qty: 0 }), 'REJECTED', /qty must be at least 1/);
    await expectGatewayError(
      sita.addOrder({ ...newOrder(shawl._id), qty: 1.5 }),
      'REJECTED',
      /qty must be a whole number/,
    );
    await expectGatewayError(
      sita.addOrder({ ...newOrder(shawl._id), price: 'x' as unknown as number }),
      'REJECTED',
      /price must be a number/,
    );
    await expectGatewayError(
      sita.addOrder({ ...newOrder(shawl._id), customerName: ' ' }),
      'REJECTED',
      /customerName is required/,
    );
    await expectGatewayError(
      sita.addOrder({ ...newOrder(shawl._id), customerPhone: 'abc' }),
      'REJECTED',
      /customerPhone must be a valid phone/,
    );
    await expectGatewayError(sita.addOrder(newOrder('000000000000000000000000')), 'NOT_FOUND');
    expect((await sita.myOrders()).length).toBe(before);
  });
});

describe('PUT /order/editOrder/{id}', () => {
  it('lets the owner edit a confirmed order but not its product', async () => {
    const order = await placeOrder('Edit Me');
    await sita.editOrder(order._id, { ...order, qty: 3, customerLocation: 'Butwal', remarks: '' });
    expect(await sita.order(order._id)).toMatchObject({
      qty: 3,
      customerLocation: 'Butwal',
      remarks: '',
      status: 'confirmed',
    });
    const other = (await sita.myProducts()).find((p) => p._id !== shawl._id)!;
    await expectGatewayError(
      sita.editOrder(order._id, { ...order, product: { ...order.product!, _id: other._id } }),
      'REJECTED',
      /product of an order cannot be changed/,
    );
    await expectGatewayError(sita.editOrder(order._id, { ...order, qty: -1 }), 'REJECTED', /qty must be at least 1/);
    expect((await sita.order(order._id)).qty).toBe(3);
  });

  it('refuses the owner once the order left confirmed; admins may still edit it', async () => {
    const order = await placeOrder('In Process');
    await admin.changeOrderStatus({ orderId: order._id, status: 'inProcess' });
    await expectGatewayError(
      sita.editOrder(order._id, { ...order, qty: 1 }),
      'REJECTED',
      /Only confirmed orders can be edited/,
    );
    await admin.editOrder(order._id, { ...order, remarks: 'Fragile' });
    expect((await admin.order(order._id)).remarks).toBe('Fragile');
  });
});

describe('PUT /order/cancelOrder/{id}', () => {
  it('lets the owner cancel a confirmed order, once', async () => {
    const order = await placeOrder('Cancel Me');
    await sita.cancelOrder(order._id);
    expect((await sita.order(order._id)).status).toBe('cancelled');
    await expectGatewayError(sita.cancelOrder(order._id), 'REJECTED', /already cancelled/);
  });

  it('refuses the owner after confirmed; an admin may cancel', async () => {
    const order = await placeOrder('Admin Cancels');
    await admin.changeOrderStatus({ orderId: order._id, status: 'inProcess' });
    await expectGatewayError(sita.cancelOrder(order._id), 'REJECTED', /Only confirmed orders can be cancelled/);
    await admin.cancelOrder(order._id);
    expect((await admin.order(order._id)).status).toBe('cancelled');
  });
});

describe('PUT /admin/changeOrderStatus', () => {
  it('moves an order through its statuses; delivery credits an income that leaving delivered reverses', async () => {
    const order = await placeOrder('Status Walk');
    const before = await sita.currentUser();
    await admin.changeOrderStatus({ orderId: order._id, status: 'inProcess' });
    await admin.changeOrderStatus({ orderId: order._id, status: 'delivered' });
    const delivered = await sita.order(order._id);
    expect(delivered.status).toBe('delivered');
    expect(Date.now() - Date.parse(delivered.deliveredDate!)).toBeLessThan(60_000);
    const income = (await sita.income()).find((i) => i.source?._id === order._id);
    expect(income).toMatchObject({
      status: 'pending',
      amount: 1460,
      source: { _id: order._id, qty: 2, commission: 730 },
    });
    const after = await sita.currentUser();
    expect(after.pendingPayment).toBeCloseTo(before.pendingPayment! + 1460, 2);
    expect(after.lifetimeIncome).toBeCloseTo(before.lifetimeIncome! + 1460, 2);

    await admin.changeOrderStatus({ orderId: order._id, status: 'returned' });
    expect((await sita.income()).some((i) => i.source?._id === order._id)).toBe(false);
    expect((await sita.currentUser()).pendingPayment).toBeCloseTo(before.pendingPayment!, 2);
    expect((await sita.order(order._id)).deliveredDate).toBeNull();
  });

  it('credits the given amount instead of commission × quantity when one is sent', async () => {
    const order = await placeOrder('Custom Amount');
    await admin.changeOrderStatus({ orderId: order._id, status: 'delivered', amount: 999.5 });
    expect((await sita.income()).find((i) => i.source?._id === order._id)?.amount).toBe(999.5);
  });

  it('refuses cancelled, unknown or unchanged statuses and non-admins', async () => {
    const order = await placeOrder('Bad Status');
    await expectGatewayError(
      admin.changeOrderStatus({ orderId: order._id, status: 'cancelled' }),
      'REJECTED',
      /use cancelOrder/,
    );
    await expectGatewayError(
      admin.changeOrderStatus({ orderId: order._id, status: 'lost' as 'returned' }),
      'REJECTED',
      /status must be one of/,
    );
    await expectGatewayError(
      admin.changeOrderStatus({ orderId: order._id, status: 'confirmed' }),
      'REJECTED',
      /already confirmed/,
    );
    await expectGatewayError(
      admin.changeOrderStatus({ orderId: order._id, status: 'delivered', amount: -5 }),
      'REJECTED',
      /amount must be greater than 0/,
    );
    await expectGatewayError(
      admin.changeOrderStatus({ orderId: '000000000000000000000000', status: 'inProcess' }),
      'NOT_FOUND',
    );
    await expectGatewayError(sita.changeOrderStatus({ orderId: order._id, status: 'inProcess' }), 'FORBIDDEN');
    await sita.cancelOrder(order._id);
    await expectGatewayError(
      admin.changeOrderStatus({ orderId: order._id, status: 'inProcess' }),
      'REJECTED',
      /cancelled order cannot change status/,
    );
    expect((await sita.order(order._id)).status).toBe('cancelled');
  });
});
