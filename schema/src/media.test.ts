import { describe, expect, it } from 'vitest';
import {
  imageTypeOf,
  isMediaUrl,
  MEDIA_WIDTHS,
  mediaSrcSet,
  mediaUrl,
  mediaVariant,
  UPLOAD_IMAGE_EXTENSIONS,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MAX_FILE_MB,
  withinUploadLimit,
} from './media.ts';

describe('the width ladder', () => {
  it('is 160 to 1280 pixels, smallest first', () => {
    expect(MEDIA_WIDTHS).toEqual([160, 320, 480, 640, 960, 1280]);
  });
});

describe('isMediaUrl', () => {
  it('takes gateway images on the BFF without parameters', () => {
    for (const url of ['/media/uploads/product-1.png', '/media/uploads/a/b.jpg']) expect(isMediaUrl(url)).toBe(true);
  });

  it('leaves out other addresses, copies and the bare prefix', () => {
    for (const url of [
      '',
      '/media/',
      'blob:http://localhost/1',
      'data:image/png;base64,AA',
      'https://cdn.example.com/a.png',
      '/uploads/a.png',
      '/media/a.png?w=320',
      '/media/a.png#x',
    ]) {
      expect(isMediaUrl(url), url).toBe(false);
    }
  });
});

describe('mediaUrl and mediaSrcSet', () => {
  it('write a copy as ?w= and, for WebP, &f=webp', () => {
    expect(mediaUrl('/media/uploads/a.jpg', 320)).toBe('/media/uploads/a.jpg?w=320');
    expect(mediaUrl('/media/uploads/a.jpg', 1280, 'webp')).toBe('/media/uploads/a.jpg?w=1280&f=webp');
  });

  it('list the whole ladder unless given widths', () => {
    expect(mediaSrcSet('/media/a.png')).toBe(
      '/media/a.png?w=160 160w, /media/a.png?w=320 320w, /media/a.png?w=480 480w, /media/a.png?w=640 640w, /media/a.png?w=960 960w, /media/a.png?w=1280 1280w',
    );
    expect(mediaSrcSet('/media/a.png', [320, 640], 'webp')).toBe(
      '/media/a.png?w=320&f=webp 320w, /media/a.png?w=640&f=webp 640w',
    );
  });
});

describe('mediaVariant', () => {
  it('answers the original when there are no parameters', () => {
    expect(mediaVariant({})).toEqual({ variant: null });
  });

  it('takes every width of the ladder, with or without WebP', () => {
    expect(mediaVariant({ w: '160' })).toEqual({ variant: { width: 160, format: undefined } });
    expect(mediaVariant({ w: '640', f: 'webp' })).toEqual({ variant: { width: 640, format: 'webp' } });
    expect(mediaVariant({ w: '1280' })).toEqual({ variant: { width: 1280, format: undefined } });
  });

  it('reads what mediaUrl writes', () => {
    const query = Object.fromEntries(new URLSearchParams(mediaUrl('/media/a.png', 480, 'webp').split('?')[1]));
    expect(mediaVariant(query)).toEqual({ variant: { width: 480, format: 'webp' } });
  });

  it('refuses other widths, naming w', () => {
    const problem = { problem: { parameter: 'w', message: 'must be one of 160, 320, 480, 640, 960, 1280' } };
    for (const w of ['500', '0', '-320', '320.0', '0320', ' 320', '1e3', '', 'big', '99999'])
      expect(mediaVariant({ w }), w).toEqual(problem);
    // A parameter given twice arrives as a list.
    expect(mediaVariant({ w: ['320', '640'] })).toEqual(problem);
  });

  it('refuses other formats, naming f', () => {
    const problem = { problem: { parameter: 'f', message: 'must be webp, or left out for the original type' } };
    for (const f of ['avif', 'png', 'WEBP', '', ['webp', 'webp']])
      expect(mediaVariant({ w: '320', f }), String(f)).toEqual(problem);
  });

  it('refuses a format without a width, and any other parameter', () => {
    expect(mediaVariant({ f: 'webp' })).toEqual({
      problem: { parameter: 'w', message: 'is required with f; must be one of 160, 320, 480, 640, 960, 1280' },
    });
    expect(mediaVariant({ w: '320', q: '90' })).toEqual({
      problem: { parameter: 'q', message: 'is not a parameter of images; use w and f' },
    });
    expect(mediaVariant({ width: '320' })).toEqual({
      problem: { parameter: 'width', message: 'is not a parameter of images; use w and f' },
    });
  });
});

describe('imageTypeOf', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

  it('tells the four upload types by their first bytes', () => {
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('image/png');
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(imageTypeOf(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(imageTypeOf(bytes('GIF87a', [1, 0, 1, 0]))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    for (const type of Object.keys(UPLOAD_IMAGE_EXTENSIONS)) expect(UPLOAD_IMAGE_TYPES).toContain(type);
  });

  it('refuses everything else, whatever its name says: programs, SVG, other RIFF files, BMP, a cut-off signature, nothing', () => {
    for (const head of [
      bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]),
      bytes([0x7f], 'ELF', [2, 1, 1, 0, 0, 0, 0, 0]),
      bytes('<svg xmlns="'),
      bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
      bytes('BM', [0x36, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      bytes([0x89], 'PNG'),
      bytes(),
    ]) {
      expect(imageTypeOf(head)).toBeNull();
    }
  });
});

describe('the upload size limit', () => {
  it('takes files up to 5 MB, as sent', () => {
    expect(UPLOAD_MAX_FILE_BYTES).toBe(UPLOAD_MAX_FILE_MB * 1024 * 1024);
    expect(withinUploadLimit(UPLOAD_MAX_FILE_BYTES)).toBe(true);
    expect(withinUploadLimit(UPLOAD_MAX_FILE_BYTES + 1)).toBe(false);
  });
});
