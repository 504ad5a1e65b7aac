/** The listings' filters, sorts and search run in PostgreSQL (issue 9): what each argument finds. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const PRODUCTS = `
  query($listing: ProductListing, $search: String, $colors: [String!], $transparencies: [Transparency!], $fabricTypes: [FabricType!], $controls: [ProductControl!], $sort: ProductSort) {
    products(listing: $listing, search: $search, colors: $colors, transparencies: $transparencies, fabricTypes: $fabricTypes, controls: $controls, sort: $sort, first: 100) {
      totalCount
      nodes { slug name fabricType transparency controls colors { name } price { cents } }
    }
  }`;

async function products(variables: Record<string, unknown>) {
  const { data, errors } = await app.gql(PRODUCTS, variables);
  expect(errors).toBeUndefined();
  expect(data.products.nodes).toHaveLength(data.products.totalCount);
  return data.products.nodes as { slug: string; name: string; fabricType: string; transparency: string | null; controls: string[]; colors: { name: string }[]; price: { cents: number } }[];
}
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

/** Publishes the blackout listing's colour variants for one test (only the white one is published in the seed). */
async function withBlackoutVariantsPublished(run: () => Promise<void>) {
  await app.ds.query(`UPDATE product SET is_published = true WHERE slug LIKE 'verduisterend-%'`);
  try {
    await run();
  } finally {
    await app.ds.query(`UPDATE product SET is_published = false WHERE slug LIKE 'verduisterend-%' AND slug <> 'verduisterend-wit'`);
  }
}

describe('listing filters', () => {
  it('shows only published products: the seeded listings each hold their white blind', async () => {
    expect(slugs(await products({ listing: 'LICHTDOORLATEND' }))).toEqual(['lichtdoorlatend-wit']);
    expect(slugs(await products({ listing: 'VERDUISTEREND' }))).toEqual(['verduisterend-wit']);
  });

  it('filters by colour names, case- and accent-insensitively, any of several', async () => {
    expect(slugs(await products({ listing: 'VERDUISTEREND', colors: ['WIT'] }))).toEqual(['verduisterend-wit']);
    expect(await products({ listing: 'VERDUISTEREND', colors: ['Zwart'] })).toEqual([]);
    await withBlackoutVariantsPublished(async () => {
      const found = await products({ listing: 'VERDUISTEREND', colors: ['zwart', 'grijs'] });
      expect(slugs(found).sort()).toEqual(['verduisterend-grijs', 'verduisterend-zwart']);
      expect(slugs(await products({ listing: 'VERDUISTEREND', colors: ['Antracíet'] }))).toEqual(['verduisterend-antraciet']);
    });
  });

  it('filters by blackout level and combines it with colours (AND)', async () => {
    await withBlackoutVariantsPublished(async () => {
      const blackout = await products({ listing: 'VERDUISTEREND', transparencies: ['BLACKOUT'] });
      expect(blackout.every((p) => p.transparency === 'BLACKOUT')).toBe(true);
      expect(slugs(blackout).sort()).toEqual(['verduisterend-antraciet', 'verduisterend-wit', 'verduisterend-zwart']);
      const levels = await products({ listing: 'VERDUISTEREND', transparencies: ['SEMI_BLACKOUT', 'DIMOUT'] });
      expect(slugs(levels).sort()).toEqual(['verduisterend-beige', 'verduisterend-grijs', 'verduisterend-taupe']);
      expect(slugs(await products({ listing: 'VERDUISTEREND', transparencies: ['DIMOUT'], colors: ['Beige', 'Wit'] }))).toEqual(['verduisterend-beige']);
      expect(await products({ listing: 'VERDUISTEREND', transparencies: ['DIMOUT'], colors: ['Wit'] })).toEqual([]);
    });
  });

  it('sorts by popularity (position), by price ascending and by price descending', async () => {
    await withBlackoutVariantsPublished(async () => {
      const popular = await products({ listing: 'VERDUISTEREND' });
      expect(slugs(popular)).toEqual(['verduisterend-zwart', 'verduisterend-grijs', 'verduisterend-beige', 'verduisterend-antraciet', 'verduisterend-taupe', 'verduisterend-wit']);
      const up = (await products({ listing: 'VERDUISTEREND', sort: 'PRICE_ASC' })).map((p) => p.price.cents);
      // The blackout white configurator sorts by its lowest price (issue 31): 0,40 m² × € 36,95 = € 14,78.
      expect(up).toEqual([1478, 3395, 3595, 3895, 3995, 4195]);
      const down = (await products({ listing: 'VERDUISTEREND', sort: 'PRICE_DESC' })).map((p) => p.price.cents);
      expect(down).toEqual([4195, 3995, 3895, 3595, 3395, 1478]);
    });
  });

  it('filters the overview by fabric type and by control', async () => {
    const all = await products({ listing: 'OVERVIEW' });
    const blackout = await products({ listing: 'OVERVIEW', fabricTypes: ['VERDUISTEREND'] });
    expect(slugs(blackout)).toEqual(['blackout-white-roller-blind', 'blackout-grey-roller-blind']);
    const light = await products({ listing: 'OVERVIEW', fabricTypes: ['LICHTDOORLATEND', 'SEMI_TRANSPARANT', 'SCREEN'] });
    expect(slugs(light).sort()).toEqual(slugs(all.filter((p) => p.fabricType !== 'VERDUISTEREND')).sort());
    expect(light.length).toBe(4);
    expect(slugs(await products({ listing: 'OVERVIEW', controls: ['CHAIN'] }))).toEqual(slugs(all));
    expect(await products({ listing: 'OVERVIEW', controls: ['MOTOR'] })).toEqual([]);
    await app.ds.query(`UPDATE product SET controls = '{chain,motor}' WHERE slug = 'screen-grey-roller-blind'`);
    try {
      expect(slugs(await products({ listing: 'OVERVIEW', controls: ['MOTOR'] }))).toEqual(['screen-grey-roller-blind']);
    } finally {
      await app.ds.query(`UPDATE product SET controls = '{chain}' WHERE slug = 'screen-grey-roller-blind'`);
    }
  });

  it('treats an empty list as no filter and refuses unknown values or too many with BAD_USER_INPUT', async () => {
    expect((await products({ listing: 'OVERVIEW', colors: [], transparencies: [], fabricTypes: [], controls: [] })).length).toBe(6);
    for (const variables of [{ transparencies: ['Blackout'] }, { sort: 'PRICE' }, { controls: ['HAND'] }, { colors: Array.from({ length: 21 }, () => 'Wit') }]) {
      const { errors } = await app.gql(PRODUCTS, variables);
      expect(errors?.[0].extensions.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('search', () => {
  it('finds in name, description and fabric type, case- and accent-insensitively', async () => {
    const plain = await products({ search: 'verduisterend' });
    expect(plain.length).toBeGreaterThanOrEqual(3);
    expect(plain.every((p) => /verduister/i.test(p.name) || p.fabricType === 'VERDUISTEREND')).toBe(true);
    expect(slugs(await products({ search: 'VERDUISTÉREND' }))).toEqual(slugs(plain));
    expect(slugs(await products({ search: '  Verduisterend  ' }))).toEqual(slugs(plain));
  });

  it('finds accented text with a plain term', async () => {
    await app.ds.query(`UPDATE product SET description = description || ' Crème-kleurige cassette.' WHERE slug = 'screen-bronze-roller-blind'`);
    try {
      expect(slugs(await products({ search: 'creme' }))).toEqual(['screen-bronze-roller-blind']);
      expect(slugs(await products({ search: 'CRÈME' }))).toEqual(['screen-bronze-roller-blind']);
    } finally {
      await app.ds.query(`UPDATE product SET description = replace(description, ' Crème-kleurige cassette.', '') WHERE slug = 'screen-bronze-roller-blind'`);
    }
  });

  it('combines search with a listing and never shows unpublished products', async () => {
    expect(slugs(await products({ search: 'zwart' }))).toEqual([]);
    expect(slugs(await products({ listing: 'VERDUISTEREND', search: 'wit' }))).toEqual(['verduisterend-wit']);
  });
});
