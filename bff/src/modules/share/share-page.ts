import { internationalNumber } from '@bikri/schema/phone';
import { displayText } from '@bikri/schema/display-text';
import { mediaSrcSet, mediaUrl } from '@bikri/schema/media';
import type { SharedProduct } from '../../stores/shared-products.ts';
import { escapeHtml as escape, publicPage, rupees } from '../../transport/public-page.ts';

/**
 * The page a shared product link opens (`/p/<id>`), rendered on the server for anyone: no
 * script, one small style sheet, the photo sized for the phone, and the Open Graph and Twitter
 * card tags that WhatsApp and Facebook read for their preview. In the language the sharer chose.
 */

type Language = SharedProduct['language'];

const TEXTS: Record<
  Language,
  {
    soldBy: (name: string) => string;
    whatsApp: string;
    call: string;
    gone: string;
    greeting: (name: string, price: string, url: string) => string;
    missing: string;
    missingHint: string;
  }
> = {
  en: {
    soldBy: (name) => `Sold by ${name}`,
    whatsApp: 'Order on WhatsApp',
    call: 'Call to order',
    gone: 'This product is no longer available.',
    greeting: (name, price, url) => `Hello! I would like to order ${name} (${price}): ${url}`,
    missing: 'This link does not lead to a product any more.',
    missingHint: 'Ask the person who shared it for a new link.',
  },
  ne: {
    soldBy: (name) => `${name} द्वारा बिक्री`,
    whatsApp: 'WhatsApp मा अर्डर गर्नुहोस्',
    call: 'अर्डर गर्न फोन गर्नुहोस्',
    gone: 'यो उत्पादन अब उपलब्ध छैन।',
    greeting: (name, price, url) => `नमस्ते! म ${name} (${price}) अर्डर गर्न चाहन्छु: ${url}`,
    missing: 'यो लिङ्कले अब कुनै उत्पादन देखाउँदैन।',
    missingHint: 'साझा गर्ने व्यक्तिसँग नयाँ लिङ्क माग्नुहोस्।',
  },
};

const STYLE = `img{display:block;width:100%;height:auto;border-radius:12px;background:#f5f5f4;aspect-ratio:1;object-fit:cover}
.thumbs{display:flex;gap:8px;margin-top:8px;overflow-x:auto}.thumbs img{width:72px;height:72px;flex:none;border-radius:8px}
.price{font-size:1.375rem;font-weight:700;color:#c2410c;margin:0 0 12px}
.description{white-space:pre-line;margin:0 0 16px}.seller{color:#57534e;margin:0 0 16px}
.gone{padding:14px 16px;border-radius:10px;background:#fef2f2;color:#991b1b;font-weight:600}`;

/** A shared product's page. `origin`: this site's public address (`PUBLIC_URL`), for absolute links. */
export function sharedProductPage(product: SharedProduct, available: boolean, origin: string): string {
  const texts = TEXTS[product.language];
  // What people typed, without the invisible characters that reorder or hide what customers read.
  const productName = displayText(product.name);
  const description = displayText(product.description);
  const sharerName = displayText(product.sharerName);
  const price = rupees(product.price, product.language);
  const url = `${origin}/p/${product.id}`;
  const title = `${productName} — ${price}`;
  const summary = description.replace(/\s+/g, ' ').trim().slice(0, 200);
  const [photo, ...more] = product.images;
  const meta = [
    ['description', summary],
    ['og:type', 'product'],
    ['og:site_name', 'Bikri'],
    ['og:title', title],
    ['og:description', summary],
    ['og:url', url],
    ...(photo ? [['og:image', `${origin}${mediaUrl(photo, 640)}`]] : []),
    ['twitter:card', photo ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', summary],
    ...(photo ? [['twitter:image', `${origin}${mediaUrl(photo, 640)}`]] : []),
  ]
    .map(
      ([name, content]) =>
        `<meta ${name!.startsWith('og:') ? 'property' : 'name'}="${name}" content="${escape(content!)}">\n`,
    )
    .join('');
  const sizes = '(min-width: 560px) 528px, calc(100vw - 32px)';
  const image = photo
    ? `<picture><source type="image/webp" srcset="${mediaSrcSet(photo, undefined, 'webp')}" sizes="${sizes}"><img src="${mediaUrl(photo, 640)}" srcset="${mediaSrcSet(photo)}" sizes="${sizes}" width="640" height="640" alt="${escape(productName)}" fetchpriority="high"></picture>`
    : '';
  const thumbs = more.length
    ? `<div class="thumbs">${more.map((src) => `<img src="${mediaUrl(src, 160, 'webp')}" width="72" height="72" alt="" loading="lazy">`).join('')}</div>`
    : '';
  let actions: string;
  if (!available) actions = `<p class="gone" role="status">${escape(texts.gone)}</p>`;
  else {
    const number = internationalNumber(product.phone);
    const greeting = encodeURIComponent(texts.greeting(productName, price, url));
    actions = `<div class="actions"><a class="button whatsapp" href="https://wa.me/${number}?text=${greeting}">${escape(texts.whatsApp)}</a><a class="button call" href="tel:+${number}">${escape(texts.call)} · ${escape(product.phone)}</a></div>`;
  }
  const body = `${image}${thumbs}
<h1>${escape(productName)}</h1>
<p class="price">${escape(price)}</p>
<p class="description">${escape(description)}</p>
<p class="seller">${escape(texts.soldBy(sharerName))}</p>
${actions}`;
  return publicPage(product.language, title, { head: meta, style: STYLE, body });
}

/** The page while the links' store cannot be asked. */
export function unavailableSharePage(): string {
  return publicPage('en', 'Please try again shortly', {
    head: '<meta name="robots" content="noindex">\n',
    body: '<h1>This page cannot be shown right now.</h1>\n<p>Please try again in a moment.</p>',
  });
}

/** The page of a link that leads nowhere (unknown, or expired). */
export function missingSharePage(language: Language = 'en'): string {
  const texts = TEXTS[language];
  return publicPage(language, texts.missing, {
    head: '<meta name="robots" content="noindex">\n',
    body: `<h1>${escape(texts.missing)}</h1>\n<p>${escape(texts.missingHint)}</p>`,
  });
}
