import type { MediaVariant } from '@bikri/schema/media';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

// Copies are kept in MediaVariants' own cache, by bytes; libvips' operation cache would hold
// decoded images besides, outside that bound.
sharp.cache(false);

/** An image's bytes and MIME type. */
export interface MediaFile {
  type: string;
  bytes: Buffer;
}

/** A copy asked for, or the original when no copy could be made of it (`copy: false`). */
export interface MadeVariant {
  file: MediaFile;
  copy: boolean;
}

export interface MediaVariantsOptions {
  /** Bytes of copies kept, least recently used dropped first; 0 keeps none. */
  maxBytes: number;
  /** Copies made at once (each reads its original from the gateway, then decodes and encodes it). */
  maxTransforms: number;
}

/** Originals with more pixels than this are not decoded (a 48-megapixel phone photo is 8000×6000). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** A copy still being made after this long is given up. */
const TRANSFORM_SECONDS = 20;
/** Lossy quality of the copies (WebP, JPEG). */
const QUALITY = 75;

/** `width` pixels wide at most, in `format` or the original's type; the original itself when that is what it already is. */
async function transform(source: MediaFile, variant: MediaVariant): Promise<MediaFile> {
  const type = variant.format ? `image/${variant.format}` : source.type;
  const animated = source.type === 'image/gif' || source.type === 'image/webp';
  const image = sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated, autoOrient: true }).timeout({ seconds: TRANSFORM_SECONDS });
  const { width, orientation } = await image.metadata();
  if (type === source.type && width <= variant.width && (orientation ?? 1) === 1) return source;
  image.resize({ width: variant.width, withoutEnlargement: true });
  if (type === 'image/webp') image.webp({ quality: QUALITY });
  else if (type === 'image/jpeg') image.jpeg({ quality: QUALITY, mozjpeg: true });
  else if (type === 'image/png') image.png();
  else if (type === 'image/gif') image.gif();
  else throw new Error(`no encoder for ${type}`);
  return { type, bytes: await image.toBuffer() };
}

/**
 * Sized copies of images (`/media/<path>?w=`), made with sharp and kept in memory by bytes. A copy
 * asked for again comes from the cache; one asked for while it is being made waits for that one
 * making (one gateway read, one transform); at most `maxTransforms` are made at once, the others
 * wait their turn before reading anything.
 */
export class MediaVariants {
  private readonly cache: LRUCache<string, MediaFile> | undefined;
  private readonly making = new Map<string, Promise<MadeVariant>>();
  private readonly maxTransforms: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: MediaVariantsOptions) {
    this.maxTransforms = options.maxTransforms;
    this.cache = options.maxBytes > 0 ? new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (file) => file.bytes.length }) : undefined;
  }

  /**
   * The copy of `path` that `variant` describes; `read` answers the original (it may throw, and
   * then every caller waiting for this copy gets its error). When sharp cannot make the copy
   * (not an image it reads, too many pixels, too slow) the original is answered and not kept.
   */
  get(path: string, variant: MediaVariant, read: () => Promise<MediaFile>, onFailure: (error: unknown) => void): Promise<MadeVariant> {
    const key = `${variant.width}:${variant.format ?? ''}:${path}`;
    const kept = this.cache?.get(key);
    if (kept) return Promise.resolve({ file: kept, copy: true });
    let made = this.making.get(key);
    if (!made) {
      made = this.inTurn(async () => {
        const source = await read();
        try {
          const file = await transform(source, variant);
          this.cache?.set(key, file);
          return { file, copy: true };
        } catch (error) {
          onFailure(error);
          return { file: source, copy: false };
        }
      }).finally(() => this.making.delete(key));
      this.making.set(key, made);
    }
    return made;
  }

  /** Bytes of the copies kept. */
  get size(): number {
    return this.cache?.calculatedSize ?? 0;
  }

  /** Runs `work` once fewer than `maxTransforms` are running; a finished one hands its turn to the next waiting. */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.maxTransforms) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
