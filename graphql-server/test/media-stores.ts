/**
 * The two places the pictures can be kept (issue 30), so that every picture test runs on each: a folder (the
 * embedded default; under a dot-folder, as the default .data/media is) and an S3 bucket (a bucket of its own on the
 * run's S3 server, s3.ts). Each store can be opened again over the same files, as a second server process does, and
 * opened so that it fails, as a store that is down or refuses the shop does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { FolderStorage, type MediaStorage } from '../src/product-images/media-storage';
import { S3Storage, type S3StorageOptions } from '../src/product-images/s3-storage';

export interface TestStore {
  /** Another instance over the same files, as another server process makes its own. */
  open(): MediaStorage;
  /** An instance over the same place that fails every call. */
  broken(): MediaStorage;
  /** Every name in the store, media key or not, as its own tools would list them. */
  names(): Promise<string[]>;
  /** Puts a file of any name straight into the store, past the shop. */
  putRaw(name: string, data: Buffer): Promise<void>;
  close(): Promise<void>;
}

async function folderStore(): Promise<TestStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-media-test-'));
  const dir = path.join(dataDir, '.data', 'media');
  fs.mkdirSync(dir, { recursive: true });
  // A folder that cannot be opened (ELOOP: a link to itself) — neither missing nor empty, but failing.
  const loop = path.join(dataDir, 'lus');
  fs.symlinkSync(loop, loop);
  return {
    open: () => new FolderStorage(dir),
    broken: () => new FolderStorage(loop),
    names: async () => fs.readdirSync(dir).sort(),
    putRaw: async (name, data) => fs.writeFileSync(path.join(dir, name), data),
    close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function s3Store(): Promise<TestStore> {
  const server = inject('s3');
  const options: S3StorageOptions = { ...server, bucket: `lumina-test-${randomBytes(5).toString('hex')}`, forcePathStyle: true };
  const client = new S3Client({ region: server.region, endpoint: server.endpoint, forcePathStyle: true, credentials: options });
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  return {
    open: () => new S3Storage(options),
    // The store answers, but refuses the shop: 403 SignatureDoesNotMatch on every call.
    broken: () => new S3Storage({ ...options, secretAccessKey: `${options.secretAccessKey}-fout` }),
    async names() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken: token }));
        names.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return names.sort();
    },
    putRaw: async (name, data) => void (await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: name, Body: data }))),
    // The bucket stays on a MinIO the run was given (its name is the run's own); the local server goes with the run.
    close: async () => client.destroy(),
  };
}

export const MEDIA_STORES = [
  { kind: 'a folder', create: folderStore },
  { kind: 'an S3 bucket', create: s3Store },
];
