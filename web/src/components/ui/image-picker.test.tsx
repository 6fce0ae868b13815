import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resizeImage } from '../../lib/resize-image.ts';
import type * as ResizeImage from '../../lib/resize-image.ts';
import { Providers } from '../../test/render.tsx';
import { ACCEPTED_IMAGE_TYPES, addImages, ImagePicker } from './image-picker.tsx';

// The browser's resizing (canvas, workers) is not in happy-dom; which files need it stays the real rule.
vi.mock('../../lib/resize-image.ts', async (importOriginal) => ({ ...(await importOriginal<typeof ResizeImage>()), resizeImage: vi.fn() }));

const file = (name: string, type = 'image/png', body = name, lastModified = 1_700_000_000_000) => new File([body], name, { type, lastModified });

describe('addImages', () => {
  it('adds image files and keeps the ones already chosen', () => {
    const a = file('a.png');
    const b = file('b.jpg', 'image/jpeg');
    expect(addImages([a], [b], true)).toEqual({ files: [a, b], rejected: [], duplicates: [] });
  });

  it('refuses files that are not images', () => {
    const a = file('a.png');
    const { files, rejected } = addImages([], [file('notes.pdf', 'application/pdf'), a, file('page.svg', 'image/svg+xml'), file('blob', '')], true);
    expect(files).toEqual([a]);
    expect(rejected).toEqual(['notes.pdf', 'page.svg', 'blob']);
  });

  it('skips a file already chosen or chosen twice at once, but not a different file with the same name', () => {
    const a = file('a.png');
    const again = file('a.png');
    const changed = file('a.png', 'image/png', 'a different body');
    const result = addImages([a], [again, changed, changed], true);
    expect(result.files).toEqual([a, changed]);
    expect(result.duplicates).toEqual(['a.png', 'a.png']);
  });

  it('keeps only the last image when one is allowed', () => {
    const a = file('a.png');
    const b = file('b.webp', 'image/webp');
    const c = file('c.gif', 'image/gif');
    expect(addImages([a], [b, c], false).files).toEqual([c]);
  });

  it('accepts the usual raster formats', () => {
    expect(ACCEPTED_IMAGE_TYPES).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', 'image/gif', 'image/webp']));
  });

  it('does not change the list it was given', () => {
    const current = [file('a.png')];
    addImages(current, [file('b.png')], true);
    expect(current).toHaveLength(1);
  });
});

function Harness({ multiple = true, onProblem, onPreparingChange }: { multiple?: boolean; onProblem?: (message: string) => void; onPreparingChange?: (preparing: boolean) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Providers>
      <ImagePicker label="Product images" multiple={multiple} files={files} onChange={setFiles} onProblem={onProblem} onPreparingChange={onPreparingChange} />
      <output data-testid="count">{files.length}</output>
      <output data-testid="sizes">{files.map((f) => f.size).join(' ')}</output>
    </Providers>
  );
}

function choose(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

describe('ImagePicker', () => {
  it('shows a preview of each chosen image, skips duplicates, refuses non-images and removes one on request', () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    const input = screen.getByLabelText('Product images');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe(ACCEPTED_IMAGE_TYPES.join(','));
    expect(input.hasAttribute('multiple')).toBe(true);
    expect(screen.queryByRole('list', { name: 'Chosen images' })).toBeNull();

    const front = file('front.png');
    const back = file('back.jpg', 'image/jpeg');
    choose(input, [front, back]);
    const list = screen.getByRole('list', { name: 'Chosen images' });
    const previews = within(list).getAllByRole<HTMLImageElement>('img');
    expect(previews.map((img) => img.alt)).toEqual(['front.png', 'back.jpg']);
    for (const img of previews) expect(img.src).toMatch(/^blob:/);
    expect(onProblem).not.toHaveBeenCalled();

    choose(input, [file('front.png'), file('notes.txt', 'text/plain')]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(onProblem).toHaveBeenCalledWith('Only image files can be added (notes.txt).');
    expect(onProblem).toHaveBeenCalledWith('Already added, skipped: front.png.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(within(list).getAllByRole('img').map((img) => (img as HTMLImageElement).alt)).toEqual(['back.jpg']);
    expect(screen.getByTestId('count').textContent).toBe('1');
    // The input is cleared after each pick, so the same file can be chosen again after removal.
    expect((input as HTMLInputElement).value).toBe('');
    choose(input, [file('front.png')]);
    expect(within(list).getAllByRole('img').map((img) => (img as HTMLImageElement).alt)).toEqual(['back.jpg', 'front.png']);
  });

  it('frees each preview URL when its image goes', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    render(<Harness />);
    choose(screen.getByLabelText('Product images'), [file('one.png')]);
    const url = screen.getByRole<HTMLImageElement>('img', { name: 'one.png' }).src;
    fireEvent.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(screen.queryByRole('img', { name: 'one.png' })).toBeNull();
    expect(revoke).toHaveBeenCalledWith(url);
    revoke.mockRestore();
  });

  it('holds one image when only one is allowed, replacing it on a new pick', () => {
    render(<Harness multiple={false} />);
    const input = screen.getByLabelText('Product images');
    expect(input.hasAttribute('multiple')).toBe(false);
    expect(screen.getByText('Choose image')).toBeTruthy();
    choose(input, [file('qr.png')]);
    expect(screen.getByText('Choose another image')).toBeTruthy();
    choose(input, [file('qr-new.png')]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'qr-new.png' })).toBeTruthy();
  });
});

describe('ImagePicker with large photos', () => {
  it('makes them smaller before handing them on, showing the progress, and tells the form to wait', async () => {
    let finish: (file: File) => void = () => undefined;
    let report: (percent: number) => void = () => undefined;
    vi.mocked(resizeImage).mockImplementation((_file, onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const preparing = vi.fn();
    render(<Harness onPreparingChange={preparing} />);
    const input = screen.getByLabelText('Product images');
    // 400 KB: past the 300 KB that go as they are.
    const photo = file('photo.jpg', 'image/jpeg', 'x'.repeat(400 * 1024));
    choose(input, [photo, file('small.png')]);

    const progress = screen.getByRole('progressbar', { name: '0%' });
    expect(screen.getByText('Making photos smaller for upload')).toBeTruthy();
    expect(preparing.mock.calls).toEqual([[true]]);
    expect(vi.mocked(resizeImage).mock.calls.map(([f]) => f)).toEqual([photo]);
    act(() => report(50));
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    // Nothing is handed on, nor can more be picked, until the photo is ready.
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(input.hasAttribute('disabled')).toBe(true);

    finish(file('photo.jpg', 'image/jpeg', 'y'.repeat(1000)));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(preparing.mock.calls).toEqual([[true], [false]]);
    expect(screen.getByTestId('sizes').textContent).toBe('1000 9');
    expect(screen.getAllByRole<HTMLImageElement>('img').map((img) => img.alt)).toEqual(['photo.jpg', 'small.png']);
    expect(input.hasAttribute('disabled')).toBe(false);
  });
});
