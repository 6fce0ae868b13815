import imageCompression from 'browser-image-compression';
import type { ResizeAnswer, ResizeRequest } from './resize-image.ts';

/** Resizes the file it is sent with the options sent along (see resize-image.ts), telling its progress on the way. */
const answer = (message: ResizeAnswer) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<ResizeRequest>) => {
  const { file, options } = event.data;
  imageCompression(file, { ...options, onProgress: (progress) => answer({ progress }) }).then(
    (result) => answer({ result }),
    (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
  );
});
