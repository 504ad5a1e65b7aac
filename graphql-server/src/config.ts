import path from 'node:path';
import { z } from 'zod';
import { MOLLIE_API_KEY_PATTERN } from './payments/mollie-provider';
import { STAFF_PASSWORD_MIN_LENGTH } from '@lumina/schema';

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
  /** Where uploaded product pictures are stored (WebP and AVIF files, content-hashed names). */
  MEDIA_DIR: z.string().default(path.join(repoRoot, '.data', 'media')),
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

export type Config = z.infer<typeof schema> & { seedSampleOrders: boolean; repoRoot: string };

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
  return {
    ...c,
    seedSampleOrders: c.SEED_SAMPLE_ORDERS ?? c.NODE_ENV !== 'production',
    repoRoot,
  };
}

/**
 * The shop's own address for absolute links (services' shopUrl): PUBLIC_BASE_URL, or — outside production, where it may
 * be unset — the address the server listens on, at `port` (the one it was given, or the free one it took).
 */
export function shopUrl(config: Pick<Config, 'PUBLIC_BASE_URL'>, port: number): string {
  return config.PUBLIC_BASE_URL ?? `http://localhost:${port}`;
}
