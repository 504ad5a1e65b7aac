import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { expectReseedChangesNothing } from './reseed';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const webPublic = path.resolve(__dirname, '..', '..', 'web', 'public');

const COLLECTION = `
  query($fabricTypes: [FabricType!], $priceGroups: [Int!], $colors: [String!], $materials: [String!], $sort: FabricCollectionSort) {
    fabricCollection(fabricTypes: $fabricTypes, priceGroups: $priceGroups, colors: $colors, materials: $materials, sort: $sort, first: 50) {
      totalCount
      nodes { id name image fabricType priceGroup colorTag material productId madeAs { product { slug price { cents } configurator { pricing { pricePerSquareMetre { cents } } } } } }
    }
  }`;

async function collection(variables: Record<string, unknown> = {}) {
  const { data, errors } = await app.gql(COLLECTION, variables);
  expect(errors).toBeUndefined();
  expect(data.fabricCollection.nodes).toHaveLength(data.fabricCollection.totalCount);
  return data.fabricCollection.nodes as any[];
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('fabric collection seed', () => {
  it('holds at least 24 fabrics over the three fabric types, price groups 1–8 and several colours and materials', async () => {
    const items = await collection();
    expect(items.length).toBeGreaterThanOrEqual(24);
    expect(new Set(items.map((f) => f.fabricType))).toEqual(new Set(['LICHTDOORLATEND', 'VERDUISTEREND', 'SCREEN']));
    expect(new Set(items.map((f) => f.priceGroup))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    const colours = new Set(items.map((f) => f.colorTag));
    for (const colour of ['Wit', 'Zwart', 'Grijs', 'Beige', 'Bruin', 'Blauw', 'Groen']) expect(colours).toContain(colour);
    expect(new Set(items.map((f) => f.material)).size).toBeGreaterThanOrEqual(5);
  });

  it('names for each fabric the published product made of it and the colour, or none (sample only)', async () => {
    const MADE_AS = `{ fabricCollection(first: 100) { nodes { name productId sampleAvailable madeAs { color product { id slug } } } } }`;
    const madeAs = async () => {
      const { data, errors } = await app.gql(MADE_AS);
      expect(errors).toBeUndefined();
      return new Map((data.fabricCollection.nodes as any[]).map((f) => [f.name, f]));
    };
    const items = await madeAs();
    // Its own product, not the white one of its fabric type.
    expect(items.get('Blackout Basic Grijs')).toMatchObject({ sampleAvailable: true, madeAs: { color: 'Grijs', product: { slug: 'blackout-grey-roller-blind' } } });
    expect(items.get('Blackout Basic Grijs')!.productId).toBe(items.get('Blackout Basic Grijs')!.madeAs.product.id);
    // The overview's white blackout blind; the blackout white configurator, of another price group, is made of a fabric of its own (issue 31).
    expect(items.get('Blackout Thermo Wit')!.madeAs).toMatchObject({ color: 'Wit', product: { slug: 'verduisterend-wit' } });
    expect(items.get('Blackout Basic Wit')!.madeAs).toMatchObject({ color: 'Wit', product: { slug: 'blackout-white-roller-blind' } });
    // Only published products: the unpublished light-filtering grey is not it, the fixed-price tile is.
    expect(items.get('Basic Voile Lichtgrijs')!.madeAs).toMatchObject({ color: 'Grijs', product: { slug: 'translucent-grijs' } });
    expect(items.get('Lino Taupe')).toMatchObject({ productId: null, madeAs: null, sampleAvailable: true });

    await app.ds.query(`UPDATE product SET is_published = false WHERE slug = 'blackout-grey-roller-blind'`);
    await app.ds.query(`UPDATE fabric_sku SET sample_available = false WHERE internal_sku = 'LUM-VD-0103'`);
    try {
      expect((await madeAs()).get('Blackout Basic Grijs')).toMatchObject({ productId: null, madeAs: null, sampleAvailable: false });
    } finally {
      await app.ds.query(`UPDATE product SET is_published = true WHERE slug = 'blackout-grey-roller-blind'`);
      await app.ds.query(`UPDATE fabric_sku SET sample_available = true WHERE internal_sku = 'LUM-VD-0103'`);
    }
  });

  it('the product a fabric opens names that fabric for its colour, as the collection calls it', async () => {
    const fabrics = async (slug: string) => (await app.gql(`query($slug: String!) { product(slug: $slug) { fabrics { color name } } }`, { slug })).data.product.fabrics;
    expect(await fabrics('blackout-grey-roller-blind')).toEqual([{ color: 'Grijs', name: 'Blackout Basic Grijs' }]);
    // The factory's semi-transparent Authentics fabric is not in the SKU database.
    expect(await fabrics('rolgordijn-authentics-offwhite')).toEqual([]);
  });

  it('uses only visible internal SKUs as codes, each once', async () => {
    const body = (await (await app.fetch('/api/fabric-collection')).json()) as any[];
    const codes = body.map((f) => f.internal_code);
    expect(new Set(codes).size).toBe(codes.length);
    const staff = { headers: { cookie: await signInStaff(app.url, app.services) } };
    const skus = ((await (await app.fetch('/admin/fabric-sku/all', staff)).json()) as any).fabrics as any[];
    const visible = new Set(skus.filter((s) => s.visible).map((s) => s.internal_sku));
    for (const code of codes) expect(visible).toContain(code);
  });

  it('has a small hand-made SVG swatch with width, height and viewBox for every fabric', async () => {
    for (const item of await collection()) {
      expect(item.image).toMatch(/^\/images\/fabrics\/lum-(ld|vd|sc)-\d{4}\.svg$/);
      const file = path.join(webPublic, item.image);
      expect(fs.existsSync(file), `${item.image} ontbreekt; voer graphql-server/scripts/write-fabric-swatches.mjs uit`).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.length).toBeLessThan(2048);
      expect(svg).toMatch(/<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain(`Stofstaal ${item.name}`);
    }
  });

  it('is not duplicated when the seed runs again', async () => {
    await expectReseedChangesNothing(app, ['fabric_collection_item']);
  });
});

describe('fabricCollection query', () => {
  it('sorts by name by default, each fabric with the product made of it and that product\'s price', async () => {
    const items = await collection();
    expect(items.map((f) => f.name)).toEqual([...items.map((f) => f.name)].sort(byName));
    const lino = items.find((f) => f.name === 'Lino Zand');
    // Made into the beige tile at a fixed € 29,95, a product no price group prices: the fabric keeps its SKU's group.
    expect(lino).toMatchObject({
      fabricType: 'LICHTDOORLATEND',
      priceGroup: 2,
      colorTag: 'Beige',
      material: 'Linnenlook',
      image: '/images/fabrics/lum-ld-0202.svg',
      madeAs: { product: { slug: 'translucent-beige', price: { cents: 2995 }, configurator: null } },
    });
  });

  it('sorts by price group, then name', async () => {
    const items = await collection({ sort: 'PRICE_GROUP' });
    const keys = items.map((f) => [f.priceGroup, f.name] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || byName(a[1], b[1]));
    expect(keys).toEqual(sorted);
  });

  it('filters by fabric type and price group (any value of a list; lists combine with AND)', async () => {
    const all = await collection();
    const screens = await collection({ fabricTypes: ['SCREEN'] });
    expect(screens.length).toBe(all.filter((f) => f.fabricType === 'SCREEN').length);
    expect(screens.length).toBeGreaterThan(0);
    expect(screens.every((f) => f.fabricType === 'SCREEN')).toBe(true);
    const group8 = await collection({ priceGroups: [8] });
    expect(group8.length).toBeGreaterThan(0);
    expect(group8.every((f) => f.priceGroup === 8)).toBe(true);
    const both = await collection({ fabricTypes: ['VERDUISTEREND'], priceGroups: [7] });
    expect(both.map((f) => f.name).sort()).toEqual(['Blackout Velours Bordeaux', 'Blackout Velours Petrol']);
    const twoTypes = await collection({ fabricTypes: ['SCREEN', 'VERDUISTEREND'], priceGroups: [7, 8] });
    expect(twoTypes.map((f) => f.name).sort()).toEqual(
      all.filter((f) => ['SCREEN', 'VERDUISTEREND'].includes(f.fabricType) && [7, 8].includes(f.priceGroup)).map((f) => f.name).sort(),
    );
    expect(await collection({ fabricTypes: ['SCREEN'], priceGroups: [1] })).toEqual([]);
    expect(await collection({ fabricTypes: ['SEMI_TRANSPARANT'] })).toEqual([]);
    expect((await collection({ fabricTypes: null })).length).toBe(all.length);
    expect((await collection({ fabricTypes: [], priceGroups: [] })).length).toBe(all.length);
  });

  it('filters by colour and material, case- and accent-insensitively', async () => {
    const all = await collection();
    const beige = await collection({ colors: ['béige'] });
    expect(beige.map((f) => f.id)).toEqual(all.filter((f) => f.colorTag === 'Beige').map((f) => f.id));
    expect(beige.length).toBeGreaterThan(0);
    const linen = await collection({ materials: ['LINNENLOOK'], colors: ['Beige', 'Wit'] });
    expect(linen.map((f) => f.id)).toEqual(all.filter((f) => f.material === 'Linnenlook' && ['Beige', 'Wit'].includes(f.colorTag)).map((f) => f.id));
    expect(linen.map((f) => f.name)).toContain('Lino Zand');
    expect(await collection({ colors: ['Paarsblauw'] })).toEqual([]);
  });

  it('offers as filter values exactly what the collection holds', async () => {
    const all = await collection();
    const { data } = await app.gql(`{ fabricCollectionFacets { fabricTypes priceGroups colors materials } }`);
    const facets = data.fabricCollectionFacets;
    expect(new Set(facets.fabricTypes)).toEqual(new Set(all.map((f) => f.fabricType)));
    expect(facets.priceGroups).toEqual([...new Set(all.map((f) => f.priceGroup as number))].sort((a, b) => a - b));
    expect(new Set(facets.colors)).toEqual(new Set(all.map((f) => f.colorTag)));
    expect(new Set(facets.materials)).toEqual(new Set(all.map((f) => f.material)));
    await app.services.ds.query(`UPDATE fabric_collection_item SET material = 'Bamboe' WHERE name = 'Lino Zand'`);
    try {
      const again = await app.gql(`{ fabricCollectionFacets { materials } }`);
      expect(again.data.fabricCollectionFacets.materials).toContain('Bamboe');
    } finally {
      await app.services.ds.query(`UPDATE fabric_collection_item SET material = 'Linnenlook' WHERE name = 'Lino Zand'`);
    }
  });

  it('rejects an unknown fabric type, a price group out of range or too many values with BAD_USER_INPUT, never a 500', async () => {
    for (const variables of [
      { fabricTypes: ['gordijn'] },
      { fabricTypes: ['screen'] },
      { priceGroups: [0] },
      { priceGroups: [3, 9] },
      { colors: Array.from({ length: 21 }, (_, i) => `kleur${i}`) },
      { materials: ['x'.repeat(61)] },
    ]) {
      const { errors } = await app.gql(COLLECTION, variables);
      expect(errors?.[0].extensions.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    const { errors } = await app.gql(COLLECTION, { priceGroups: [9] });
    expect(errors?.[0].message).toBe('Prijsgroep moet tussen 1 en 8 liggen');
    const badSort = await app.gql(COLLECTION, { sort: 'PRICE' });
    expect(badSort.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('GET /api/fabric-collection', () => {
  it('answers the SPEC §3 array with a numeric-string base price', async () => {
    const res = await app.fetch('/api/fabric-collection');
    expect(res.status).toBe(200);
    const body = (await res.json()) as any[];
    expect(body.length).toBe((await collection()).length);
    for (const item of body) {
      expect(Object.keys(item).sort()).toEqual(
        ['base_price', 'color_tag', 'fabric_type', 'id', 'image', 'internal_code', 'material', 'name', 'price_group'].sort(),
      );
      expect(Number.isInteger(item.id)).toBe(true);
      expect(typeof item.name).toBe('string');
      expect(['lichtdoorlatend', 'verduisterend', 'screen']).toContain(item.fabric_type);
      expect(item.price_group).toBeGreaterThanOrEqual(1);
      expect(item.price_group).toBeLessThanOrEqual(8);
      // The lowest price of a blind of it; none for a sample only.
      expect(item.base_price === null || /^\d+\.\d{2}$/.test(item.base_price)).toBe(true);
    }
    // Made into the bronze screen blind: its price group 7, and its lowest price, 0,40 m² × € 42,95 = € 17,18.
    expect(body.find((f) => f.internal_code === 'LUM-SC-0103')).toMatchObject({
      name: 'Screen Classic 5% Brons',
      image: '/images/fabrics/lum-sc-0103.svg',
      fabric_type: 'screen',
      price_group: 7,
      color_tag: 'Bruin',
      material: 'Glasvezel/PVC screen',
      base_price: '17.18',
    });
    expect(body.find((f) => f.name === 'Lino Taupe')).toMatchObject({ price_group: 2, base_price: null });
  });
});

describe('one price group per product (issue 31)', () => {
  const SKU = `query($sku: ID!) { fabricSku(internalSku: $sku) { priceGroup } }`;
  const GROUPS = `{ priceGroups { nodes { group pricePerSquareMetre { cents } products { slug price { cents } } } } }`;
  const UPDATE = `mutation($input: ProductRulesInput!) { productRulesUpdate(input: $input) { version userErrors { code message } } }`;

  /** For every product on the price screen: its group there, its fabrics' on their SKU cards, in the collection, and the collection's rate and price. */
  async function everyScreen(staff: string) {
    const groups = (await app.gql(GROUPS, {}, { cookie: staff })).data.priceGroups.nodes as { group: number; pricePerSquareMetre: { cents: number }; products: { slug: string; price: { cents: number } }[] }[];
    const fabrics = new Map((await collection()).map((f) => [f.name, f]));
    const rest = new Map(((await (await app.fetch('/api/fabric-collection')).json()) as any[]).map((f) => [f.internal_code, f]));
    const rows: unknown[] = [];
    for (const { group, pricePerSquareMetre, products } of groups) {
      for (const product of products) {
        const [{ fabric_skus: skus }] = await app.ds.query('SELECT fabric_skus FROM product WHERE slug = $1', [product.slug]);
        for (const sku of Object.values(skus as Record<string, string>)) {
          const card = (await app.gql(SKU, { sku }, { cookie: staff })).data.fabricSku;
          const item = rest.get(sku);
          const fabric = fabrics.get(item.name);
          rows.push([product.slug, group, card.priceGroup, item.price_group, fabric.priceGroup, fabric.madeAs.product.configurator.pricing.pricePerSquareMetre.cents === pricePerSquareMetre.cents, item.base_price === (product.price.cents / 100).toFixed(2)]);
        }
      }
    }
    return rows;
  }

  it('is the same on the price screen, on its fabric\'s SKU card and in the fabric collection, beside that group\'s rate and the product\'s lowest price', async () => {
    const staff = await signInStaff(app.url, app.services);
    // Before: the SKU card and the collection said the SKU's own group (e.g. 2 for the overview's white blackout
    // blind, priced in group 4), and the collection 'v.a.' a price of its own.
    expect(await everyScreen(staff)).toEqual([
      ['light-filtering-white-roller-blind', 2, 2, 2, 2, true, true],
      ['lichtdoorlatend-wit', 3, 3, 3, 3, true, true],
      ['blackout-white-roller-blind', 4, 4, 4, 4, true, true],
      ['blackout-grey-roller-blind', 5, 5, 5, 5, true, true],
      ['verduisterend-wit', 5, 5, 5, 5, true, true],
      ['screen-grey-roller-blind', 6, 6, 6, 6, true, true],
      ['screen-bronze-roller-blind', 7, 7, 7, 7, true, true],
    ]);

    // Staff move the grey blackout blind to price group 6 on the price screen: its fabric follows everywhere.
    const id = await app.productId('blackout-grey-roller-blind');
    const moved = await app.gql(UPDATE, { input: { productId: id, expectedVersion: 1, pricing: { mode: 'PER_SQUARE_METRE', priceGroup: 6 } } }, { cookie: staff });
    expect(moved.data.productRulesUpdate.userErrors).toEqual([]);
    expect((await everyScreen(staff)).find((row: any) => row[0] === 'blackout-grey-roller-blind')).toEqual(['blackout-grey-roller-blind', 6, 6, 6, 6, true, true]);
    // 0,40 m² × € 39,95 (group 6) = € 15,98.
    expect((await app.gql(SKU, { sku: 'LUM-VD-0103' }, { cookie: staff })).data.fabricSku.priceGroup).toBe(6);
    expect(((await (await app.fetch('/api/fabric-collection')).json()) as any[]).find((f) => f.internal_code === 'LUM-VD-0103')).toMatchObject({ price_group: 6, base_price: '15.98' });
  });
});

describe("a fabric's kept price group (issue 32)", () => {
  it('is what fabric_price_group says after every change that can move it', async () => {
    const stale = async () =>
      Number((await app.ds.query(`SELECT count(*) AS n FROM fabric_collection_item WHERE price_group IS DISTINCT FROM fabric_price_group(internal_code)`))[0].n);
    const groupOf = async (code: string) => (await app.ds.query(`SELECT price_group AS g FROM fabric_collection_item WHERE internal_code = $1`, [code]))[0].g as number | null;
    expect(await stale()).toBe(0);
    // A published product priced by a group, and a fabric of the collection it is made of.
    const [made] = (await app.ds.query(`
      SELECT p.id, c.code, product_price_group(p.configurator) AS g FROM product p, unnest(product_fabric_codes(p.fabric_skus)) c(code)
      WHERE p.is_published AND product_price_group(p.configurator) IS NOT NULL AND fabric_product(c.code) = p.id
        AND EXISTS (SELECT 1 FROM fabric_collection_item f WHERE f.internal_code = c.code)
        AND EXISTS (SELECT 1 FROM fabric_sku s WHERE s.internal_sku = c.code AND s.price_group <> product_price_group(p.configurator))
      ORDER BY p.id LIMIT 1`)) as { id: number; code: string; g: number }[];
    expect(made).toBeDefined();
    const { id, code, g } = made!;
    const own = (await app.ds.query(`SELECT price_group AS g FROM fabric_sku WHERE internal_sku = $1`, [code]))[0].g as number;
    expect(await groupOf(code)).toBe(g);
    const other = g === 8 ? 7 : g + 1;
    await app.ds.transaction(async (tx) => {
      // The product's rules move to another group.
      await tx.query(`UPDATE product SET configurator = jsonb_set(configurator, '{pricing,priceGroup}', to_jsonb($2::int)) WHERE id = $1`, [id, other]);
      expect(await stale()).toBe(0);
      // Unpublished: the fabric falls back to its SKU's group, which staff then change.
      await tx.query(`UPDATE product SET is_published = false WHERE id = $1`, [id]);
      expect((await tx.query(`SELECT price_group AS g FROM fabric_collection_item WHERE internal_code = $1`, [code]))[0].g).toBe(own);
      await tx.query(`UPDATE fabric_sku SET price_group = $2 WHERE internal_sku = $1`, [code, own === 1 ? 2 : own - 1]);
      expect((await tx.query(`SELECT price_group AS g FROM fabric_collection_item WHERE internal_code = $1`, [code]))[0].g).toBe(own === 1 ? 2 : own - 1);
      // Published again, made of another fabric: its old fabric keeps the SKU's group.
      await tx.query(`UPDATE product SET is_published = true, fabric_skus = '{}'::jsonb WHERE id = $1`, [id]);
      expect(await stale()).toBe(0);
      // A fabric added to the collection gets its group as it is written.
      await tx.query(
        `INSERT INTO fabric_collection_item (name, image, fabric_type, color_tag, material, internal_code)
         SELECT name || ' bis', image, fabric_type, color_tag, material, internal_code || '-BIS' FROM fabric_collection_item WHERE internal_code = $1`,
        [code],
      );
      expect(await stale()).toBe(0);
      throw new Error('terugdraaien');
    }).catch((e: Error) => expect(e.message).toBe('terugdraaien'));
    expect(await groupOf(code)).toBe(g);
    expect(await stale()).toBe(0);
  });
});
