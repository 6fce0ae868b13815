import { describe, expect, it } from 'vitest';
import { mediaAccess, privateMediaLink, publicMediaLink } from './media-links.ts';

const SECRET = 'a-secret-of-at-least-32-characters!!';
const AFTERNOON = Date.parse('2025-06-01T15:30:00Z');
/** 2025-06-03T00:00:00Z, the second UTC midnight after any moment of 2025-06-01. */
const EXPIRY = 1_748_908_800;

describe('publicMediaLink', () => {
  it('signs the gateway path with HMAC-SHA256 (first 16 bytes, base64url), without expiry', () => {
    expect(publicMediaLink(SECRET, '/media/uploads/a.png')).toBe('/media/kLObvRu_iSh99O2SAYfbQQ/uploads/a.png');
  });

  it('leaves links to other sites as they are', () => {
    expect(publicMediaLink(SECRET, 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });
});

describe('privateMediaLink', () => {
  it('signs until the second UTC midnight: the same address all day', () => {
    const link = '/media/1748908800.r0NHumF4fYIp59jM7LUVgg/uploads/a.png';
    expect(privateMediaLink(SECRET, '/media/uploads/a.png', Date.parse('2025-06-01T00:00:00Z'))).toBe(link);
    expect(privateMediaLink(SECRET, '/media/uploads/a.png', AFTERNOON)).toBe(link);
    expect(privateMediaLink(SECRET, '/media/uploads/a.png', Date.parse('2025-06-01T23:59:59Z'))).toBe(link);
  });
});

describe('mediaAccess', () => {
  it('opens a public address for anyone to keep a year', () => {
    expect(mediaAccess(SECRET, 'kLObvRu_iSh99O2SAYfbQQ', '/uploads/a.png', AFTERNOON)).toEqual({
      path: '/uploads/a.png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });

  it('opens a private address for the browser to keep until it expires, and not after', () => {
    const token = `${EXPIRY}.r0NHumF4fYIp59jM7LUVgg`;
    expect(mediaAccess(SECRET, token, '/uploads/a.png', AFTERNOON)).toEqual({
      path: '/uploads/a.png',
      cacheControl: 'private, max-age=117000, immutable',
    });
    expect(mediaAccess(SECRET, token, '/uploads/a.png', EXPIRY * 1000 - 1000)).toEqual({
      path: '/uploads/a.png',
      cacheControl: 'private, max-age=1, immutable',
    });
    expect(mediaAccess(SECRET, token, '/uploads/a.png', EXPIRY * 1000)).toBeNull();
  });

  it('refuses another path, kind, expiry, secret or spelling of a signature', () => {
    const refused: [string, string, string][] = [
      ['kLObvRu_iSh99O2SAYfbQQ', '/uploads/b.png', SECRET],
      [`${EXPIRY}.kLObvRu_iSh99O2SAYfbQQ`, '/uploads/a.png', SECRET],
      ['r0NHumF4fYIp59jM7LUVgg', '/uploads/a.png', SECRET],
      [`${EXPIRY + 86_400}.r0NHumF4fYIp59jM7LUVgg`, '/uploads/a.png', SECRET],
      [`0${EXPIRY}.r0NHumF4fYIp59jM7LUVgg`, '/uploads/a.png', SECRET],
      ['kLObvRu_iSh99O2SAYfbQQ', '/uploads/a.png', `${SECRET}?`],
      // Same bytes when decoded: the last character's low bits are not part of the signature.
      ['kLObvRu_iSh99O2SAYfbQR', '/uploads/a.png', SECRET],
      ['uploads', '/a.png', SECRET],
      ['', '/uploads/a.png', SECRET],
    ];
    for (const [token, path, secret] of refused)
      expect(mediaAccess(secret, token, path, AFTERNOON), `${token} ${path}`).toBeNull();
  });
});
