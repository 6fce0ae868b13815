import { mediaVariant, UPLOAD_MAX_FILE_BYTES } from '@bikri/schema/media';
import type { Request, Response } from 'express';
import { badInput, formatError, type AppError } from '../errors.ts';
import { GatewayError } from '../gateway/errors.ts';
import type { GatewayHttp } from '../gateway/http.ts';
import { errorText, log } from '../log.ts';
import { addressKey, rateLimited } from '../policies/rate-limits.ts';
import { IMAGE_TYPES } from '../transport/uploads.ts';
import { mediaAccess } from './media-links.ts';
import { MediaVariants, SendingFull, type HeldFile, type MediaFile } from './media-variants.ts';

export interface MediaRouteOptions {
  /** Bytes of images kept in memory (`MediaVariants`); 0 keeps none. */
  cacheBytes: number;
  /** Sized copies made at once. */
  transforms: number;
  /** Bytes of images held for answers being sent, each image once however many receive it. */
  sendingBytes: number;
  /** Downloads one client address may have under way at once. */
  maxPerAddress: number;
  /** Deadline of a whole download, from asking to the last byte its client reads. */
  timeoutMs: number;
}

const SEGMENT = /^[\w.-]{1,200}$/;

/** What a refused download is told to wait (`Retry-After`, `retryAfterSeconds`). */
const RETRY_AFTER_SECONDS = 5;

/** The gateway has no such image, or what it has is not one. */
class NotAnImage extends Error {}

const isImageType = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);
const typeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/**
 * The original, read whole: images reach the gateway as uploads, at most `UPLOAD_MAX_FILE_BYTES`
 * each. Shared by every request for it, so no client's going away aborts it.
 */
async function readOriginal(http: GatewayHttp, path: string): Promise<MediaFile> {
  const answer = await http.media(path, UPLOAD_MAX_FILE_BYTES);
  const type = typeOf(answer.contentType);
  if (answer.status !== 200 || !isImageType(type)) throw new NotAnImage(path);
  return { type, bytes: answer.bytes };
}

/** Downloads of one address that may wait for one of its places, per place. */
const WAITING_PER_PLACE = 4;

/**
 * Downloads under way by client address (`addressKey`: an IPv6 address by its /64): `max` at once,
 * and `WAITING_PER_PLACE` times as many waiting their turn in order (a page's burst of images, or
 * many people behind one address); beyond those, refused.
 */
class AddressPlaces {
  private readonly addresses = new Map<string, { taken: number; waiting: (() => void)[] }>();

  constructor(private readonly max: number) {}

  /**
   * A place for `address`, once one is free: answers its release, or null at once when the
   * address has every place and every waiting turn taken, or when `gone` aborts the wait.
   */
  async take(address: string, gone: AbortSignal): Promise<(() => void) | null> {
    if (gone.aborted) return null;
    const key = addressKey(address);
    const mine = this.addresses.get(key) ?? { taken: 0, waiting: [] };
    this.addresses.set(key, mine);
    if (mine.taken < this.max) mine.taken += 1;
    else {
      if (mine.waiting.length >= this.max * WAITING_PER_PLACE) return null;
      // A release hands its place over to the first waiting (`taken` stays as it is).
      const given = await new Promise<boolean>((resolve) => {
        const wake = () => {
          gone.removeEventListener('abort', leave);
          resolve(true);
        };
        const leave = () => {
          mine.waiting.splice(mine.waiting.indexOf(wake), 1);
          resolve(false);
        };
        mine.waiting.push(wake);
        gone.addEventListener('abort', leave, { once: true });
      });
      if (!given) return null;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = mine.waiting.shift();
      if (next) next();
      else if ((mine.taken -= 1) === 0 && this.addresses.get(key) === mine) this.addresses.delete(key);
    };
  }
}

/**
 * What an answer holds, given back when it closes or passes its deadline, whichever comes first;
 * at the deadline before the connection is cut, so that a client sees its place free once it
 * sees the cut.
 */
class AnswerHolds {
  private readonly releases: (() => void)[] = [];
  private readonly deadline: NodeJS.Timeout;
  /** The answer has closed or passed its deadline: nothing more is sent. */
  done = false;
  private readonly ending = new AbortController();
  /** Aborted when the answer is done. */
  readonly signal = this.ending.signal;

  constructor(res: Response, timeoutMs: number) {
    this.deadline = setTimeout(() => {
      this.finish();
      // A reset: the kernel drops what it had left to send instead of holding it for the client.
      res.socket?.resetAndDestroy();
    }, timeoutMs);
    res.once('close', () => this.finish());
  }

  /** Holds `release` until the answer is done; calls it at once if it is. */
  add(release: () => void): void {
    if (this.done) release();
    else this.releases.push(release);
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.deadline);
    this.ending.abort();
    for (const release of this.releases) release();
  }
}

/** An error in the shape GraphQL answers give it (`formatError`), with `Retry-After` when it says when to try again. */
function sendError(res: Response, status: number, error: AppError): void {
  const retryAfter = error.extra.retryAfterSeconds;
  if (typeof retryAfter === 'number') res.set('retry-after', String(retryAfter));
  res.status(status).json({ errors: [formatError({ message: error.message }, error)] });
}

/**
 * `GET /media/<signature>/<path>`: an image the gateway's answers link to (`<gateway origin>/<path>`,
 * rewritten by gateway/http.ts), at an address the BFF signed (media/media-links.ts), from the
 * gateway, so that the browser needs only this origin and the gateway's address is never
 * published. An address without a valid signature, or past its expiry, is a 404 before the
 * gateway is asked. Only images pass; no token or cookie is forwarded. Every upload gets a file
 * name of its own, so an address never changes what it shows and is kept as long as its
 * signature allows. `?w=<width>[&f=webp]` (`@bikri/schema/media`) answers a copy that wide at
 * most; any other parameter is refused before the gateway is asked.
 *
 * Images are read whole from the gateway and sent from memory (`MediaVariants`), so a client that
 * reads slowly holds no gateway connection. It holds one of its address's `maxPerAddress` places
 * (or waits its turn for one, `AddressPlaces`)
 * and the image's bytes, within `sendingBytes`, until its answer is done or its deadline passes;
 * beyond either bound the download is refused with 429 and `Retry-After`.
 */
export function mediaRoute(http: GatewayHttp, secret: string, options: MediaRouteOptions) {
  const variants = new MediaVariants({
    maxBytes: options.cacheBytes,
    maxTransforms: options.transforms,
    maxSendingBytes: options.sendingBytes,
  });
  const places = new AddressPlaces(options.maxPerAddress);

  return async (req: Request, res: Response) => {
    const [token = '', ...segments] = (req.params as { path?: string[] }).path ?? [];
    const wellFormed = segments.length > 0 && segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
    const access = wellFormed ? mediaAccess(secret, token, `/${segments.join('/')}`) : null;
    if (!access) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const { path, cacheControl } = access;
    const asked = mediaVariant(req.query);
    if ('problem' in asked) {
      sendError(res, 400, badInput(asked.problem.parameter, asked.problem.message));
      return;
    }
    const holds = new AnswerHolds(res, options.timeoutMs);
    const place = await places.take(req.ip ?? req.socket.remoteAddress ?? 'unknown', holds.signal);
    if (!place) {
      if (!holds.done)
        sendError(
          res,
          429,
          rateLimited('media', 'Too many image downloads from your address at once.', RETRY_AFTER_SECONDS),
        );
      return;
    }
    holds.add(place);

    const requestId = res.locals.requestId as string;
    let held: HeldFile;
    try {
      held = await variants.get(
        path,
        asked.variant,
        () => readOriginal(http, path),
        (error) =>
          log.warn('media', {
            requestId,
            path,
            width: asked.variant?.width,
            format: asked.variant?.format,
            reason: errorText(error),
          }),
      );
    } catch (error) {
      // The client has gone, or its deadline has passed: nobody reads an answer.
      if (holds.done) return;
      if (error instanceof NotAnImage) {
        res.status(404).json({ error: 'Not found' });
      } else if (error instanceof SendingFull) {
        sendError(res, 429, rateLimited('media', 'Too many images are being sent at once.', RETRY_AFTER_SECONDS));
      } else {
        const code = error instanceof GatewayError ? error.code : 'UNAVAILABLE';
        log.warn('media', { requestId, code, path });
        res
          .status(code === 'TIMEOUT' ? 504 : 502)
          .json({ error: 'The image could not be loaded from the marketplace service.' });
      }
      return;
    }
    holds.add(held.release);
    if (holds.done) return;
    res
      .status(200)
      .type(held.file.type)
      .set('cache-control', held.fallback ? 'private, no-cache' : cacheControl)
      .send(held.file.bytes);
  };
}
