/**
 * 'Tot op de centimeter' (issue 31), over the whole seeded catalogue: every configurator product takes a window of
 * 123 × 187 cm (Authentics: 1234 × 1873 mm) in a quote, over GraphQL and over the legacy REST cart; how the blind
 * hangs is the shopper's choice and reaches the order line as chosen; and no two published products share a name.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { visitor } from './visitor';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Choice {
  value: string;
  availableWhen: { group: string; values: string[] } | null;
  meaning: { mounting: string | null } | null;
}
interface Group {
  key: string;
  kind: string;
  required: boolean;
  fixedValue: string | null;
  defaultValue: string | null;
  role: string | null;
  choices: Choice[];
}
interface ConfiguratorProduct {
  id: string;
  slug: string;
  name: string;
  configurator: { dimensions: { key: string; unit: string }[]; optionGroups: Group[] };
}

/** Every published product (fewer than 30: the query's cost limit allows no more of these at once). */
const PRODUCTS = `{ products(first: 30) { totalCount nodes { id slug name configurator {
  dimensions { key unit }
  optionGroups { key kind required fixedValue defaultValue role choices { value availableWhen { group values } meaning { mounting } } } } } } }`;

async function configuratorProducts(): Promise<ConfiguratorProduct[]> {
  const { data, errors } = await app.gql(PRODUCTS);
  expect(errors).toBeUndefined();
  expect(data.products.nodes).toHaveLength(data.products.totalCount);
  return (data.products.nodes as (ConfiguratorProduct | { configurator: null })[]).filter((p): p is ConfiguratorProduct => p.configurator !== null);
}

/** The first choice a shopper can pick in every group the rules leave open, and the mounting asked for. */
function choicesFor(product: ConfiguratorProduct, mounting: 'INSIDE_RECESS' | 'OUTSIDE_FRAME'): Record<string, string> {
  const options: Record<string, string> = {};
  for (const group of product.configurator.optionGroups) {
    if (group.role === 'MOUNTING') {
      options[group.key] = group.choices.find((c) => c.meaning?.mounting === mounting)!.value;
      continue;
    }
    if (group.kind !== 'SINGLE' || !group.required || group.fixedValue !== null || group.defaultValue !== null) continue;
    const open = group.choices.find((c) => !c.availableWhen || c.availableWhen.values.includes(options[c.availableWhen.group]!));
    if (open) options[group.key] = open.value;
  }
  return options;
}

/** A window of 123 × 187 cm in the product's unit. */
const sizeOf = (product: ConfiguratorProduct) => (product.configurator.dimensions[0]!.unit === 'MM' ? { width: 1234, height: 1873 } : { width: 123, height: 187 });
/** That width in mm: 1230, or Authentics' 1234. */
const widthMm = (product: ConfiguratorProduct) => sizeOf(product).width * (product.configurator.dimensions[0]!.unit === 'MM' ? 1 : 10);
const asInput = (options: Record<string, string>) => Object.entries(options).map(([key, value]) => ({ key, value }));

const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) {
  line { unitPrice { cents } configuration { width height } madeToMeasure { measuredWidthMm fabricationWidthMm } } userErrors { code field message } } }`;
const QUOTE = `query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents } } userErrors { code message } } }`;

describe('a window of 123 × 187 cm', () => {
  it('is priced and added in every configurator, in de dag 0,5 cm narrower, with the price the quote gave', async () => {
    const products = await configuratorProducts();
    expect(products.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['blackout-white-roller-blind', 'lichtdoorlatend-wit', 'verduisterend-wit', 'rolgordijn-authentics-offwhite']),
    );
    for (const product of products) {
      const configuration = { ...sizeOf(product), options: asInput(choicesFor(product, 'INSIDE_RECESS')) };
      const quoted = (await app.gql(QUOTE, { p: product.id, c: configuration })).data.priceQuote;
      expect(quoted.userErrors, product.slug).toEqual([]);
      const { data } = await visitor(app).gql(ADD, { input: { productId: product.id, configuration } });
      expect(data.cartLineAdd.userErrors, product.slug).toEqual([]);
      expect(data.cartLineAdd.line, product.slug).toMatchObject({
        unitPrice: { cents: quoted.price.total.cents },
        configuration: sizeOf(product),
        madeToMeasure: { measuredWidthMm: widthMm(product), fabricationWidthMm: widthMm(product) - 5 },
      });
    }
    // The configuration page's product at its rate: 1,23 × 1,87 = 2,3001 m² × € 34,95 = € 80,388495 → € 80,39.
    const blackout = products.find((p) => p.slug === 'blackout-white-roller-blind')!;
    const plain = { width: 123, height: 187, options: asInput(choicesFor(blackout, 'OUTSIDE_FRAME')) };
    expect((await app.gql(QUOTE, { p: blackout.id, c: plain })).data.priceQuote.price.total.cents).toBe(8039);
  });

  it('is taken by POST /api/cart for every configurator product, hung as montageType says', async () => {
    for (const product of await configuratorProducts()) {
      const v = visitor(app);
      const { width, height } = sizeOf(product);
      const post = await v.json('POST', '/api/cart', {
        productId: Number(product.id),
        quantity: 1,
        customWidth: width,
        customHeight: height,
        montageType: 'op-de-dag',
        options: choicesFor(product, 'OUTSIDE_FRAME'),
      });
      expect([post.status, post.body?.message], product.slug).toEqual([200, undefined]);
      const { body } = await v.json('GET', '/api/cart');
      expect(body, product.slug).toEqual([expect.objectContaining({ customWidth: width, customHeight: height, montageType: 'op-de-dag' })]);
    }
  });
});

describe('how the blind hangs', () => {
  it('is asked, not assumed: without it the line is refused, and the order line keeps what the shopper chose', async () => {
    const products = await configuratorProducts();
    const light = products.find((p) => p.slug === 'lichtdoorlatend-wit')!;
    const blackout = products.find((p) => p.slug === 'blackout-white-roller-blind')!;
    const v = visitor(app);
    const without = Object.entries(choicesFor(light, 'INSIDE_RECESS')).filter(([key]) => key !== 'mounting');
    const refused = (await v.gql(ADD, { input: { productId: light.id, configuration: { width: 123, height: 187, options: asInput(Object.fromEntries(without)) } } })).data;
    expect(refused.cartLineAdd.userErrors).toEqual([
      { code: 'REQUIRED', field: ['input', 'configuration', 'options', 'mounting'], message: 'Kies een optie bij Montage.' },
    ]);
    // Before issue 31 the light-filtering blind hung op de dag and the configuration page's in de dag, whatever the shopper wanted.
    for (const [product, mounting] of [[light, 'INSIDE_RECESS'], [blackout, 'OUTSIDE_FRAME']] as const) {
      const { data } = await v.gql(ADD, { input: { productId: product.id, configuration: { width: 123, height: 187, options: asInput(choicesFor(product, mounting)) } } });
      expect(data.cartLineAdd.userErrors).toEqual([]);
    }
    const placed = await v.gql(`mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id } userErrors { code message } } }`, {
      input: {
        attemptId: randomUUID(),
        customer: { name: 'An Peeters', email: 'an.peeters@example.com', phone: '+32 470 12 34 56', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' },
        paymentMethod: 'BANCONTACT',
        acceptNoWithdrawal: true,
      },
    });
    expect(placed.data.orderPlace.userErrors).toEqual([]);
    const staff = await signInStaff(app.url, app.services);
    const { data } = await app.gql(`query($id: ID!) { order(id: $id) { items { productName mounting selectedWidth fabricationWidthMm } } }`, { id: placed.data.orderPlace.order.id }, { cookie: staff });
    expect(data.order.items).toEqual([
      { productName: 'Lichtdoorlatend rolgordijn – Wit', mounting: 'INSIDE_RECESS', selectedWidth: 123, fabricationWidthMm: 1225 },
      { productName: 'Verduisterend rolgordijn – Wit', mounting: 'OUTSIDE_FRAME', selectedWidth: 123, fabricationWidthMm: 1230 },
    ]);
  });
});

describe('the published catalogue', () => {
  it('has no two products of the same name (issue 31: two "Verduisterend rolgordijn – Wit" side by side in the search)', async () => {
    const { data } = await app.gql(`{ products(first: 100) { totalCount nodes { slug name } } }`);
    const nodes = data.products.nodes as { slug: string; name: string }[];
    expect(nodes).toHaveLength(data.products.totalCount);
    const named = new Map<string, string[]>();
    for (const { slug, name } of nodes) named.set(name, [...(named.get(name) ?? []), slug]);
    expect([...named].filter(([, slugs]) => slugs.length > 1)).toEqual([]);
    expect(named.get('Verduisterend rolgordijn Compleet – Wit')).toEqual(['verduisterend-wit']);
  });
});
