/** Texts and figures of the landing page (spec §1, §9). */

export { SUPPORT_EMAIL } from '../../lib/support.ts';
export const SUPPORT_PHONE = '+977 1-4102030';
export const OFFICE_ADDRESS = 'New Baneshwor, Kathmandu, Nepal';

export const STEPS = [
  { title: 'Promote products', text: 'Pick products from our catalogue and share them on Facebook, Instagram or TikTok in your own words.' },
  { title: 'Order confirmation', text: 'When a customer wants one, place the order in Bikri. We call the customer to confirm it.' },
  { title: 'We deliver', text: 'We pack and deliver anywhere in Nepal and collect the payment on delivery. No stock, no risk for you.' },
  { title: 'Commission', text: 'Earn commission on every delivered order and request your payout once a delivery is 7 days old.' },
] as const;

export const CLAIMS = [
  { title: 'Free registration', text: 'Signing up costs nothing, and there is no monthly fee.' },
  { title: 'High commission', text: 'Up to 20 % on every product, plus a bonus rate for our top sellers.' },
  { title: 'Time flexibility', text: 'Sell from your phone, whenever it suits you: a side income or a full business.' },
  { title: 'Free training', text: 'Learn to photograph, describe and sell products with our free sessions.' },
] as const;

export const FIGURES = [
  { value: '50+', label: 'Registrations' },
  { value: '2,500+', label: 'Orders' },
  { value: '9+', label: 'Brands' },
] as const;

export const REVIEW_NOTE = 'New accounts are reviewed by our support team within 24 hours.';

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'TikTok', href: 'https://www.tiktok.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
