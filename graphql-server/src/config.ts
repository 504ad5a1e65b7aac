import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(__dirname, '..', '..');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded PostgreSQL keeps its data when DATABASE_URL is unset. */
  EMBEDDED_PG_DIR: z.string().default(path.join(repoRoot, '.data', 'postgres')),
  /** Built web app served by the server. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
  /** Seed sample orders (development data) when the orders table is empty. */
  SEED_SAMPLE_ORDERS: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** First staff account (created when it does not exist yet). */
  STAFF_EMAIL: z.string().email().optional(),
  STAFF_PASSWORD: z.string().min(12, 'STAFF_PASSWORD needs at least 12 characters').optional(),
  LOG_SQL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof schema> & { seedSampleOrders: boolean; repoRoot: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  return {
    ...c,
    seedSampleOrders: c.SEED_SAMPLE_ORDERS ?? c.NODE_ENV !== 'production',
    repoRoot,
  };
}
