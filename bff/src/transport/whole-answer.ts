// The package has no types: this declares the part used, for every project that imports this module.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./negotiator.d.ts" />
import { brotliCompressSync, constants as zlib, deflateSync, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';

export interface Compression {
  /** Answers smaller than this, in bytes, go out as they are. */
  minBytes: number;
  brotliQuality: number;
  gzipLevel: number;
}

/**
 * Compresses an answer that is complete before it is sent (a GraphQL answer, a page) in one zlib
 * call, in the best encoding the client accepts (brotli, then gzip, or deflate), and names it in
 * Content-Encoding and Vary. A CSV export, which streams, is compressed by the `compression`
 * middleware with the same choices and levels (server.ts).
 */
export function wholeAnswerCompressor({ minBytes, brotliQuality, gzipLevel }: Compression) {
  return (req: Request, res: Response, body: string): string | Buffer => {
    res.vary('Accept-Encoding');
    const bytes = Buffer.byteLength(body);
    if (bytes < minBytes) return body;
    const encoding = new Negotiator(req).encoding(['br', 'gzip', 'deflate', 'identity'], { preferred: ['br', 'gzip'] });
    if (encoding === 'br') {
      res.setHeader('Content-Encoding', 'br');
      return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes } });
    }
    if (encoding === 'gzip') {
      res.setHeader('Content-Encoding', 'gzip');
      return gzipSync(body, { level: gzipLevel });
    }
    if (encoding === 'deflate') {
      res.setHeader('Content-Encoding', 'deflate');
      return deflateSync(body, { level: gzipLevel });
    }
    return body;
  };
}
