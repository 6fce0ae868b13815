import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../test/render.tsx';
import { MediaImage } from './media-image.tsx';

const SIZES = '(min-width: 48em) 50vw, 100vw';

describe('MediaImage', () => {
  it('offers WebP copies and copies in the original type, with sizes, fixed proportions and lazy loading', () => {
    render(
      <Providers>
        <MediaImage
          src="/media/uploads/product-1.jpg"
          alt="Pashmina Shawl"
          sizes={SIZES}
          widths={[160, 320, 640]}
          htmlWidth={640}
          htmlHeight={480}
        />
      </Providers>,
    );
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'Pashmina Shawl' });
    const picture = img.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = picture.querySelectorAll('source');
    expect(sources).toHaveLength(1);
    expect(sources[0]!.getAttribute('type')).toBe('image/webp');
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/media/uploads/product-1.jpg?w=160&f=webp 160w, /media/uploads/product-1.jpg?w=320&f=webp 320w, /media/uploads/product-1.jpg?w=640&f=webp 640w',
    );
    expect(sources[0]!.getAttribute('sizes')).toBe(SIZES);
    expect(img.getAttribute('srcset')).toBe(
      '/media/uploads/product-1.jpg?w=160 160w, /media/uploads/product-1.jpg?w=320 320w, /media/uploads/product-1.jpg?w=640 640w',
    );
    expect(img.getAttribute('sizes')).toBe(SIZES);
    expect(img.getAttribute('src')).toBe('/media/uploads/product-1.jpg?w=640');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('480');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('offers the whole ladder unless told otherwise, and loads at once when eager', () => {
    render(
      <Providers>
        <MediaImage src="/media/uploads/a.png" alt="A" sizes="100vw" htmlWidth={1} htmlHeight={1} eager />
      </Providers>,
    );
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'A' });
    expect(img.getAttribute('srcset')).toBe(
      '/media/uploads/a.png?w=160 160w, /media/uploads/a.png?w=320 320w, /media/uploads/a.png?w=480 480w, /media/uploads/a.png?w=640 640w, /media/uploads/a.png?w=960 960w, /media/uploads/a.png?w=1280 1280w',
    );
    expect(img.getAttribute('src')).toBe('/media/uploads/a.png?w=1280');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('shows any other address as it is, in a plain img', () => {
    render(
      <Providers>
        <MediaImage src="blob:http://localhost/preview" alt="Preview" sizes="100vw" htmlWidth={4} htmlHeight={3} />
        <MediaImage src="https://images.example.com/a.png" alt="Elsewhere" sizes="100vw" htmlWidth={4} htmlHeight={3} />
      </Providers>,
    );
    for (const [name, src] of [
      ['Preview', 'blob:http://localhost/preview'],
      ['Elsewhere', 'https://images.example.com/a.png'],
    ]) {
      const img = screen.getByRole<HTMLImageElement>('img', { name });
      expect(img.parentElement!.tagName).not.toBe('PICTURE');
      expect(img.getAttribute('src')).toBe(src);
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.getAttribute('width')).toBe('4');
    }
  });
});
