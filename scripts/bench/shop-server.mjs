// The shop's server as the bench runs it: graphql-server/dist/main.js on 127.0.0.1 in production mode, waited for
// until /healthz answers, and stopped with SIGTERM (SIGKILL after 15 s: a stop that hangs must not hold the bench).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export async function startShop({ root, port, env, timeoutMs = 90_000 }) {
  const server = spawn(process.execPath, [path.join(root, 'graphql-server/dist/main.js')], {
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
