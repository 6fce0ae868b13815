import { describe, expect, it, vi } from 'vitest';
import { needsResize, resizeImage, sourceOf } from './resize-image.ts';

const KB = 1024;
const file = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

describe('needsResize', () => {
  it('takes JPEG, PNG and WebP photos over 300 KB', () => {
    expect(needsResize(file('a.jpg', 'image/jpeg', 301 * KB))).toBe(true);
    expect(needsResize(file('a.png', 'image/png', 2048 * KB))).toBe(true);
    expect(needsResize(file('a.webp', 'image/webp', 400 * KB))).toBe(true);
  });

  it('leaves small files, GIFs (their animation) and other types as they are', () => {
    expect(needsResize(file('a.jpg', 'image/jpeg', 300 * KB))).toBe(false);
    expect(needsResize(file('a.gif', 'image/gif', 5000 * KB))).toBe(false);
    expect(needsResize(file('a.heic', 'image/heic', 3000 * KB))).toBe(false);
  });
});

describe('resizeImage', () => {
  it('answers the file itself when it needs nothing, without reading it', async () => {
    const small = file('qr.png', 'image/png', 40 * KB);
    const progress = vi.fn();
    expect(await resizeImage(small, progress)).toBe(small);
    expect(progress).not.toHaveBeenCalled();
  });

  it('answers the file itself when it cannot be read as an image', async () => {
    const notAPhoto = file('photo.jpg', 'image/jpeg', 400 * KB);
    const resized = await resizeImage(notAPhoto, () => undefined);
    expect(resized).toBe(notAPhoto);
    expect(sourceOf(resized)).toBe(notAPhoto);
  });
});
