import { describe, expect, it } from 'vitest';
import type { TrackedOrder } from '../../stores/order-tracking.ts';
import { trackingPage } from './tracking-page.ts';

/** Names a marketer or an admin typed, as an attacker would type them. */
const order: TrackedOrder = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  orderId: 'order-1',
  ownerId: 'sita',
  customerName: 'Anita',
  productName: `Topi "<img src=x onerror=alert(1)>" & 'shawl'`,
  quantity: 1,
  total: 1500,
  marketerName: `Sita</p><script>alert(2)</script>`,
  marketerPhone: '9841000001',
  steps: [{ status: 'confirmed', at: '2026-11-20T04:00:00.000Z' }],
  closedAt: null,
};

describe('the tracking page', () => {
  it('shows names as text, whatever they hold, in the title and the page', () => {
    const html = trackingPage(order, null, 'en', { asks: true });
    expect(html).not.toMatch(/<img|<script|<\/p><script/);
    expect(html).toContain(
      '<p class="product">Topi &#34;&#60;img src=x onerror=alert(1)&#62;&#34; &#38; &#39;shawl&#39;</p>',
    );
    expect(html).toContain('Sita&#60;/p&#62;&#60;script&#62;alert(2)&#60;/script&#62; · <a href="tel:+9779841000001">');
    expect(html).toContain(
      '<title>Your order: Topi &#34;&#60;img src=x onerror=alert(1)&#62;&#34; &#38; &#39;shawl&#39;</title>',
    );
  });

  it('shows a Nepali name with its joiners, without the invisible characters typed around it', () => {
    // The eyelash ra of गर्‍यो (ZWJ) and a half form (ZWNJ), with a soft hyphen, a Hangul filler and a line separator.
    const nepali = {
      ...order,
      productName: 'गर्\u00AD\u200Dयो क्\u200Cष टोपी\u3164',
      marketerName: 'सीता\u2028 शर्मा',
    };
    const html = trackingPage(nepali, null, 'ne', { asks: true });
    expect(html).toContain('<p class="product">गर्\u200Dयो क्\u200Cष टोपी</p>');
    expect(html).toContain('सीता शर्मा · <a href="tel:+9779841000001">');
    expect(html).not.toMatch(/[\u00AD\u2028\u3164]/);
  });
});
