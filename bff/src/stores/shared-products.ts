import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from './key-value.ts';

/** What a customer who opens a shared link sees: the product as it was when it was shared. */
export interface SharedProduct {
  /** The link's id: random, unguessable. */
  id: string;
  productId: string;
  /** Who shared it (never shown). */
  sharerId: string;
  /** The sharer's name and the contact they chose: all the page shows of them. */
  sharerName: string;
  phone: string;
  name: string;
  description: string;
  /** The product's public image addresses on this site (`/media/<sig>/…`). */
  images: string[];
  /** The price the sharer sells at, in rupees. */
  price: number;
  language: 'en' | 'ne';
  sharedAt: string;
}

/** How long a link lives after it was last shared. */
export const SHARE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const linkKey = (id: string) => `share:${id}`;
const ownKey = (sharerId: string, productId: string) => `share-of:${sharerId}:${productId}`;
const goneKey = (productId: string) => `share-gone:${productId}`;
const blockedKey = (sharerId: string) => `share-blocked:${sharerId}`;

/**
 * Shared product links, in the shared key-value store, expiring. One link per sharer and
 * product: sharing again refreshes its snapshot (and its life) under the same id. The page
 * needs no gateway token, so what it knows of the product's stock and of its sharer's account is
 * what the BFF's own mutations told it (`productChanged`, `sharerBlocked`).
 */
export class SharedProducts {
  constructor(private readonly store: KeyValueStore) {}

  /** Keeps a snapshot under the sharer's link for this product (a new one the first time). */
  async share(snapshot: Omit<SharedProduct, 'id'>): Promise<SharedProduct> {
    const own = ownKey(snapshot.sharerId, snapshot.productId);
    const product = { ...snapshot, id: (await this.store.get(own)) ?? newId() };
    await this.store.set(linkKey(product.id), JSON.stringify(product), SHARE_TTL_MS);
    await this.store.set(own, product.id, SHARE_TTL_MS);
    await this.store.delete(goneKey(snapshot.productId), blockedKey(snapshot.sharerId));
    return product;
  }

  /** The product a link shows, and whether it can still be ordered as far as the BFF knows (in stock, its sharer not blocked). */
  async find(id: string): Promise<{ product: SharedProduct; available: boolean } | null> {
    if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    const raw = await this.store.get(linkKey(id));
    if (!raw) return null;
    const product = JSON.parse(raw) as SharedProduct;
    const [gone, blocked] = await Promise.all([
      this.store.get(goneKey(product.productId)),
      this.store.get(blockedKey(product.sharerId)),
    ]);
    return { product, available: gone === undefined && blocked === undefined };
  }

  /** A product went out of stock or was deleted (`available` false), or is back in stock. */
  async productChanged(productId: string, available: boolean): Promise<void> {
    if (available) await this.store.delete(goneKey(productId));
    else await this.store.set(goneKey(productId), '1', SHARE_TTL_MS);
  }

  /**
   * A marketer was blocked (their pages say their products are no longer offered) or unblocked.
   * The mark outlives their links, which only sharing again (which a blocked account may not)
   * keeps alive; sharing clears it.
   */
  async sharerBlocked(sharerId: string, blocked: boolean): Promise<void> {
    if (blocked) await this.store.set(blockedKey(sharerId), '1', SHARE_TTL_MS);
    else await this.store.delete(blockedKey(sharerId));
  }

  /** Whether links can be kept and opened now, for /readyz. */
  ready(): boolean {
    return this.store.ready();
  }
}

/** 16 random bytes, base64url: 22 characters. */
const newId = () => randomBytes(16).toString('base64url');
