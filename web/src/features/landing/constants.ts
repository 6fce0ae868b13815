/** Texts (catalogue keys, web/src/locales/) and figures of the landing page. */

export { SUPPORT_EMAIL } from '../../lib/support.ts';
export const SUPPORT_PHONE = '+977 1-4102030';

/** Space left above a section its link scrolls to, so the sticky top bar does not cover it. */
export const SECTION_SCROLL_MARGIN = '128px';

export const STEPS = [
  { title: 'landing.step1.title', text: 'landing.step1.text' },
  { title: 'landing.step2.title', text: 'landing.step2.text' },
  { title: 'landing.step3.title', text: 'landing.step3.text' },
  { title: 'landing.step4.title', text: 'landing.step4.text' },
] as const;

export const CLAIMS = [
  { title: 'landing.claim1.title', text: 'landing.claim1.text' },
  { title: 'landing.claim2.title', text: 'landing.claim2.text' },
  { title: 'landing.claim3.title', text: 'landing.claim3.text' },
  { title: 'landing.claim4.title', text: 'landing.claim4.text' },
] as const;

export const FIGURES = [
  { value: 50, label: 'landing.figure.registrations' },
  { value: 2500, label: 'landing.figure.orders' },
  { value: 9, label: 'landing.figure.brands' },
] as const;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
