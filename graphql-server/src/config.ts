import path from 'node:path';
import { z } from 'zod';
import { MOLLIE_API_KEY_PATTERN } from './payments/mollie-provider';
import type { S3StorageOptions } from './product-images/s3-storage';
import { STAFF_PASSWORD_MIN_LENGTH } from '@lumina/schema';
import { parseTwoFactorKey } from './staff/two-factor';
import { GUARDRAILS } from './guardrails';

const repoRoot = path.resolve(__dirname, '..', '..');

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/**
 * Express's "trust proxy": how many proxy hops (a number), or which proxy addresses (a comma-separated list of
 * addresses, subnets or the names loopback, linklocal, uniquelocal), may tell us the client address and the
 * protocol (X-Forwarded-For, X-Forwarded-Proto). "false" trusts none.
 */
const trustProxy = z
  .string()
  .trim()
  .default('loopback')
  .transform((v): boolean | number | string[] => {
    if (v === 'false' || v === '') return false;
    if (v === 'true') return true;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    return v.split(',').map((s) => s.trim()).filter(Boolean);
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded PostgreSQL keeps its data when DATABASE_URL is unset. */
  EMBEDDED_PG_DIR: z.string().default(path.join(repoRoot, '.data', 'postgres')),
  /** Where uploaded product pictures are stored (WebP and AVIF files, content-hashed names) when no MEDIA_S3_BUCKET is set. */
  MEDIA_DIR: z.string().default(path.join(repoRoot, '.data', 'media')),
  /**
   * The pictures in an S3-compatible bucket instead, shared by every server process: the bucket, region and the
   * access key and its secret together; MEDIA_S3_ENDPOINT for a store other than AWS S3 (MinIO: http://minio:9000),
   * MEDIA_S3_FORCE_PATH_STYLE=true where the store wants the bucket in the path (MinIO does).
   */
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'MEDIA_S3_BUCKET is a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
    .optional(),
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'MEDIA_S3_ENDPOINT is an http(s) URL, e.g. http://minio:9000' }).optional(),
  MEDIA_S3_REGION: z.string().min(1).optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], 'MEDIA_S3_FORCE_PATH_STYLE is true or false').optional(),
  /** Built web app served by the server. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  /** The web's server build, which renders the shop's pages on the server (without it they render in the browser). */
  WEB_SSR_DIST: z.string().default(path.join(repoRoot, 'web', 'dist-ssr')),
  /** Seed sample orders (development data) when the orders table is empty. */
  SEED_SAMPLE_ORDERS: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** First staff account (created when it does not exist yet). */
  STAFF_EMAIL: z.string().email().optional(),
  STAFF_PASSWORD: z.string().min(STAFF_PASSWORD_MIN_LENGTH, `STAFF_PASSWORD needs at least ${STAFF_PASSWORD_MIN_LENGTH} characters`).optional(),
  /**
   * The key staff two-factor secrets are encrypted with: 32 random bytes in base64 (`openssl rand -base64 32`). Required
   * in production; elsewhere a key is made once and kept in STAFF_2FA_KEY_FILE. With another key no stored secret or
   * recovery code checks any more: keep it (README says how to recover).
   */
  STAFF_2FA_KEY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      try {
        return parseTwoFactorKey(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Outside production without STAFF_2FA_KEY: where the key made for this machine is kept (readable by its owner only). */
  STAFF_2FA_KEY_FILE: z.string().default(path.join(repoRoot, '.data', 'staff-2fa.key')),
  /** Log the SQL text of every query (never its parameters). */
  LOG_SQL: flag('false'),
  /** pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  /** Introspection and GraphiQL for integrators; switch off with "false". */
  GRAPHQL_INTROSPECTION: flag('true'),
  /** Internal error details and "did you mean" suggestions in answers: only `npm run dev` sets this. */
  EXPOSE_ERRORS: flag('false'),
  /** Writes (mutations, REST POST/PATCH/DELETE) one client address may make per minute. */
  WRITE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Contact messages one client address may send per hour (whatever their e-mail addresses). */
  CONTACT_LIMIT_PER_CLIENT_HOUR: z.coerce.number().int().min(1).default(10),
  /** Orders one client address may place per hour. */
  ORDER_LIMIT_PER_CLIENT_HOUR: z.coerce.number().int().min(1).default(GUARDRAILS.checkout.ordersPerClientPerHour),
  /** Reads a staff member may make per second, steadily; their bursts and their client address's limit scale with it. */
  STAFF_READ_LIMIT_PER_SECOND: z.coerce.number().int().min(1).default(GUARDRAILS.staffReads.perSecond),
  /**
   * The shop's public address (e.g. https://www.lumina-rolgordijnen.be): every absolute link the shop makes — a page's
   * canonical address, Open Graph and structured data, the sitemap, robots.txt, the links in mails — and where the
   * payment provider sends the shopper back and calls the webhook. Required in production (and with MOLLIE_API_KEY);
   * elsewhere the address the server listens on (shopUrl). Never taken from a request's Host.
   */
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'an http:// or https:// address, e.g. https://www.lumina-rolgordijnen.be' })
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  /** Mollie's API key (live_… or test_…): payments through Mollie. Unset: the built-in test provider at /betalen/test. */
  MOLLIE_API_KEY: z.string().regex(MOLLIE_API_KEY_PATTERN, 'MOLLIE_API_KEY is a live_… or test_… key').optional(),
  /**
   * The built-in test provider (/betalen/test/{id}: anyone may mark an order paid there) when no MOLLIE_API_KEY is
   * set. On by default outside production; in production only when switched on, for a demo shop that takes no money.
   */
  TEST_PAYMENTS: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Run housekeeping in this process (one process at a time does a round, whatever this says); "false" leaves it to others. */
  HOUSEKEEPING: flag('true'),
  /** The SMTP server mails go out through, e.g. smtp://user:pass@smtp.example.be:587 (smtps:// for TLS from the start). Unset: mails are kept, and staff read them at /admin/e-mails. */
  SMTP_URL: z.string().url().optional(),
  /** The shop's inbox: where the mail about each new paid order goes. Default the shop's e-mail address (shop facts). */
  SHOP_INBOX: z.string().email().optional(),
  /** Send mails from this process (each mail by one process, whatever this says); "false" only queues the ones it writes. */
  MAIL_WORKER: flag('true'),
});

export type Config = z.infer<typeof schema> & { seedSampleOrders: boolean; repoRoot: string; mediaS3: S3StorageOptions | null };

/** Needed together for a bucket; the endpoint and path style only go with them. */
const S3_REQUIRED = ['MEDIA_S3_BUCKET', 'MEDIA_S3_REGION', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_FORCE_PATH_STYLE'] as const;

/** The bucket's settings when MEDIA_S3_* are set (all four needed ones, or none of the six). */
function mediaS3(c: z.infer<typeof schema>): S3StorageOptions | null {
  const given = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => c[name] !== undefined);
  if (!given.length) return null;
  const lacking = S3_REQUIRED.filter((name) => c[name] === undefined);
  if (lacking.length) {
    throw new Error(`Invalid configuration: ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set, so the pictures go to S3; that needs ${lacking.join(', ')} too (or unset every MEDIA_S3_* to keep them in MEDIA_DIR)`);
  }
  return {
    bucket: c.MEDIA_S3_BUCKET!,
    endpoint: c.MEDIA_S3_ENDPOINT,
    region: c.MEDIA_S3_REGION!,
    accessKeyId: c.MEDIA_S3_ACCESS_KEY_ID!,
    secretAccessKey: c.MEDIA_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: c.MEDIA_S3_FORCE_PATH_STYLE === 'true',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  if (c.MOLLIE_API_KEY && !c.PUBLIC_BASE_URL) throw new Error('Invalid configuration: MOLLIE_API_KEY needs PUBLIC_BASE_URL (where Mollie sends shoppers back and calls the webhook)');
  if (!c.MOLLIE_API_KEY && c.NODE_ENV === 'production' && c.TEST_PAYMENTS !== true) {
    throw new Error('Invalid configuration: in production set MOLLIE_API_KEY, or TEST_PAYMENTS=true for a demo shop whose test payment page lets anyone mark an order paid');
  }
  if (c.NODE_ENV === 'production' && !c.PUBLIC_BASE_URL) {
    throw new Error(
      'Invalid configuration: in production set PUBLIC_BASE_URL, the address visitors reach the shop at (e.g. https://www.lumina-rolgordijnen.be): pages, the sitemap and mails link to it, never to the address a request names',
    );
  }
  if (!c.STAFF_2FA_KEY && c.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: in production set STAFF_2FA_KEY (32 random bytes in base64: openssl rand -base64 32), the key the staff two-factor secrets are encrypted with');
  }
  return {
    ...c,
    seedSampleOrders: c.SEED_SAMPLE_ORDERS ?? c.NODE_ENV !== 'production',
    repoRoot,
    mediaS3: mediaS3(c),
  };
}

/**
 * The shop's own address for absolute links (services' shopUrl): PUBLIC_BASE_URL, or — outside production, where it may
 * be unset — the address the server listens on, at `port` (the one it was given, or the free one it took).
 */
export function shopUrl(config: Pick<Config, 'PUBLIC_BASE_URL'>, port: number): string {
  return config.PUBLIC_BASE_URL ?? `http://localhost:${port}`;
}
