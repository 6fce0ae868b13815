import { crc32, deflateSync } from 'node:zlib';

/**
 * A tiny PNG painter for the stand-in's demo images, so that seeding needs no network and no
 * native image library: a two-colour gradient, a soft disc and up to three letters in a 5×7
 * bitmap font.
 */

const GLYPHS: Record<string, string> = {
  A: '01110100011000111111100011000110001',
  B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110',
  D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111',
  H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110',
  J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001',
  L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001',
  N: '10001110011010110011100011000110001',
  O: '01110100011000110001100011000101110',
  P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100',
  Z: '11111000010001000100010001000011111',
  '0': '01110100011001110101110011000101110',
  '1': '00100011000010000100001000010001110',
  '2': '01110100010000100010001000100011111',
  '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010',
  '5': '11111100001111000001000011000101110',
  '6': '00110010001000011110100011000101110',
  '7': '11111000010001000100010000100001000',
  '8': '01110100011000101110100011000101110',
  '9': '01110100011000101111000010001001100',
};

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface PaintOptions {
  width?: number;
  height?: number;
  from: Rgb;
  to: Rgb;
  text?: string;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGB pixels (row-major, 3 bytes each) as a PNG file. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Paints a gradient card with a soft disc and centred letters, and returns it as a PNG. */
export function paintPng({ width = 400, height = 400, from, to, text = '' }: PaintOptions): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.min(width, height) * 0.34;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height);
      let r = from.r + (to.r - from.r) * t;
      let g = from.g + (to.g - from.g) * t;
      let b = from.b + (to.b - from.b) * t;
      const d = Math.hypot(x - cx, y - cy);
      if (d < radius) {
        const glow = 0.28 * (1 - d / radius) + 0.12;
        r += (255 - r) * glow;
        g += (255 - g) * glow;
        b += (255 - b) * glow;
      }
      const i = (y * width + x) * 3;
      rgb[i] = r;
      rgb[i + 1] = g;
      rgb[i + 2] = b;
    }
  }
  const letters = [...text.toUpperCase()].filter((c) => GLYPHS[c]).slice(0, 3);
  if (letters.length > 0) {
    const scale = Math.floor(Math.min(width, height) / (letters.length * 6 + 6));
    const textWidth = (letters.length * 6 - 1) * scale;
    const left = Math.round(cx - textWidth / 2);
    const top = Math.round(cy - (7 * scale) / 2);
    letters.forEach((letter, n) => {
      const bits = GLYPHS[letter] ?? '';
      for (let row = 0; row < 7; row++) {
        for (let col = 0; col < 5; col++) {
          if (bits[row * 5 + col] !== '1') continue;
          for (let dy = 0; dy < scale; dy++) {
            for (let dx = 0; dx < scale; dx++) {
              const px = left + (n * 6 + col) * scale + dx;
              const py = top + row * scale + dy;
              const i = (py * width + px) * 3;
              rgb[i] = 255;
              rgb[i + 1] = 255;
              rgb[i + 2] = 255;
            }
          }
        }
      }
    });
  }
  return encodePng(width, height, rgb);
}
