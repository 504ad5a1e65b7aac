/**
 * Where the integration tests find S3 for the pictures (issue 30), as pg.ts finds PostgreSQL: TEST_S3_ENDPOINT with
 * TEST_S3_ACCESS_KEY_ID and TEST_S3_SECRET_ACCESS_KEY (e.g. a MinIO: the tests make a bucket of their own in it), else
 * the local S3-compatible server of s3-fake.ts, started for the run. Never a mock of the client.
 */
import { startFakeS3 } from './s3-fake';

export interface S3Server {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export async function findS3Server(env: NodeJS.ProcessEnv = process.env): Promise<{ server: S3Server; stop?: () => Promise<void> }> {
  const region = env.TEST_S3_REGION ?? 'us-east-1';
  if (env.TEST_S3_ENDPOINT) {
    const { TEST_S3_ACCESS_KEY_ID: accessKeyId, TEST_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
    if (!accessKeyId || !secretAccessKey) throw new Error('TEST_S3_ENDPOINT needs TEST_S3_ACCESS_KEY_ID and TEST_S3_SECRET_ACCESS_KEY');
    return { server: { endpoint: env.TEST_S3_ENDPOINT, region, accessKeyId, secretAccessKey } };
  }
  const fake = await startFakeS3();
  return { server: { endpoint: fake.endpoint, region, accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey }, stop: fake.close };
}
