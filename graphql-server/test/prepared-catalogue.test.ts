/**
 * The published catalogue held in each process as one prepared value (issue 32, item 4; catalog/prepared-catalogue.ts).
 * What a client sees: the public reads answer exactly what the database answers (an app that queries for each request,
 * on the same database, is the reference); a staff change to a product or a price is in the very next answer, in this
 * process and — once its notification arrived — in another; an unpublished product is never answered. "Held" is seen
 * by changing the database behind the shop's back (nothing is published): the shop then still answers what it held.
 * No answer is kept (keepAnswers stays off): every answer here is worked out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';

let held: TestApp;
let other: TestApp;
let queried: TestApp;
let staff: string;
beforeAll(async () => {
  held = await startTestApp({ app: { prepareCatalogue: true } });
  // A second process with a prepared catalogue of its own, and one that queries for every request, on the same database.
  other = await startTestApp({ app: { prepareCatalogue: true }, sameDatabaseAs: held });
  queried = await startTestApp({ sameDatabaseAs: held });
  staff = await signInStaff(held.url, held.services);
});
afterAll(async () => {
  await queried?.close();
  await other?.close();
  await held?.close();
});

const SLUG = 'lichtdoorlatend-wit';
const UPDATE = 'mutation($input: ProductUpdateInput!) { productUpdate(input: $input) { userErrors { code } } }';
const GROUP_UPDATE = 'mutation($input: PriceGroupInput!) { priceGroupUpdate(input: $input) { userErrors { code } } }';
const PRODUCT =
  'query($slug: String, $id: ID) { product(slug: $slug, id: $id) { id slug name price { cents formatted } sizes { key } configurator { layout ' +
  'dimensions { key label unit min max step errorText } pricing { mode } minimumPrice { cents formatted } ' +
  'optionGroups { key label role kind required choices { value label availableWhen { group values } } } } } }';
const PAGE =
  'query($first: Int, $after: String, $sort: ProductSort) { products(first: $first, after: $after, sort: $sort) { totalCount ' +
  'edges { cursor node { id slug name price { cents } sortOrder } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }';

const nameOf = async (app: TestApp, slug = SLUG) => (await app.gql(PRODUCT, { slug })).data.product?.name as string | undefined;
const restNames = async (app: TestApp) => ((await (await app.fetch('/api/products')).json()) as { slug: string; name: string }[]).map((p) => `${p.slug} ${p.name}`);
const renameBehindTheShop = (name: string, slug = SLUG) => held.ds.query('UPDATE product SET name = $1 WHERE slug = $2', [name, slug]);

/** Waits until `holds` is true, asking again every 20 ms, for at most 5 s (far below the 30 s the catalogue is held). */
async function eventually(holds: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the prepared catalogue', () => {
  it('answers what the database answers: products by slug and id, every sort and page, REST', async () => {
    const id = await held.productId(SLUG);
    const same = async (query: string, variables: Record<string, unknown>) => {
      const answer = await held.gql(query, variables);
      expect(answer, JSON.stringify(variables)).toEqual(await queried.gql(query, variables));
      return answer;
    };
    await same(PRODUCT, { slug: SLUG });
    await same(PRODUCT, { slug: ' Lichtdoorlatend-WIT ' });
    await same(PRODUCT, { id });
    await same(PRODUCT, { slug: 'bestaat-niet' });
    await same(PRODUCT, { id: '999999' });
    for (const sort of ['POPULARITY', 'PRICE_ASC', 'PRICE_DESC']) {
      let after: string | null = null;
      let pages = 0;
      do {
        const answer = await same(PAGE, { first: 3, after, sort });
        after = answer.data.products.pageInfo.hasNextPage ? answer.data.products.pageInfo.endCursor : null;
        pages++;
      } while (after);
      expect(pages).toBeGreaterThan(1);
    }
    await same(PAGE, { first: 100 });
    // Cursors the database refuses are refused alike (beyond int4; not a cursor; a page size out of range).
    const beyond = Buffer.from(JSON.stringify(['2147483648', '1'])).toString('base64url');
    expect((await same(PAGE, { first: 2, after: beyond })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await same(PAGE, { first: 2, after: 'geen-cursor' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await same(PAGE, { first: 101 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await (await held.fetch('/api/products')).json()).toEqual(await (await queried.fetch('/api/products')).json());
    expect(await (await held.fetch(`/api/products/${SLUG}`)).json()).toEqual(await (await queried.fetch(`/api/products/${SLUG}`)).json());
  });

  it('shows a staff change to a product on the very next read, over GraphQL and REST, in this process and another', async () => {
    const id = await held.productId(SLUG);
    await nameOf(held);
    await nameOf(other);
    await renameBehindTheShop('Stil hernoemd');
    // Nothing was published: both processes answer from what they hold.
    expect(await nameOf(held)).not.toBe('Stil hernoemd');
    expect(await nameOf(other)).not.toBe('Stil hernoemd');

    const changed = await held.gql(UPDATE, { input: { id, name: 'Lichtdoorlatend – Staf' } }, { cookie: staff });
    expect(changed.data.productUpdate.userErrors).toEqual([]);
    expect(await nameOf(held)).toBe('Lichtdoorlatend – Staf');
    expect((await held.gql(PRODUCT, { id })).data.product.name).toBe('Lichtdoorlatend – Staf');
    expect(await restNames(held)).toContain(`${SLUG} Lichtdoorlatend – Staf`);
    expect((await held.gql(PAGE, { first: 100 })).data.products.edges.map((e: { node: { name: string } }) => e.node.name)).toContain('Lichtdoorlatend – Staf');
    await eventually(async () => (await nameOf(other)) === 'Lichtdoorlatend – Staf');
    expect(await restNames(other)).toContain(`${SLUG} Lichtdoorlatend – Staf`);
  });

  it('shows a staff change to a price on the next quote and the next product read', async () => {
    const id = await held.productId('screen-grey-roller-blind');
    const c = { width: 100, height: 160, options: [{ key: 'controlType', value: 'plastic-white' }, { key: 'bottomBar', value: 'not-covered' }, { key: 'controlSide', value: 'left' }, { key: 'mounting', value: 'inside-recess' }] };
    const QUOTE = 'query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents } } userErrors { code } } }';
    const total = async (app: TestApp) => (await app.gql(QUOTE, { p: id, c })).data.priceQuote.price.total.cents as number;
    const from = async (app: TestApp) => (await app.gql(PRODUCT, { id })).data.product.price.cents as number;
    expect(await total(held)).toBe(6392); // 1,60 m² × € 39,95
    expect(await total(other)).toBe(6392);
    const before = await from(held);
    const groups = await held.gql('{ priceGroups { nodes { group version } } }', {}, { cookie: staff });
    const version = groups.data.priceGroups.nodes.find((g: { group: number }) => g.group === 6).version;
    const changed = await held.gql(GROUP_UPDATE, { input: { group: 6, expectedVersion: version, pricePerSquareMetreCents: 4195 } }, { cookie: staff });
    expect(changed.data.priceGroupUpdate.userErrors).toEqual([]);
    expect(await total(held)).toBe(6712); // 1,60 m² × € 41,95
    expect(await from(held)).toBeGreaterThan(before);
    expect(await from(held)).toBe(await from(queried));
    await eventually(async () => (await total(other)) === 6712);
  });

  it('never answers a product staff unpublished, and answers it again once published', async () => {
    const slug = 'blackout-white-roller-blind';
    const id = await held.productId(slug);
    const QUOTE = 'query($p: ID!) { priceQuote(productId: $p, configuration: { width: 150, height: 180, options: [] }) { userErrors { code } } }';
    expect(await nameOf(held, slug)).toBeTruthy();
    expect(await nameOf(other, slug)).toBeTruthy();

    const hidden = await held.gql(UPDATE, { input: { id, published: false } }, { cookie: staff });
    expect(hidden.data.productUpdate.userErrors).toEqual([]);
    expect(await nameOf(held, slug)).toBeUndefined();
    expect((await held.gql(PRODUCT, { id })).data.product).toBeNull();
    expect((await held.fetch(`/api/products/${slug}`)).status).toBe(404);
    expect((await restNames(held)).some((p) => p.startsWith(`${slug} `))).toBe(false);
    expect((await held.gql(PAGE, { first: 100 })).data.products.edges.some((e: { node: { slug: string } }) => e.node.slug === slug)).toBe(false);
    expect((await held.gql(QUOTE, { p: id })).data.priceQuote.userErrors.map((e: { code: string }) => e.code)).toEqual(['PRODUCT_NOT_FOUND']);
    await eventually(async () => (await nameOf(other, slug)) === undefined);

    const shown = await held.gql(UPDATE, { input: { id, published: true } }, { cookie: staff });
    expect(shown.data.productUpdate.userErrors).toEqual([]);
    expect(await nameOf(held, slug)).toBeTruthy();
    await eventually(async () => (await nameOf(other, slug)) !== undefined);
  });

  it('follows a renamed slug to the product, as the database does', async () => {
    const slug = 'screen-grey-roller-blind';
    const id = await held.productId(slug);
    await nameOf(held, slug);
    const renamed = await held.gql(UPDATE, { input: { id, slug: 'screen-grijs' } }, { cookie: staff });
    expect(renamed.data.productUpdate.userErrors).toEqual([]);
    const old = await held.gql(PRODUCT, { slug });
    expect(old.data.product.slug).toBe('screen-grijs');
    expect(old).toEqual(await queried.gql(PRODUCT, { slug }));
  });
});
