import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  IMAGE_HEAD_BYTES,
  imageTypeOf,
  UPLOAD_IMAGE_EXTENSIONS,
  UPLOAD_IMAGE_TYPES,
  type UploadImageType,
} from '@bikri/schema/media';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badInput } from '../errors.ts';
import type { FilePart } from '../gateway/multipart.ts';

export { GraphQLUpload };
export type { FileUpload };

/** The image types the gateway accepts: those the client may upload (schema/src/media.ts). */
export const IMAGE_TYPES = UPLOAD_IMAGE_TYPES;

/** The first `bytes` of a stream, then the stream is let go. */
async function readHead(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

const isTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 413;

/**
 * Waits for an uploaded file and checks by its content (`imageTypeOf`, not the type the client
 * declared) that it is a PNG, JPEG, GIF or WebP image, naming the argument on failure. Answers
 * a part that streams it to the gateway under `part`, with the detected type and a generated
 * file name: the client's file name never reaches the gateway.
 */
export async function imagePart(
  upload: Promise<FileUpload> | FileUpload,
  field: string,
  part: string,
): Promise<FilePart> {
  let file: FileUpload;
  let detected: UploadImageType | null;
  try {
    file = await upload;
    detected = imageTypeOf(await readHead(file.createReadStream(), IMAGE_HEAD_BYTES));
  } catch (error) {
    if (isTooLarge(error)) throw error;
    throw badInput(field, 'the file could not be received');
  }
  if (!detected) throw badInput(field, 'must be a PNG, JPEG, GIF or WebP image', { rule: 'FORMAT', format: 'IMAGE' });
  return {
    field: part,
    filename: `${randomUUID()}.${UPLOAD_IMAGE_EXTENSIONS[detected]}`,
    mimeType: detected,
    open: () => file.createReadStream(),
  };
}

/** The sha256 of a part's content (hex), read from the upload as the gateway is sent it. */
export async function contentHash(part: FilePart): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of part.open()) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
