import { pipeline } from 'node:stream/promises';
import { mediaVariant, type MediaVariant } from '@bikri/schema/media';
import type { Request, Response } from 'express';
import { badInput } from '../errors.ts';
import { GatewayError } from '../gateway/errors.ts';
import type { GatewayHttp } from '../gateway/http.ts';
import { errorText, log } from '../log.ts';
import { mediaAccess } from './media-links.ts';
import { MediaVariants, type MediaFile, type MediaVariantsOptions } from './media-variants.ts';
import { IMAGE_TYPES } from '../transport/uploads.ts';

const SEGMENT = /^[\w.-]{1,200}$/;

/** Originals larger than this are not read into memory to make a copy of. */
const MAX_SOURCE_BYTES = 50 * 1024 * 1024;

/** The gateway has no such image, or what it has is not one. */
class NotAnImage extends Error {}

const isImageType = (type: string) => (IMAGE_TYPES as readonly string[]).includes(type);
const typeOf = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

/** The original, read whole, for a copy to be made of it. Shared by every request for that copy, so no client's going away aborts it. */
async function readOriginal(http: GatewayHttp, path: string): Promise<MediaFile> {
  const answer = await http.media(path, new AbortController().signal);
  const type = typeOf(answer.contentType);
  if (answer.status !== 200 || !isImageType(type)) {
    answer.body.destroy();
    throw new NotAnImage(path);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer.body) {
    size += (chunk as Buffer).length;
    if (size > MAX_SOURCE_BYTES) {
      answer.body.destroy();
      throw new GatewayError('BAD_RESPONSE', 'The image is too large.', { method: 'GET', path, cause: `larger than ${MAX_SOURCE_BYTES} bytes` });
    }
    chunks.push(chunk as Buffer);
  }
  return { type, bytes: Buffer.concat(chunks, size) };
}

/**
 * `GET /media/<signature>/<path>`: an image the gateway's answers link to (`<gateway origin>/<path>`,
 * rewritten by gateway/http.ts), at an address the BFF signed (media/media-links.ts), from the
 * gateway, so that the browser needs only this origin and the gateway's address is never
 * published. An address without a valid signature, or past its expiry, is a 404 before the
 * gateway is asked. Only images pass; no token or cookie is forwarded. Every upload gets a file
 * name of its own, so an address never changes what it shows and is kept as long as its
 * signature allows. `?w=<width>[&f=webp]` (`@bikri/schema/media`) answers a copy that wide at
 * most, made and kept by `MediaVariants`; any other parameter is refused before the gateway is asked.
 */
export function mediaRoute(http: GatewayHttp, secret: string, options: MediaVariantsOptions) {
  const variants = new MediaVariants(options);

  const sendVariant = async (res: Response, path: string, variant: MediaVariant, cacheControl: string) => {
    const requestId = res.locals.requestId as string;
    try {
      const { file, copy } = await variants.get(path, variant, () => readOriginal(http, path), (error) =>
        log.warn('media', { requestId, path, width: variant.width, format: variant.format, reason: errorText(error) }),
      );
      res.status(200).type(file.type).set('cache-control', copy ? cacheControl : 'private, no-cache').send(file.bytes);
    } catch (error) {
      if (error instanceof NotAnImage) {
        res.status(404).json({ error: 'Not found' });
        return;
      }
      const code = error instanceof GatewayError ? error.code : 'UNAVAILABLE';
      log.warn('media', { requestId, code, path });
      res.status(code === 'TIMEOUT' ? 504 : 502).json({ error: 'The image could not be loaded from the marketplace service.' });
    }
  };

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
      const refused = badInput(asked.problem.parameter, asked.problem.message);
      res.status(400).json({ errors: [{ message: refused.message, extensions: { code: refused.code, fields: refused.fields } }] });
      return;
    }
    if (asked.variant) {
      await sendVariant(res, path, asked.variant, cacheControl);
      return;
    }
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    try {
      const answer = await http.media(path, gone.signal);
      const type = typeOf(answer.contentType);
      if (answer.status !== 200 || !isImageType(type)) {
        answer.body.destroy();
        res.status(404).json({ error: 'Not found' });
        return;
      }
      res.status(200).type(type).set('cache-control', cacheControl);
      if (answer.contentLength) res.set('content-length', answer.contentLength);
      await pipeline(answer.body, res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const code = error instanceof GatewayError ? error.code : 'UNAVAILABLE';
      if (!gone.signal.aborted) log.warn('media', { requestId: res.locals.requestId, code, path });
      res.status(code === 'TIMEOUT' ? 504 : 502).json({ error: 'The image could not be loaded from the marketplace service.' });
    }
  };
}
