import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './records.ts';

/** Where uploaded and seeded images live: a folder on disk, or memory for throw-away instances. */
export interface FileStore {
  put(name: string, data: Buffer, mimeType: string): void;
  get(name: string): { data: Buffer; mimeType: string } | undefined;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const EXTENSION_BY_MIME: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export function memoryFileStore(): FileStore {
  const files = new Map<string, { data: Buffer; mimeType: string }>();
  return {
    put: (name, data, mimeType) => void files.set(name, { data, mimeType }),
    get: (name) => files.get(name),
  };
}

export function diskFileStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true });
  return {
    put(name, data) {
      writeFileSync(join(dir, name), data);
    },
    get(name) {
      if (!/^[\w.-]+$/.test(name)) return undefined;
      const path = join(dir, name);
      if (!existsSync(path)) return undefined;
      const mimeType = MIME_BY_EXTENSION[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
      return { data: readFileSync(path), mimeType };
    },
  };
}

/** The database plus where it is saved; `save()` after every change. */
export interface Store {
  db: Database;
  files: FileStore;
  save(): void;
}

/** Writes the whole database to a temp file and renames it over the old one, so a crash never leaves half a file. */
export function jsonFilePersistence(file: string): { load(): Database | undefined; save(db: Database): void } {
  return {
    load() {
      if (!existsSync(file)) return undefined;
      return JSON.parse(readFileSync(file, 'utf8')) as Database;
    },
    save(db) {
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(db));
      renameSync(temp, file);
    },
  };
}

let counter = randomBytes(3).readUIntBE(0, 3);
const machine = randomBytes(5).toString('hex');

/** A 24-hex id shaped like the provider's (MongoDB ObjectId): seconds, machine, counter. */
export function newId(at: Date = new Date()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${machine}${counter.toString(16).padStart(6, '0')}`;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

// A low scrypt cost: this is a stand-in, and tests create many fresh instances.
const SCRYPT = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32, SCRYPT).toString('hex')}`;
}

export function checkPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, SCRYPT);
  return timingSafeEqual(expected, actual);
}
