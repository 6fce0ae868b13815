import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resizeImage } from '../../lib/resize-image.ts';
import type * as ResizeImage from '../../lib/resize-image.ts';
import { opensAsImage } from '../../lib/image-file.ts';
import type * as ImageFile from '../../lib/image-file.ts';
import { Providers } from '../../test/render.tsx';
import { ACCEPTED_IMAGE_TYPES, addImages, ImagePicker } from './image-picker.tsx';

// The browser's resizing (canvas, workers) is not in happy-dom; which files need it stays the real rule.
vi.mock('../../lib/resize-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizeImage>()),
  resizeImage: vi.fn(),
}));
// Nor is the browser's image decoder; the check of a file's first bytes stays the real rule.
vi.mock('../../lib/image-file.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageFile>()),
  opensAsImage: vi.fn(() => Promise.resolve(true)),
}));

/** The first bytes of each upload type, so that a test file is what its type says. */
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [...'GIF89a'].map((c) => c.charCodeAt(0)),
  'image/webp': [...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)),
};
const file = (name: string, type = 'image/png', body = name, lastModified = 1_700_000_000_000) =>
  new File([Uint8Array.from(SIGNATURES[type] ?? []), body], name, { type, lastModified });
const MB = 1024 * 1024;
/** `file` grown to `bytes`, as big as a phone camera's photo. */
const weighing = (f: File, bytes: number) =>
  new File([f, new Uint8Array(bytes - f.size)], f.name, { type: f.type, lastModified: f.lastModified });

describe('addImages', () => {
  it('adds image files and keeps the ones already chosen', () => {
    const a = file('a.png');
    const b = file('b.jpg', 'image/jpeg');
    expect(addImages([a], [b], true)).toEqual({ files: [a, b], rejected: [], duplicates: [] });
  });

  it('refuses files that are not images', () => {
    const a = file('a.png');
    const { files, rejected } = addImages(
      [],
      [file('notes.pdf', 'application/pdf'), a, file('page.svg', 'image/svg+xml'), file('blob', '')],
      true,
    );
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
    expect(ACCEPTED_IMAGE_TYPES).toEqual(
      expect.arrayContaining(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
    );
  });

  it('does not change the list it was given', () => {
    const current = [file('a.png')];
    addImages(current, [file('b.png')], true);
    expect(current).toHaveLength(1);
  });
});

function Harness({
  multiple = true,
  onProblem,
  onPreparingChange,
}: {
  multiple?: boolean;
  onProblem?: (message: string) => void;
  onPreparingChange?: (preparing: boolean) => void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Providers>
      <ImagePicker
        label="Product images"
        multiple={multiple}
        files={files}
        onChange={setFiles}
        onProblem={onProblem}
        onPreparingChange={onPreparingChange}
      />
      <output data-testid="count">{files.length}</output>
      <output data-testid="sizes">{files.map((f) => f.size).join(' ')}</output>
    </Providers>
  );
}

/** Picks `files` as a person does; `accept` is a hint a phone's "all files" ignores, so it filters nothing. */
const pick = (input: HTMLElement, files: File[]) => userEvent.setup({ applyAccept: false }).upload(input, files);

/** Picks `files` and waits until the picker has checked them and can be used again. */
async function choose(input: HTMLElement, files: File[]) {
  await pick(input, files);
  await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
}

const alts = (list: HTMLElement) =>
  within(list)
    .getAllByRole<HTMLImageElement>('img')
    .map((img) => img.alt);

describe('ImagePicker', () => {
  it('shows a preview of each chosen image, skips duplicates, refuses non-images and removes one on request', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    const input = screen.getByLabelText('Product images');
    expect(input.getAttribute('type')).toBe('file');
    expect(input.getAttribute('accept')).toBe(ACCEPTED_IMAGE_TYPES.join(','));
    expect(input.hasAttribute('multiple')).toBe(true);
    expect(screen.queryByRole('list', { name: 'Chosen images' })).toBeNull();

    const front = file('front.png');
    const back = file('back.jpg', 'image/jpeg');
    await choose(input, [front, back]);
    const list = screen.getByRole('list', { name: 'Chosen images' });
    const previews = within(list).getAllByRole<HTMLImageElement>('img');
    expect(previews.map((img) => img.alt)).toEqual(['front.png', 'back.jpg']);
    for (const img of previews) expect(img.src).toMatch(/^blob:/);
    expect(onProblem).not.toHaveBeenCalled();

    await choose(input, [file('front.png'), file('notes.txt', 'text/plain')]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(onProblem.mock.calls).toEqual([
      ['Only image files can be added (notes.txt). Already added, skipped: front.png.'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove front.png' }));
    expect(alts(list)).toEqual(['back.jpg']);
    expect(screen.getByTestId('count').textContent).toBe('1');
    // The input is cleared after each pick, so the same file can be chosen again after removal.
    expect((input as HTMLInputElement).value).toBe('');
    await choose(input, [file('front.png')]);
    expect(alts(list)).toEqual(['back.jpg', 'front.png']);
  });

  it('frees each preview URL when its image goes', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    render(<Harness />);
    await choose(screen.getByLabelText('Product images'), [file('one.png')]);
    const url = screen.getByRole<HTMLImageElement>('img', { name: 'one.png' }).src;
    fireEvent.click(screen.getByRole('button', { name: 'Remove one.png' }));
    expect(screen.queryByRole('img', { name: 'one.png' })).toBeNull();
    expect(revoke).toHaveBeenCalledWith(url);
    revoke.mockRestore();
  });

  it('holds one image when only one is allowed, replacing it on a new pick', async () => {
    render(<Harness multiple={false} />);
    const input = screen.getByLabelText('Product images');
    expect(input.hasAttribute('multiple')).toBe(false);
    expect(screen.getByText('Choose image')).toBeTruthy();
    await choose(input, [file('qr.png')]);
    expect(screen.getByText('Choose another image')).toBeTruthy();
    await choose(input, [file('qr-new.png')]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'qr-new.png' })).toBeTruthy();
  });
});

describe('ImagePicker limits', () => {
  it('states the types and the size limit on the control', () => {
    render(<Harness />);
    const limits = screen.getByText('PNG, JPEG, WebP or GIF, up to 5 MB each; larger photos are made smaller for you.');
    expect(screen.getByLabelText('Product images').getAttribute('aria-describedby')).toBe(limits.id);
  });

  it('refuses a renamed program by its content, naming it, before any preview or upload', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    const program = new File(['MZ\x90\x00 This program cannot be run in DOS mode.'], 'setup.jpg', {
      type: 'image/jpeg',
    });
    await choose(screen.getByLabelText('Product images'), [program, file('good.png')]);
    expect(onProblem.mock.calls).toEqual([['These cannot be opened as PNG, JPEG, WebP or GIF images: setup.jpg.']]);
    expect(screen.getAllByRole<HTMLImageElement>('img').map((img) => img.alt)).toEqual(['good.png']);
    expect(screen.getByTestId('count').textContent).toBe('1');
  });

  it('refuses a file that starts like an image but that the browser cannot open', async () => {
    vi.mocked(opensAsImage).mockResolvedValueOnce(false);
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    await choose(screen.getByLabelText('Product images'), [file('damaged.png')]);
    expect(onProblem).toHaveBeenCalledWith('These cannot be opened as PNG, JPEG, WebP or GIF images: damaged.png.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('count').textContent).toBe('0');
  });

  it('refuses a file over the limit that is not made smaller (a GIF keeps its animation), stating the limit', async () => {
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    await choose(screen.getByLabelText('Product images'), [weighing(file('dance.gif', 'image/gif'), 6 * MB)]);
    expect(onProblem).toHaveBeenCalledWith('Larger than the 5 MB upload limit: dance.gif.');
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(vi.mocked(resizeImage)).not.toHaveBeenCalled();
  });

  it('takes a large photo once made smaller, but refuses one still over the limit', async () => {
    vi.mocked(resizeImage).mockImplementation((photo) =>
      Promise.resolve(
        photo.name === 'sky.png' ? weighing(file('sky.png'), 6 * MB) : file(photo.name, 'image/jpeg', 'y'.repeat(1000)),
      ),
    );
    const onProblem = vi.fn();
    render(<Harness onProblem={onProblem} />);
    const camera = weighing(file('camera.jpg', 'image/jpeg'), 23 * MB);
    await choose(screen.getByLabelText('Product images'), [camera, weighing(file('sky.png'), 20 * MB)]);
    expect(onProblem).toHaveBeenCalledWith('Larger than the 5 MB upload limit: sky.png.');
    expect(screen.getAllByRole<HTMLImageElement>('img').map((img) => img.alt)).toEqual(['camera.jpg']);
    expect(screen.getByTestId('sizes').textContent).toBe('1004');
    vi.mocked(resizeImage).mockReset();
  });

  it('keeps the one image chosen when its replacement is refused', async () => {
    const onProblem = vi.fn();
    render(<Harness multiple={false} onProblem={onProblem} />);
    const input = screen.getByLabelText('Product images');
    await choose(input, [file('qr.png')]);
    await choose(input, [new File(['#!/bin/sh'], 'qr-new.png', { type: 'image/png' })]);
    expect(onProblem).toHaveBeenCalledWith('These cannot be opened as PNG, JPEG, WebP or GIF images: qr-new.png.');
    expect(screen.getAllByRole<HTMLImageElement>('img').map((img) => img.alt)).toEqual(['qr.png']);
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
    await pick(input, [photo, file('small.png')]);

    const progress = await screen.findByRole('progressbar', { name: '0%' });
    expect(screen.getByText('Making photos smaller for upload')).toBeTruthy();
    expect(preparing.mock.calls).toEqual([[true]]);
    expect(vi.mocked(resizeImage).mock.calls.map(([f]) => f)).toEqual([photo]);
    act(() => report(50));
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    // Nothing is handed on, nor can more be picked, until the photo is ready; the input keeps the
    // keyboard's focus, marked unavailable, and opens no file chooser.
    expect(screen.getByTestId('count').textContent).toBe('0');
    expect(input.getAttribute('aria-disabled')).toBe('true');
    expect(fireEvent.click(input)).toBe(false);

    finish(file('photo.jpg', 'image/jpeg', 'y'.repeat(1000)));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(preparing.mock.calls).toEqual([[true], [false]]);
    expect(screen.getByTestId('sizes').textContent).toBe('1004 17');
    expect(screen.getAllByRole<HTMLImageElement>('img').map((img) => img.alt)).toEqual(['photo.jpg', 'small.png']);
    expect(input.hasAttribute('aria-disabled')).toBe(false);
    expect(fireEvent.click(input)).toBe(true);
  });
});
