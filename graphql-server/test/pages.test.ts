/**
 * Shop pages rendered on the server (issue 22), with the shop's real build (web/dist and web/dist-ssr, which
 * `npm test` builds first): what a search engine or a visitor without JavaScript receives — the heading and
 * content, the price, title, description, canonical URL, Open Graph and JSON-LD — the status a page stands for
 * (404, a redirect), who may share it, and that a staff change is on the next page served. A shared page is the same
 * whatever the request claims (its Host, tracking parameters), and only a staff change that succeeds and shows clears
 * it (issue 30).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { visitor } from './visitor';

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
      // The lowest price a shopper can pay (issue 31): 40 × 100 cm = 0,40 m² × € 34,95 = € 13,98.
      offers: { '@type': 'Offer', price: '13.98', priceCurrency: 'EUR', availability: 'https://schema.org/MadeToOrder' },
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

  it("says in schema.org's codes who sells, what shipping costs and takes, and that a made-to-measure blind cannot be returned", async () => {
    const { html } = await page('/product/blackout-white-roller-blind');
    const { Organization, Product } = structuredData(html);
    expect(Organization.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Ateliersstraat 12', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' });
    expect(Product.offers).toMatchObject({ priceCurrency: 'EUR', availability: 'https://schema.org/MadeToOrder' });
    // One blind of € 34,95 is below the free-shipping € 375,00: € 19,95 to Belgium and to the Netherlands, in the factory
    // line's 10 working days.
    const shipping = Product.offers.shippingDetails.map((d: any) => [d['@type'], d.shippingDestination.addressCountry, d.shippingRate.value, d.shippingRate.currency, d.deliveryTime.handlingTime.maxValue]);
    expect(shipping).toEqual([
      ['OfferShippingDetails', 'BE', 19.95, 'EUR', 10],
      ['OfferShippingDetails', 'NL', 19.95, 'EUR', 10],
    ]);
    expect(Product.offers.hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['BE', 'NL'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
    // A blind sold as it is (no configurator: the generic product page) keeps the legal 14 days.
    const id = await app.productId('translucent-grijs');
    expect(structuredData((await page(`/products/${id}`)).html).Product.offers).toMatchObject({
      availability: 'https://schema.org/InStock',
      hasMerchantReturnPolicy: { returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow', merchantReturnDays: 14 },
    });
  });

  it('shows the from-price on the page and in its Offer (the light-filtering white blind: € 29,95 in the seed)', async () => {
    const { html } = await page('/product/lichtdoorlatend-wit');
    expect(html.replace(/<[^>]*>/g, '|')).toContain('|Vanaf €\u00a029,95|');
    expect(structuredData(html).Product.offers).toMatchObject({ price: '29.95', priceCurrency: 'EUR' });
  });

  it('offers a blind made to measure from the lowest price a shopper can pay, the same on the page as in its Offer (issue 31)', async () => {
    const { html } = await page('/product/blackout-white-roller-blind');
    // 40 × 100 cm = 0,40 m² × € 34,95 = € 13,98; never "vanaf" its rate per m².
    expect(html.replace(/<[^>]*>/g, '|')).toContain('|Vanaf €\u00a013,98|');
    expect(html).not.toContain('Vanaf €\u00a034,95');
    expect(structuredData(html).Product.offers).toMatchObject({ price: '13.98', priceCurrency: 'EUR' });
  });

  it('rates a product only from its approved reviews, on the page and in its AggregateRating alike (issue 31)', async () => {
    const slug = 'screen-bronze-roller-blind';
    const id = await app.productId(slug);
    const visible = (html: string) => html.replace(/<[^>]*>/g, '|');
    // No approved review: no stars, no count, no AggregateRating; the page says so (EU Omnibus Directive: an
    // invented rating or review count is banned, Directive 2005/29/EC Annex I points 23b and 23c).
    const before = (await page(`/product/${slug}`)).html;
    expect(structuredData(before).Product.aggregateRating).toBeUndefined();
    expect(visible(before)).toContain('|Nog geen beoordelingen|');
    expect(visible(before)).not.toMatch(/\d van 5/);

    // Two approved (4 and 5 stars) and one still waiting (1 star): 4,5 of 5 from 2 reviews.
    const write = `mutation($input: ReviewCreateInput!) { reviewCreate(input: $input) { review { id } userErrors { code } } }`;
    const ids: string[] = [];
    for (const rating of [4, 5, 1]) {
      const made = await app.gql(write, { input: { productId: id, name: `Klant ${rating}`, rating, comment: 'Mooi gemaakt en goed geleverd.' } });
      ids.push(made.data.reviewCreate.review.id);
    }
    for (const review of ids.slice(0, 2)) {
      expect((await app.gql('mutation($id: ID!) { reviewApprove(id: $id) { userErrors { code } } }', { id: review }, { cookie: staff })).data.reviewApprove.userErrors).toEqual([]);
    }
    const after = (await page(`/product/${slug}`)).html;
    expect(structuredData(after).Product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(visible(after)).toContain('|4,5 van 5|');
    expect(visible(after)).toContain('|2 beoordelingen|');
    expect(after).toContain('aria-label="4,5 van 5 sterren"');
    expect(visible(after)).not.toContain('Nog geen beoordelingen');
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

describe('one address per page (issue 31, item 9)', () => {
  it('answers an English twin, and /atelier, with a 301 to the Dutch page, its query string kept', async () => {
    for (const [from, to] of [
      ['/about', '/over-ons'],
      ['/about?utm_source=nieuwsbrief&x=%C3%A9', '/over-ons?utm_source=nieuwsbrief&x=%C3%A9'],
      ['/About/', '/over-ons'],
      ['/roller-blinds-atelier?kleur=wit', '/lumina-atelier?kleur=wit'],
      ['/atelier', '/lumina-atelier'],
    ]) {
      const { res } = await page(from!);
      expect([res.status, res.headers.get('location'), res.headers.get('cache-control')], from).toEqual([301, to, 'public, max-age=0, s-maxage=30']);
    }
  });

  it('serves the Dutch page at its address, canonical to itself', async () => {
    for (const [pathname, heading] of [
      ['/over-ons', 'Lumina: raambekleding met de hand gemaakt in Gent'],
      ['/lumina-atelier', 'Rolgordijnen uit ons atelier'],
    ]) {
      const { res, html } = await page(pathname!);
      expect(res.status, pathname).toBe(200);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${app.url}${pathname}`);
    }
  });
});

describe('pages not for search results (issue 31, item 9)', () => {
  const robots = (html: string) => headTag(html, /<meta name="robots" content="([^"]*)"/);

  it("say noindex in the HTML and the X-Robots-Tag header: the checkout, an order's page, a staff screen; a public page does not", async () => {
    for (const pathname of ['/checkout', '/bestelling/LUM-2026-000001', '/admin/order-tracking', '/admin']) {
      const { res, html } = await page(pathname);
      expect([res.status, res.headers.get('x-robots-tag'), robots(html)], pathname).toEqual([200, 'noindex', 'noindex']);
      expect(html.match(/<meta name="robots"/g), pathname).toHaveLength(1);
    }
    // The checkout is still rendered here, for the visitor alone (issue 32).
    const checkout = await page('/checkout');
    expect(checkout.html).toMatch(/<h1[^>]*>Afrekenen<\/h1>/);
    expect(checkout.res.headers.get('cache-control')).toBe('private, no-store');
    for (const pathname of ['/products', '/over-ons', '/product/blackout-white-roller-blind']) {
      const { res, html } = await page(pathname);
      expect([res.headers.get('x-robots-tag'), robots(html)], pathname).toEqual([null, undefined]);
    }
  });
});

describe('what the page loads first', () => {
  it('paints before its JavaScript: no module script or preload in a rendered page, but a loader the CSP allows by its hash', async () => {
    const { res, html } = await page('/products');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const loader = /<script>(\(function\(\)\{var d=0,.*?)<\/script>/.exec(html)?.[1];
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
    // The checkout is drawn with the visitor's cart (issue 32): kept by no cache at all.
    expect((await page('/checkout')).res.headers.get('cache-control')).toBe('private, no-store');
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

describe('a product that moves', () => {
  it('given its old slug back, answers there again, and its 301s are kept briefly by shared caches, never by a browser: no loop either way (was ERR_TOO_MANY_REDIRECTS)', async () => {
    const id = await app.productId('blackout-white-roller-blind');
    const move = async (slug: string) => {
      const result = await app.gql('mutation($input: ProductUpdateInput!) { productUpdate(input: $input) { userErrors { code } } }', { input: { id, slug } }, { cookie: staff });
      expect(result.data.productUpdate.userErrors).toEqual([]);
    };
    const redirect = async (pathname: string) => {
      const { res } = await page(pathname);
      return [res.status, res.headers.get('location'), res.headers.get('cache-control')];
    };
    // A browser keeps a 301 without a lifetime for good; this one it asks again each time, a shared cache keeps it as long as a page.
    await move('verduisterend-wit-sneeuw');
    expect(await redirect('/product/blackout-white-roller-blind')).toEqual([301, '/product/verduisterend-wit-sneeuw', 'public, max-age=0, s-maxage=30']);

    await move('blackout-white-roller-blind');
    expect((await page('/product/blackout-white-roller-blind')).res.status).toBe(200);
    expect(await redirect('/product/verduisterend-wit-sneeuw')).toEqual([301, '/product/blackout-white-roller-blind', 'public, max-age=0, s-maxage=30']);
    for (const pathname of ['/product/blackout-white-roller-blind', '/product/verduisterend-wit-sneeuw']) {
      const followed = await app.fetch(pathname);
      expect([followed.status, new URL(followed.url).pathname], pathname).toEqual([200, '/product/blackout-white-roller-blind']);
    }
    const { oldSlugs } = (await app.gql('query($id: ID!) { staffProduct(id: $id) { oldSlugs } }', { id }, { cookie: staff })).data.staffProduct;
    expect(oldSlugs).toEqual(['verduisterend-wit-sneeuw']);
  });
});

describe('a shared page is what it is, not what a request claims', () => {
  const ABOUT = '/over-ons';
  /** The addresses a page names in its head and structured data. */
  const addresses = (html: string) => ({
    canonical: headTag(html, /<link rel="canonical" href="([^"]*)"/),
    ogUrl: headTag(html, /<meta property="og:url" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/"(?:url|item|@id|logo|image)":"([^"]*)"/g)].map((m) => m[1]!),
  });

  it("names the shop's own address, whatever Host or X-Forwarded-Host a request names, in its answer and in what is kept", async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    // Asked for twice with the forged headers: the second answer is the one kept.
    for (let i = 0; i < 2; i++) {
      const forged = await app.get(ABOUT, evil);
      expect(forged.status).toBe(200);
      expect(forged.text).not.toContain('evil.example');
      expect(addresses(forged.text).canonical).toBe(`${app.url}${ABOUT}`);
    }
    const { html } = await page(ABOUT);
    const seen = addresses(html);
    expect([seen.canonical, seen.ogUrl]).toEqual([`${app.url}${ABOUT}`, `${app.url}${ABOUT}`]);
    expect(seen.jsonLd.length).toBeGreaterThan(0);
    expect(seen.jsonLd.filter((url) => !url.startsWith(`${app.url}/`) && !url.startsWith('https://schema.org'))).toEqual([]);
  });

  it('is rendered and kept once for its address without tracking parameters: ?utm_id=1 and ?utm_id=2 are one page', async () => {
    const pathname = '/product/blackout-grey-roller-blind';
    const id = await app.productId('blackout-grey-roller-blind');
    const first = await page(`${pathname}?utm_id=1&utm_source=nieuwsbrief`);
    await page(`${pathname}?utm_id=2`);
    // Renamed behind the shop's back (no staff write clears anything): the page kept for the first two is served.
    const [{ name }] = await app.ds.query(`SELECT name FROM product WHERE id = $1`, [id]);
    await app.ds.query(`UPDATE product SET name = 'Stil hernoemd' WHERE id = $1`, [id]);
    try {
      const third = await page(`${pathname}?gclid=abc&fbclid=def`);
      expect(third.html).toBe(first.html);
      expect(third.html).toContain(`>${name}</h1>`);
      expect(headTag(third.html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${app.url}${pathname}`);
    } finally {
      await app.ds.query(`UPDATE product SET name = $2 WHERE id = $1`, [id, name]);
    }
  });
});

describe('what clears the shared pages', () => {
  const UPDATE = 'mutation($input: ProductUpdateInput!) { productUpdate(input: $input) { userErrors { code } } }';

  it('a staff change that succeeds and shows clears them; a staff read, a refused change or one that shows nowhere does not', async () => {
    const pathname = '/product/lichtdoorlatend-wit';
    const id = await app.productId('lichtdoorlatend-wit');
    const heading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec((await page(pathname)).html)?.[1];
    const original = await heading();
    expect(await heading()).toBe(original);
    // Renamed behind the shop's back: it shows once the page kept for the two requests above is cleared.
    await app.ds.query(`UPDATE product SET name = 'Stil hernoemd' WHERE id = $1`, [id]);
    expect(await heading()).toBe(original);

    const read = await app.gql('{ staffProducts(first: 5) { nodes { id } } }', {}, { cookie: staff });
    expect(read.errors).toBeUndefined();
    expect(await heading(), 'after a staff read').toBe(original);

    const refused = await app.gql(UPDATE, { input: { id, slug: 'Niet Goed!' } }, { cookie: staff });
    expect(refused.data.productUpdate.userErrors).toEqual([{ code: 'INVALID_SLUG' }]);
    const atelier = await signInStaff(app.url, app.services, { email: 'atelier@lumina.test', password: 'een-lang-atelier-wachtwoord', role: 'atelier' });
    const forbidden = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', cookie: atelier }, body: JSON.stringify({ query: UPDATE, variables: { input: { id, description: 'Nee' } } }) });
    expect(forbidden.status).toBe(403);
    expect(await heading(), 'after refused changes').toBe(original);

    const invite = await app.gql('mutation($i: StaffInviteInput!) { staffInvite(input: $i) { userErrors { code } } }', { i: { email: 'nieuw@lumina.test', name: 'Nieuw', role: 'KLANTENSERVICE' } }, { cookie: staff });
    expect(invite.data.staffInvite.userErrors).toEqual([]);
    expect(await heading(), 'after a change that shows on no public page').toBe(original);

    const changed = await app.gql(UPDATE, { input: { id, description: 'Een nieuwe beschrijving.' } }, { cookie: staff });
    expect(changed.data.productUpdate.userErrors).toEqual([]);
    expect(await heading(), 'after a change to the product').toBe('Stil hernoemd');
  });
});

describe("the checkout, drawn with the visitor's own cart (issue 32)", () => {
  const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { userErrors { code } } }`;
  const CART = '{ cart { lines { product { name } summary } totals { total { formatted } } } }';
  /** What the page shows as text, each element's boundary a '|'. */
  const visible = (html: string) => html.slice(html.indexOf('<div id="root">')).replace(/<[^>]*>/g, '|');
  const apolloState = (html: string) => /<script type="application\/json" id="apollo-state">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  const carts = async () => ((await app.ds.query('SELECT count(*)::int AS n FROM cart')) as [{ n: number }])[0].n;

  /** A visitor with one line in their cart, and the cart as the API shows it to them. */
  async function shopper(input: Record<string, unknown>) {
    const v = visitor(app);
    expect((await v.gql(ADD, { input })).data.cartLineAdd.userErrors).toEqual([]);
    const { cart } = (await v.gql(CART)).data;
    return { v, name: cart.lines[0].product.name as string, summary: cart.lines[0].summary as string[], total: cart.totals.total.formatted as string };
  }

  it("paints each visitor's lines, totals and form from the server, private and stored nowhere; without a cart the empty state, and no cookie or cart is made", async () => {
    const configured = (width: number, height: number, options: Record<string, string>) => ({
      width,
      height,
      options: Object.entries({ bottomBar: 'not-covered', controlSide: 'left', profileColor: 'white', mounting: 'inside-recess', ...options }).map(([key, value]) => ({ key, value })),
    });
    const an = await shopper({ productId: await app.productId('blackout-white-roller-blind'), configuration: configured(150, 180, { controlType: 'metal-chain' }) });
    const piet = await shopper({
      productId: await app.productId('lichtdoorlatend-wit'),
      quantity: 2,
      configuration: configured(100, 120, { chainMaterial: 'plastic', chainColor: 'white' }),
    });
    expect(an.name).not.toBe(piet.name);
    expect(an.total).not.toBe(piet.total);

    // Both at once: each is rendered for its own visitor, never once for both.
    const [forAn, forPiet] = await Promise.all([an.v.fetch('/checkout'), piet.v.fetch('/checkout')]);
    for (const [res, own, other] of [
      [forAn, an, piet],
      [forPiet, piet, an],
    ] as const) {
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.getSetCookie()).toEqual([]);
      const text = visible(html);
      expect(text).toContain(`|${own.name}|`);
      for (const entry of own.summary) expect(text).toContain(`|${entry}|`);
      expect(text).toContain(`|Bestelling plaatsen – ${own.total}|`);
      expect(text).toContain(`|Totaal||${own.total}|`);
      expect(text).toContain('|Contactgegevens|');
      // The header's cart button counts the same cart (piet's two blinds are two articles).
      expect(html).toContain(`aria-label="Winkelwagen, ${own === an ? '1 artikel' : '2 artikelen'}"`);
      expect(html).toMatch(/<input[^>]*name="customer.name"/);
      expect(html).not.toContain(other.name);
      // The browser hydrates from the cart the server read: it is in the page's Apollo cache.
      expect(apolloState(html)).toContain(own.name);
    }

    // A staff session beside the cart cookie changes nothing: the page's queries get the cart cookie alone.
    const cartCookie = [...an.v.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const alone = await page('/checkout', { headers: { cookie: cartCookie } });
    const withStaff = await page('/checkout', { headers: { cookie: `${staff}; ${cartCookie}` } });
    expect(visible(alone.html)).toContain(`|${an.name}|`);
    expect(withStaff.html).toBe(alone.html);

    // No cart (no cookie, or one for a cart that does not exist): the empty state, no cookie set, no cart made.
    const before = await carts();
    for (const headers of [{}, { cookie: 'lumina_cart=bestaat-niet' }] as Record<string, string>[]) {
      const { res, html } = await page('/checkout', { headers });
      expect([res.status, res.headers.get('cache-control'), res.headers.getSetCookie()]).toEqual([200, 'private, no-store', []]);
      expect(visible(html)).toContain('|Je winkelwagen is leeg|');
      expect(html).not.toMatch(/<input[^>]*name="customer.name"/);
      expect(html).not.toContain(an.name);
      expect(html).toContain('aria-label="Winkelwagen, leeg"');
    }
    expect(await carts()).toBe(before);

    // A shared page rendered afterwards, and asked for with a cart, holds nothing of any cart.
    for (const pathname of ['/', '/products', '/over-ons']) {
      const { res, html } = await page(pathname, { headers: { cookie: cartCookie } });
      expect(res.headers.get('cache-control'), pathname).toBe('public, max-age=0, s-maxage=30');
      expect(apolloState(html), pathname).not.toMatch(/"Cart:|"cart/);
      expect(html, pathname).not.toContain(an.total);
    }
  });
});
