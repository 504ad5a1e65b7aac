/**
 * For search engines (issue 22; issue 20: an unpublished product leaves the sitemap): /sitemap.xml lists the public
 * pages and every published product at its one canonical address, /robots.txt keeps them off the private paths. Both
 * name the shop's own address, whatever the request names (issue 30): a cache keeps them an hour for everyone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const sitemap = async () => {
  const res = await app.fetch('/sitemap.xml');
  expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, 'application/xml; charset=utf-8', 'public, max-age=3600']);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(app.url.length));
};

describe('the sitemap', () => {
  it('lists the public pages and each published product at its canonical address, absolute', async () => {
    const paths = await sitemap();
    expect(paths.slice(0, 3)).toEqual(['/', '/rolgordijnen', '/rolgordijnen/soorten']);
    // A made-to-measure product at its configurator, a fixed-price one at /products/{id}; each once.
    expect(paths).toContain('/product/blackout-white-roller-blind');
    expect(paths).toContain('/product/rolgordijn-authentics-offwhite');
    expect(paths).toContain(`/products/${await app.productId('translucent-grijs')}`);
    expect(new Set(paths).size).toBe(paths.length);
    const [{ published }] = await app.ds.query(`SELECT count(*)::int AS published FROM product WHERE is_published`);
    expect(paths.filter((p) => p.startsWith('/product/') || p.startsWith('/products/'))).toHaveLength(published);
    expect(paths.some((p) => p.startsWith('/admin') || p.startsWith('/checkout'))).toBe(false);
  });

  it('leaves out a product as soon as it is unpublished', async () => {
    await app.ds.query(`UPDATE product SET is_published = false WHERE slug = 'blackout-grey-roller-blind'`);
    try {
      expect(await sitemap()).not.toContain('/product/blackout-grey-roller-blind');
    } finally {
      await app.ds.query(`UPDATE product SET is_published = true WHERE slug = 'blackout-grey-roller-blind'`);
    }
  });
});

describe('robots.txt', () => {
  it('keeps search engines off the staff screens, orders, payments and the API, and names the sitemap', async () => {
    const res = await app.fetch('/robots.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await res.text()).split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /bestelling/',
      'Disallow: /betalen/',
      'Disallow: /api/',
      'Disallow: /graphql',
      '',
      `Sitemap: ${app.url}/sitemap.xml`,
      '',
    ]);
  });
});

describe("the shop's address in robots.txt and the sitemap", () => {
  it('is its own, whatever Host or X-Forwarded-Host a request names', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const robots = await app.get('/robots.txt', evil);
    expect(robots.text).toContain(`Sitemap: ${app.url}/sitemap.xml\n`);
    const map = await app.get('/sitemap.xml', evil);
    expect(map.status).toBe(200);
    expect(map.text).not.toContain('evil.example');
    expect(map.text).toContain(`<loc>${app.url}/</loc>`);
  });
});
