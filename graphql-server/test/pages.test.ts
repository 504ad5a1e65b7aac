/**
 * Shop pages rendered on the server (issue 22), with the shop's real build (web/dist and web/dist-ssr, which
 * `npm test` builds first): what a search engine or a visitor without JavaScript receives — the heading and
 * content, the price, title, description, canonical URL, Open Graph and JSON-LD — the status a page stands for
 * (404, a redirect), who may share it, and that a staff change is on the next page served.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';

const web = path.resolve(__dirname, '../../web');
const webDist = path.join(web, 'dist');
const ssrDist = path.join(web, 'dist-ssr');

let app: TestApp;
let staff: string;
beforeAll(async () => {
  if (!fs.existsSync(path.join(ssrDist, 'entry-server.js'))) throw new Error('web/dist-ssr is missing: run `npm run build -w web` (npm test builds it first)');
  app = await startTestApp({ app: { webDist, ssrDist } });
  staff = await signInStaff(app.url, app.services);
});
afterAll(async () => {
  await app?.close();
});

const page = async (pathname: string, init?: RequestInit) => {
  const res = await app.fetch(pathname, { redirect: 'manual', ...init });
  return { res, html: await res.text() };
};

/** The JSON-LD blocks of a page, by @type. */
const structuredData = (html: string): Record<string, any> =>
  Object.fromEntries(
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => {
      const data = JSON.parse(m[1]!) as { '@type': string };
      return [data['@type'], data];
    }),
  );

const headTag = (html: string, pattern: RegExp) => pattern.exec(html.slice(0, html.indexOf('</head>')))?.[1];

describe('a product page as HTML', () => {
  it('holds the name, the price, the head and the Product with its Offer before any JavaScript runs', async () => {
    const { res, html } = await page('/product/blackout-white-roller-blind');
    expect(res.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Verduisterend rolgordijn – Wit<\/h1>/);
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe('Verduisterend rolgordijn – Wit | Lumina');
    expect(headTag(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'Volledig verduisterende stof in zuiver wit, op maat gemaakt tot op de centimeter. Ideaal voor slaapkamers.',
    );
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${app.url}/product/blackout-white-roller-blind`);
    expect(headTag(html, /<meta property="og:type" content="([^"]*)"/)).toBe('product');
    expect(headTag(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${app.url}/images/products/blackout-white-roller-blind/1.svg`);

    const data = structuredData(html);
    expect(data.Product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Verduisterend rolgordijn – Wit',
      url: `${app.url}/product/blackout-white-roller-blind`,
      offers: { '@type': 'Offer', price: '34.95', priceCurrency: 'EUR', availability: 'https://schema.org/MadeToOrder' },
    });
    expect(data.BreadcrumbList.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${app.url}/`,
      `${app.url}/rolgordijnen`,
      `${app.url}/product/blackout-white-roller-blind`,
    ]);
    expect(data.Organization).toMatchObject({ name: 'Lumina', address: { addressLocality: 'Gent' } });
    // The Apollo cache the browser hydrates from.
    expect(html).toMatch(/<script type="application\/json" id="apollo-state">\{"ROOT_QUERY"/);
  });

  it('shows the from-price on the page and in its Offer (the light-filtering white blind: € 29,95 in the seed)', async () => {
    const { html } = await page('/product/lichtdoorlatend-wit');
    expect(html.replace(/<[^>]*>/g, '|')).toContain('|Vanaf €\u00a029,95|');
    expect(structuredData(html).Product.offers).toMatchObject({ price: '29.95', priceCurrency: 'EUR' });
  });

  it('rates a product with approved reviews (AggregateRating), and not one without', async () => {
    const id = await app.productId('blackout-white-roller-blind');
    const summary = (await app.gql('query($id: ID!) { product(id: $id) { reviewSummary { count averageRating } } }', { id })).data.product.reviewSummary;
    const { html } = await page('/product/blackout-white-roller-blind');
    const rating = structuredData(html).Product.aggregateRating;
    if (summary.count === 0) expect(rating).toBeUndefined();
    else expect(rating).toEqual({ '@type': 'AggregateRating', ratingValue: summary.averageRating, reviewCount: summary.count, bestRating: 5, worstRating: 1 });
  });

  it('answers 404 (not to be indexed) for a product or page that does not exist, and redirects a made-to-measure product to its configurator', async () => {
    for (const pathname of ['/product/bestaat-niet', '/products/999999', '/bestaat-niet']) {
      const { res, html } = await page(pathname);
      expect(res.status, pathname).toBe(404);
      expect(html, pathname).toContain('<meta name="robots" content="noindex" />');
    }
    const id = await app.productId('blackout-white-roller-blind');
    const { res } = await page(`/products/${id}?breedte=120`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/product/blackout-white-roller-blind?breedte=120');
  });
});

describe('every public route as HTML', () => {
  it.each([
    ['/', 'Rolgordijnen op maat, rechtstreeks van de maker'],
    ['/products', 'Alle Producten'],
    ['/rolgordijnen/lichtdoorlatend', 'Lichtdoorlatende rolgordijnen'],
    ['/product/rolgordijn-authentics-offwhite', 'Authentics – Rolgordijn semi-transparant – Off White'],
    ['/checkout', 'Afrekenen'],
    ['/contact', 'Contact'],
  ])('%s holds its heading', async (pathname, heading) => {
    const { res, html } = await page(pathname);
    expect(res.status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });
});

describe('what the page loads first', () => {
  it('paints before its JavaScript: no module script or preload in a rendered page, but a loader the CSP allows by its hash', async () => {
    const { res, html } = await page('/products');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const loader = /<script>(\(function\(\)\{var d=0;.*?)<\/script>/.exec(html)?.[1];
    expect(loader).toMatch(/import\("\/assets\/index-[\w-]+\.js"\)/);
    const hash = `'sha256-${crypto.createHash('sha256').update(loader!).digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toContain(hash);
    // A staff screen is the app shell, its script as built.
    expect((await page('/admin/login')).html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });
});

describe('who may share a page', () => {
  it("lets shared caches keep a public page briefly, never an order's page, and never renders what a cookie says", async () => {
    expect((await page('/products')).res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    // The checkout's page holds nothing of the visitor's (the cart is asked for by the browser).
    expect((await page('/checkout')).res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    expect((await page('/bestelling/LUM-2026-000001')).res.headers.get('cache-control')).toBe('private, no-cache');
    // Staff screens render in the browser only: the app shell, whoever asks.
    const admin = await page('/admin/order-tracking', { headers: { cookie: staff } });
    expect(admin.html).toContain('<div id="root"></div>');
    // A staff session changes nothing on a shop page (the server renders every page as an anonymous visitor).
    const anonymous = await page('/contact?x=1');
    const signedIn = await page('/contact?x=1', { headers: { cookie: staff } });
    expect(signedIn.html).toBe(anonymous.html);
  });

  it('serves a staff change on the next page: unpublished, a product leaves the list at once', async () => {
    const before = await page('/products');
    expect(before.html).toContain('Doorschijnend rolgordijn – Grijs');
    const id = await app.productId('translucent-grijs');
    const result = await app.gql('mutation($input: ProductUpdateInput!) { productUpdate(input: $input) { userErrors { code } } }', { input: { id, published: false } }, { cookie: staff });
    expect(result.data.productUpdate.userErrors).toEqual([]);
    const after = await page('/products');
    expect(after.html).not.toContain('Doorschijnend rolgordijn – Grijs');
  });
});
