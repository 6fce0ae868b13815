import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_PREFIX } from '@bikri/schema/media';

/**
 * Signed addresses of gateway images. `/media/` serves only addresses the BFF handed out:
 * `/media/<sig>/<path>` for a product image, which anyone may open for good, and
 * `/media/<exp>.<sig>/<path>` for a private one (a payment QR code, a transfer's proof), which
 * works until `exp` (Unix seconds). `sig` is an HMAC-SHA256 of the kind, the expiry and the
 * gateway path under the server's secret (`MEDIA_URL_SECRET`). The signature is part of the path,
 * so the copies a client asks for with `?w=&f=` (`@bikri/schema/media`) need none of their own.
 */

const DAY_SECONDS = 86_400;
const YEAR_SECONDS = 31_536_000;
/** Bytes of the HMAC kept: 128 bits, 22 base64url characters. */
const SIGNATURE_BYTES = 16;
/** `<sig>` or `<exp>.<sig>`. */
const TOKEN = /^(?:([1-9]\d{0,11})\.)?([\w-]{22})$/;

/** What an address under `/media/` stands for: the gateway path to read, and how long a browser may keep it. */
export interface MediaAccess {
  path: string;
  cacheControl: string;
}

function signature(secret: string, expiry: number | null, path: string): string {
  const kind = expiry === null ? 'public' : `private ${expiry}`;
  return createHmac('sha256', secret)
    .update(`${kind}\n${path}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

/**
 * When private links made at `nowMs` stop working: the second UTC midnight after it, so a link
 * is the same all day (the browser's copy is used) and works for 1 to 2 days.
 */
export function privateExpiry(nowMs: number): number {
  return (Math.floor(nowMs / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;
}

function signed(secret: string, url: string, expiry: number | null): string {
  // Links elsewhere than the gateway's own files are left as the gateway gave them.
  if (!url.startsWith(MEDIA_PREFIX)) return url;
  const path = url.slice(MEDIA_PREFIX.length - 1);
  const sig = signature(secret, expiry, path);
  return `${MEDIA_PREFIX}${expiry === null ? sig : `${expiry}.${sig}`}${path}`;
}

/** A product image's address (`/media/<path>` as gateway/http.ts rewrites it), signed for anyone, without expiry. */
export function publicMediaLink(secret: string, url: string): string {
  return signed(secret, url, null);
}

/** A private image's address, signed until `privateExpiry(nowMs)`. */
export function privateMediaLink(secret: string, url: string, nowMs: number = Date.now()): string {
  return signed(secret, url, privateExpiry(nowMs));
}

/**
 * Whether `token` (the first segment after `/media/`) signs the gateway `path` (`/uploads/x.png`)
 * and has not expired at `nowMs`; null otherwise. Product images may be kept by anyone for a
 * year, private ones by the browser alone until their expiry.
 */
export function mediaAccess(
  secret: string,
  token: string,
  path: string,
  nowMs: number = Date.now(),
): MediaAccess | null {
  const parts = TOKEN.exec(token);
  if (!parts) return null;
  const expiry = parts[1] === undefined ? null : Number(parts[1]);
  // Compared as written, so that each address has one spelling; both are 22 characters.
  if (!timingSafeEqual(Buffer.from(parts[2]!), Buffer.from(signature(secret, expiry, path)))) return null;
  if (expiry === null) return { path, cacheControl: `public, max-age=${YEAR_SECONDS}, immutable` };
  const left = expiry - Math.floor(nowMs / 1000);
  if (left <= 0) return null;
  return { path, cacheControl: `private, max-age=${left}, immutable` };
}
