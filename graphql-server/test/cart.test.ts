import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { visitor, type Visitor } from './visitor';

let app: TestApp;
/** Product ids by slug, read once. */
const ids: Record<string, string> = {};
beforeAll(async () => {
  app = await startTestApp();
  for (const slug of ['blackout-white-roller-blind', 'verduisterend-zwart', 'translucent-grijs']) ids[slug] = await app.productId(slug);
});
afterAll(async () => {
  await app?.close();
});

const LINES = `lines { id quantity product { slug name } unitPrice { cents } total { cents } summary configuration { width height unit options { key values } } }`;
const CART = `{ cart { id itemCount totals { subtotal { cents formatted } shipping { cents } total { cents } vat { cents } toFreeShipping { cents } } ${LINES} } }`;
const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) {
  cart { itemCount totals { subtotal { cents } } lines { id quantity unitPrice { cents } } }
  userErrors { code field message } } }`;

const blackout = (width = 150, height = 180, extra: Record<string, string> = {}) => ({
  productId: ids['blackout-white-roller-blind']!,
  configuration: {
    width,
    height,
    options: Object.entries({ controlType: 'metal-chain', bottomBar: 'covered-both', controlSide: 'left', profileColor: 'white', mounting: 'inside-recess', ...extra }).map(
      ([key, value]) => ({ key, value }),
    ),
  },
});

async function cartOf(v: Visitor) {
  return (await v.gql(CART)).data!.cart;
}

describe('priceQuote', () => {
  it('prices a configuration with the breakdown the engine gives (SPEC §9 blackout formula)', async () => {
    const { data } = await app.gql(
      `query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) {
        price { total { cents formatted } vat { cents } areaM2 lines { key label amount { cents } } } userErrors { field message } } }`,
      { p: ids['blackout-white-roller-blind'], c: blackout().configuration },
    );
    expect(data.priceQuote.userErrors).toEqual([]);
    expect(data.priceQuote.price.total).toEqual({ cents: 12102, formatted: '€\u00a0121,02' });
    expect(data.priceQuote.price.areaM2).toBe(2.7);
    expect(data.priceQuote.price.lines.map((l: any) => l.key)).toEqual(['area', 'controlType', 'bottomBar']);
  });

  it('answers field errors in Dutch for a configuration out of range', async () => {
    const { data } = await app.gql(
      `query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents } } userErrors { code field message } } }`,
      { p: ids['blackout-white-roller-blind'], c: blackout(300, 90).configuration },
    );
    expect(data.priceQuote.price).toBeNull();
    expect(data.priceQuote.userErrors).toEqual([
      { code: 'OUT_OF_RANGE', field: ['configuration', 'width'], message: 'Breedte moet tussen 40 en 240 cm zijn' },
      { code: 'OUT_OF_RANGE', field: ['configuration', 'height'], message: 'Hoogte moet tussen 100 en 250 cm zijn' },
    ]);
  });
});

describe('the visitor cart over GraphQL', () => {
  it('has no cart without a cookie, and the first add creates one and sets an HttpOnly SameSite=Lax cookie', async () => {
    const v = visitor(app);
    expect(await cartOf(v)).toBeNull();
    const { data } = await v.gql(ADD, { input: blackout() });
    expect(data.cartLineAdd.userErrors).toEqual([]);
    expect(data.cartLineAdd.cart.lines).toHaveLength(1);
    const cookie = v.setCookies.find((c) => c.startsWith('lumina_cart='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const cart = await cartOf(v);
    expect(cart.itemCount).toBe(1);
    expect(cart.lines[0]).toMatchObject({
      quantity: 1,
      product: { slug: 'blackout-white-roller-blind' },
      unitPrice: { cents: 12102 },
      total: { cents: 12102 },
      configuration: { width: 150, height: 180, unit: 'CM' },
    });
    expect(cart.lines[0].summary).toContain('Afmetingen: 150 × 180 cm');
    // € 121,02 + € 19,95 shipping (below € 375) = € 140,97, of which VAT 14097 × 21 / 121 = 2446,6… → € 24,47.
    expect(cart.totals).toEqual({
      subtotal: { cents: 12102, formatted: '€\u00a0121,02' },
      shipping: { cents: 1995 },
      total: { cents: 14097 },
      vat: { cents: 2447 },
      toFreeShipping: { cents: 25398 },
    });
  });

  it('raises the quantity for the same configuration and never merges different ones', async () => {
    const v = visitor(app);
    await v.gql(ADD, { input: blackout() });
    await v.gql(ADD, { input: { ...blackout(), quantity: 2 } });
    await v.gql(ADD, { input: blackout(160) });
    const cart = await cartOf(v);
    expect(cart.lines.map((l: any) => [l.configuration.width, l.quantity])).toEqual([
      [150, 3],
      [160, 1],
    ]);
    expect(cart.itemCount).toBe(4);
    // 3 × € 121,02 = € 363,06, and the 160 cm line brings the cart past € 375: shipping is free.
    expect(cart.lines[0].total.cents).toBe(36306);
    expect(cart.totals).toMatchObject({ subtotal: { cents: 36306 + cart.lines[1].total.cents }, shipping: { cents: 0 }, toFreeShipping: { cents: 0 } });
  });

  it("names the fabric each line is made in, as the fabric collection codes it: the product's fabric in its colour", async () => {
    const v = visitor(app);
    await v.gql(ADD, { input: blackout() });
    await v.gql(ADD, { input: { ...blackout(), productId: await app.productId('blackout-grey-roller-blind') } });
    const { data } = await v.gql(`{ cart { lines { product { slug } fabricCode } } }`);
    expect(data!.cart.lines).toEqual([
      { product: { slug: 'blackout-white-roller-blind' }, fabricCode: 'LUM-VD-0101' },
      { product: { slug: 'blackout-grey-roller-blind' }, fabricCode: 'LUM-VD-0103' },
    ]);
  });

  it('keeps two visitors apart', async () => {
    const a = visitor(app);
    const b = visitor(app);
    await a.gql(ADD, { input: blackout() });
    await b.gql(ADD, { input: blackout(200) });
    expect((await cartOf(a)).lines.map((l: any) => l.configuration.width)).toEqual([150]);
    expect((await cartOf(b)).lines.map((l: any) => l.configuration.width)).toEqual([200]);
    expect(a.jar.get('lumina_cart')).not.toBe(b.jar.get('lumina_cart'));
    // A line id from another cart cannot be touched.
    const bLine = (await cartOf(b)).lines[0].id;
    const { data } = await a.gql(`mutation($id: ID!) { cartLineRemove(id: $id) { userErrors { code } } }`, { id: bLine });
    expect(data.cartLineRemove.userErrors).toEqual([{ code: 'LINE_NOT_FOUND' }]);
    expect((await cartOf(b)).lines).toHaveLength(1);
  });

  it('updates, removes at 0, removes and clears lines', async () => {
    const v = visitor(app);
    await v.gql(ADD, { input: blackout() });
    await v.gql(ADD, { input: blackout(200) });
    const [first, second] = (await cartOf(v)).lines;
    const update = `mutation($id: ID!, $q: Int!) { cartLineUpdate(id: $id, input: { quantity: $q }) { cart { itemCount lines { id quantity } } userErrors { code } } }`;
    expect((await v.gql(update, { id: first.id, q: 4 })).data.cartLineUpdate.cart.itemCount).toBe(5);
    expect((await v.gql(update, { id: first.id, q: 0 })).data.cartLineUpdate.cart.lines.map((l: any) => l.id)).toEqual([second.id]);
    const removed = await v.gql(`mutation($id: ID!) { cartLineRemove(id: $id) { cart { itemCount } userErrors { code } } }`, { id: second.id });
    expect(removed.data.cartLineRemove).toEqual({ cart: { itemCount: 0 }, userErrors: [] });
    await v.gql(ADD, { input: blackout() });
    const cleared = await v.gql(`mutation { cartClear { cart { itemCount lines { id } } userErrors { code } } }`);
    expect(cleared.data.cartClear).toEqual({ cart: { itemCount: 0, lines: [] }, userErrors: [] });
  });

  it('loses nothing when adds to one cart arrive at the same time', async () => {
    const v = visitor(app);
    await v.gql(ADD, { input: blackout(100) }); // the cookie exists before the burst
    await Promise.all([
      ...Array.from({ length: 15 }, () => v.gql(ADD, { input: blackout(100) })),
      ...Array.from({ length: 5 }, (_, i) => v.gql(ADD, { input: blackout(105 + i * 5) })),
    ]);
    const cart = await cartOf(v);
    expect(cart.lines.find((l: any) => l.configuration.width === 100).quantity).toBe(16);
    expect(cart.lines).toHaveLength(6);
    expect(cart.itemCount).toBe(21);
  });
});

describe('bad input changes nothing', () => {
  // Thunks: product ids are known only once the app runs. Slugs stand for that product's id, except in the slug case.
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['an unknown product', () => ({ productId: 'bestaat-niet' }), 'PRODUCT_NOT_FOUND'],
    ['an unpublished product', () => ({ productId: 'verduisterend-zwart' }), 'PRODUCT_NOT_FOUND'],
    ['a slug instead of an id', () => ({ productId: 'blackout-white-roller-blind' }), 'PRODUCT_NOT_FOUND'],
    ['a width out of range', () => blackout(250), 'OUT_OF_RANGE'],
    ['a fraction of a centimetre', () => blackout(150.5), 'NOT_AN_INTEGER'],
    ['a negative quantity', () => ({ ...blackout(), quantity: -2 }), 'INVALID_QUANTITY'],
    ['an absurd quantity', () => ({ ...blackout(), quantity: 100000 }), 'INVALID_QUANTITY'],
    ['an unknown option', () => blackout(150, 180, { colour: 'pink' }), 'UNKNOWN_OPTION'],
    ['an unknown choice', () => blackout(150, 180, { controlType: 'gold-chain' }), 'INVALID_CHOICE'],
    ['a missing dimension', () => ({ productId: 'blackout-white-roller-blind' }), 'REQUIRED'],
  ];
  const resolve = (name: string, input: Record<string, unknown>) =>
    name === 'a slug instead of an id' || typeof input.productId !== 'string' || !(input.productId in ids)
      ? input
      : { ...input, productId: ids[input.productId] };
  for (const [name, input, code] of cases) {
    it(`rejects ${name} with a Dutch user error`, async () => {
      const v = visitor(app);
      await v.gql(ADD, { input: blackout() });
      const before = await cartOf(v);
      const { data, errors } = await v.gql(ADD, { input: resolve(name, input()) });
      expect(errors).toBeUndefined();
      expect(data.cartLineAdd.userErrors.map((e: any) => e.code)).toContain(code);
      expect(data.cartLineAdd.userErrors.every((e: any) => /[a-z]/.test(e.message) && !/error/i.test(e.message))).toBe(true);
      expect(data.cartLineAdd.userErrors.every((e: any) => e.field === null || e.field[0] === 'input')).toBe(true);
      expect(await cartOf(v)).toEqual(before);
    });
  }

  it('rejects a quantity over 99 for one configuration across adds', async () => {
    const v = visitor(app);
    await v.gql(ADD, { input: { ...blackout(), quantity: 99 } });
    const { data } = await v.gql(ADD, { input: blackout() });
    expect(data.cartLineAdd.userErrors[0].code).toBe('INVALID_QUANTITY');
    expect((await cartOf(v)).itemCount).toBe(99);
  });

  it('a non-number width is refused by the schema and the cart stays as it was', async () => {
    const v = visitor(app);
    await v.gql(ADD, { input: blackout() });
    const before = await cartOf(v);
    const res = await v.gql(ADD, { input: { ...blackout(), configuration: { width: 'breed', height: 180 } } });
    expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await cartOf(v)).toEqual(before);
  });
});

describe('the cart over REST (SPEC §7)', () => {
  const legacy = {
    productId: 1,
    quantity: 1,
    selectedColor: 'white',
    customWidth: 150,
    customHeight: 180,
    montageType: 'in-de-dag',
    controlType: 'metal-chain',
    controlSide: 'left',
    bottomBarType: 'covered-one',
    // Tampered: a client price is never read.
    totalPrice: 0.01,
    price: '0.01',
    orderMetadata: { total_price: '€0,01', unit_price_per_m2: '€0,01' },
  };

  it('POST /api/cart prices the legacy payload on the server, ignoring the prices it carries', async () => {
    const v = visitor(app);
    const products = (await (await app.fetch('/api/products')).json()) as any[];
    const product = products.find((p) => p.slug === 'blackout-white-roller-blind');
    const post = await v.json('POST', '/api/cart', { ...legacy, productId: product.id });
    expect(post.status).toBe(200);
    const { status, body } = await v.json('GET', '/api/cart');
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      productId: product.id,
      quantity: 1,
      totalPrice: 116.3, // 94.365 + 12.50 metal chain + 10 % of the area price, not 0.01
      selectedColor: 'Wit',
      selectedFabric: 'Standard Blackout',
      selectedLightFilter: null,
      customWidth: 150,
      customHeight: 180,
      montageType: 'in-de-dag',
      controlType: 'metal-chain',
      controlSide: 'left',
      bottomBarType: 'covered-one',
      orderMetadata: {
        product_name: 'Verduisterend rolgordijn – Wit',
        fabric_display_name: 'Standard Blackout',
        total_price: expect.stringMatching(/^€\s?116,30$/),
        surface_area_m2: 2.7,
        unit_price_per_m2: expect.stringMatching(/^€\s?34,95$/),
        configuration_summary: expect.stringContaining('Afmetingen: 150 × 180 cm'),
      },
      product: { name: 'Verduisterend rolgordijn – Wit', images: expect.arrayContaining([expect.stringMatching(/\.svg$/)]) },
    });
  });

  it('PATCH /api/cart/{productId} sets the quantity, 0 removes; DELETE removes one product and then all', async () => {
    const v = visitor(app);
    const products = (await (await app.fetch('/api/products')).json()) as any[];
    const blackoutId = products.find((p) => p.slug === 'blackout-white-roller-blind').id;
    const translucent = products.find((p) => p.slug === 'translucent-grijs');
    await v.json('POST', '/api/cart', { ...legacy, productId: blackoutId });
    const generic = await v.json('POST', '/api/cart', {
      productId: translucent.id,
      quantity: 2,
      selectedColor: 'Grijs',
      selectedLightFilter: 'Lichtdoorlatend',
      customWidth: 120,
      customHeight: 180,
    });
    expect(generic.status).toBe(200);
    expect(generic.body.find((i: any) => i.productId === translucent.id)).toMatchObject({
      quantity: 2,
      totalPrice: 59.9,
      selectedColor: 'Grijs',
      selectedLightFilter: 'Lichtdoorlatend',
      customWidth: 120,
      customHeight: 180,
    });

    const patched = await v.json('PATCH', `/api/cart/${blackoutId}`, { quantity: 3 });
    expect(patched.status).toBe(200);
    expect(patched.body.find((i: any) => i.productId === blackoutId).quantity).toBe(3);
    expect((await v.json('PATCH', `/api/cart/${blackoutId}`, { quantity: 0 })).body.map((i: any) => i.productId)).toEqual([translucent.id]);
    expect((await v.json('DELETE', `/api/cart/${translucent.id}`)).body).toEqual([]);
    await v.json('POST', '/api/cart', { ...legacy, productId: blackoutId });
    expect((await v.json('DELETE', '/api/cart')).body).toEqual([]);
    expect((await v.json('GET', '/api/cart')).body).toEqual([]);
  });

  it('answers 400/404 with a JSON message for bad input and leaves the cart as it was', async () => {
    const v = visitor(app);
    const products = (await (await app.fetch('/api/products')).json()) as any[];
    const blackoutId = products.find((p) => p.slug === 'blackout-white-roller-blind').id;
    await v.json('POST', '/api/cart', { ...legacy, productId: blackoutId });
    const before = (await v.json('GET', '/api/cart')).body;
    const bad: [unknown, number, RegExp][] = [
      [{ ...legacy, productId: 999999 }, 404, /bestaat niet/],
      [{ ...legacy, productId: blackoutId, customWidth: 'breed' }, 400, /getal/],
      [{ ...legacy, productId: blackoutId, customWidth: 20 }, 400, /Breedte moet tussen 40 en 240 cm zijn/],
      [{ ...legacy, productId: blackoutId, quantity: -1 }, 400, /aantal/i],
      [{ ...legacy, productId: blackoutId, quantity: 1e9 }, 400, /aantal/i],
      [{ ...legacy, productId: blackoutId, quantity: 'veel' }, 400, /aantal/i],
      [{ ...legacy, productId: blackoutId, controlType: 'gouden-ketting' }, 400, /Ongeldige keuze/],
      [{ ...legacy, productId: blackoutId, options: { kleur: 'roze' } }, 400, /Onbekende optie/],
      [{ quantity: 1 }, 400, /product/],
      [[1, 2, 3], 400, /JSON-object/],
    ];
    for (const [body, status, message] of bad) {
      const res = await v.json('POST', '/api/cart', body);
      expect([res.status, res.body.message]).toEqual([status, expect.stringMatching(message)]);
    }
    const notJson = await v.fetch('/api/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"productId":' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'Ongeldige JSON' });
    const huge = await v.fetch('/api/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...legacy, productId: blackoutId, note: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'Verzoek is te groot' });
    expect((await v.json('PATCH', `/api/cart/${blackoutId}`, { quantity: 'drie' })).status).toBe(400);
    expect((await v.json('PATCH', `/api/cart/${blackoutId}`, {})).status).toBe(400);
    expect((await v.json('PATCH', '/api/cart/999999', { quantity: 2 })).status).toBe(404);
    expect((await v.json('DELETE', '/api/cart/999999')).status).toBe(404);
    expect((await v.json('GET', '/api/cart')).body).toEqual(before);
  });

  it('marks the cookie Secure and __Host- when the shop is served over https by a trusted proxy', async () => {
    const v = visitor(app);
    const res = await v.fetch('/api/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ ...legacy, productId: 'blackout-white-roller-blind' }),
    });
    expect(res.status).toBe(200);
    const cookie = v.setCookies.find((c) => c.startsWith('__Host-lumina_cart='));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
