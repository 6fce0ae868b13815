import type { Options } from 'browser-image-compression';

/** The longest side, in pixels, of a photo as it is uploaded. */
export const UPLOAD_MAX_SIDE = 1600;
/** Files up to this size go as they are: a re-encode would save little and cost quality. */
export const SMALL_ENOUGH_BYTES = 300 * 1024;
/** The types resized; a GIF goes as it is, to keep its animation. */
const RESIZED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * What browser-image-compression is asked: the longest side at most UPLOAD_MAX_SIDE in the file's
 * own type, one encode at a good quality and one retry at a lower one if that came out larger than
 * the original (the result is then compared below). Always on the thread that calls it: see `resizeImage`.
 */
export const RESIZE_OPTIONS = {
  maxWidthOrHeight: UPLOAD_MAX_SIDE,
  initialQuality: 0.85,
  maxIteration: 1,
  useWebWorker: false,
} satisfies Options;

/** What resize-image.worker.ts is sent. */
export interface ResizeRequest {
  file: File;
  options: typeof RESIZE_OPTIONS;
}

/** A message from resize-image.worker.ts: progress in percent, the result, or why it failed. */
export type ResizeAnswer = { progress: number } | { result: Blob } | { error: string };

/** The file each resized one was made from, so that picking the same photo again is seen as a duplicate. */
const sources = new WeakMap<File, File>();

/** The file as the person picked it. */
export const sourceOf = (file: File): File => sources.get(file) ?? file;

export const needsResize = (file: File): boolean => RESIZED_TYPES.includes(file.type) && file.size > SMALL_ENOUGH_BYTES;

/** In a worker of our own (same origin, bundled by Vite), so the page stays responsive while a large photo is decoded and encoded. */
function inWorker(file: File, onProgress: (percent: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./resize-image.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.addEventListener('message', (event: MessageEvent<ResizeAnswer>) => {
      const answer = event.data;
      if ('progress' in answer) {
        onProgress(answer.progress);
        return;
      }
      finish();
      if ('result' in answer) resolve(answer.result);
      else reject(new Error(answer.error));
    });
    worker.addEventListener('error', (event) => {
      finish();
      reject(new Error(event.message));
    });
    worker.postMessage({ file, options: RESIZE_OPTIONS } satisfies ResizeRequest);
  });
}

/** On the page's own thread, where a browser's workers cannot decode images (Safari has no createImageBitmap there). */
async function onThisThread(file: File, onProgress: (percent: number) => void): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { ...RESIZE_OPTIONS, onProgress });
}

/**
 * `file` with its longest side at most UPLOAD_MAX_SIDE, for phones to send less over mobile data;
 * the file itself when it is small already, a GIF, not readable as an image, or when the result
 * would not be smaller. `onProgress` is told the percentage done.
 *
 * The library's own worker loads its code from a CDN (`libURL`) in a `blob:` worker, which the
 * content security policy (`script-src 'self'`) refuses and offline-ish networks cannot reach; it
 * is run instead in our worker, from this origin, and on this thread where that fails.
 */
export async function resizeImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  if (!needsResize(file)) return file;
  let blob: Blob;
  try {
    blob =
      typeof Worker === 'function'
        ? await inWorker(file, onProgress).catch(() => onThisThread(file, onProgress))
        : await onThisThread(file, onProgress);
  } catch {
    return file;
  }
  if (blob.size >= file.size || !RESIZED_TYPES.includes(blob.type)) return file;
  const resized = new File([blob], file.name, { type: blob.type, lastModified: file.lastModified });
  sources.set(resized, file);
  return resized;
}
