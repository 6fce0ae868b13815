import { internationalNumber } from '@bikri/schema/phone';
import { BS_MONTHS, nepalDay, toBs } from '@bikri/schema/calendar';
import { devanagariDigits } from '@bikri/schema/digits';
import { displayText } from '@bikri/schema/display-text';
import type { GatewayOrderStatus } from '@bikri/schema/order-status';
import type { CustomerAnswer, TrackedOrder } from '../../stores/order-tracking.ts';
import { escapeHtml as escape, publicPage, rupees, type PageLanguage } from '../../transport/public-page.ts';

/**
 * An order's tracking page (`/t/<id>`), rendered on the server for its customer: no script, a
 * plain form for the one answer it asks. It shows the product, the quantity, what to pay on
 * delivery, the marketer's name and phone and the order's timeline, and nothing else: no
 * address, no other order.
 */

/** What the page says after the customer's answer (POST, then a redirect here). */
export type AnswerOutcome = 'recorded' | 'answered' | 'movedOn';

/** The outcome an address names (`?said=`), if it is one. */
export const saidOf = (value: unknown): AnswerOutcome | undefined =>
  value === 'recorded' || value === 'answered' || value === 'movedOn' ? value : undefined;

/**
 * Whether what an address says (`?said=`) is so: an answer is kept (recorded, answered), or the
 * order is no longer CONFIRMED (moved on). Anyone can write the address.
 */
const saidIsSo = (said: AnswerOutcome, order: TrackedOrder, answer: CustomerAnswer | null): boolean =>
  said === 'movedOn' ? order.steps.at(-1)!.status !== 'confirmed' : answer !== null;

/**
 * What the page tells whoever sees it instead of its question: the order's owner or an admin,
 * who see it (`preview`) or answered on it (`notCustomer`), or whoever sent an answer that could
 * not be kept just now (`notRecorded`: nothing was written).
 */
export type PageNotice = 'preview' | 'notCustomer' | 'notRecorded';

interface Texts {
  /** The message with the link while the page asks the customer to confirm. */
  message: (customer: string, product: string, quantity: string, total: string, url: string) => string;
  /** The message with the link once it no longer asks. */
  follow: (customer: string, product: string, quantity: string, url: string) => string;
  title: string;
  quantity: (n: string) => string;
  toPay: string;
  seller: string;
  call: string;
  steps: Record<GatewayOrderStatus | 'placed', string>;
  confirmedByYou: string;
  declinedByYou: string;
  question: string;
  yes: (total: string) => string;
  no: string;
  said: Record<AnswerOutcome, string>;
  notice: Record<PageNotice, string>;
  missing: string;
  missingHint: string;
  unavailable: string;
  unavailableHint: string;
}

const TEXTS: Record<PageLanguage, Texts> = {
  en: {
    message: (customer, product, quantity, total, url) =>
      `Hello ${customer}! Your order of ${product} (quantity ${quantity}) is placed. You pay ${total} on delivery. Follow it and confirm it here: ${url}`,
    follow: (customer, product, quantity, url) =>
      `Hello ${customer}! Follow your order of ${product} (quantity ${quantity}) here: ${url}`,
    title: 'Your order',
    quantity: (n) => `Quantity: ${n}`,
    toPay: 'To pay on delivery',
    seller: 'Your seller',
    call: 'Call',
    steps: {
      placed: 'Order placed',
      confirmed: 'Confirmed',
      inProcess: 'In process: on its way to you',
      delivered: 'Delivered',
      returned: 'Returned',
      exchanged: 'Exchanged',
      cancelled: 'Cancelled',
    },
    confirmedByYou: 'Confirmed by you',
    declinedByYou: 'Declined by you',
    question: 'Is this your order?',
    yes: (total) => `Yes, I will pay ${total} on delivery`,
    no: 'No, I do not want it',
    said: {
      recorded: 'Thank you. Your answer has been sent to your seller.',
      answered: 'You have already answered. Nothing was changed.',
      movedOn: 'This order has already moved on. Nothing was changed.',
    },
    notice: {
      preview: 'This is your customer’s page. Only your customer answers here: send them this link.',
      notCustomer: 'Only your customer can answer here: nothing was changed. Send this link to your customer.',
      notRecorded: 'Your answer could not be recorded just now. Please try again shortly.',
    },
    missing: 'This link does not lead to an order any more.',
    missingHint: 'Ask your seller about your order.',
    unavailable: 'This page cannot be shown right now.',
    unavailableHint: 'Please try again in a moment.',
  },
  ne: {
    message: (customer, product, quantity, total, url) =>
      `नमस्ते ${customer}! तपाईंको ${product} (परिमाण ${quantity}) को अर्डर भयो। डेलिभरीमा ${total} तिर्नुहोस्। यहाँ हेर्नुहोस् र पुष्टि गर्नुहोस्: ${url}`,
    follow: (customer, product, quantity, url) =>
      `नमस्ते ${customer}! तपाईंको ${product} (परिमाण ${quantity}) को अर्डर यहाँ हेर्नुहोस्: ${url}`,
    title: 'तपाईंको अर्डर',
    quantity: (n) => `परिमाण: ${n}`,
    toPay: 'डेलिभरीमा तिर्नुपर्ने',
    seller: 'तपाईंको बिक्रेता',
    call: 'फोन गर्नुहोस्',
    steps: {
      placed: 'अर्डर गरियो',
      confirmed: 'पुष्टि भयो',
      inProcess: 'प्रक्रियामा: तपाईंतिर आउँदैछ',
      delivered: 'डेलिभर भयो',
      returned: 'फिर्ता भयो',
      exchanged: 'साटियो',
      cancelled: 'रद्द भयो',
    },
    confirmedByYou: 'तपाईंले पुष्टि गर्नुभयो',
    declinedByYou: 'तपाईंले अस्वीकार गर्नुभयो',
    question: 'के यो तपाईंको अर्डर हो?',
    yes: (total) => `हो, म डेलिभरीमा ${total} तिर्नेछु`,
    no: 'होइन, मलाई यो चाहिँदैन',
    said: {
      recorded: 'धन्यवाद। तपाईंको जवाफ बिक्रेतालाई पठाइयो।',
      answered: 'तपाईंले पहिले नै जवाफ दिनुभएको छ। केही परिवर्तन भएन।',
      movedOn: 'यो अर्डर अघि बढिसकेको छ। केही परिवर्तन भएन।',
    },
    notice: {
      preview: 'यो तपाईंको ग्राहकको पृष्ठ हो। यहाँ ग्राहकले मात्र जवाफ दिनुहुन्छ: यो लिङ्क उहाँलाई पठाउनुहोस्।',
      notCustomer: 'यहाँ ग्राहकले मात्र जवाफ दिन सक्नुहुन्छ: केही परिवर्तन भएन। यो लिङ्क आफ्नो ग्राहकलाई पठाउनुहोस्।',
      notRecorded: 'तपाईंको जवाफ अहिले राख्न सकिएन। केही बेरमा फेरि प्रयास गर्नुहोस्।',
    },
    missing: 'यो लिङ्कले अब कुनै अर्डर देखाउँदैन।',
    missingHint: 'आफ्नो अर्डरबारे बिक्रेतालाई सोध्नुहोस्।',
    unavailable: 'यो पृष्ठ अहिले देखाउन सकिँदैन।',
    unavailableHint: 'केही बेरमा फेरि प्रयास गर्नुहोस्।',
  },
};

const STYLE = `.product{font-size:1.125rem;margin:0}.muted{color:#57534e;margin:0 0 12px}
.pay{padding:12px 16px;border-radius:10px;background:#fff7ed;margin:0 0 16px}.pay strong{display:block;font-size:1.375rem;color:#c2410c}
.said{padding:12px 16px;border-radius:10px;background:#f0fdf4;color:#14532d;font-weight:600}
.note{padding:12px 16px;border-radius:10px;background:#fef3c7;color:#78350f;font-weight:600}
ol{list-style:none;padding:0;margin:0 0 16px;border-left:3px solid #d6d3d1}li{padding:0 0 12px 14px;position:relative}
li::before{content:"";position:absolute;left:-8px;top:6px;width:13px;height:13px;border-radius:50%;background:#c2410c}
li span{display:block;color:#57534e;font-size:.875rem}h2{font-size:1.125rem;margin:20px 0 8px}
form{margin:0 0 16px}.no{background:#fff;color:#991b1b;border:1px solid #fca5a5}.lang{text-align:right;margin:0}.lang a{color:#c2410c}`;

const inDigits = (text: string, language: PageLanguage) => (language === 'ne' ? devanagariDigits(text) : text);

/** A time as Nepal reads it: AD date and time, with the Bikram Sambat date beside it. */
export function nepalTime(iso: string, language: PageLanguage): string {
  const ad = new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-GB', {
    timeZone: 'Asia/Kathmandu',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  const day = nepalDay(iso);
  const bs = day && toBs(day);
  if (!bs) return ad;
  const bsText = `${bs.day} ${BS_MONTHS[language][bs.month - 1]} ${bs.year} ${language === 'ne' ? 'वि.सं.' : 'BS'}`;
  return `${ad} · ${inDigits(bsText, language)}`;
}

/** A tracking page's address; with a language, the page opens in it. */
export const trackingAddress = (origin: string, id: string, language?: PageLanguage): string =>
  `${origin}/t/${id}${language ? `?lang=${language}` : ''}`;

/**
 * What the marketer sends the customer with the link (WhatsApp), in the customer's language;
 * `asks`: whether the page asks them to confirm (`asksCustomer`).
 */
export function messageToCustomer(order: TrackedOrder, asks: boolean, language: PageLanguage, url: string): string {
  const texts = TEXTS[language];
  const [customer, product, quantity] = [
    displayText(order.customerName),
    displayText(order.productName),
    inDigits(String(order.quantity), language),
  ];
  return asks
    ? texts.message(customer, product, quantity, rupees(order.total, language), url)
    : texts.follow(customer, product, quantity, url);
}

/** The other language's link, for a customer who reads the other one. */
function languageLink(id: string, language: PageLanguage): string {
  const other = language === 'en' ? { code: 'ne', name: 'नेपाली' } : { code: 'en', name: 'English' };
  return `<p class="lang"><a href="${trackingAddress('', id, other.code as PageLanguage)}" hreflang="${other.code}" lang="${other.code}">${other.name}</a></p>`;
}

/** What a tracking page shows besides its order. */
export interface PageParts {
  /** Whether it asks its question, with the form to answer it. */
  asks: boolean;
  /** What the customer's answer did, as the address says (`?said=`): shown only if it is so. */
  said?: AnswerOutcome;
  notice?: PageNotice;
}

/** An order's tracking page, in `language`. */
export function trackingPage(
  order: TrackedOrder,
  answer: CustomerAnswer | null,
  language: PageLanguage,
  { asks, said, notice }: PageParts,
): string {
  const texts = TEXTS[language];
  const productName = displayText(order.productName);
  const total = rupees(order.total, language);
  const step = (label: string, at: string) =>
    `<li>${escape(label)}<span>${escape(nepalTime(at, language))}</span></li>`;
  const [placed, ...later] = order.steps;
  const timeline = [
    step(texts.steps.placed, placed!.at),
    ...(answer ? [step(answer.answer === 'confirmed' ? texts.confirmedByYou : texts.declinedByYou, answer.at)] : []),
    ...later.map((s) => step(texts.steps[s.status], s.at)),
  ].join('');
  const shownSaid = said && saidIsSo(said, order, answer) ? said : undefined;
  const question = asks
    ? `<h2>${escape(texts.question)}</h2>
<form method="post" action="/t/${order.id}?lang=${language}" class="actions">
<button class="button whatsapp" type="submit" name="answer" value="confirmed">${escape(texts.yes(total))}</button>
<button class="button no" type="submit" name="answer" value="declined">${escape(texts.no)}</button>
</form>`
    : '';
  const number = internationalNumber(order.marketerPhone);
  const body = `${languageLink(order.id, language)}
<h1>${escape(texts.title)}</h1>
${shownSaid ? `<p class="said" role="status">${escape(texts.said[shownSaid])}</p>\n` : ''}${notice ? `<p class="note" role="status">${escape(texts.notice[notice])}</p>\n` : ''}<p class="product">${escape(productName)}</p>
<p class="muted">${escape(texts.quantity(inDigits(String(order.quantity), language)))}</p>
<p class="pay">${escape(texts.toPay)}<strong>${escape(total)}</strong></p>
${question}<h2>${escape(texts.seller)}</h2>
<p class="muted">${escape(displayText(order.marketerName))} · <a href="tel:+${number}">${escape(order.marketerPhone)}</a></p>
<ol>${timeline}</ol>`;
  return publicPage(language, `${texts.title}: ${productName}`, {
    head: '<meta name="robots" content="noindex">\n<meta name="referrer" content="no-referrer">\n',
    style: STYLE,
    body,
  });
}

/** The page of a link that leads nowhere (unknown, or its order closed long ago). */
export function missingTrackingPage(language: PageLanguage): string {
  const texts = TEXTS[language];
  return publicPage(language, texts.missing, {
    head: '<meta name="robots" content="noindex">\n',
    body: `<h1>${escape(texts.missing)}</h1>\n<p>${escape(texts.missingHint)}</p>`,
  });
}

/** The page while the links' store cannot be asked. */
export function unavailableTrackingPage(language: PageLanguage): string {
  const texts = TEXTS[language];
  return publicPage(language, texts.unavailable, {
    head: '<meta name="robots" content="noindex">\n',
    body: `<h1>${escape(texts.unavailable)}</h1>\n<p>${escape(texts.unavailableHint)}</p>`,
  });
}
