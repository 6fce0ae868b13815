import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { closeRedis, connectRedis } from './redis.ts';

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
/** Links kept in memory (without Redis), the least recently shared or opened going first. */
const MEMORY_LINKS = 10_000;

const linkKey = (id: string) => `bikri:share:${id}`;
const ownKey = (sharerId: string, productId: string) => `bikri:share-of:${sharerId}:${productId}`;
const goneKey = (productId: string) => `bikri:share-gone:${productId}`;

/**
 * Shared product links, in Redis when the replicas share one and in this process's memory
 * otherwise, bounded and expiring. One link per sharer and product: sharing again refreshes its
 * snapshot (and its life) under the same id. The page needs no gateway token, so what it knows
 * of the product's stock is what the BFF's own mutations told it (`productChanged`).
 */
export class SharedProducts {
  private readonly links = new LRUCache<string, SharedProduct>({ max: MEMORY_LINKS, ttl: SHARE_TTL_MS });
  private readonly own = new LRUCache<string, string>({ max: MEMORY_LINKS, ttl: SHARE_TTL_MS });
  private readonly gone = new LRUCache<string, true>({ max: MEMORY_LINKS, ttl: SHARE_TTL_MS });

  private constructor(private readonly redis: Redis | undefined) {}

  static create(redisUrl: string | undefined): SharedProducts {
    return new SharedProducts(redisUrl ? connectRedis(redisUrl, 'shares-redis', 'wait') : undefined);
  }

  /** Keeps a snapshot under the sharer's link for this product (a new one the first time). */
  async share(snapshot: Omit<SharedProduct, 'id'>): Promise<SharedProduct> {
    const own = ownKey(snapshot.sharerId, snapshot.productId);
    if (!this.redis) {
      const product = { ...snapshot, id: this.own.get(own) ?? newId() };
      this.links.set(linkKey(product.id), product);
      this.own.set(own, product.id);
      this.gone.delete(goneKey(snapshot.productId));
      return product;
    }
    const product = { ...snapshot, id: (await this.redis.get(own)) ?? newId() };
    await this.redis
      .multi()
      .set(linkKey(product.id), JSON.stringify(product), 'PX', SHARE_TTL_MS)
      .set(own, product.id, 'PX', SHARE_TTL_MS)
      .del(goneKey(snapshot.productId))
      .exec();
    return product;
  }

  /** The product a link shows, and whether it can still be ordered as far as the BFF knows. */
  async find(id: string): Promise<{ product: SharedProduct; available: boolean } | null> {
    if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    if (!this.redis) {
      const product = this.links.get(linkKey(id));
      return product ? { product, available: !this.gone.has(goneKey(product.productId)) } : null;
    }
    const raw = await this.redis.get(linkKey(id));
    if (!raw) return null;
    const product = JSON.parse(raw) as SharedProduct;
    return { product, available: (await this.redis.exists(goneKey(product.productId))) === 0 };
  }

  /** A product went out of stock or was deleted (`available` false), or is back in stock. */
  async productChanged(productId: string, available: boolean): Promise<void> {
    const key = goneKey(productId);
    if (!this.redis) {
      if (available) this.gone.delete(key);
      else this.gone.set(key, true);
      return;
    }
    if (available) await this.redis.del(key);
    else await this.redis.set(key, '1', 'PX', SHARE_TTL_MS);
  }

  get store(): { kind: 'memory' } | { kind: 'redis'; ready: boolean } {
    return this.redis ? { kind: 'redis', ready: this.redis.status === 'ready' } : { kind: 'memory' };
  }

  close(): Promise<void> {
    return closeRedis(this.redis);
  }
}

/** 16 random bytes, base64url: 22 characters. */
const newId = () => randomBytes(16).toString('base64url');
