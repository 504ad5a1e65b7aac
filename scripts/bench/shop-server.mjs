// The shop's server as the bench runs it: graphql-server/dist/main.js on 127.0.0.1 in production mode, waited for
// until /healthz answers, and stopped with SIGTERM (SIGKILL after 15 s: a stop that hangs must not hold the bench).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Node's own flags for the shop's process (BENCH_SHOP_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it). */
const nodeArgs = (process.env.BENCH_SHOP_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

/**
 * A port no one listens on just now, as the system hands one out: others run shops and benches on this machine too, and
 * a port taken at random from a range once measured someone else's server until it stopped.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startShop({ root, port, env, timeoutMs = 90_000 }) {
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, 'graphql-server/dist/main.js')], {
    cwd: root,
    // Production needs the shop's public address: here, where the bench reaches it.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', TEST_PAYMENTS: 'true', PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, STAFF_2FA_KEY: randomBytes(32).toString('base64'), ...env },
    // Its request log is not read: ignored, so a full pipe can never stall the server under load.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const started = performance.now();
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error('the shop server stopped while starting');
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not listening yet: try again
      }
      if (performance.now() - started > timeoutMs) throw new Error('the shop server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, base, startedInMs: performance.now() - started, stop };
}

/** The database of the API section: lumina_bench_api (or BENCH_API_DATABASE), made anew on DATABASE_URL's server, else in the embedded PostgreSQL of .data/bench-postgres. */
export async function apiDatabase(root) {
  const require = createRequire(path.join(root, 'package.json'));
  const name = process.env.BENCH_API_DATABASE ?? 'lumina_bench_api';
  if (!/^\w+$/.test(name)) throw new Error(`BENCH_API_DATABASE must be a plain name: ${name}`);
  if (!process.env.DATABASE_URL) {
    const { startEmbeddedPostgres } = require(path.join(root, 'graphql-server/dist/db/embedded.js'));
    const embedded = await startEmbeddedPostgres(path.join(root, '.data', 'bench-postgres'), { database: name });
    return { url: embedded.url, stop: () => embedded.stop() };
  }
  const pg = require(path.join(root, 'node_modules/pg'));
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${name}`;
  return { url: u.toString(), stop: async () => undefined };
}

/**
 * The shop as the API section measures it: X-SQL-Statements on every answer; limits the load cannot reach (it measures
 * the API, not the limits).
 */
export async function startApiShop({ root, databaseUrl }) {
  return startShop({
    root,
    port: await freePort(),
    env: {
      DATABASE_URL: databaseUrl,
      SQL_STATEMENT_COUNT: '1',
      WRITE_LIMIT_PER_MINUTE: '1000000000',
      ORDER_LIMIT_PER_CLIENT_HOUR: '1000000000',
      STAFF_READ_LIMIT_PER_SECOND: '1000000000',
    },
  });
}
