import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { request } from 'undici';

/**
 * HTTP answers as they come over the wire: `fetch` decodes compressed bodies and hides their
 * lengths, undici's `request` does not, so tests see the encoding, the headers and the bytes
 * the server sent, and decode them here.
 */
export interface RawAnswer {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export async function rawRequest(url: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const answer = await request(url, { method: body === undefined ? 'GET' : 'POST', headers, body });
  const flat = Object.fromEntries(
    Object.entries(answer.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
  return { status: answer.statusCode, headers: flat, body: Buffer.from(await answer.body.arrayBuffer()) };
}

/** The body as text, decoded as its Content-Encoding says (brotli, gzip, deflate or none). */
export function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(answer.body).toString('utf8');
  if (encoding === undefined) return answer.body.toString('utf8');
  throw new Error(`unexpected Content-Encoding: ${encoding}`);
}

/** What Chrome on Android sends over HTTPS. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
