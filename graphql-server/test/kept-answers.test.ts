/**
 * The catalogue's answers kept for anonymous visitors (issue 32, item 4; http/answer-cache.ts). What a client sees:
 * a kept answer is the answer the API works out, byte for byte; a staff change to what the shop shows is in the next
 * answer; a staff member, a cart and a request that says `Cache-Control: no-cache` always get an answer worked out for
 * them. "Kept" is seen by changing the database behind the shop's back (nothing is published): an anonymous visitor
 * then still gets what was kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { visitor } from './visitor';

let app: TestApp;
let staff: string;
beforeAll(async () => {
  app = await startTestApp({ app: { keepAnswers: true } });
  staff = await signInStaff(app.url, app.services);
});
afterAll(async () => {
  await app?.close();
});

const SLUG = 'lichtdoorlatend-wit';
const PRODUCT = 'query($slug: String!) { product(slug: $slug) { id name price { cents formatted } configurator { layout dimensions { key min max } } } }';
const QUOTE = 'query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents } } userErrors { code } } }';
const UPDATE = 'mutation($input: ProductUpdateInput!) { productUpdate(input: $input) { userErrors { code } } }';
const GROUP_UPDATE = 'mutation($input: PriceGroupInput!) { priceGroupUpdate(input: $input) { userErrors { code } } }';

/** POST /graphql as sent, and the answer as it came: status, content type, cache control, ETag and the bytes of its body. */
async function ask(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await app.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  const { headers: h } = res;
  return { status: res.status, type: h.get('content-type'), cacheControl: h.get('cache-control'), etag: h.get('etag'), text: await res.text() };
}
const nameOf = async (headers: Record<string, string> = {}) => JSON.parse((await ask(PRODUCT, { slug: SLUG }, headers)).text).data.product.name as string;
const renameBehindTheShop = (name: string) => app.ds.query('UPDATE product SET name = $1 WHERE slug = $2', [name, SLUG]);

describe('a kept answer', () => {
  it('is the answer the API works out, byte for byte, and is kept from the second request on', async () => {
    const worked = await ask(PRODUCT, { slug: SLUG }, { 'cache-control': 'no-cache' });
    const second = await ask(PRODUCT, { slug: SLUG });
    await renameBehindTheShop('Stil hernoemd 1');
    const kept = await ask(PRODUCT, { slug: SLUG });
    expect(worked.status).toBe(200);
    expect(kept).toEqual(worked);
    expect(second).toEqual(worked);
    expect(kept.cacheControl).toBe('no-store');
    expect(kept.etag).toBeTruthy();
    // Asked with no-cache, the API works it out again.
    expect(await nameOf({ 'cache-control': 'no-cache' })).toBe('Stil hernoemd 1');
  });

  it('shows a staff change to a product on the next read, over GraphQL and REST', async () => {
    const id = await app.productId(SLUG);
    const rest = async () => ((await (await app.fetch('/api/products')).json()) as { id: number; name: string }[]).find((p) => String(p.id) === id)!.name;
    await nameOf();
    await nameOf();
    await rest();
    await rest();
    const changed = await app.gql(UPDATE, { input: { id, name: 'Lichtdoorlatend – Staf' } }, { cookie: staff });
    expect(changed.data.productUpdate.userErrors).toEqual([]);
    expect(await nameOf()).toBe('Lichtdoorlatend – Staf');
    expect(await rest()).toBe('Lichtdoorlatend – Staf');
  });

  it('is a REST answer with the bytes and the ETag the route gave it', async () => {
    const first = await app.fetch('/api/products/lichtdoorlatend-wit');
    const etag = first.headers.get('etag')!;
    await app.fetch('/api/products/lichtdoorlatend-wit');
    const kept = await app.fetch('/api/products/lichtdoorlatend-wit');
    expect(kept.headers.get('etag')).toBe(etag);
    expect(await kept.text()).toBe(await first.text());
  });

  it('shows a staff change to a price on the next quote', async () => {
    const id = await app.productId('screen-grey-roller-blind');
    const c = { width: 100, height: 160, options: [{ key: 'controlType', value: 'plastic-white' }, { key: 'bottomBar', value: 'not-covered' }, { key: 'controlSide', value: 'left' }, { key: 'mounting', value: 'inside-recess' }] };
    const total = async () => JSON.parse((await ask(QUOTE, { p: id, c })).text).data.priceQuote.price.total.cents as number;
    expect(await total()).toBe(6392); // 1,60 m² × € 39,95
    expect(await total()).toBe(6392);
    const groups = await app.gql('{ priceGroups { nodes { group version } } }', {}, { cookie: staff });
    const version = groups.data.priceGroups.nodes.find((g: { group: number }) => g.group === 6).version;
    const changed = await app.gql(GROUP_UPDATE, { input: { group: 6, expectedVersion: version, pricePerSquareMetreCents: 4195 } }, { cookie: staff });
    expect(changed.data.priceGroupUpdate.userErrors).toEqual([]);
    expect(await total()).toBe(6712); // 1,60 m² × € 41,95
  });

  it('is never given to a staff member, nor is a staff member\'s answer kept for others', async () => {
    await nameOf();
    await nameOf();
    await renameBehindTheShop('Stil hernoemd 2');
    expect(await nameOf({ cookie: staff })).toBe('Stil hernoemd 2');
    expect(await nameOf({ cookie: staff })).toBe('Stil hernoemd 2');
    expect(await nameOf(), 'the visitor gets what was kept for visitors').not.toBe('Stil hernoemd 2');

    // A staff member asks a query no visitor asked yet, twice; changed behind the shop, a visitor gets the change.
    const query = 'query($slug: String!) { product(slug: $slug) { name slug } }';
    const name = async (headers: Record<string, string> = {}) => JSON.parse((await ask(query, { slug: SLUG }, headers)).text).data.product.name as string;
    expect(await name({ cookie: staff })).toBe('Stil hernoemd 2');
    expect(await name({ cookie: staff })).toBe('Stil hernoemd 2');
    await renameBehindTheShop('Stil hernoemd 3');
    expect(await name()).toBe('Stil hernoemd 3');
  });

  it('is never given for a cart, alone or beside the catalogue', async () => {
    const shopper = visitor(app);
    const productId = await app.productId('blackout-white-roller-blind');
    const created = await shopper.gql('mutation { cartCreate { cart { id } } }');
    const cartId = created.data.cartCreate.cart.id as string;
    const query = 'query($id: ID) { cart(id: $id) { itemCount } products(first: 1) { nodes { slug } } }';
    const count = async () => (await shopper.gql(query, { id: cartId })).data.cart.itemCount as number;
    expect(await count()).toBe(0);
    expect(await count()).toBe(0);
    const options = [['controlType', 'metal-chain'], ['bottomBar', 'covered-both'], ['controlSide', 'left'], ['profileColor', 'white'], ['mounting', 'inside-recess']];
    const added = await shopper.gql('mutation($cartId: ID, $i: CartLineAddInput!) { cartLineAdd(cartId: $cartId, input: $i) { userErrors { code } } }', {
      cartId,
      i: { productId, configuration: { width: 150, height: 180, options: options.map(([key, value]) => ({ key, value })) } },
    });
    expect(added.data.cartLineAdd.userErrors).toEqual([]);
    expect(await count()).toBe(1);
  });

  it('is never given for a query that asks for anything beside the catalogue', async () => {
    const query = 'query($slug: String!) { product(slug: $slug) { name } staffMe { email } }';
    const name = async () => JSON.parse((await ask(query, { slug: SLUG })).text).data.product.name as string;
    await name();
    await name();
    await renameBehindTheShop('Stil hernoemd 4');
    expect(await name()).toBe('Stil hernoemd 4');
  });
});
