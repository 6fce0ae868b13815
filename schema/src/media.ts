/**
 * Sized copies of the gateway's images. The BFF serves every gateway image at an address under
 * `/media/` that it signs (`/media/<signature>/<path>`), and a copy `width` pixels wide at
 * `<address>?w=<width>` (never wider than the original, its aspect kept), in the original's type
 * or, with `&f=webp`, as WebP. Only the widths of the ladder are made: the BFF refuses any other
 * with `mediaVariant`, the client writes `srcset` with `mediaSrcSet`.
 */

/** Where the BFF serves gateway images. */
export const MEDIA_PREFIX = '/media/';

/**
 * The widths made, in pixels. A product card is about 270 to 470 CSS pixels wide across the 1-4
 * column grid and the detail carousel a phone's width or half a desktop's; at 1 to 3 device pixels
 * per CSS pixel those need 270 to about 1,400 pixels. From 320 up the steps are at most 1.5x apart,
 * so the copy a browser picks is never much wider than its slot.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** Types a copy may be asked in besides the original's. */
export const MEDIA_FORMATS = ['webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The query parameters of a sized copy. */
export const MEDIA_PARAMS = { width: 'w', format: 'f' } as const;

export interface MediaVariant {
  width: MediaWidth;
  /** Undefined: the original's type. */
  format: MediaFormat | undefined;
}

/** A parameter that is not one the BFF takes, and what it must be. */
export interface MediaParamProblem {
  parameter: string;
  message: string;
}

/** Whether `url` is a gateway image on the BFF without parameters, which sized copies can be asked of. */
export function isMediaUrl(url: string): boolean {
  return url.startsWith(MEDIA_PREFIX) && url.length > MEDIA_PREFIX.length && !/[?#]/.test(url);
}

/** The address of `url`'s copy `width` pixels wide, in `format` or the original's type. */
export function mediaUrl(url: string, width: MediaWidth, format?: MediaFormat): string {
  return `${url}?${MEDIA_PARAMS.width}=${width}${format ? `&${MEDIA_PARAMS.format}=${format}` : ''}`;
}

/** A `srcset` of `url`'s copies at `widths` (the whole ladder unless given). */
export function mediaSrcSet(url: string, widths: readonly MediaWidth[] = MEDIA_WIDTHS, format?: MediaFormat): string {
  return widths.map((width) => `${mediaUrl(url, width, format)} ${width}w`).join(', ');
}

const WIDTH_RULE = `must be one of ${MEDIA_WIDTHS.join(', ')}`;
const FORMAT_RULE = `must be ${MEDIA_FORMATS.join(' or ')}, or left out for the original type`;

/**
 * The copy a request's query asks for: `null` for the original (no parameters), or the first
 * parameter that is not allowed. Each parameter once, written exactly as `mediaUrl` writes it.
 */
export function mediaVariant(
  query: Readonly<Record<string, unknown>>,
): { variant: MediaVariant | null } | { problem: MediaParamProblem } {
  const names = Object.keys(query);
  if (names.length === 0) return { variant: null };
  const unknown = names.find((name) => name !== MEDIA_PARAMS.width && name !== MEDIA_PARAMS.format);
  if (unknown !== undefined) {
    return {
      problem: {
        parameter: unknown,
        message: `is not a parameter of images; use ${MEDIA_PARAMS.width} and ${MEDIA_PARAMS.format}`,
      },
    };
  }
  const width = query[MEDIA_PARAMS.width];
  if (width === undefined)
    return {
      problem: { parameter: MEDIA_PARAMS.width, message: `is required with ${MEDIA_PARAMS.format}; ${WIDTH_RULE}` },
    };
  const chosenWidth = MEDIA_WIDTHS.find((step) => String(step) === width);
  if (chosenWidth === undefined) return { problem: { parameter: MEDIA_PARAMS.width, message: WIDTH_RULE } };
  const format = query[MEDIA_PARAMS.format];
  if (format === undefined) return { variant: { width: chosenWidth, format: undefined } };
  const chosenFormat = MEDIA_FORMATS.find((name) => name === format);
  if (chosenFormat === undefined) return { problem: { parameter: MEDIA_PARAMS.format, message: FORMAT_RULE } };
  return { variant: { width: chosenWidth, format: chosenFormat } };
}

/**
 * What may be uploaded (product photos, payment QR codes, payment proofs): one of these types,
 * told by the file's first bytes (`imageTypeOf`), never by its name or the type a browser guessed
 * from the name. The BFF refuses anything else; the client checks the same before sending.
 */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** Each type's usual name extension, for the names the BFF gives files. */
export const UPLOAD_IMAGE_EXTENSIONS: Readonly<Record<UploadImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The most one uploaded file may weigh, in megabytes (of 1024 × 1024 bytes), as it is sent: the
 * BFF stops reading a larger one; the client resizes photos first and refuses what is still larger.
 */
export const UPLOAD_MAX_FILE_MB = 5;
export const UPLOAD_MAX_FILE_BYTES = UPLOAD_MAX_FILE_MB * 1024 * 1024;

/** How many first bytes of a file `imageTypeOf` needs. */
export const IMAGE_HEAD_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The upload type whose signature `head` (a file's first IMAGE_HEAD_BYTES or more) starts with, or null. */
export function imageTypeOf(head: Uint8Array): UploadImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Whether a file of `bytes` may be sent. */
export const withinUploadLimit = (bytes: number): boolean => bytes <= UPLOAD_MAX_FILE_BYTES;
