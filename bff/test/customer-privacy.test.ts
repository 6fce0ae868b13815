import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { startBff, type Session, type TestBff } from './harness.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';

/**
 * A customer's phone is for the delivery of their order: 30 days after the order closed, its
 * * marketer sees it masked, in the order and the list; admins still see it whole.
 */

const READ = graphql(`
  query PrivacyOrder($id: ID!) {
    order(id: $id) {
      customer {
        phone
      }
    }
  }
`);
const LIST = graphql(`
  query PrivacyList {
    orders(status: DELIVERED, first: 200) {
      edges {
        node {
          id
          customer {
            phone
          }
        }
      }
    }
  }
`);

let bff: TestBff;
let sita: Session;
let admin: Session;

beforeAll(async () => {
  bff = await startBff();
  [sita, admin] = await Promise.all([bff.signIn('sita@demo.test'), bff.signIn('admin@demo.test')]);
});
afterAll(() => bff.close());

describe("a customer's phone", () => {
  it('is masked for the marketer from 30 days after delivery, and whole for admins', async () => {
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const [old, recent] = dbOf(bff).orders.filter((o) => o.orderFrom === sitaId && o.status === 'delivered');
    Object.assign(old!, { customerPhone: '9841235678' });
    Object.assign(recent!, { customerPhone: '9812345678' });
    await bff.dev.backdateDelivery(old!._id, 31);
    await bff.dev.backdateDelivery(recent!._id, 29);

    expect((await sita.gql(READ, { id: old!._id })).data!.order.customer.phone).toBe('98••••5678');
    expect((await sita.gql(READ, { id: recent!._id })).data!.order.customer.phone).toBe('9812345678');
    expect((await admin.gql(READ, { id: old!._id })).data!.order.customer.phone).toBe('9841235678');
    const listed = (await sita.gql(LIST)).data!.orders.edges.find((e) => e.node.id === old!._id);
    expect(listed?.node.customer.phone).toBe('98••••5678');
  });

  it('is masked for a cancelled order 30 days after it was cancelled', async () => {
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const order = dbOf(bff).orders.find((o) => o.orderFrom === sitaId && o.status === 'confirmed')!;
    Object.assign(order, {
      status: 'cancelled',
      customerPhone: '9801112222',
      updatedAt: new Date(Date.now() - 31 * 86_400_000).toISOString(),
    });
    expect((await sita.gql(READ, { id: order._id })).data!.order.customer.phone).toBe('98••••2222');
  });

  it("is found by the marketer's search only by the digits she sees, once masked; admins by any", async () => {
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const order = dbOf(bff).orders.find((o) => o.orderFrom === sitaId && o.status === 'delivered')!;
    Object.assign(order, { customerPhone: '9841731946' });
    await bff.dev.backdateDelivery(order._id, 31);
    const found = async (who: Session, search: string) => {
      const answer = await who.raw<{ orders: { edges: { node: { id: string } }[] } }>(
        'query Find($search: String) { orders(search: $search, first: 1000) { edges { node { id } } } }',
        { search },
      );
      return answer.data!.orders.edges.some((edge) => edge.node.id === order._id);
    };
    // She sees 98••••1946: what the dots hide, and digits joined across them, find nothing.
    for (const hidden of ['417', '4173', '8417', '841731', '9841731946', '981946'])
      expect({ hidden, found: await found(sita, hidden) }).toEqual({ hidden, found: false });
    expect(await found(sita, '1946')).toBe(true);
    expect(await found(sita, '98')).toBe(true);
    expect(await found(admin, '4173')).toBe(true);
    expect(await found(admin, '9841731946')).toBe(true);
  });
});
