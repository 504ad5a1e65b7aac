import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateDelivery, formatDeliveryDate } from '../src/delivery/delivery-date';
import { shopFacts } from '../src/shop/facts';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('catalogue over GraphQL', () => {
  it('lists published roller blinds with Money prices', async () => {
    const { data, errors } = await app.gql(`{ products(category: "rolgordijnen", first: 100) { totalCount nodes { id slug name fabricType price { cents formatted amount currencyCode } } } }`);
    expect(errors).toBeUndefined();
    const products = data.products.nodes;
    expect(products).toHaveLength(data.products.totalCount);
    const slugs = products.map((p: any) => p.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'blackout-white-roller-blind',
        'lichtdoorlatend-wit',
        'screen-grey-roller-blind',
        'blackout-grey-roller-blind',
        'light-filtering-white-roller-blind',
        'screen-bronze-roller-blind',
        'verduisterend-wit',
        'rolgordijn-authentics-offwhite',
      ]),
    );
    expect(slugs).not.toContain('lichtdoorlatend-grijs');
    const [{ unpublished }] = await app.ds.query(`SELECT count(*)::int AS unpublished FROM product WHERE NOT is_published`);
    expect(unpublished).toBeGreaterThan(0);
    const white = products.find((p: any) => p.slug === 'lichtdoorlatend-wit');
    expect(white.price).toEqual({ cents: 2995, formatted: '€\u00a029,95', amount: '29.95', currencyCode: 'EUR' });
    expect(white.fabricType).toBe('LICHTDOORLATEND');
  });

  it('offers the six overview products from the lowest price a shopper can pay, not from their rates per m² (issue 31)', async () => {
    const { data } = await app.gql(`{ products(listing: OVERVIEW) { nodes { slug price { cents } cardCategory configurator { pricing { pricePerSquareMetre { cents } } } } } }`);
    expect(data.products.nodes.map((p: any) => [p.slug, p.price.cents, p.configurator.pricing.pricePerSquareMetre.cents, p.cardCategory])).toEqual([
      // 40 × 100 cm = 0,40 m² × € 34,95 = € 13,98.
      ['blackout-white-roller-blind', 1398, 3495, 'BLACKOUT'],
      // 40 × 40 cm = 0,16 m² × € 29,95 = € 4,79: the minimum price of € 29,95.
      ['lichtdoorlatend-wit', 2995, 2995, 'LIGHT_FILTERING'],
      // 0,40 m² × € 39,95 = € 15,98; × € 36,95 = € 14,78; × € 28,95 = € 11,58; × € 42,95 = € 17,18.
      ['screen-grey-roller-blind', 1598, 3995, 'SCREEN'],
      ['blackout-grey-roller-blind', 1478, 3695, 'BLACKOUT'],
      ['light-filtering-white-roller-blind', 1158, 2895, 'LIGHT_FILTERING'],
      ['screen-bronze-roller-blind', 1718, 4295, 'SCREEN'],
    ]);
    // What a listing says "vanaf" is the lowest of those.
    expect((await app.gql('{ lowestPrice(listing: OVERVIEW) { cents } }')).data.lowestPrice.cents).toBe(1158);
    // A quote for the smallest blind with the cheapest choices answers the card's amount.
    const id = await app.productId('blackout-white-roller-blind');
    const options = [
      { key: 'controlType', value: 'plastic-white' },
      { key: 'bottomBar', value: 'not-covered' },
      { key: 'controlSide', value: 'left' },
      { key: 'mounting', value: 'outside-frame' },
    ];
    const quote = await app.gql(`query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents } } } }`, {
      p: id,
      c: { width: 40, height: 100, options },
    });
    expect(quote.data.priceQuote.price.total.cents).toBe(1398);
  });

  it('searches name and description case- and accent-insensitively, and treats wildcards literally', async () => {
    const hit = await app.gql(`{ products(search: "AUTHENTICS") { nodes { name fabricType } } }`);
    expect(hit.data.products.nodes).toEqual([{ name: 'Authentics – Rolgordijn semi-transparant – Off White', fabricType: 'SEMI_TRANSPARANT' }]);
    const names = async (search: string) =>
      ((await app.gql(`query($s: String) { products(first: 100, search: $s) { nodes { name description } } }`, { s: search })).data.products.nodes as { name: string; description: string }[]);
    const plain = await names('verduisterend');
    const all = await names('');
    // Every product that says 'verduisterend' in its name or description, in any case, and only those.
    expect(plain.map((p) => p.name).sort()).toEqual(all.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes('verduisterend')).map((p) => p.name).sort());
    expect(plain.length).toBeGreaterThan(0);
    expect(await names('VERDUISTÉREND')).toEqual(plain);
    expect(await names('verduistérend')).toEqual(plain);
    const wildcard = await app.gql(`{ products(search: "%") { nodes { name } totalCount } }`);
    expect(wildcard.data.products).toEqual({ nodes: [], totalCount: 0 });
  });

  it('finds a product by id or by slug, and answers null for an unknown or unpublished one', async () => {
    const bySlug = await app.gql(`{ product(slug: "verduisterend-wit") { id slug name price { cents } configurator { layout optionGroups { key role choices { value surchargeLabel } } } } }`);
    expect(bySlug.data.product.name).toBe('Verduisterend rolgordijn Compleet – Wit');
    // 40 × 100 cm = 0,40 m² × € 36,95 (price group 5) = € 14,78.
    expect(bySlug.data.product.price.cents).toBe(1478);
    expect(bySlug.data.product.configurator.layout).toBe('BLACKOUT_WHITE');
    const cassette = bySlug.data.product.configurator.optionGroups.find((g: any) => g.key === 'cassette');
    expect(cassette.role).toBe('CASSETTE');
    expect(cassette.choices).toEqual([
      { value: 'open', surchargeLabel: null },
      { value: 'half', surchargeLabel: '+15%' },
    ]);
    const byId = await app.gql(`query($id: ID!) { product(id: $id) { slug } }`, { id: bySlug.data.product.id });
    expect(byId.data.product.slug).toBe('verduisterend-wit');
    expect(await app.gql(`{ product(slug: "bestaat-niet") { id } }`)).toEqual({ data: { product: null } });
    expect(await app.gql(`{ product(id: "999999") { id } }`)).toEqual({ data: { product: null } });
    expect(await app.gql(`{ product(id: "verduisterend-wit") { id } }`)).toEqual({ data: { product: null } });
    const hidden = await app.gql(`{ product(slug: "verduisterend-zwart") { id } }`);
    expect(hidden.data.product).toBeNull();
    const hiddenById = await app.gql(`query($id: ID!) { product(id: $id) { id } }`, { id: await app.productId('verduisterend-zwart') });
    expect(hiddenById.data.product).toBeNull();
  });

  it('estimates the delivery of a product ordered now from its line\'s lead time in Belgian working days', async () => {
    const before = new Date();
    const { data, errors } = await app.gql(`{ product(slug: "verduisterend-wit") { line deliveryEstimate { workingDays date label } } }`);
    const after = new Date();
    expect(errors).toBeUndefined();
    const { line, deliveryEstimate } = data.product;
    expect(line).toBe('FACTORY');
    const workingDays = shopFacts.delivery.factoryLineWorkingDays;
    expect(deliveryEstimate.workingDays).toBe(workingDays);
    // The same function as the server's; either side of a Brussels midnight during the request.
    const expected = [before, after].map((at) => estimateDelivery(at, workingDays).date);
    expect(expected).toContain(deliveryEstimate.date);
    expect(deliveryEstimate.label).toBe(formatDeliveryDate(deliveryEstimate.date));
    expect(deliveryEstimate.label).toMatch(/^(ma|di|wo|do|vr) \d{1,2} [a-z]+$/);
  });

  it('answers the lowest price over every matching product, however many there are', async () => {
    const from = async () =>
      (await app.gql(`{ all: lowestPrice(listing: OVERVIEW) { cents } factory: lowestPrice(listing: OVERVIEW, line: FACTORY) { cents } atelier: lowestPrice(line: ATELIER) { cents } none: lowestPrice(category: "parasols") { cents } }`)).data;
    // The six overview products: the Basic light-filtering blind's 40 × 100 cm, 0,40 m² × € 28,95 = € 11,58, is the
    // lowest; the atelier line has no published product yet, so its card shows no price.
    expect(await from()).toEqual({ all: { cents: 1158 }, factory: { cents: 1158 }, atelier: null, none: null });
    // Thirty more overview products, the cheapest placed last: beyond any first page, still the "vanaf" price.
    await app.ds.query(
      `INSERT INTO product (slug, name, description, price_cents, category, fabric_type, listings, sort_order)
       SELECT 'extra-' || n, 'Extra ' || n, '', 5000 - n, 'rolgordijnen', 'screen', ARRAY['overview'], 1000 + n FROM generate_series(1, 30) AS n`,
    );
    await app.ds.query(`UPDATE product SET price_cents = 995 WHERE slug = 'extra-30'`);
    try {
      expect((await from()).all).toEqual({ cents: 995 });
    } finally {
      await app.ds.query(`DELETE FROM product WHERE slug LIKE 'extra-%'`);
    }
  });

  it('asks for exactly one of id and slug', async () => {
    for (const query of ['{ product { id } }', '{ product(id: "1", slug: "verduisterend-wit") { id } }']) {
      const { data, errors } = await app.gql(query);
      expect(data.product).toBeNull();
      expect(errors?.[0]).toMatchObject({ message: 'Geef precies één van id of slug op', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });
});

describe('catalogue over REST (SPEC §7)', () => {
  it('GET /api/products?category=rolgordijnen answers the legacy shape with a numeric-string price', async () => {
    const res = await app.fetch('/api/products?category=rolgordijnen');
    expect(res.status).toBe(200);
    const body = (await res.json()) as any[];
    const card = body.find((p) => p.name === 'Verduisterend rolgordijn – Grijs');
    // Its lowest price (issue 31): 40 × 100 cm = 0,40 m² × € 36,95 = € 14,78.
    expect(card).toMatchObject({
      price: '14.78',
      stofsoort: 'verduisterend',
      images: expect.arrayContaining([expect.stringMatching(/^\/images\/products\/.+\.svg$/)]),
      features: expect.any(Array),
      colors: ['Grijs'],
      lightFilter: ['Verduisterend'],
    });
    expect(typeof card.id).toBe('number');
  });

  it('GET /api/products?search= filters, and an unknown category gives an empty list', async () => {
    const search = (await (await app.fetch('/api/products?search=screen')).json()) as any[];
    expect(search.map((p) => p.name).sort()).toEqual(['Screen rolgordijn – Brons', 'Screen rolgordijn – Grijs']);
    const none = await app.fetch('/api/products?category=gordijnen');
    expect(await none.json()).toEqual([]);
  });

  it('GET /api/products/{id} answers the product, or 404 with a JSON message', async () => {
    const list = (await (await app.fetch('/api/products')).json()) as any[];
    const res = await app.fetch(`/api/products/${list[0].id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: list[0].id, name: list[0].name, price: list[0].price });
    const missing = await app.fetch('/api/products/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Product niet gevonden' });
    const odd = await app.fetch('/api/products/%27%3B%20drop');
    expect(odd.status).toBe(404);
  });
});
