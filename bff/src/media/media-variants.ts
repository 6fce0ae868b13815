import type { MediaVariant } from '@bikri/schema/media';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

// Images are kept in MediaVariants' own cache, by bytes; libvips' operation cache would hold
// decoded images besides, outside that bound.
sharp.cache(false);

/** An image's bytes and MIME type. */
export interface MediaFile {
  type: string;
  bytes: Buffer;
}

/** A file held for one answer while it is sent: `release()` once the answer is done. */
export interface HeldFile {
  file: MediaFile;
  /** The original, answered because no copy could be made of it. */
  fallback: boolean;
  release: () => void;
}

export interface MediaVariantsOptions {
  /** Bytes of originals and copies kept, least recently used dropped first; 0 keeps none. */
  maxBytes: number;
  /** Copies made at once (each reads its original, then decodes and encodes it). */
  maxTransforms: number;
  /** Bytes of the files held for answers being sent, each counted once however many answers send it. */
  maxSendingBytes: number;
}

/** One more file held for an answer would pass `maxSendingBytes`. */
export class SendingFull extends Error {}

interface Made {
  file: MediaFile;
  fallback: boolean;
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
  const image = sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated, autoOrient: true }).timeout({
    seconds: TRANSFORM_SECONDS,
  });
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
 * An image's variants in memory: its original, read whole from the gateway, and sized copies
 * (`/media/<path>?w=`) made with sharp, kept by bytes. A file asked for again comes from the cache
 * or from the answers sending it; one asked for while it is being read or made waits for that one
 * (one gateway read, one transform); at most `maxTransforms` copies are made at once, the others
 * wait their turn before reading anything. Answers hold the file they send, within `maxSendingBytes`.
 */
export class MediaVariants {
  private readonly cache: LRUCache<string, MediaFile> | undefined;
  private readonly making = new Map<string, Promise<Made>>();
  /** Files held for answers being sent, by key, with how many answers hold each. */
  private readonly sending = new Map<string, { file: MediaFile; answers: number }>();
  private sendingBytes = 0;
  private readonly maxSendingBytes: number;
  private readonly maxTransforms: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: MediaVariantsOptions) {
    this.maxTransforms = options.maxTransforms;
    this.maxSendingBytes = options.maxSendingBytes;
    this.cache =
      options.maxBytes > 0
        ? new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (file) => file.bytes.length })
        : undefined;
  }

  /**
   * `path` as `variant` describes (null: the original), held for one answer. `read` answers the
   * original (it may throw, and then every caller waiting for it gets its error). When sharp
   * cannot make the copy (not an image it reads, too many pixels, too slow) the original is
   * answered and not kept as the copy. Throws `SendingFull` when the file is not held yet and
   * does not fit beside those that are.
   */
  async get(
    path: string,
    variant: MediaVariant | null,
    read: () => Promise<MediaFile>,
    onFailure: (error: unknown) => void,
  ): Promise<HeldFile> {
    if (!variant) return this.hold(path, await this.original(path, read));
    const key = `${variant.width}:${variant.format ?? ''}:${path}`;
    const made = await this.find(key, () =>
      this.inTurn(async () => {
        const { file: source } = await this.original(path, read);
        try {
          return { file: await transform(source, variant), fallback: false };
        } catch (error) {
          onFailure(error);
          return { file: source, fallback: true };
        }
      }),
    );
    return this.hold(made.fallback ? path : key, made);
  }

  /** Bytes of the files kept. */
  get size(): number {
    return this.cache?.calculatedSize ?? 0;
  }

  private original(path: string, read: () => Promise<MediaFile>): Promise<Made> {
    return this.find(path, async () => ({ file: await read(), fallback: false }));
  }

  /** The file kept or being sent under `key`, or the one `make` answers, made once for all who ask meanwhile. */
  private find(key: string, make: () => Promise<Made>): Promise<Made> {
    const kept = this.cache?.get(key) ?? this.sending.get(key)?.file;
    if (kept) return Promise.resolve({ file: kept, fallback: false });
    let made = this.making.get(key);
    if (!made) {
      made = make()
        .then((result) => {
          if (!result.fallback) this.cache?.set(key, result.file);
          return result;
        })
        .finally(() => this.making.delete(key));
      this.making.set(key, made);
    }
    return made;
  }

  /** Holds the file under `key` for one more answer; one already held costs no more bytes. */
  private hold(key: string, made: Made): HeldFile {
    let held = this.sending.get(key);
    if (!held) {
      if (this.sendingBytes + made.file.bytes.length > this.maxSendingBytes) throw new SendingFull(key);
      held = { file: made.file, answers: 0 };
      this.sending.set(key, held);
      this.sendingBytes += made.file.bytes.length;
    }
    const entry = held;
    entry.answers += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      entry.answers -= 1;
      if (entry.answers > 0) return;
      this.sending.delete(key);
      this.sendingBytes -= entry.file.bytes.length;
    };
    return { file: entry.file, fallback: made.fallback, release };
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
