/**
 * A cart for integrators (ARCHITECTURE §4, §4a): created, filled and read by its id with no cookie at all;
 * the id is a secret of its own, never the database key; a wrong id is refused and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/security/token';
import { startTestApp, type TestApp } from './harness';
import { visitor } from './visitor';

let app: TestApp;
let productId: string;
beforeAll(async () => {
  app = await startTestApp();
  productId = await app.productId('blackout-white-roller-blind');
});
afterAll(async () => {
  await app?.close();
});

const CART_FIELDS = `id itemCount totals { subtotal { cents } } lines { id quantity unitPrice { cents } total { cents } configuration { width height } }`;

/** A GraphQL call with no cookie header, returning the body and the cookies the server tried to set. */
async function bare(query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await res.json()) as { data?: any; errors?: any[] }, setCookies: res.headers.getSetCookie() };
}

const line = (width: number, controlType = 'plastic-white', quantity = 1) => ({
  productId,
  quantity,
  configuration: {
    width,
    height: 150,
    options: [
      { key: 'controlType', value: controlType },
      { key: 'bottomBar', value: 'not-covered' },
      { key: 'controlSide', value: 'right' },
      { key: 'mounting', value: 'inside-recess' },
    ],
  },
});

async function counts() {
  const [row] = await app.ds.query('SELECT (SELECT count(*)::int FROM cart) AS carts, (SELECT count(*)::int FROM cart_line) AS lines');
  return row as { carts: number; lines: number };
}

const CREATE = `mutation($input: CartCreateInput) { cartCreate(input: $input) { cart { ${CART_FIELDS} } userErrors { code field message } } }`;
const ADD = `mutation($cartId: ID, $input: CartLineAddInput!) { cartLineAdd(cartId: $cartId, input: $input) { cart { ${CART_FIELDS} } userErrors { code field message } } }`;
const READ = `query($id: ID) { cart(id: $id) { ${CART_FIELDS} } }`;

describe('a cart without cookies', () => {
  it('is created, filled with two lines and read back by its id, and no cookie is ever set', async () => {
    const created = await bare(CREATE);
    expect(created.body.errors).toBeUndefined();
    const { cart, userErrors } = created.body.data.cartCreate;
    expect(userErrors).toEqual([]);
    expect(cart).toMatchObject({ itemCount: 0, lines: [], totals: { subtotal: { cents: 0 } } });
    expect(cart.id).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url

    const first = await bare(ADD, { cartId: cart.id, input: line(100) });
    const second = await bare(ADD, { cartId: cart.id, input: line(120, 'metal-chain', 2) });
    expect(first.body.data.cartLineAdd.userErrors).toEqual([]);
    expect(second.body.data.cartLineAdd.userErrors).toEqual([]);

    const read = await bare(READ, { id: cart.id });
    expect(read.body.errors).toBeUndefined();
    const back = read.body.data.cart;
    expect(back.id).toBe(cart.id);
    expect(back.lines.map((l: any) => [l.configuration.width, l.quantity])).toEqual([
      [100, 1],
      [120, 2],
    ]);
    expect(back.itemCount).toBe(3);
    expect(back.totals.subtotal.cents).toBe(back.lines.reduce((sum: number, l: any) => sum + l.total.cents, 0));
    expect(back.lines[1].total.cents).toBe(2 * back.lines[1].unitPrice.cents);
    for (const answer of [created, first, second, read]) expect(answer.setCookies).toEqual([]);
  });

  it('is created with its first lines in one call, merging equal configurations', async () => {
    const { body } = await bare(CREATE, { input: { lines: [line(100), line(110), line(100, 'plastic-white', 3)] } });
    expect(body.data.cartCreate.userErrors).toEqual([]);
    expect(body.data.cartCreate.cart.lines.map((l: any) => [l.configuration.width, l.quantity])).toEqual([
      [100, 4],
      [110, 1],
    ]);
  });

  it('creates nothing when one of the first lines is refused, and says which', async () => {
    const before = await counts();
    const { body } = await bare(CREATE, { input: { lines: [line(100), line(35)] } });
    expect(body.data.cartCreate.cart).toBeNull();
    expect(body.data.cartCreate.userErrors).toEqual([
      { code: 'OUT_OF_RANGE', field: ['input', 'lines', '1', 'configuration', 'width'], message: 'Breedte moet tussen 40 en 240 cm zijn' },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('stores only a hash of the id: the id is not the database key and not in the database', async () => {
    const { body } = await bare(CREATE);
    const id: string = body.data.cartCreate.cart.id;
    const rows = await app.ds.query('SELECT id::text AS id, token_hash FROM cart WHERE token_hash = $1', [hashToken(id)]);
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(id);
    expect(rows[0].token_hash).not.toBe(id);
    const leaked = await app.ds.query('SELECT count(*)::int AS n FROM cart WHERE id::text = $1 OR token_hash = $1', [id]);
    expect(leaked[0].n).toBe(0);
  });

  it('is the same cart a browser holds in its cookie: the cookie cart answers the cookie value as its id', async () => {
    const v = visitor(app);
    await v.gql(ADD, { input: line(130) });
    const cookie = v.jar.get('lumina_cart')!;
    const mine = await v.gql(READ, {});
    expect(mine.data.cart.id).toBe(cookie);
    const elsewhere = await bare(READ, { id: cookie });
    expect(elsewhere.body.data.cart.lines.map((l: any) => l.configuration.width)).toEqual([130]);
  });
});

describe('a wrong cartId', () => {
  async function someCart() {
    const { body } = await bare(CREATE, { input: { lines: [line(100)] } });
    return body.data.cartCreate.cart as { id: string; lines: { id: string }[] };
  }

  it('is refused with CART_NOT_FOUND by every cart mutation and the cart query, and nothing changes', async () => {
    const real = await someCart();
    const [{ id: databaseKey }] = await app.ds.query('SELECT id::text AS id FROM cart WHERE token_hash = $1', [hashToken(real.id)]);
    const tampered = `${real.id.slice(0, -1)}${real.id.endsWith('A') ? 'B' : 'A'}`;
    const wrongIds: [string, string][] = [
      ['malformed', 'kapot'],
      ['far too long', 'x'.repeat(5000)],
      ['well-formed but unknown', 'A'.repeat(43)],
      ['the database key of a real cart', databaseKey],
      ['a real id with one character changed', tampered],
    ];
    const lineId = real.lines[0]!.id;
    const mutations: [string, string, Record<string, unknown>][] = [
      ['cartLineAdd', ADD, { input: line(150) }],
      ['cartLineUpdate', `mutation($cartId: ID, $id: ID!) { cartLineUpdate(cartId: $cartId, id: $id, input: { quantity: 5 }) { cart { id } userErrors { code field message } } }`, { id: lineId }],
      ['cartLineRemove', `mutation($cartId: ID, $id: ID!) { cartLineRemove(cartId: $cartId, id: $id) { cart { id } userErrors { code field message } } }`, { id: lineId }],
      ['cartClear', `mutation($cartId: ID) { cartClear(cartId: $cartId) { cart { id } userErrors { code field message } } }`, {}],
    ];
    const before = await counts();
    const snapshot = await app.ds.query('SELECT id, quantity FROM cart_line ORDER BY id');
    for (const [label, cartId] of wrongIds) {
      for (const [name, mutation, variables] of mutations) {
        const { body, setCookies } = await bare(mutation, { ...variables, cartId });
        expect(body.errors, `${name} with ${label}`).toBeUndefined();
        expect(body.data[name], `${name} with ${label}`).toEqual({
          cart: null,
          userErrors: [{ code: 'CART_NOT_FOUND', field: ['cartId'], message: expect.stringMatching(/winkelwagen bestaat niet/) }],
        });
        expect(setCookies).toEqual([]);
      }
      const read = await bare(READ, { id: cartId });
      expect(read.body.data.cart, label).toBeNull();
      expect(read.body.errors?.[0]).toMatchObject({ extensions: { code: 'CART_NOT_FOUND', field: ['cartId'] } });
    }
    expect(await counts()).toEqual(before);
    expect(await app.ds.query('SELECT id, quantity FROM cart_line ORDER BY id')).toEqual(snapshot);
  });

  it('never reaches another cart through a line id, with or without cartId', async () => {
    const mine = await someCart();
    const theirs = await someCart();
    const { body } = await bare(
      `mutation($cartId: ID, $id: ID!) { cartLineRemove(cartId: $cartId, id: $id) { cart { lines { id } } userErrors { code field } } }`,
      { cartId: mine.id, id: theirs.lines[0]!.id },
    );
    expect(body.data.cartLineRemove.userErrors).toEqual([{ code: 'LINE_NOT_FOUND', field: ['id'] }]);
    expect((await bare(READ, { id: theirs.id })).body.data.cart.lines).toHaveLength(1);
  });
});
