import { describe, expect, it } from 'vitest';
import { loadConfig, shopUrl } from './config';

/** A production setting every case below needs: the key of the staff's two-factor secrets. */
const KEY = Buffer.alloc(32, 9).toString('base64');

describe('payment settings', () => {
  it('refuses to start in production with only the test payment page, which lets anyone mark an order paid', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://shop.example', STAFF_2FA_KEY: KEY })).toThrow(/in production set MOLLIE_API_KEY, or TEST_PAYMENTS=true/);
    expect(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', PUBLIC_BASE_URL: 'https://shop.example', STAFF_2FA_KEY: KEY }).TEST_PAYMENTS).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuv', PUBLIC_BASE_URL: 'https://shop.example', STAFF_2FA_KEY: KEY })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('takes a Mollie key only with the public address Mollie calls back on, and only a well-formed key', () => {
    expect(() => loadConfig({ MOLLIE_API_KEY: 'test_abcdefghijklmnopqrstuv' })).toThrow(/needs PUBLIC_BASE_URL/);
    expect(() => loadConfig({ MOLLIE_API_KEY: 'sk_live_123', PUBLIC_BASE_URL: 'https://shop.example' })).toThrow(/live_… or test_… key/);
  });
});

describe('picture storage settings', () => {
  const minio = {
    MEDIA_S3_BUCKET: 'lumina-media',
    MEDIA_S3_ENDPOINT: 'http://minio:9000',
    MEDIA_S3_REGION: 'us-east-1',
    MEDIA_S3_ACCESS_KEY_ID: 'lumina',
    MEDIA_S3_SECRET_ACCESS_KEY: 'een-geheim',
    MEDIA_S3_FORCE_PATH_STYLE: 'true',
  };

  it('keeps the pictures in the folder unless a bucket is set', () => {
    expect(loadConfig({}).mediaS3).toBeNull();
    expect(loadConfig({ ...minio }).mediaS3).toEqual({
      bucket: 'lumina-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'lumina',
      secretAccessKey: 'een-geheim',
      forcePathStyle: true,
    });
    // AWS S3 itself: no endpoint, the bucket in the host name.
    const { MEDIA_S3_ENDPOINT: _endpoint, MEDIA_S3_FORCE_PATH_STYLE: _style, ...aws } = minio;
    expect(loadConfig(aws).mediaS3).toMatchObject({ endpoint: undefined, forcePathStyle: false });
  });

  it('takes a bucket only with its region and credentials, and names what is missing', () => {
    expect(() => loadConfig({ MEDIA_S3_BUCKET: 'lumina-media' })).toThrow(
      'Invalid configuration: MEDIA_S3_BUCKET is set, so the pictures go to S3; that needs MEDIA_S3_REGION, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY too (or unset every MEDIA_S3_* to keep them in MEDIA_DIR)',
    );
    const { MEDIA_S3_SECRET_ACCESS_KEY: _secret, ...noSecret } = minio;
    expect(() => loadConfig(noSecret)).toThrow(/that needs MEDIA_S3_SECRET_ACCESS_KEY too/);
    // An endpoint alone is a half-made setting too, not a silent fallback to the folder.
    expect(() => loadConfig({ MEDIA_S3_ENDPOINT: 'http://minio:9000' })).toThrow(/MEDIA_S3_ENDPOINT is set, so the pictures go to S3; that needs MEDIA_S3_BUCKET, MEDIA_S3_REGION/);
  });

  it('refuses a malformed bucket name, endpoint or path-style flag', () => {
    expect(() => loadConfig({ ...minio, MEDIA_S3_BUCKET: 'Lumina_Media' })).toThrow(/MEDIA_S3_BUCKET: MEDIA_S3_BUCKET is a bucket name/);
    expect(() => loadConfig({ ...minio, MEDIA_S3_ENDPOINT: 'minio:9000' })).toThrow(/MEDIA_S3_ENDPOINT: MEDIA_S3_ENDPOINT is an http\(s\) URL/);
    expect(() => loadConfig({ ...minio, MEDIA_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/MEDIA_S3_FORCE_PATH_STYLE: MEDIA_S3_FORCE_PATH_STYLE is true or false/);
  });
});

describe('the two-factor key', () => {
  it('is required in production, and is 32 bytes of base64 wherever it is given', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', PUBLIC_BASE_URL: 'https://shop.example' })).toThrow(/in production set STAFF_2FA_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', PUBLIC_BASE_URL: 'https://shop.example', STAFF_2FA_KEY: KEY }).STAFF_2FA_KEY).toEqual(Buffer.alloc(32, 9));
    expect(() => loadConfig({ STAFF_2FA_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/STAFF_2FA_KEY: STAFF_2FA_KEY is 32 bytes in base64/);
    // Outside production a key kept in a file of the machine (staff/two-factor-key.ts) stands in.
    expect(loadConfig({ NODE_ENV: 'development' }).STAFF_2FA_KEY).toBeUndefined();
  });
});

describe("the shop's own address", () => {
  it('is required in production, where a request must never decide what the links of a shared page name', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', STAFF_2FA_KEY: KEY })).toThrow(
      'Invalid configuration: in production set PUBLIC_BASE_URL, the address visitors reach the shop at (e.g. https://www.lumina-rolgordijnen.be)',
    );
    const config = loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', PUBLIC_BASE_URL: 'https://www.lumina-rolgordijnen.be/', STAFF_2FA_KEY: KEY });
    expect(shopUrl(config, 3000)).toBe('https://www.lumina-rolgordijnen.be');
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_BASE_URL: an http:// or https:// address');
  });

  it('is the address the server listens on in development', () => {
    expect(shopUrl(loadConfig({ NODE_ENV: 'development' }), 3000)).toBe('http://localhost:3000');
  });
});
