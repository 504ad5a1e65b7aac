/**
 * Where the encoded picture files live. One implementation today: a folder under the data folder (MEDIA_DIR,
 * default .data/media; tests use a temporary one). An S3-compatible bucket would be a second implementation of
 * this interface; none is built yet. Keys are content-hashed file names, so a file never changes once written.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file's name: a content hash, its width and its format. Nothing else is ever read or written. */
export const MEDIA_KEY = /^[0-9a-f]{24}-\d{1,5}\.(webp|avif)$/;

export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream with its length, or null when there is none. */
  open(key: string): Promise<{ body: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

export class FolderStorage implements MediaStorage {
  constructor(readonly dir: string) {}

  private file(key: string): string {
    if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = this.file(key);
    // Written beside and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, data);
    await fs.rename(partial, file);
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    if (!MEDIA_KEY.test(key)) return null;
    // Opened by its own name in the folder, whatever the folder's path holds (the default .data/media is a dot-folder).
    const handle = await fs.open(this.file(key), 'r').catch(() => null);
    if (!handle) return null;
    const stat = await handle.stat().catch(() => null);
    if (!stat?.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream({ autoClose: true }), size: stat.size };
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}
