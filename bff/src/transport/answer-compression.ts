// The package has no types: this declares the part used, for every project that imports this module.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./negotiator.d.ts" />
import { brotliCompressSync, constants as zlib, deflateSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';

export interface AnswerCompression {
  /** Answers smaller than this, in bytes, go out as they are. */
  minBytes: number;
  brotliQuality: number;
  gzipLevel: number;
}

/**
 * How answers made per request are compressed, in the best encoding the client accepts (brotli,
 * then gzip, or deflate), named in Content-Encoding and Vary, at the same threshold and levels
 * either way: `whole` compresses an answer that is complete before it is sent (a GraphQL answer,
 * a page) in one zlib call; `streamed` is the `compression` middleware, for an answer written as
 * it is made (a CSV export). The middleware passes compressible types only, and answers without a
 * Content-Encoding.
 */
export function answerCompression({ minBytes, brotliQuality, gzipLevel }: AnswerCompression): {
  whole: (req: Request, res: Response, body: string) => string | Buffer;
  streamed: RequestHandler;
} {
  return {
    whole(req, res, body) {
      res.vary('Accept-Encoding');
      const bytes = Buffer.byteLength(body);
      if (bytes < minBytes) return body;
      const encoding = new Negotiator(req).encoding(['br', 'gzip', 'deflate', 'identity'], {
        preferred: ['br', 'gzip'],
      });
      if (encoding === 'br') {
        res.setHeader('Content-Encoding', 'br');
        return brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes },
        });
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
    },
    streamed: compression({
      threshold: minBytes,
      level: gzipLevel,
      brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality } },
    }),
  };
}
