import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { GatewayError } from '../gateway/errors.ts';
import type { GatewayHttp } from '../gateway/http.ts';
import { log } from '../log.ts';
import { IMAGE_TYPES } from './uploads.ts';

const SEGMENT = /^[\w.-]{1,200}$/;

/**
 * `GET /media/<path>`: an image the gateway's answers link to (`<gateway origin>/<path>`, rewritten
 * by gateway/http.ts), streamed from the gateway so that the browser needs only this origin and
 * the gateway's address is never published. Only images pass; no token or cookie is forwarded.
 */
export function mediaRoute(http: GatewayHttp) {
  return async (req: Request, res: Response) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    if (segments.length === 0 || segments.some((s) => !SEGMENT.test(s) || s === '.' || s === '..')) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    try {
      const answer = await http.media(`/${segments.join('/')}`, gone.signal);
      const type = answer.contentType.split(';')[0]!.trim().toLowerCase();
      if (answer.status !== 200 || !(IMAGE_TYPES as readonly string[]).includes(type)) {
        answer.body.destroy();
        res.status(404).json({ error: 'Not found' });
        return;
      }
      res.status(200).type(type).set('cache-control', 'private, max-age=3600');
      if (answer.contentLength) res.set('content-length', answer.contentLength);
      await pipeline(answer.body, res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const code = error instanceof GatewayError ? error.code : 'UNAVAILABLE';
      if (!gone.signal.aborted) log.warn('media', { requestId: res.locals.requestId, code, path: req.path });
      res.status(code === 'TIMEOUT' ? 504 : 502).json({ error: 'The image could not be loaded from the marketplace service.' });
    }
  };
}
