import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { gatewayToken, startBff, type Session, type TestBff } from './harness.ts';
import { captureLogs } from './logs.ts';
import { dbOf } from './stand-in-data.ts';

/**
 * Who answers on an order's tracking page, and when an answer is kept: only its customer (not the
 * order's owner or an admin, signed in), only while the gateway itself says the order is still
 * CONFIRMED, and only where the BFF has a service token to ask the gateway with.
 */

const PLACE = graphql(`
  mutation TrackingAnswersPlace($input: AddOrderInput!) {
    addOrder(input: $input) {
      order {
        id
        trackingUrl
      }
    }
  }
`);
const READ = graphql(`
  query TrackingAnswersRead($id: ID!) {
    order(id: $id) {
      trackingAsks
      customerConfirmation
      en: trackingMessage(language: EN)
    }
  }
`);

const QUESTION = 'Is this your order?';
const NOTICES = {
  en: {
    preview: 'This is your customer’s page. Only your customer answers here: send them this link.',
    notCustomer: 'Only your customer can answer here: nothing was changed. Send this link to your customer.',
    notRecorded: 'Your answer could not be recorded just now. Please try again shortly.',
  },
  ne: {
    preview: 'यो तपाईंको ग्राहकको पृष्ठ हो। यहाँ ग्राहकले मात्र जवाफ दिनुहुन्छ: यो लिङ्क उहाँलाई पठाउनुहोस्।',
    notCustomer: 'यहाँ ग्राहकले मात्र जवाफ दिन सक्नुहुन्छ: केही परिवर्तन भएन। यो लिङ्क आफ्नो ग्राहकलाई पठाउनुहोस्।',
    notRecorded: 'तपाईंको जवाफ अहिले राख्न सकिएन। केही बेरमा फेरि प्रयास गर्नुहोस्।',
  },
};

/** Sita places an order of one Dhaka Topi at Rs. 750 on `bff`; answers its id and tracking link. */
async function place(bff: TestBff, sita: Session): Promise<{ id: string; url: string }> {
  const product = dbOf(bff).products.find((p) => p.productName === 'Dhaka Topi')!;
  const placed = await sita.gql(
    PLACE,
    {
      input: {
        productId: product._id,
        quantity: 1,
        price: 750,
        customerName: 'Anita Karki',
        customerPhone: '9841234567',
        customerLocation: 'Lalitpur',
      },
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(placed.errors).toBeUndefined();
  const { id, trackingUrl } = placed.data!.addOrder.order;
  return { id, url: trackingUrl! };
}

interface Visit {
  /** A signed-in session's cookie, sent as the browser sends it (SameSite=Strict: same-site links). */
  cookie?: string;
  lang?: 'en' | 'ne';
}

const open = (url: string, { cookie, lang = 'en' }: Visit = {}) =>
  fetch(`${url}?lang=${lang}`, { headers: cookie ? { cookie } : {} });

const answer = (url: string, value: 'confirmed' | 'declined', { cookie, lang = 'en' }: Visit = {}) =>
  fetch(`${url}?lang=${lang}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: `answer=${value}`,
    redirect: 'manual',
  });

describe('with a service token', () => {
  let bff: TestBff;
  let sita: Session;
  let admin: Session;
  let maya: Session;

  beforeAll(async () => {
    bff = await startBff();
    [sita, admin, maya] = await Promise.all([
      bff.signIn('sita@demo.test'),
      bff.signIn('admin@demo.test'),
      bff.signIn('maya@demo.test'),
    ]);
  });
  afterAll(() => bff.close());

  const confirmation = async (id: string) => (await sita.gql(READ, { id })).data!.order.customerConfirmation;

  it('keeps no answer the order’s owner sends from her session and tells her so; her customer answers after', async () => {
    const { id, url } = await place(bff, sita);
    const preview = await (await open(url, { cookie: sita.cookie })).text();
    expect(preview).toContain(NOTICES.en.preview);
    expect(preview).not.toContain('<form');
    expect(await (await open(url, { cookie: sita.cookie, lang: 'ne' })).text()).toContain(NOTICES.ne.preview);

    await bff.dev.resetCalls();
    for (const lang of ['en', 'ne'] as const) {
      const refused = await answer(url, 'confirmed', {
        cookie: sita.cookie,
        lang,
      });
      expect(refused.status).toBe(403);
      const html = await refused.text();
      expect(html).toContain(NOTICES[lang].notCustomer);
      expect(html).not.toContain('<form');
    }
    expect((await bff.dev.calls()).total).toBe(0);
    expect(await confirmation(id)).toBe('NOT_ASKED');

    // The customer, in a browser of their own.
    const page = await (await open(url)).text();
    expect(page).toContain(QUESTION);
    expect(page).not.toContain(NOTICES.en.preview);
    expect((await answer(url, 'declined')).headers.get('location')).toMatch(/said=recorded$/);
    expect(await confirmation(id)).toBe('DECLINED');
  });

  it('keeps no answer an admin sends from their session; another marketer’s session answers as anyone', async () => {
    const { id, url } = await place(bff, sita);
    expect(await (await open(url, { cookie: admin.cookie })).text()).toContain(NOTICES.en.preview);
    const refused = await answer(url, 'declined', {
      cookie: admin.cookie,
      lang: 'ne',
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(NOTICES.ne.notCustomer);
    expect(await confirmation(id)).toBe('NOT_ASKED');

    expect(await (await open(url, { cookie: maya.cookie })).text()).toContain(QUESTION);
    expect((await answer(url, 'confirmed', { cookie: maya.cookie })).headers.get('location')).toMatch(/said=recorded$/);
    expect(await confirmation(id)).toBe('CONFIRMED');
  });

  it('follows an order cancelled at the gateway itself: the page asks nothing more and keeps no answer', async () => {
    const cancelAtGateway = async (id: string) => {
      const cancelled = await fetch(`${bff.gateway.url}/order/cancelOrder/${id}`, {
        method: 'PUT',
        headers: { token: await gatewayToken(bff, 'sita@demo.test') },
      });
      expect(cancelled.status).toBe(200);
    };
    // Opened before the cancellation: the answer from that page is checked all the same.
    const opened = await place(bff, sita);
    expect(await (await open(opened.url)).text()).toContain(QUESTION);
    await cancelAtGateway(opened.id);
    const late = await answer(opened.url, 'confirmed');
    expect(late.headers.get('location')).toMatch(/said=movedOn$/);
    const after = await (await fetch(new URL(late.headers.get('location')!, bff.url))).text();
    expect(after).toContain('This order has already moved on. Nothing was changed.');
    expect(after).toContain('<li>Cancelled<span>');
    expect(after).not.toContain(QUESTION);
    expect(await confirmation(opened.id)).toBe('NOT_ASKED');

    // Opened after it: the page says where the order is.
    const unopened = await place(bff, sita);
    await cancelAtGateway(unopened.id);
    const html = await (await open(unopened.url)).text();
    expect(html).toContain('<li>Cancelled<span>');
    expect(html).not.toContain(QUESTION);
    expect((await sita.gql(READ, { id: unopened.id })).data!.order.trackingAsks).toBe(false);
  });

  it('keeps no answer while the gateway is down, slow or answers garbage, and says to try again; the page still opens', async () => {
    const { id, url } = await place(bff, sita);
    for (const fault of [
      { mode: 'status500' },
      { mode: 'html502' },
      { mode: 'malformed' },
      { mode: 'drop' },
      { mode: 'delay', ms: 1_500 },
    ]) {
      await bff.dev.fault({ ...fault, path: '/order/getOrderDetail' });
      for (const lang of ['en', 'ne'] as const) {
        const refused = await answer(url, 'confirmed', { lang });
        expect(refused.status, fault.mode).toBe(503);
        const html = await refused.text();
        expect(html).toContain(NOTICES[lang].notRecorded);
        // The form is there to try again.
        expect(html).toContain(`<form method="post" action="${new URL(url).pathname}?lang=${lang}"`);
      }
      const page = await open(url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(QUESTION);
      await bff.dev.clearFault();
    }
    expect(await confirmation(id)).toBe('NOT_ASKED');
    expect((await answer(url, 'confirmed')).headers.get('location')).toMatch(/said=recorded$/);
  });

  it('reads an asking page’s order at the gateway once in 30 s however often it is opened, and an answer once', async () => {
    const { id, url } = await place(bff, sita);
    const detail = `GET /order/getOrderDetail/${id}`;
    await bff.dev.resetCalls();
    for (let n = 0; n < 5; n += 1) expect(await (await open(url)).text()).toContain(QUESTION);
    expect((await bff.dev.calls()).byRoute).toEqual({ [detail]: 1 });
    expect((await fetch(`${bff.url}/t/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await answer(`${bff.url}/t/AAAAAAAAAAAAAAAAAAAAAA`, 'confirmed')).status).toBe(404);
    expect((await bff.dev.calls()).byRoute).toEqual({ [detail]: 1 });

    await answer(url, 'confirmed');
    expect((await bff.dev.calls()).byRoute).toEqual({ [detail]: 2 });
    // Answered: the page asks nothing, and reads nothing.
    await open(url);
    await answer(url, 'declined');
    expect((await bff.dev.calls()).byRoute).toEqual({ [detail]: 2 });
  });
});

describe('without a service token', () => {
  let bff: TestBff;
  let sita: Session;
  let warnings: Record<string, unknown>[];

  beforeAll(async () => {
    const logs = captureLogs();
    try {
      bff = await startBff({ GATEWAY_SERVICE_TOKEN: '' });
    } finally {
      logs.restore();
    }
    warnings = logs.entries().filter((entry) => entry.event === 'tracking');
    sita = await bff.signIn('sita@demo.test');
  });
  afterAll(() => bff.close());

  it('says at start-up what to set, and its pages ask nothing and keep no answer', async () => {
    expect(warnings).toEqual([
      expect.objectContaining({
        level: 'warn',
        answers: 'off: tracking pages ask their customers nothing',
        set: 'GATEWAY_SERVICE_TOKEN to a gateway token of an admin account',
      }),
    ]);
    const { id, url } = await place(bff, sita);
    expect((await sita.gql(READ, { id })).data!.order).toEqual({
      trackingAsks: false,
      customerConfirmation: 'NOT_ASKED',
      en: `Hello Anita Karki! Follow your order of Dhaka Topi (quantity 1) here: ${url}?lang=en`,
    });
    const html = await (await open(url)).text();
    expect(html).toContain('<p class="product">Dhaka Topi</p>');
    expect(html).not.toContain('<form');
    expect((await answer(url, 'confirmed')).status).toBe(303);
    expect((await sita.gql(READ, { id })).data!.order.customerConfirmation).toBe('NOT_ASKED');
  });
});

describe('with a service token the gateway refuses', () => {
  const refusedToken = 'refused-service-token-0123456789';
  let bff: TestBff;
  let sita: Session;

  beforeAll(async () => {
    bff = await startBff({ GATEWAY_SERVICE_TOKEN: refusedToken });
    sita = await bff.signIn('sita@demo.test');
  });
  afterAll(() => bff.close());

  it('keeps no answer, and logs what to set without the token', async () => {
    const { id, url } = await place(bff, sita);
    const logs = captureLogs();
    let refused: Response;
    try {
      refused = await answer(url, 'confirmed');
    } finally {
      logs.restore();
    }
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain(NOTICES.en.notRecorded);
    expect((await sita.gql(READ, { id })).data!.order.customerConfirmation).toBe('NOT_ASKED');
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({
        event: 'tracking',
        set: 'GATEWAY_SERVICE_TOKEN to a gateway token of an admin account',
      }),
    );
    expect(logs.lines.join('\n')).not.toContain(refusedToken);
  });
});
