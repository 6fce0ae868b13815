import { randomUUID } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FormData } from 'undici';

/** A file to send to the gateway: opened lazily, so it streams and is never held in memory. */
export interface FilePart {
  field: string;
  filename: string;
  mimeType: string;
  open(): Readable;
}

export interface Multipart {
  form: FormData;
  /** Removes the spooled files; call it once the request is done. */
  dispose: () => Promise<void>;
}

/**
 * Builds a multipart body from text fields and files. Each file is spooled to a temporary file
 * and attached as a disk-backed Blob, so undici streams it to the gateway with a known length.
 */
export async function buildMultipart(
  fields: Record<string, string | undefined>,
  files: readonly FilePart[],
): Promise<Multipart> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  if (files.length === 0) return { form, dispose: async () => {} };
  const dir = await mkdtemp(join(tmpdir(), 'bikri-upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    for (const file of files) {
      const path = join(dir, randomUUID());
      await pipeline(file.open(), createWriteStream(path));
      form.append(file.field, await openAsBlob(path, { type: file.mimeType }), file.filename);
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { form, dispose };
}
