import type { Request, Response } from 'express';
import multer from 'multer';
import type { UserRecord } from './records.ts';
import { SimError } from './sim-error.ts';
import { EXTENSION_BY_MIME, newId, type Store } from './store.ts';
import { Views } from './views.ts';

/** What every route module of the stand-in works with. */
export interface SimContext {
  store: Store;
  views(req: Request): Views;
  /** Multipart parser: images only, 10 MB each, at most 10 files. */
  upload: multer.Multer;
  /** Stores an uploaded image and returns its file name. */
  saveImage(file: Express.Multer.File, prefix: string): string;
}

const IMAGE_SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export function createContext(store: Store, publicUrl: string | undefined): SimContext {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 30 },
    fileFilter(_req, file, accept) {
      if (EXTENSION_BY_MIME[file.mimetype]) accept(null, true);
      else accept(new SimError(400, `${file.fieldname}: only PNG, JPEG, GIF or WebP images are accepted`));
    },
  });
  return {
    store,
    upload,
    views: (req) => new Views(store.db, publicUrl ?? `${req.protocol}://${req.get('host')}`),
    saveImage(file, prefix) {
      if (!IMAGE_SIGNATURES[file.mimetype]?.(file.buffer)) {
        throw new SimError(400, `${file.fieldname}: the file is not a valid ${file.mimetype} image`);
      }
      const name = `${prefix}-${newId()}.${EXTENSION_BY_MIME[file.mimetype]}`;
      store.files.put(name, file.buffer, file.mimetype);
      return name;
    },
  };
}

/** The signed-in user, set by the auth middleware. */
export function caller(res: Response): UserRecord {
  return res.locals.user as UserRecord;
}
