import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badInput } from '../errors.ts';
import type { FilePart } from '../gateway/multipart.ts';

export { GraphQLUpload };
export type { FileUpload };

/** The image types the gateway accepts. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * Waits for an uploaded file's headers and checks that it is an image, naming the argument on
 * failure; answers a part that streams it to the gateway under `part`.
 */
export async function imagePart(upload: Promise<FileUpload> | FileUpload, field: string, part: string): Promise<FilePart> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw badInput(field, 'the file could not be received');
  }
  if (!(IMAGE_TYPES as readonly string[]).includes(file.mimetype)) {
    throw badInput(field, 'must be a PNG, JPEG, GIF or WebP image');
  }
  return { field: part, filename: file.filename || 'image', mimeType: file.mimetype, open: () => file.createReadStream() };
}
