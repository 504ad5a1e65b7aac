/**
 * Safe by default: cookies that only https can carry (__Host-, Secure) and HSTS behind https from a trusted
 * proxy; one Content-Security-Policy on every HTML page; no caching of staff answers; internal errors masked
 * with a request id (details only in the log) unless errors are exposed (npm run dev); introspection on unless
 * switched off.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { visitor } from './visitor';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-dist-'));
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', false);";
let app: TestApp;
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>Lumina</title><script src="/theme-init.js"></script><div id="root"></div>`);
  fs.writeFileSync(path.join(webDist, 'theme-init.js'), THEME_SCRIPT);
  app = await startTestApp({ app: { webDist, trustProxy: 'loopback' }, asStaff: true });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const https = { 'x-forwarded-proto': 'https' };
const ADD = `mutation($p: ID!) { cartLineAdd(input: { productId: $p, configuration: { width: 100, height: 150, options: [
  { key: "controlType", value: "plastic-white" }, { key: "bottomBar", value: "not-covered" }, { key: "controlSide", value: "left" },
  { key: "mounting", value: "inside-recess" }] } }) { userErrors { code } } }`;

describe('cookies and HSTS behind https', () => {
  it('sets __Host- prefixed, Secure cookies and HSTS when a trusted proxy says https', async () => {
    const productId = await app.productId('blackout-white-roller-blind');
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...https },
      body: JSON.stringify({ query: ADD, variables: { p: productId } }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-lumina_cart='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

    // The browser sends the cookie back under its __Host- name, and the cart is found by it.
    const token = cookie!.split(';')[0]!;
    const cart = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: token, ...https },
      body: JSON.stringify({ query: '{ cart { itemCount } }' }),
    });
    expect(((await cart.json()) as any).data.cart.itemCount).toBe(1);
  });

  it('keeps plain names and sends no HSTS over plain http', async () => {
    const v = visitor(app);
    await v.gql(ADD, { p: await app.productId('blackout-white-roller-blind') });
    expect(v.setCookies.find((c) => c.startsWith('lumina_cart='))).not.toMatch(/Secure/i);
    const res = await app.fetch('/');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('does not believe X-Forwarded-Proto from a proxy it does not trust', async () => {
    const untrusted = await startTestApp({ app: { trustProxy: false } });
    try {
      const res = await untrusted.fetch('/healthz', { headers: https });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await untrusted.close();
    }
  });

  it('signs staff in with a __Host- session cookie behind https', async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...https },
      body: JSON.stringify({
        query: 'mutation($i: StaffSignInInput!) { staffSignIn(input: $i) { userErrors { code } } }',
        variables: { i: { email: 'medewerker@lumina.test', password: 'een-lang-testwachtwoord' } },
      }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-lumina_staff='));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });
});

describe('headers on every answer', () => {
  it('sends one Content-Security-Policy on every HTML page (the home, a deep link, a staff screen): no inline script but the theme snippet, by its hash', async () => {
    const policies: string[] = [];
    const hash = `'sha256-${crypto.createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    for (const page of ['/', '/over-ons', '/product/verduisterend-wit', '/admin/login']) {
      const res = await app.fetch(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toMatch(/text\/html/);
      // The theme is applied before the first paint by an inline script: nothing to fetch before rendering.
      expect(await res.text(), page).toContain(`<script>${THEME_SCRIPT}</script>`);
      policies.push(res.headers.get('content-security-policy') ?? '');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(new Set(policies).size).toBe(1);
    expect(policies[0]).toMatch(/default-src 'self'/);
    expect(policies[0]).toContain(`script-src 'self' ${hash};`);
    expect(policies[0]).toMatch(/frame-ancestors 'none'/);
    expect(policies[0]).toMatch(/object-src 'none'/);
  });

  it('marks staff answers no-store', async () => {
    for (const path of ['/api/orders', '/admin/fabric-sku/all']) {
      const res = await app.fetch(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const graphql = await app.gql('{ orders(first: 1) { totalCount } }');
    expect(graphql.errors).toBeUndefined();
    const res = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ orders(first: 1) { totalCount } }' }),
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await app.fetch('/api/orders', { headers: { cookie: '' } })).headers.get('cache-control')).toBe('no-store');
  });

  it('compresses an API answer for a client that accepts it, and says Vary: Accept-Encoding to one that does not', async () => {
    /** The answer as sent, without a client that decodes it: its headers and the length of its body. */
    const raw = (pathname: string, headers: Record<string, string>, body?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
        const req = http.request(`${app.url}${pathname}`, { method: body ? 'POST' : 'GET', headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
          let bytes = 0;
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve({ headers: res.headers, bytes }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const products = JSON.stringify({ query: '{ products(first: 20) { nodes { name description } } }' });
    for (const [pathname, body] of [['/api/products', undefined], ['/graphql', products]] as const) {
      const plain = await raw(pathname, {}, body);
      const gzip = await raw(pathname, { 'accept-encoding': 'gzip' }, body);
      expect(plain.headers['content-encoding'], pathname).toBeUndefined();
      expect(plain.headers.vary, pathname).toMatch(/Accept-Encoding/);
      expect(gzip.headers['content-encoding'], pathname).toBe('gzip');
      expect(gzip.headers.vary, pathname).toMatch(/Accept-Encoding/);
      expect(gzip.bytes, pathname).toBeLessThan(plain.bytes);
    }
  });
});

describe('connections', () => {
  it('keeps an idle keep-alive connection open longer than a load balancer keeps its own (a request on it 6 s later is answered)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean; keepAlive: string | undefined }>((resolve, reject) => {
        const req = http.get(`${app.url}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, keepAlive: res.headers['keep-alive'] as string | undefined }));
        });
        req.on('error', reject);
      });
    try {
      const first = await get();
      expect(first).toMatchObject({ status: 200, reused: false });
      // Node's own default closes an idle connection after 5 s: a proxy sending on it then gets a reset.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get()).toMatchObject({ status: 200, reused: true, keepAlive: 'timeout=65' });
    } finally {
      agent.destroy();
    }
  });
});

describe('internal errors', () => {
  it('are masked with a request id in GraphQL and REST, the details only in the log', async () => {
    const broken = await startTestApp();
    try {
      // A fault that is no shopper's doing: the table behind the catalogue is gone.
      await broken.ds.query('ALTER TABLE product RENAME TO product_kwijt');
      const res = await fetch(`${broken.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'test-verzoek-1' },
        body: JSON.stringify({ query: '{ products(first: 1) { totalCount } }' }),
      });
      expect(res.headers.get('x-request-id')).toBe('test-verzoek-1');
      const body = (await res.json()) as any;
      expect(body.errors[0]).toEqual({
        message: 'Er ging iets mis (verzoek test-verzoek-1). Probeer het opnieuw of meld dit nummer.',
        locations: expect.any(Array),
        path: ['products'],
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'test-verzoek-1' },
      });
      expect(JSON.stringify(body)).not.toMatch(/product_kwijt|relation|stack|at /);
      const rest = await broken.fetch('/api/products');
      expect(rest.status).toBe(500);
      const restBody = (await rest.json()) as any;
      expect(restBody.message).toMatch(/^Er ging iets mis \(verzoek [\w-]+\)/);
      expect(JSON.stringify(restBody)).not.toMatch(/relation|product/);
    } finally {
      await broken.ds.query('ALTER TABLE product_kwijt RENAME TO product').catch(() => undefined);
      await broken.close();
    }
  });

  it('show their details only when errors are exposed (npm run dev)', async () => {
    const dev = await startTestApp({ app: { exposeErrors: true } });
    try {
      await dev.ds.query('ALTER TABLE product RENAME TO product_kwijt');
      const { errors } = await dev.gql('{ products(first: 1) { totalCount } }');
      expect(errors?.[0].message).toMatch(/product/);
    } finally {
      await dev.ds.query('ALTER TABLE product_kwijt RENAME TO product').catch(() => undefined);
      await dev.close();
    }
  });
});

describe('introspection', () => {
  it('is on for integrators by default, and off when switched off', async () => {
    expect((await app.gql('{ __schema { queryType { name } } }')).data.__schema.queryType.name).toBe('Query');
    const closed = await startTestApp({ app: { introspection: false } });
    try {
      const { errors } = await closed.gql('{ __schema { queryType { name } } }');
      expect(errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const page = await closed.fetch('/graphql', { headers: { accept: 'text/html' } });
      expect(page.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
    } finally {
      await closed.close();
    }
  });
});
