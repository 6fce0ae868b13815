import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './gql/index.ts';
import { startBff, type Session, type TestBff } from './harness.ts';
import { dbOf } from './stand-in-data.ts';

/**
 * Who answers on an order's tracking page: only its customer, not the order's owner or an admin,
 * signed in, who see the page without its question.
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
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: `answer=${value}`,
    redirect: 'manual',
  });

describe('who answers', () => {
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
      const refused = await answer(url, 'confirmed', { cookie: sita.cookie, lang });
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
    const refused = await answer(url, 'declined', { cookie: admin.cookie, lang: 'ne' });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(NOTICES.ne.notCustomer);
    expect(await confirmation(id)).toBe('NOT_ASKED');

    expect(await (await open(url, { cookie: maya.cookie })).text()).toContain(QUESTION);
    expect((await answer(url, 'confirmed', { cookie: maya.cookie })).headers.get('location')).toMatch(/said=recorded$/);
    expect(await confirmation(id)).toBe('CONFIRMED');
  });
});
