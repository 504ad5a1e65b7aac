/**
 * Where the encoded picture files live: an S3-compatible bucket (s3-storage.ts; MEDIA_S3_*), which every server
 * process shares, or a folder (MEDIA_DIR, default .data/media; tests use a temporary one) for the embedded default
 * of one process. Keys are content-hashed file names, so a file never changes once written. Which files exist is
 * decided by ProductImageService (a file is kept while a picture names it); a store only keeps bytes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file's name: a content hash, its width and its format. Nothing else is ever read or written. */
export const MEDIA_KEY = /^[0-9a-f]{24}-\d{1,5}\.(webp|avif)$/;

export const MEDIA_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/** The MIME type of a media key (by its format, the last part of the name). */
export const mediaType = (key: string): string => (key.endsWith('.avif') ? MEDIA_TYPES.avif : MEDIA_TYPES.webp);

/** A stored file may be kept anywhere for a year: its name is its content's hash. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The store cannot be reached or refused the request (down, wrong credentials, a full disk): a 503, never a 404. */
export class MediaUnavailable extends Error {
  constructor(operation: string, cause: unknown) {
    super(`media storage: ${operation} failed: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause)}`, { cause });
    this.name = 'MediaUnavailable';
  }
}

export interface StoredFile {
  key: string;
  /** When the file was last written (by the store's clock). */
  modified: Date;
}

export interface MediaStorage {
  /** Writes the file (replacing one with the same key, which has the same bytes). */
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream with its length, or null when there is none. */
  open(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Whether the file is there, without reading it. */
  has(key: string): Promise<boolean>;
  /** Removes the file; nothing happens when it is not there. */
  remove(key: string): Promise<void>;
  /** Every media key in the store (anything else there is left alone). */
  list(): AsyncIterable<StoredFile>;
}

/** Answers a store fault as MediaUnavailable. */
export async function storeCall<T>(operation: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof MediaUnavailable ? error : new MediaUnavailable(operation, error);
  }
}

/** A file or folder that is not there (rather than one that cannot be read). */
const missing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

export class FolderStorage implements MediaStorage {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await storeCall('put', async () => {
      await fs.mkdir(this.dir, { recursive: true });
      // Written beside under a name of its own and renamed: a reader never sees half a file, and two uploads of the
      // same picture at once never write into one partial file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.writeFile(partial, data);
        await fs.rename(partial, file);
      } finally {
        await fs.rm(partial, { force: true });
      }
    });
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    if (!MEDIA_KEY.test(key)) return null;
    return storeCall('open', async () => {
      // Opened by its own name in the folder, whatever the folder's path holds (the default .data/media is a dot-folder).
      const handle = await fs.open(this.file(key), 'r').catch((error: unknown) => {
        if (missing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const stat = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { body: handle.createReadStream({ autoClose: true }), size: stat.size };
    });
  }

  async has(key: string): Promise<boolean> {
    const file = this.file(key);
    return storeCall('has', () =>
      fs.stat(file).then(
        (stat) => stat.isFile(),
        (error: unknown) => {
          if (missing(error)) return false;
          throw error;
        },
      ),
    );
  }

  async remove(key: string): Promise<void> {
    const file = this.file(key);
    await storeCall('remove', () => fs.rm(file, { force: true }));
  }

  async *list(): AsyncIterable<StoredFile> {
    const names = await storeCall('list', () =>
      fs.readdir(this.dir).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      }),
    );
    for (const key of names.filter((name) => MEDIA_KEY.test(name))) {
      // Removed since the folder was read: not listed.
      const stat = await fs.stat(path.join(this.dir, key)).catch(() => null);
      if (stat?.isFile()) yield { key, modified: stat.mtime };
    }
  }
}
