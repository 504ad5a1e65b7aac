/**
 * A database that fails fast (ARCHITECTURE §4a): when PostgreSQL is down or hung, every request that needs
 * it answers within 5 s — REST 503 { message } with Retry-After, GraphQL SERVICE_UNAVAILABLE with HTTP 503 —
 * pages that need no data keep working, /readyz says so, and service returns by itself when the database does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabaseProxy, type DatabaseProxy } from './db-proxy';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
let proxy: DatabaseProxy;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-dist-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Lumina</title><div id="root"></div>');
  app = await startTestApp({
    connectVia: async (url) => {
      proxy = await startDatabaseProxy(url);
      return proxy.url;
    },
    app: { webDist },
  });
});
afterAll(async () => {
  await proxy?.resume().catch(() => undefined);
  await app?.close();
  await proxy?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function timed(call: () => Promise<Response>) {
  const started = performance.now();
  const res = await call();
  const text = await res.text();
  const json = (res.headers.get('content-type') ?? '').includes('json');
  return { res, body: json && text ? JSON.parse(text) : text, ms: performance.now() - started };
}

const gql = (query: string) => () =>
  fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

async function expectUnavailableFast() {
  const rest = await timed(() => app.fetch('/api/products'));
  expect(rest.ms).toBeLessThan(5000);

  expect(rest.res.status).toBe(503);
  expect(rest.res.headers.get('retry-after')).toBe('5');
  expect(rest.body).toEqual({ message: expect.stringMatching(/kan even niet bij haar gegevens/) });

  const graphql = await timed(gql('{ products(first: 3) { totalCount } }'));
  expect(graphql.ms).toBeLessThan(5000);
  expect(graphql.res.status).toBe(503);
  expect(graphql.res.headers.get('retry-after')).toBe('5');
  expect(graphql.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

  const write = await timed(gql('mutation { cartCreate { cart { id } userErrors { code } } }'));
  expect(write.ms).toBeLessThan(5000);
  expect(write.res.status).toBe(503);

  const ready = await timed(() => app.fetch('/readyz'));
  expect(ready.ms).toBeLessThan(5000);
  expect(ready.res.status).toBe(503);
  expect(ready.body).toEqual({ ok: false, database: 'unavailable' });

  // What needs no data keeps working.
  expect((await app.fetch('/healthz')).status).toBe(200);
  const page = await timed(() => app.fetch('/over-ons'));
  expect(page.res.status).toBe(200);
  expect(page.ms).toBeLessThan(1000);
}

async function expectServingAgain() {
  const deadline = Date.now() + 20_000;
  let status = 0;
  while (Date.now() < deadline) {
    status = (await app.fetch('/readyz')).status;
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(status).toBe(200);
  expect((await app.fetch('/api/products')).status).toBe(200);
  const { data, errors } = await app.gql('{ products(first: 3) { totalCount } }');
  expect(errors).toBeUndefined();
  expect(data.products.totalCount).toBeGreaterThan(0);
}

describe('a database that fails fast', () => {
  it('serves normally through the proxy', async () => {
    expect((await app.fetch('/readyz')).status).toBe(200);
    expect((await app.fetch('/api/products')).status).toBe(200);
  });

  it('answers 503 within 5 s while the database hangs, and serves again by itself once it answers', async () => {
    proxy.hang();
    await expectUnavailableFast();
    await proxy.resume();
    await expectServingAgain();
  });

  it('answers 503 within 5 s while the database is down, and serves again by itself once it is back', async () => {
    await proxy.down();
    await expectUnavailableFast();
    await proxy.resume();
    await expectServingAgain();
  });
});
