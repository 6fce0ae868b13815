import { expect } from 'vitest';
import { graphql } from './gql/index.ts';
import type { InboxEntryFieldsFragment, InboxReadQuery, OrderStatus } from './gql/graphql.ts';
import type { Session } from './harness.ts';
import { stringMatching } from './matchers.ts';

/**
 * What the inbox tests share: the inbox's documents, the mutations whose changes it tells of,
 * a BFF with the seed and an admin and two marketers signed in (one per test, or per describe),
 * and the shape of an expected entry.
 */

import { admin, bff, maya, sita, useSeededBff } from './world.ts';

export { admin, bff, maya, sita };

graphql(`
  fragment InboxEntryFields on InboxEntry {
    id
    at
    kind
    read
    orderId
    paymentId
    userId
    status
    customer
    product
    marketer
    amount
  }
`);
export const INBOX = graphql(`
  query InboxRead($first: Int) {
    inbox(first: $first) {
      unread
      entries {
        ...InboxEntryFields
      }
    }
  }
`);
export const MARK_READ = graphql(`
  mutation InboxMarkRead($ids: [ID!]) {
    markInboxRead(ids: $ids) {
      unread
      entries {
        ...InboxEntryFields
      }
    }
  }
`);

export const MY_PRODUCTS = graphql(`
  query InboxMyProducts {
    myProducts {
      id
      name
      status
    }
  }
`);
export const PLACE = graphql(`
  mutation InboxPlaceOrder($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        id
      }
    }
  }
`);
export const CHANGE = graphql(`
  mutation InboxChangeStatus($id: ID!, $status: OrderStatus!) {
    changeOrderStatus(id: $id, status: $status) {
      order {
        id
        status
      }
    }
  }
`);
export const CANCEL = graphql(`
  mutation InboxCancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      order {
        id
        status
      }
    }
  }
`);
export const BULK = graphql(`
  mutation InboxBulkStatus($ids: [ID!]!, $status: OrderStatus!) {
    changeOrdersStatus(ids: $ids, status: $status) {
      outcomes {
        id
        result
      }
    }
  }
`);

export type Entry = InboxEntryFieldsFragment;
export type Inbox = InboxReadQuery['inbox'];

/** The signed-in user's inbox (`first` entries, 20 when not given). */
export async function inboxOf(session: Session, first?: number): Promise<Inbox> {
  const result = await session.gql(INBOX, first === undefined ? {} : { first });
  expect(result.errors).toBeUndefined();
  return result.data!.inbox;
}

/** Marks entries read (all of them: null); answers the inbox after. */
export async function markRead(session: Session, ids: string[] | null): Promise<Inbox> {
  const result = await session.gql(MARK_READ, { ids });
  expect(result.errors).toBeUndefined();
  return result.data!.markInboxRead;
}

/** An order Sita places for Anita Karki: two Pashmina Shawls at 4,600. */
export async function placeSitaOrder(as: Session = sita): Promise<string> {
  const products = await as.gql(MY_PRODUCTS);
  const shawl = products.data!.myProducts.find((p) => p.name === 'Pashmina Shawl' && p.status === 'AVAILABLE')!;
  const result = await as.gql(PLACE, {
    input: {
      productId: shawl.id,
      quantity: 2,
      price: 4600,
      customerName: 'Anita Karki',
      customerPhone: '9841234567',
      customerLocation: 'Lalitpur',
    },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.addOrder.order.id;
}

/** An admin moves an order to a status (CANCELLED cancels it). */
export async function adminMoves(id: string, status: OrderStatus, as: Session = admin): Promise<void> {
  const result = status === 'CANCELLED' ? await as.gql(CANCEL, { id }) : await as.gql(CHANGE, { id, status });
  expect(result.errors).toBeUndefined();
}

const NONE = {
  orderId: null,
  paymentId: null,
  userId: null,
  status: null,
  customer: null,
  product: null,
  marketer: null,
  amount: null,
};

/** An unread entry of a kind with these fields, the others null; any id and time (see `expectWellFormed`). */
export function entry(fields: Partial<Entry> & Pick<Entry, 'kind'>): Record<string, unknown> {
  return {
    id: stringMatching(/^\d{13}-\d+-[0-9a-f]{8}$/),
    at: stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    read: false,
    ...NONE,
    ...fields,
  };
}

/** Every entry's id starts with the millisecond of its time, within the last minute, and the list is newest first. */
export function expectWellFormed(entries: readonly Entry[]): void {
  for (const { id, at } of entries) {
    expect(Number(id.split('-')[0])).toBe(Date.parse(at));
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
  }
  const times = entries.map(({ id }) => id.split('-').map(Number) as [number, number]);
  expect(times).toEqual([...times].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
}

/** Starts the BFF with the seed before each test of the file or describe it is called in (`all`: once before all of them), as `useSeededBff` does. */
export function useInboxWorld(per: 'each' | 'all' = 'each'): void {
  useSeededBff(per);
}
