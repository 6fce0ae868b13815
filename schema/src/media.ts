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
export function mediaVariant(query: Readonly<Record<string, unknown>>): { variant: MediaVariant | null } | { problem: MediaParamProblem } {
  const names = Object.keys(query);
  if (names.length === 0) return { variant: null };
  const unknown = names.find((name) => name !== MEDIA_PARAMS.width && name !== MEDIA_PARAMS.format);
  if (unknown !== undefined) {
    return { problem: { parameter: unknown, message: `is not a parameter of images; use ${MEDIA_PARAMS.width} and ${MEDIA_PARAMS.format}` } };
  }
  const width = query[MEDIA_PARAMS.width];
  if (width === undefined) return { problem: { parameter: MEDIA_PARAMS.width, message: `is required with ${MEDIA_PARAMS.format}; ${WIDTH_RULE}` } };
  const chosenWidth = MEDIA_WIDTHS.find((step) => String(step) === width);
  if (chosenWidth === undefined) return { problem: { parameter: MEDIA_PARAMS.width, message: WIDTH_RULE } };
  const format = query[MEDIA_PARAMS.format];
  if (format === undefined) return { variant: { width: chosenWidth, format: undefined } };
  const chosenFormat = MEDIA_FORMATS.find((name) => name === format);
  if (chosenFormat === undefined) return { problem: { parameter: MEDIA_PARAMS.format, message: FORMAT_RULE } };
  return { variant: { width: chosenWidth, format: chosenFormat } };
}
