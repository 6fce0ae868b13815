import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import type { TrackingLiveSubscription } from './gql/graphql.ts';
import { startBff, type Session, type TestBff } from './harness.ts';
import { inboxOf } from './inbox-world.ts';
import { subscribe, type LiveSubscription } from './live-client.ts';
import { exportedRows } from './read-csv.ts';
import { dbOf, userByEmail } from './stand-in-data.ts';

/**
 * Orders' tracking pages: the marketer (or an admin) gets a public `/t/<id>` link for an order;
 * its customer opens it with no account, sees the order and its timeline and nothing else, and
 * answers once, by a plain form; the answer reaches the order and, a decline, the marketer's
 * inbox. Who may answer, and when the gateway lets an answer be kept: tracking-answers.test.ts.
 */

const PLACE = graphql(`
  mutation TrackingPlace($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        id
        trackingUrl
        customerConfirmation
        customerAnsweredAt
        en: trackingMessage(language: EN)
        ne: trackingMessage(language: NE)
      }
    }
  }
`);
const READ = graphql(`
  query TrackingRead($id: ID!) {
    order(id: $id) {
      id
      status
      trackingUrl
      trackingAsks
      customerConfirmation
      customerAnsweredAt
      en: trackingMessage(language: EN)
      ne: trackingMessage(language: NE)
    }
  }
`);
const MOVE = graphql(`
  mutation TrackingMove($id: ID!, $status: OrderStatus!) {
    changeOrderStatus(id: $id, status: $status) {
      order {
        id
        status
      }
    }
  }
`);

const FILTERED = graphql(`
  query TrackingFiltered($answer: CustomerConfirmation) {
    orders(status: CONFIRMED, customerConfirmation: $answer, first: 100) {
      totalCount
      edges {
        node {
          id
          customerConfirmation
        }
      }
    }
    orderCounts(customerConfirmation: $answer) {
      all
      confirmed
    }
    orderSelection(status: CONFIRMED, customerConfirmation: $answer) {
      id
    }
  }
`);

let bff: TestBff;
let sita: Session;
let admin: Session;
let product: { _id: string; productName: string };

beforeAll(async () => {
  bff = await startBff();
  [sita, admin] = await Promise.all([bff.signIn('sita@demo.test'), bff.signIn('admin@demo.test')]);
  product = dbOf(bff).products.find((p) => p.productName === 'Dhaka Topi')!;
});
afterAll(() => bff.close());

/** Sita places an order of 2 Dhaka Topi at Rs. 750 for Anita Karki of Lalitpur; answers its tracking link. */
async function place(): Promise<{ id: string; url: string; en: string | null; ne: string | null }> {
  const placed = await sita.gql(
    PLACE,
    {
      input: {
        productId: product._id,
        quantity: 2,
        price: 750,
        customerName: 'Anita Karki',
        customerPhone: '9841234567',
        customerLocation: 'Lalitpur, Ward 5, Jhamsikhel',
      },
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.errors).toBeUndefined();
  const order = placed.data!.addOrder.order;
  expect(order.customerConfirmation).toBe('NOT_ASKED');
  expect(order.customerAnsweredAt).toBeNull();
  expect(order.trackingUrl).toMatch(new RegExp(`^${bff.url}/t/[A-Za-z0-9_-]{22}$`));
  return { id: order.id, url: order.trackingUrl!, en: order.en ?? null, ne: order.ne ?? null };
}

const TRACKING_LIVE = graphql(`
  subscription TrackingLive {
    live {
      __typename
      ... on OrderEvent {
        order {
          id
          status
          customerConfirmation
          trackingAsks
        }
      }
      ... on CustomerAnswerEvent {
        orderId
        customerConfirmation
      }
    }
  }
`);
const EDIT = graphql(`
  mutation TrackingEdit($id: ID!, $input: EditOrderInput!) {
    editOrder(id: $id, input: $input) {
      order {
        id
      }
    }
  }
`);
/** The order `place` places, with one more Dhaka Topi. */
const EDITED = {
  quantity: 3,
  price: 750,
  customerName: 'Anita Karki',
  customerPhone: '9841234567',
  customerLocation: 'Lalitpur, Ward 5, Jhamsikhel',
};

/** Runs `steps` with Sita's live updates open on one socket. */
async function following(steps: (live: LiveSubscription<TrackingLiveSubscription>) => Promise<void>): Promise<void> {
  const live = subscribe(bff.url, sita.cookie, TRACKING_LIVE);
  try {
    await live.connected;
    await steps(live);
  } finally {
    await live.close();
  }
}

const answer = (url: string, value: string, lang = 'en') =>
  fetch(`${url}?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `answer=${value}`,
    redirect: 'manual',
  });

describe('/t/<id>', () => {
  it('shows the product, quantity, total, the marketer’s name and phone and the timeline; no address, nothing else', async () => {
    const { id, url, en, ne } = await place();
    expect(en).toBe(
      `Hello Anita Karki! Your order of Dhaka Topi (quantity 2) is placed. You pay Rs. 1,500.00 on delivery. Follow it and confirm it here: ${url}?lang=en`,
    );
    expect(ne).toBe(
      `नमस्ते Anita Karki! तपाईंको Dhaka Topi (परिमाण २) को अर्डर भयो। डेलिभरीमा Rs. १,५००.०० तिर्नुहोस्। यहाँ हेर्नुहोस् र पुष्टि गर्नुहोस्: ${url}?lang=ne`,
    );
    await bff.dev.resetCalls();
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    // The order's status, read to check that the page may still ask.
    expect((await bff.dev.calls()).byRoute).toEqual({ [`GET /order/getOrderDetail/${id}`]: 1 });
    expect(html).toContain('<p class="product">Dhaka Topi</p>');
    expect(html).toContain('Quantity: 2');
    expect(html).toContain('To pay on delivery<strong>Rs. 1,500.00</strong>');
    expect(html).toContain('Yes, I will pay Rs. 1,500.00 on delivery');
    const sitaRecord = userByEmail(bff, 'sita@demo.test');
    expect(html).toContain('Sita Sharma');
    expect(html).toContain(`href="tel:+977${sitaRecord.phone}"`);
    expect(html).toContain('Order placed');
    expect(html).toContain('Is this your order?');
    for (const secret of ['Lalitpur', 'Jhamsikhel', 'Anita', '9841234567', sitaRecord.email, sitaRecord._id])
      expect(html).not.toContain(secret);
    expect(html).not.toContain('<script');
  });

  it('follows a status change made through the product, and stops asking once the order moved on', async () => {
    const { id, url } = await place();
    expect((await sita.gql(READ, { id })).data!.order.trackingAsks).toBe(true);
    expect(
      (await admin.gql(MOVE, { id, status: 'IN_PROCESS' }, { 'idempotency-key': randomUUID() })).errors,
    ).toBeUndefined();
    const html = await (await fetch(url)).text();
    expect(html).toContain('In process: on its way to you');
    expect(html).not.toContain('Is this your order?');
    // The message sent from now on asks the customer to follow the order, not to confirm it.
    expect((await sita.gql(READ, { id })).data!.order).toMatchObject({
      trackingAsks: false,
      en: `Hello Anita Karki! Follow your order of Dhaka Topi (quantity 2) here: ${url}?lang=en`,
      ne: `नमस्ते Anita Karki! तपाईंको Dhaka Topi (परिमाण २) को अर्डर यहाँ हेर्नुहोस्: ${url}?lang=ne`,
    });

    const late = await answer(url, 'confirmed');
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toMatch(/\?lang=en&said=movedOn$/);
    expect(await (await fetch(new URL(late.headers.get('location')!, bff.url))).text()).toContain(
      'This order has already moved on. Nothing was changed.',
    );
    expect((await sita.gql(READ, { id })).data!.order.customerConfirmation).toBe('NOT_ASKED');
  });

  it('keeps one answer when two are sent at once, and says so to the second', async () => {
    const { id, url } = await place();
    const [first, second] = await Promise.all([answer(url, 'confirmed'), answer(url, 'declined')]);
    const outcomes = [first, second].map((r) => /said=(\w+)$/.exec(r.headers.get('location') ?? '')?.[1]).sort();
    expect(outcomes).toEqual(['answered', 'recorded']);
    const kept = first.headers.get('location')!.endsWith('said=recorded') ? 'CONFIRMED' : 'DECLINED';
    const read = (await sita.gql(READ, { id })).data!.order;
    expect(read.customerConfirmation).toBe(kept);
    expect(read.customerAnsweredAt).not.toBeNull();

    const again = await answer(url, kept === 'CONFIRMED' ? 'declined' : 'confirmed');
    expect(again.headers.get('location')).toMatch(/said=answered$/);
    expect((await sita.gql(READ, { id })).data!.order.customerConfirmation).toBe(kept);
    const html = await (await fetch(url)).text();
    expect(html).toContain(kept === 'CONFIRMED' ? 'Confirmed by you' : 'Declined by you');
    expect(html).not.toContain('Is this your order?');
  });

  it('says what its address says an answer did only when it is so', async () => {
    const { url } = await place();
    for (const said of ['recorded', 'answered', 'movedOn']) {
      const html = await (await fetch(`${url}?lang=en&said=${said}`)).text();
      expect(html).not.toContain('class="said"');
      expect(html).toContain('Is this your order?');
    }
    await answer(url, 'confirmed');
    expect(await (await fetch(`${url}?lang=en&said=recorded`)).text()).toContain(
      '<p class="said" role="status">Thank you. Your answer has been sent to your seller.</p>',
    );
    expect(await (await fetch(`${url}?lang=en&said=movedOn`)).text()).not.toContain('class="said"');
  });

  it('sends a body its form never sends back to the page, answering nothing', async () => {
    const { id, url } = await place();
    const post = (body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${url}?lang=ne`, { method: 'POST', headers: { 'content-type': type }, body, redirect: 'manual' });
    for (const sent of [
      await post('answer=confirmed&answer=declined'),
      await post('{"answer":"confirmed"}', 'application/json'),
      await post(`answer=confirmed&note=${'x'.repeat(2048)}`),
      await post('answer=%E0%A4'),
      await post('answer=maybe'),
    ]) {
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe(`${new URL(url).pathname}?lang=ne`);
    }
    expect((await sita.gql(READ, { id })).data!.order.customerConfirmation).toBe('NOT_ASKED');
  });

  it('puts a decline in the marketer’s inbox, and the admin sees the answer', async () => {
    const { id, url } = await place();
    expect((await answer(url, 'declined')).headers.get('location')).toMatch(/said=recorded$/);
    const inbox = await inboxOf(sita);
    expect(inbox.entries[0]).toMatchObject({
      kind: 'CUSTOMER_DECLINED',
      orderId: id,
      customer: 'Anita Karki',
      product: 'Dhaka Topi',
      read: false,
    });
    expect((await admin.gql(READ, { id })).data!.order).toMatchObject({ customerConfirmation: 'DECLINED' });
  });

  it('carries the answer given since in a live event of the same socket', async () => {
    const { id, url } = await place();
    await following(async (live) => {
      expect((await admin.gql(EDIT, { id, input: EDITED })).errors).toBeUndefined();
      expect((await live.next()).data.live).toMatchObject({ order: { id, customerConfirmation: 'NOT_ASKED' } });
      await answer(url, 'confirmed');
      expect((await live.next()).data.live).toEqual({
        __typename: 'CustomerAnswerEvent',
        orderId: id,
        customerConfirmation: 'CONFIRMED',
      });
      expect((await admin.gql(MOVE, { id, status: 'IN_PROCESS' })).errors).toBeUndefined();
      expect((await live.next()).data.live).toMatchObject({
        order: { id, status: 'IN_PROCESS', customerConfirmation: 'CONFIRMED', trackingAsks: false },
      });
    });
  });

  it('carries what the link is for now in each live event of the same socket', async () => {
    const { id } = await place();
    await following(async (live) => {
      expect((await admin.gql(EDIT, { id, input: EDITED })).errors).toBeUndefined();
      expect((await live.next()).data.live).toMatchObject({ order: { id, trackingAsks: true } });
      expect((await admin.gql(MOVE, { id, status: 'IN_PROCESS' })).errors).toBeUndefined();
      expect((await live.next()).data.live).toMatchObject({ order: { id, status: 'IN_PROCESS', trackingAsks: false } });
    });
  });

  it('speaks Nepali, with Bikram Sambat dates beside AD ones', async () => {
    const { url } = await place();
    const html = await (await fetch(`${url}?lang=ne`)).text();
    expect(html).toContain('<html lang="ne">');
    expect(html).toContain('परिमाण: २');
    expect(html).toContain('डेलिभरीमा तिर्नुपर्ने');
    expect(html).toMatch(/अर्डर गरियो<span>[^<]+ · [०-९]+ [^ ]+ [०-९]{4} वि\.सं\.<\/span>/);
    expect(html).toContain('>English</a>');
  });

  it('answers 404 for a link that leads nowhere, and refuses a link of an order closed more than 60 days ago', async () => {
    expect((await fetch(`${bff.url}/t/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fetch(`${bff.url}/t/not-an-id`)).status).toBe(404);
    const db = dbOf(bff);
    const sitaId = userByEmail(bff, 'sita@demo.test')._id;
    const [old, recent] = db.orders.filter((o) => o.orderFrom === sitaId && o.status === 'confirmed');
    const day = 86_400_000;
    Object.assign(old!, { status: 'delivered', updatedAt: new Date(Date.now() - 61 * day).toISOString() });
    Object.assign(recent!, { status: 'delivered', updatedAt: new Date(Date.now() - 59 * day).toISOString() });
    expect((await sita.gql(READ, { id: old!._id })).data!.order.trackingUrl).toBeNull();
    const url = (await sita.gql(READ, { id: recent!._id })).data!.order.trackingUrl!;
    const html = await (await fetch(url)).text();
    expect(html).toContain('Delivered');
  });

  it('lets an admin list, count and select orders by their customer’s answer', async () => {
    const [yes, no, none] = [await place(), await place(), await place()];
    await answer(yes.url, 'confirmed');
    await answer(no.url, 'declined');
    const before = (await admin.gql(FILTERED, { answer: null })).data!;
    const confirmed = (await admin.gql(FILTERED, { answer: 'CONFIRMED' })).data!;
    const declined = (await admin.gql(FILTERED, { answer: 'DECLINED' })).data!;
    const notAsked = (await admin.gql(FILTERED, { answer: 'NOT_ASKED' })).data!;
    const ids = (d: typeof confirmed) => d.orders.edges.map((e) => e.node.id);
    expect(ids(confirmed)).toContain(yes.id);
    expect(ids(confirmed)).not.toContain(no.id);
    expect(ids(declined)).toContain(no.id);
    expect(ids(notAsked)).toContain(none.id);
    expect(ids(notAsked)).not.toContain(yes.id);
    for (const d of [confirmed, declined, notAsked]) {
      expect(d.orders.totalCount).toBe(d.orders.edges.length);
      expect(d.orderSelection.map((o) => o.id)).toEqual(ids(d));
      expect(d.orderCounts.confirmed).toBe(d.orders.totalCount);
    }
    expect(confirmed.orders.totalCount + declined.orders.totalCount + notAsked.orders.totalCount).toBe(
      before.orders.totalCount,
    );
    expect(confirmed.orders.edges.every((e) => e.node.customerConfirmation === 'CONFIRMED')).toBe(true);
    // The CSV export of the filtered tab has the same orders, in the same order.
    const exported = await exportedRows(
      `${bff.url}/export/orders.csv?status=CONFIRMED&customerConfirmation=DECLINED`,
      admin.cookie,
    );
    expect(exported.map((row) => row['Order ID'])).toEqual(ids(declined));
  });
});
