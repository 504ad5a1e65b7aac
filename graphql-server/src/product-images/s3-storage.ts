/**
 * The pictures' files in an S3-compatible bucket (AWS S3, MinIO, ...), shared by every server process (ARCHITECTURE
 * §10). Configured by MEDIA_S3_* (config.ts). Each file is one object named by its media key, written with its type and
 * a year's cache lifetime, read as a stream. Checksums are only sent and checked where S3 requires them, so stores
 * that do not know the newer checksum headers work too; the signed payload hash still guards every upload.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { MEDIA_CACHE_CONTROL, MEDIA_KEY, mediaType, storeCall, type MediaStorage, type StoredFile } from './media-storage';

export interface S3StorageOptions {
  bucket: string;
  /** The store's address (MinIO: http://minio:9000); none for AWS S3 itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most local stores need it. */
  forcePathStyle: boolean;
}

/**
 * A store that does not answer is given up on, so a page's picture fails (503) rather than hangs: 3 s to connect,
 * 10 s until the answer starts (a stream is not cut off once it flows), tried twice (the SDK's default is three times).
 */
const TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 10_000, throwOnRequestTimeout: true };
const ATTEMPTS = 2;

/** The HTTP status of an S3 error, when it came with one. */
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: TIMEOUTS,
      maxAttempts: ATTEMPTS,
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
    await storeCall('put', () =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: mediaType(key), CacheControl: MEDIA_CACHE_CONTROL })),
    );
  }

  async open(key: string): Promise<{ body: Readable; size: number } | null> {
    if (!MEDIA_KEY.test(key)) return null;
    return storeCall('open', async () => {
      try {
        const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    });
  }

  async has(key: string): Promise<boolean> {
    return storeCall('has', async () => {
      try {
        await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
        return true;
      } catch (error) {
        // A HEAD's 404 has no body to name the error: NotFound (a missing bucket failed the upload's PUT before).
        if (statusOf(error) === 404) return false;
        throw error;
      }
    });
  }

  async remove(key: string): Promise<void> {
    if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
    await storeCall('remove', () => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async *list(): AsyncIterable<StoredFile> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket });
    const iterator = pages[Symbol.asyncIterator]();
    for (;;) {
      const page = await storeCall('list', () => iterator.next());
      if (page.done) return;
      for (const object of page.value.Contents ?? []) {
        if (object.Key && MEDIA_KEY.test(object.Key)) yield { key: object.Key, modified: object.LastModified ?? new Date(0) };
      }
    }
  }
}
