import { IMAGE_HEAD_BYTES, imageTypeOf } from '@bikri/schema/media';

/**
 * Checks of a chosen file before it is previewed or sent, so that a renamed program or a damaged
 * photo is refused at once, by name, rather than shown as a broken preview or refused after upload.
 */

/** Whether `file` starts as an upload type does (the BFF's rule, whatever the file's name says); false when it cannot be read. */
export async function hasImageSignature(file: File): Promise<boolean> {
  try {
    return imageTypeOf(new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer())) !== null;
  } catch {
    return false;
  }
}

/** Whether this browser can open `file` as an image: it loads with a size, as its preview would. */
export function opensAsImage(file: File): Promise<boolean> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  return new Promise<boolean>((resolve) => {
    image.onload = () => resolve(image.naturalWidth > 0 && image.naturalHeight > 0);
    image.onerror = () => resolve(false);
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}
