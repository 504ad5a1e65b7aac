/**
 * Staff run the products (issue 20): beheer renames a slug (the old link still finds the product, with its new
 * slug), unpublishes a product (it leaves the shop's lists and its page answers null, while staff still see it and
 * the order lines that hold it stay), and every change is recorded with who, when and before → after. Refusals
 * change nothing; other roles are refused (staff-roles.test.ts walks that for every operation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';

let app: TestApp;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  staff = await signInStaff(app.url, app.services);
});
afterAll(async () => {
  await app?.close();
});

const UPDATE = `mutation($input: ProductUpdateInput!) { productUpdate(input: $input) {
  product { id published oldSlugs product { slug name } history { changes changedBy } } userErrors { code field message } } }`;
const update = async (input: Record<string, unknown>) => (await app.gql(UPDATE, { input }, { cookie: staff })).data.productUpdate;
const shopProduct = async (slug: string) => (await app.gql('query($s: String!) { product(slug: $s) { id slug name } }', { s: slug })).data.product;

describe('a product in the staff screens', () => {
  it('renamed: the old slug keeps finding it, under its new slug, and the change is recorded', async () => {
    const id = await app.productId('translucent-beige');
    const changed = await update({ id, slug: 'translucent-zand', name: 'Doorschijnend rolgordijn – Zand' });
    expect(changed.userErrors).toEqual([]);
    expect(changed.product).toMatchObject({ oldSlugs: ['translucent-beige'], product: { slug: 'translucent-zand', name: 'Doorschijnend rolgordijn – Zand' } });
    expect(changed.product.history).toEqual([
      {
        changes: { name: { from: 'Doorschijnend rolgordijn – Beige', to: 'Doorschijnend rolgordijn – Zand' }, slug: { from: 'translucent-beige', to: 'translucent-zand' } },
        changedBy: 'Test Medewerker',
      },
    ]);
    expect(await shopProduct('translucent-beige')).toEqual({ id, slug: 'translucent-zand', name: 'Doorschijnend rolgordijn – Zand' });
    expect((await app.fetch('/api/products/translucent-beige')).status).toBe(200);

    // Another product's slug, or one that redirects elsewhere, is taken; nothing changes.
    const other = await app.productId('translucent-grijs');
    for (const slug of ['translucent-zand', 'translucent-beige']) {
      expect((await update({ id: other, slug })).userErrors).toEqual([
        { code: 'SLUG_TAKEN', field: ['input', 'slug'], message: 'Een ander product heeft (of had) deze URL-naam. Kies een andere.' },
      ]);
    }
    expect((await update({ id: other, slug: 'Niet Goed!' })).userErrors[0].code).toBe('INVALID_SLUG');
    expect((await update({ id: other, name: '   ' })).userErrors[0].code).toBe('REQUIRED');
    expect(await shopProduct('translucent-grijs')).toMatchObject({ slug: 'translucent-grijs' });
  });

  it('unpublished: gone from the shop, still there for staff and for the orders that hold it', async () => {
    const id = await app.productId('screen-bronze-roller-blind');
    const [{ n: itemsBefore }] = await app.ds.query('SELECT count(*)::int AS n FROM order_item WHERE product_id = $1', [Number(id)]);
    const sitemap = async () => (await app.fetch('/sitemap.xml')).text();
    expect(await sitemap()).toContain('/screen-bronze-roller-blind<');
    expect((await update({ id, published: false })).product).toMatchObject({ published: false });
    expect(await sitemap()).not.toContain('screen-bronze-roller-blind');
    expect(await shopProduct('screen-bronze-roller-blind')).toBeNull();
    const listed = (await app.gql('{ products(first: 100) { nodes { id } } }')).data.products.nodes.map((p: { id: string }) => p.id);
    expect(listed).not.toContain(id);
    expect((await app.fetch(`/api/products/${id}`)).status).toBe(404);
    const rest = (await (await app.fetch('/api/products')).json()) as { id: number | string }[];
    expect(rest.map((p) => String(p.id))).not.toContain(id);
    expect((await app.gql('{ products(first: 10, search: "brons") { nodes { id } } }')).data.products.nodes).toEqual([]);
    const forStaff = (await app.gql('{ staffProducts(first: 100, published: false) { nodes { id published } } }', {}, { cookie: staff })).data.staffProducts.nodes;
    expect(forStaff).toContainEqual({ id, published: false });
    const [{ n: itemsAfter }] = await app.ds.query('SELECT count(*)::int AS n FROM order_item WHERE product_id = $1', [Number(id)]);
    expect(itemsAfter).toBe(itemsBefore);
    expect((await update({ id, published: false })).userErrors[0].code).toBe('NOTHING_TO_CHANGE');
    await update({ id, published: true });
    expect(await shopProduct('screen-bronze-roller-blind')).toMatchObject({ id });
  });

  it('lists by category, listing and publication', async () => {
    const LIST = `query($c: String, $l: ProductListing, $p: Boolean) { staffProducts(first: 100, category: $c, listing: $l, published: $p) { nodes { product { slug listings category } published } } }`;
    const list = async (vars: Record<string, unknown>) =>
      (await app.gql(LIST, vars, { cookie: staff })).data.staffProducts.nodes as { product: { slug: string; listings: string[] }; published: boolean }[];
    const blackout = await list({ l: 'VERDUISTEREND', p: false });
    expect(blackout.length).toBeGreaterThan(0);
    expect(blackout.every((n) => n.product.listings.includes('VERDUISTEREND') && !n.published)).toBe(true);
    expect(blackout.map((n) => n.product.slug)).not.toContain('verduisterend-wit');
    expect(await list({ c: 'ROLGORDIJNEN' })).toHaveLength((await list({})).length);
    expect(await list({ c: 'gordijnen' })).toEqual([]);
    expect((await app.gql('{ staffProductFacets { categories } }', {}, { cookie: staff })).data.staffProductFacets.categories).toEqual(['rolgordijnen']);
  });

  it('edits every field a shopper sees, links each colour to its fabric and records before → after', async () => {
    const id = await app.productId('lichtdoorlatend-wit');
    const changed = await update({
      id,
      category: 'Rolgordijnen-Plus',
      line: 'ATELIER',
      cardCategory: null,
      listings: ['TILE_DEMO', 'OVERVIEW'],
      transparency: 'SEMI_TRANSPARANT',
      controls: ['CHAIN', 'MOTOR'],
      colors: [
        { name: 'Wit', hex: '#F5F3EE', fabricSku: 'lum-ld-0101' },
        { name: 'Zand', hex: '#d9c8a9', fabricSku: 'LUM-LD-0102' },
      ],
      lightFilter: ['Lichtdoorlatend'],
      features: [' Gratis meetservice ', '', 'Handgemaakt in Gent'],
    });
    expect(changed.userErrors).toEqual([]);
    const product = (
      await app.gql(
        `query($id: ID!) { staffProduct(id: $id) { colors { name hex fabricSku } product { category line cardCategory listings transparency controls features colors { name } } history { changes } } }`,
        { id },
        { cookie: staff },
      )
    ).data.staffProduct;
    expect(product.colors).toEqual([
      { name: 'Wit', hex: '#f5f3ee', fabricSku: 'LUM-LD-0101' },
      { name: 'Zand', hex: '#d9c8a9', fabricSku: 'LUM-LD-0102' },
    ]);
    expect(product.product).toMatchObject({
      category: 'rolgordijnen-plus',
      line: 'ATELIER',
      cardCategory: null,
      listings: ['OVERVIEW', 'TILE_DEMO'],
      transparency: 'SEMI_TRANSPARANT',
      controls: ['CHAIN', 'MOTOR'],
      features: ['Gratis meetservice', 'Handgemaakt in Gent'],
    });
    expect(product.history[0].changes).toMatchObject({
      cardCategory: { from: 'light-filtering', to: null },
      fabricSkus: { from: { Wit: 'LUM-LD-0101' }, to: { Wit: 'LUM-LD-0101', Zand: 'LUM-LD-0102' } },
      colors: {
        to: [
          { name: 'Wit', hex: '#f5f3ee' },
          { name: 'Zand', hex: '#d9c8a9' },
        ],
      },
    });
    // The shop sees it at once; the SKU's detail names the products and colours made in it.
    expect((await shopProduct('lichtdoorlatend-wit')).name).toBe('Lichtdoorlatend rolgordijn – Wit');
    const sku = (await app.gql('{ fabricSku(internalSku: "LUM-LD-0102") { usedBy { productSlug colour published } } }', {}, { cookie: staff })).data.fabricSku;
    expect(sku.usedBy).toContainEqual({ productSlug: 'lichtdoorlatend-wit', colour: 'Zand', published: true });
  });

  it("refuses a fabric that does not exist or is of another kind, and colours the configurator's choices would no longer match", async () => {
    const id = await app.productId('lichtdoorlatend-zwart');
    const colors = (sku: string) => [{ name: 'Zwart', hex: '#23211f', fabricSku: sku }];
    expect((await update({ id, colors: colors('LUM-XX-9999') })).userErrors).toEqual([
      { code: 'UNKNOWN_FABRIC_SKU', field: ['input', 'colors', '0', 'fabricSku'], message: 'Er is geen stof met SKU ‘LUM-XX-9999’. Kies een stof uit de lijst.' },
    ]);
    expect((await update({ id, colors: colors('LUM-VD-0101') })).userErrors).toEqual([
      {
        code: 'FABRIC_SKU_OTHER_TYPE',
        field: ['input', 'colors', '0', 'fabricSku'],
        message: 'De stof LUM-VD-0101 is verduisterend, dit product lichtdoorlatend. Kies een stof van dezelfde stofsoort.',
      },
    ]);
    // The Authentics configurator offers Off White, Grijs, Beige and Zwart as its colour choices.
    const authentics = await app.productId('rolgordijn-authentics-offwhite');
    const current = (await app.gql(`query($id: ID!) { staffProduct(id: $id) { colors { name hex fabricSku } } }`, { id: authentics }, { cookie: staff })).data.staffProduct.colors;
    const renamed = current.map((c: { name: string }) => (c.name === 'Grijs' ? { ...c, name: 'Antraciet' } : c));
    const refused = await update({ id: authentics, colors: renamed });
    expect(refused.userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field.join('.')])).toEqual([
      ['CONFIGURATOR_COLOUR', 'input.colors'],
      ['CONFIGURATOR_COLOUR', 'input.colors'],
    ]);
    expect(refused.userErrors[0].message).toBe(
      'De configurator biedt de kleur ‘Grijs’ aan (bij ‘Kleur’): die kleur kan niet weg of een andere naam krijgen zolang de regels haar aanbieden.',
    );
    expect(refused.product.product.name).toBe('Authentics – Rolgordijn semi-transparant – Off White');
  });

  it('creates a product unpublished, with the rules of the one chosen, under a slug no product has or had', async () => {
    const CREATE = `mutation($input: ProductCreateInput!) { productCreate(input: $input) {
      product { id published sortOrder colors { name fabricSku } product { slug configurator { dimensions { key } } } history { changes changedBy } } userErrors { code field message } } }`;
    const create = async (input: Record<string, unknown>) => (await app.gql(CREATE, { input }, { cookie: staff })).data.productCreate;
    const from = await app.productId('blackout-white-roller-blind');
    const input = {
      name: 'Verduisterend rolgordijn – Antraciet',
      slug: 'verduisterend-antraciet-nieuw',
      description: 'Donker en stil.',
      category: 'rolgordijnen',
      line: 'FACTORY',
      fabricType: 'VERDUISTEREND',
      listings: ['VERDUISTEREND'],
      controls: ['CHAIN'],
      colors: [{ name: 'Antraciet', hex: '#3c3f42', fabricSku: 'LUM-VD-0101' }],
      lightFilter: ['Verduisterend'],
      features: ['100% verduisterend'],
      rulesFrom: from,
    };
    expect((await create({ ...input, slug: 'translucent-beige' })).userErrors[0]).toMatchObject({ code: 'SLUG_TAKEN', field: ['input', 'slug'] });
    expect((await create({ ...input, rulesFrom: '999999' })).userErrors[0]).toMatchObject({ code: 'PRODUCT_NOT_FOUND', field: ['input', 'rulesFrom'] });
    expect((await create({ rulesFrom: from })).userErrors.map((e: { field: string[] }) => e.field.at(-1))).toEqual([
      'name',
      'slug',
      'category',
      'line',
      'fabricType',
      'controls',
      'colors',
    ]);

    const created = await create(input);
    expect(created.userErrors).toEqual([]);
    expect(created.product).toMatchObject({ published: false, colors: [{ name: 'Antraciet', fabricSku: 'LUM-VD-0101' }], product: { slug: 'verduisterend-antraciet-nieuw' } });
    expect(created.product.product.configurator.dimensions.map((d: { key: string }) => d.key)).toEqual(['WIDTH', 'HEIGHT']);
    expect(created.product.history[0].changes).toMatchObject({
      name: { from: null, to: 'Verduisterend rolgordijn – Antraciet' },
      rulesFrom: { from: null, to: 'blackout-white-roller-blind' },
    });
    expect(await shopProduct('verduisterend-antraciet-nieuw')).toBeNull();
  });

  it('is for staff only', async () => {
    const res = await app.gql(UPDATE, { input: { id: '1', name: 'x' } });
    expect(res.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
