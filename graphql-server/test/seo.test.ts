/**
 * For search engines (issue 22; issue 20: an unpublished product leaves the sitemap): /sitemap.xml lists the public
 * pages and every published product at its one canonical address, /robots.txt keeps them off the private paths. Both
 * name the shop's own address, whatever the request names (issue 30): a cache keeps them an hour for everyone. Each
 * address says when it last changed (issue 31, item 9), from the data that changed it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';

/** When the shop's pages were built: the web build's index.html, here one of the test's own. */
const BUILT_AT = '2025-07-01T08:00:00Z';

let app: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-seo-'));
  const index = path.join(webDist, 'index.html');
  fs.writeFileSync(index, '<!doctype html><html lang="nl"><head><title>Lumina</title></head><body><div id="root"></div></body></html>');
  fs.utimesSync(index, new Date(BUILT_AT), new Date(BUILT_AT));
  app = await startTestApp({ app: { webDist } });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
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
    // One address per page (issue 31, item 9): the Dutch one, never its English twin.
    expect(paths).toEqual(expect.arrayContaining(['/over-ons', '/lumina-atelier']));
    expect(paths.filter((p) => ['/about', '/roller-blinds-atelier', '/atelier'].includes(p))).toEqual([]);
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

describe("the sitemap's lastmod", () => {
  /** Every address of the sitemap and its lastmod. */
  const lastmods = async () =>
    Object.fromEntries([...(await (await app.fetch('/sitemap.xml')).text()).matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => [m[1]!.slice(app.url.length), m[2]]));

  it('dates a page by what changed it: the build for a page of words, the catalogue or the build for a list, a product by itself and its reviews', async () => {
    // A known history: every product last changed on 1 March 2025, its reviews moderated before that, no fabric edited;
    // then one review moderated on 1 October 2025.
    await app.ds.query(`UPDATE product SET updated_at = '2025-03-01T10:00:00Z'`);
    await app.ds.query(`UPDATE review SET moderated_at = CASE WHEN moderated_at IS NULL THEN NULL ELSE '2025-02-01T10:00:00Z'::timestamptz END`);
    await app.ds.query(`DELETE FROM fabric_sku_change`);
    await app.ds.query(`DELETE FROM fabric_sku_setting_change`);
    const reviewed = await app.productId('translucent-grijs');
    await app.ds.query(`UPDATE review SET moderated_at = '2025-10-01T09:00:00Z' WHERE id = (SELECT min(id) FROM review WHERE product_id = $1 AND status = 'approved')`, [reviewed]);

    const dates = await lastmods();
    // Words only (the code's): the build. A list of the catalogue: the build, later than its last change.
    expect([dates['/over-ons'], dates['/algemene-voorwaarden'], dates['/']]).toEqual(['2025-07-01T08:00:00Z', '2025-07-01T08:00:00Z', '2025-07-01T08:00:00Z']);
    expect([dates['/products'], dates['/lumina-atelier'], dates['/fabric-collection']]).toEqual(['2025-07-01T08:00:00Z', '2025-07-01T08:00:00Z', '2025-07-01T08:00:00Z']);
    // A product: its own last change, or a review's moderation when that is later.
    expect(dates['/product/blackout-white-roller-blind']).toBe('2025-03-01T10:00:00Z');
    expect(dates[`/products/${reviewed}`]).toBe('2025-10-01T09:00:00Z');
    // Asked again, nothing has changed: the same dates (never the time of the request).
    expect(await lastmods()).toEqual(dates);
  });

  it("moves a product's date, and the lists', when staff change it; leaves the others", async () => {
    await app.ds.query(`UPDATE product SET updated_at = '2025-03-01T10:00:00Z'`);
    const staff = await signInStaff(app.url, app.services);
    const id = await app.productId('blackout-grey-roller-blind');
    const before = Date.now() - 1000;
    const changed = await app.gql('mutation($input: ProductUpdateInput!) { productUpdate(input: $input) { userErrors { code } } }', { input: { id, description: 'Een nieuwe beschrijving.' } }, { cookie: staff });
    expect(changed.data.productUpdate.userErrors).toEqual([]);
    const dates = await lastmods();
    const at = (p: string) => new Date(dates[p]!).getTime();
    expect(at('/product/blackout-grey-roller-blind')).toBeGreaterThanOrEqual(before);
    expect(at('/products')).toBe(at('/product/blackout-grey-roller-blind'));
    expect([dates['/product/blackout-white-roller-blind'], dates['/over-ons']]).toEqual(['2025-03-01T10:00:00Z', '2025-07-01T08:00:00Z']);
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
