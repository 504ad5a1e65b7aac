/**
 * Hostile requests (issue 17): what an attacker tried against a fresh shop, one behaviour per block. Each
 * block failed on the main of that day; each is a guarantee now:
 * 1. a request's work is bounded before any lookup, and a request that makes N lines spends N writes;
 * 2. many writes to one cart are serialised without draining the pool, and the caps hold under any burst;
 * 3. introspection cannot amplify (one __schema a request, no type cycles, answered from memory);
 * 4. a fixed-price product takes only the sizes it declares, in the cart, the quote and the order;
 * 5. statuses are honest: 401, 400 for what cannot run, user-input errors logged at info without a stack;
 * 6. NUL and lone surrogates are refused at the edge in Dutch, on REST and GraphQL, never a 500;
 * 7. the contact form is limited per client address, and e-mail addresses are normalised for the limits;
 * 8. a shopper's view of an order is its own type: no staff names, export paths or supplier data;
 * 9. an option key `__proto__` is refused as unknown.
 */
import { randomUUID } from 'node:crypto';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/http/logging';
import { hashToken } from '../src/security/token';
import { startTestApp, type TestApp } from './harness';
import { visitor } from './visitor';

const logLines: string[] = [];
let app: TestApp;
let staff: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  const logger = createLogger({ level: 'debug', destination: { write: (line: string) => void logLines.push(line) } });
  app = await startTestApp({ logger, logSql: true });
  staff = await startTestApp({ asStaff: true });
  for (const slug of ['blackout-white-roller-blind', 'translucent-grijs', 'rolgordijn-authentics-offwhite', 'verduisterend-wit']) {
    ids[slug] = await app.productId(slug);
  }
});
afterAll(async () => {
  await app?.close();
  await staff?.close();
});

let clients = 0;
/** A client address of its own (the app trusts the loopback proxy), so a test has the per-client limits to itself. */
function newClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}

async function post(target: TestApp, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(target.staffCookie ? { cookie: target.staffCookie } : {}), ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { data?: any; errors?: any[] } };
}

const opts = (o: Record<string, string>) => Object.entries(o).map(([key, value]) => ({ key, value }));
/** A blackout line (SPEC §9 /product/:id: width 40–240, height 100–250, steps of 5) of its own size. */
const blackout = (width: number, height = 150) => ({
  productId: ids['blackout-white-roller-blind']!,
  configuration: { width, height, options: opts({ controlType: 'plastic-white', bottomBar: 'not-covered', controlSide: 'left', profileColor: 'white', mounting: 'inside-recess' }) },
});

const CREATE = `mutation($input: CartCreateInput) { cartCreate(input: $input) { cart { id itemCount lines { id } } userErrors { code field message } } }`;
const ADD = `mutation($input: CartLineAddInput!, $cartId: ID) { cartLineAdd(input: $input, cartId: $cartId) {
  cart { id lines { id quantity } } userErrors { code field message } } }`;

/** SQL statements the app logged (LOG_SQL) since `from`. */
const statementsSince = (from: number) => logLines.slice(from).filter((l) => (JSON.parse(l) as { sql?: string }).sql !== undefined).length;

describe('1. bounded work per request', () => {
  it('refuses a cart of 2 500 lines at the edge, and one of 51 before it looks up a single product', async () => {
    // 2 500 lines in 45 KB, under the body limit: the request the attacker sent. No list may hold more than 100.
    const lines = (n: number) => Array.from({ length: n }, () => ({ productId: ids['translucent-grijs'] }));
    let from = logLines.length;
    const flood = await post(app, { query: CREATE, variables: { input: { lines: lines(2500) } } }, { 'x-forwarded-for': newClient() });
    expect(flood.status).toBe(400);
    expect(flood.body.errors?.[0]).toMatchObject({ message: 'Een lijst mag hoogstens 100 waarden bevatten.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(statementsSince(from)).toBe(0);

    from = logLines.length;
    const { status, body } = await post(app, { query: CREATE, variables: { input: { lines: lines(51) } } }, { 'x-forwarded-for': newClient() });
    expect(status).toBe(200);
    expect(body.data.cartCreate.cart).toBeNull();
    expect(body.data.cartCreate.userErrors).toEqual([
      { code: 'CART_FULL', field: ['input', 'lines'], message: 'Je winkelwagen kan hoogstens 50 verschillende producten bevatten.' },
    ]);
    // The write limit's one statement: no product was read, no cart made.
    expect(statementsSince(from)).toBeLessThanOrEqual(1);
  });

  it('a cart created with N lines spends N writes of the client address\'s budget', async () => {
    const limited = await startTestApp({ writesPerMinute: 10 });
    try {
      const client = { 'x-forwarded-for': '192.0.2.77' };
      const lines = [100, 110, 120, 130, 140, 150, 160, 170].map((width) => blackout(width));
      const made = await post(limited, { query: CREATE, variables: { input: { lines } } }, client);
      expect(made.body.data.cartCreate.userErrors).toEqual([]);
      expect(made.body.data.cartCreate.cart.lines).toHaveLength(8);
      const cartId = made.body.data.cartCreate.cart.id;
      const statuses: number[] = [];
      for (const width of [180, 190, 200]) {
        statuses.push((await post(limited, { query: ADD, variables: { input: blackout(width), cartId } }, client)).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('answers 51 wrong values in one variable as the caller\'s input, not as a fault', async () => {
    const { status, body } = await post(app, { query: 'query($t: [FabricType!]) { fabricCollection(fabricTypes: $t) { totalCount } }', variables: { t: Array(51).fill(null) } });
    expect(status).toBe(400);
    expect(new Set(body.errors?.map((e: { extensions?: { code?: string } }) => e.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));
    expect(body.errors?.at(-1)?.message).toBe('Te veel ongeldige waarden in de variabelen; de eerste 50 staan hierboven.');
  });

  it('refuses a list argument longer than 100 items before it runs', async () => {
    const colors = Array.from({ length: 101 }, (_, i) => `kleur-${i}`);
    const { status, body } = await post(app, { query: 'query($c: [String!]) { products(colors: $c) { totalCount } }', variables: { c: colors } });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe('Een lijst mag hoogstens 100 waarden bevatten.');
  });
});

describe('2. one cart, many requests', () => {
  it('80 parallel adds of distinct lines to one cart leave at most 50 lines; every answer is a line, CART_FULL or CART_BUSY, never a 503', async () => {
    const made = await post(app, { query: CREATE, variables: {} });
    const cartId: string = made.body.data.cartCreate.cart.id;
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => post(app, { query: ADD, variables: { input: blackout(40 + 5 * (i % 40), 100 + 5 * Math.floor(i / 40)), cartId } }, { 'x-forwarded-for': newClient() })),
    );
    const codes = answers.map((a) => (a.status === 200 ? (a.body.data.cartLineAdd.userErrors[0]?.code ?? 'ADDED') : `HTTP ${a.status}`));
    expect(codes.filter((c) => !['ADDED', 'CART_FULL', 'CART_BUSY'].includes(c))).toEqual([]);
    const [{ count }] = await app.ds.query(`SELECT count(*)::int AS count FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.token_hash = $1`, [hashToken(cartId)]);
    expect(count).toBe(codes.filter((c) => c === 'ADDED').length);
    expect(count).toBeLessThanOrEqual(50);
    expect(codes.filter((c) => c === 'ADDED').length).toBeGreaterThanOrEqual(20);
  });

  it('in a full cart, more of a line already there is refused for its quantity, not because the cart is full', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({ ...blackout(40 + 5 * (i % 40), 100 + 5 * Math.floor(i / 40)), quantity: 1 }));
    const made = await post(app, { query: CREATE, variables: { input: { lines } } }, { 'x-forwarded-for': newClient() });
    const cartId: string = made.body.data.cartCreate.cart.id;
    expect(made.body.data.cartCreate.cart.lines).toHaveLength(50);
    const more = (quantity: number, width = 40, height = 100) =>
      post(app, { query: ADD, variables: { input: { ...blackout(width, height), quantity }, cartId } }, { 'x-forwarded-for': newClient() });
    expect((await more(98)).body.data.cartLineAdd.userErrors).toEqual([]);
    expect((await more(1)).body.data.cartLineAdd.userErrors).toEqual([
      { code: 'INVALID_QUANTITY', field: ['input', 'quantity'], message: 'Je kunt hoogstens 99 stuks van dezelfde configuratie bestellen.' },
    ]);
    expect((await more(1, 45)).body.data.cartLineAdd.userErrors).toEqual([]);
    expect((await more(1, 90, 105)).body.data.cartLineAdd.userErrors.map((e: { code: string }) => e.code)).toEqual(['CART_FULL']);
  });
});

describe('3. introspection', () => {
  it('answers one __schema a request, refuses a second alias of it, and refuses type cycles', async () => {
    const full = await post(app, { query: getIntrospectionQuery() });
    expect(full.status).toBe(200);
    expect(full.body.data.__schema.types.length).toBeGreaterThan(50);

    const fields = '__schema { types { name description fields { name description args { name } type { name } } } }';
    const amplified = await post(app, { query: `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${fields}`).join(' ')} }` });
    expect(amplified.status).toBe(400);
    expect(amplified.body.data).toBeUndefined();

    const cycle = `{ __type(name: "Query") { fields { type { fields { type { fields { type { name } } } } } } } }`;
    const refused = await post(app, { query: cycle });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain('introspectie');
  });
});

describe('4. sizes the atelier can make', () => {
  const PRODUCT = `query($id: ID!) { product(id: $id) { sizes { key unit min max errorText } configurator { layout } } }`;
  const QUOTE = `query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents } } userErrors { code field message } } }`;

  it('a fixed-price product declares its range and refuses 1000 × 1000 cm in the quote and the cart', async () => {
    const { body } = await post(app, { query: PRODUCT, variables: { id: ids['translucent-grijs'] } });
    expect(body.data.product).toEqual({
      configurator: null,
      sizes: [
        { key: 'WIDTH', unit: 'CM', min: 40, max: 240, errorText: 'Breedte moet tussen 40 en 240 cm zijn' },
        { key: 'HEIGHT', unit: 'CM', min: 100, max: 250, errorText: 'Hoogte moet tussen 100 en 250 cm zijn' },
      ],
    });

    const quote = await post(app, { query: QUOTE, variables: { p: ids['translucent-grijs'], c: { width: 1000, height: 1000 } } });
    expect(quote.body.data.priceQuote.userErrors).toEqual([
      { code: 'OUT_OF_RANGE', field: ['configuration', 'width'], message: 'Breedte moet tussen 40 en 240 cm zijn' },
      { code: 'OUT_OF_RANGE', field: ['configuration', 'height'], message: 'Hoogte moet tussen 100 en 250 cm zijn' },
    ]);
    const v = visitor(app);
    const add = await v.gql(ADD, { input: { productId: ids['translucent-grijs'], selectedColor: 'Grijs', configuration: { width: 1000, height: 1000 } } });
    expect(add.data.cartLineAdd.userErrors.map((e: { code: string }) => e.code)).toEqual(['OUT_OF_RANGE', 'OUT_OF_RANGE']);
    const ok = await v.gql(ADD, { input: { productId: ids['translucent-grijs'], selectedColor: 'Grijs', configuration: { width: 240, height: 100 } } });
    expect(ok.data.cartLineAdd.userErrors).toEqual([]);
  });

  it('a line that holds an impossible size (stored before the rule) cannot become an order', async () => {
    const v = visitor(app);
    const added = await v.gql(ADD, { input: { productId: ids['translucent-grijs'], selectedColor: 'Grijs', configuration: { width: 120, height: 180 } } });
    expect(added.data.cartLineAdd.userErrors).toEqual([]);
    await app.ds.query(`UPDATE cart_line SET configuration = jsonb_set(configuration, '{width}', '1000') WHERE id = $1`, [Number(added.data.cartLineAdd.cart.lines[0].id)]);
    const placed = await v.gql(
      `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id } userErrors { code field } } }`,
      {
        input: {
          attemptId: randomUUID(),
          customer: { name: 'An Peeters', email: 'an@example.be', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' },
          paymentMethod: 'BANCONTACT',
          acceptNoWithdrawal: true,
        },
      },
    );
    expect(placed.data.orderPlace.order).toBeNull();
    expect(placed.data.orderPlace.userErrors).toEqual([{ code: 'LINE_UNAVAILABLE', field: ['cart', 'lines', '0'] }]);
  });
});

describe('5. honest statuses', () => {
  it('a staff field without a session is 401, a subscription 400, a persisted-query hash that does not match 400', async () => {
    const unauthenticated = await post(app, { query: '{ orders(first: 1) { totalCount } }' });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    for (const target of [app, staff]) {
      const subscription = await post(target, { query: 'subscription { shop { vatPercent } }' });
      expect(subscription.status).toBe(400);
      expect(subscription.body.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_SUPPORTED');
    }

    const mismatch = await post(app, { query: '{ shop { vatPercent } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('logs a user-input error at info without a stack', async () => {
    const from = logLines.length;
    const { body } = await post(app, { query: '{ products(first: 1000) { totalCount } }' });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const entries = logLines.slice(from).map((l) => JSON.parse(l) as Record<string, any>);
    expect(entries.filter((e) => e.level === 'error' || e.level === 'warn')).toEqual([]);
    expect(logLines.slice(from).join('\n')).not.toMatch(/\bat .+\.(js|ts):\d+/);
  });
});

describe('6. text at the edge', () => {
  const NUL_MESSAGE = 'Tekst met een nulteken of een onvolledig teken (U+0000, een losse surrogaat) wordt niet aanvaard.';

  it('REST answers a NUL in a query string or a path with a Dutch 400, never a 500', async () => {
    for (const path of ['/api/products?search=%00', '/api/products/%00', '/api/products?search=abc%00def', '/bestelling/%00/factuur.pdf', '/betalen/test/%00', '/media/%00.webp']) {
      const res = await app.fetch(path);
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toEqual({ message: NUL_MESSAGE });
    }
    // Any staff address, also one that is no REST path (the fuzz once sent /admin/orders/../fabricator-export.csv%00,
    // which the client resolved to this, and got the staff screens' app shell with a 200).
    for (const path of ['/admin/fabric-sku/search?q=%00', '/admin/orders/%00/fabricator-export.json', '/admin/fabricator-export.csv%00']) {
      const res = await staff.fetch(path);
      expect(res.status, path).toBe(400);
    }
    // A broken escape, and the UTF-8 of half a surrogate pair (which no valid UTF-8 holds), are no text at all.
    for (const path of ['/api/products/%E0%A4%A', '/api/products?search=%ED%A0%80']) {
      const malformed = await app.fetch(path);
      expect(malformed.status, path).toBe(400);
      expect(await malformed.json(), path).toEqual({ message: 'Het adres bevat een ongeldige %-codering.' });
    }
  });

  it('REST refuses a lone surrogate in a JSON body and stores nothing', async () => {
    const v = visitor(app);
    const res = await v.fetch('/api/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"productId": "1", "quantity": 1, "selectedColor": "Wit\\ud800"}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: NUL_MESSAGE });
    expect(v.setCookies).toEqual([]);
  });

  it('GraphQL refuses NUL and lone surrogates in variables and in literals with BAD_USER_INPUT, storing nothing', async () => {
    const [{ count: before }] = await app.ds.query('SELECT count(*)::int AS count FROM contact_message');
    const message = { name: 'An', email: 'an@example.be', subject: 'Vraag', message: 'Hallo\ud800' };
    const variables = await post(app, {
      query: 'mutation($i: ContactMessageInput!) { contactMessageCreate(input: $i) { userErrors { code } } }',
      variables: { i: message },
    });
    expect(variables.status).toBe(400);
    expect(variables.body.errors?.[0]).toMatchObject({ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });

    const literal = await post(app, { query: '{ products(search: "rol\\u0000gordijn") { totalCount } }' });
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]).toMatchObject({ message: NUL_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const [{ count: after }] = await app.ds.query('SELECT count(*)::int AS count FROM contact_message');
    expect(after).toBe(before);
  });
});

describe('7. contact form limits', () => {
  const SEND = 'mutation($i: ContactMessageInput!) { contactMessageCreate(input: $i) { contactMessage { id } userErrors { code } } }';
  const message = (email: string) => ({ name: 'An Peeters', email, subject: 'Vraag', message: 'Hallo' });

  it('takes at most 10 messages an hour from one client address, whatever the e-mail addresses', async () => {
    const client = { 'x-forwarded-for': newClient() };
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const { body } = await post(app, { query: SEND, variables: { i: message(`klant${i}@example.be`) } }, client);
      codes.push(body.data.contactMessageCreate.userErrors[0]?.code ?? 'STORED');
    }
    expect(codes).toEqual([...Array(10).fill('STORED'), 'RATE_LIMITED']);
  });

  it('counts An@Example.be and an+1@example.be as one address', async () => {
    const codes: string[] = [];
    for (const email of ['an.tag@example.be', 'An.Tag@Example.BE', 'an.tag+1@example.be', 'an.tag+2@example.be', 'AN.TAG+x@example.be', 'an.tag+y@example.be']) {
      const { body } = await post(app, { query: SEND, variables: { i: message(email) } }, { 'x-forwarded-for': newClient() });
      codes.push(body.data.contactMessageCreate.userErrors[0]?.code ?? 'STORED');
    }
    expect(codes).toEqual([...Array(5).fill('STORED'), 'RATE_LIMITED']);
  });

  it('counts +tag addresses as one for colour sample requests', async () => {
    const SAMPLE = 'mutation($i: SampleRequestInput!) { sampleRequestCreate(input: $i) { userErrors { code } } }';
    const codes: string[] = [];
    for (const email of ['staal@example.be', 'staal+a@example.be', 'STAAL+b@example.be', 'staal+c@example.be']) {
      const input = { productId: ids['rolgordijn-authentics-offwhite'], color: 'Grijs', name: 'An', address: 'Kouter 12\n9000 Gent', email };
      const { body } = await post(app, { query: SAMPLE, variables: { i: input } }, { 'x-forwarded-for': newClient() });
      codes.push(body.data.sampleRequestCreate.userErrors[0]?.code ?? 'STORED');
    }
    expect(codes).toEqual(['STORED', 'STORED', 'STORED', 'RATE_LIMITED']);
  });
});

describe('8. a shopper sees only a confirmation', () => {
  it('placedOrder has no staff history, export paths or fabricator data to ask for', async () => {
    for (const field of ['statusHistory { changedBy }', 'exportCsvUrl', 'items { fabricCode }', 'fabricatorExportReady', 'nextStatuses']) {
      const { status, body } = await post(app, { query: `{ placedOrder(id: "LUM-2026-01001") { id ${field} } }` });
      expect(status, field).toBe(400);
      expect(body.errors?.[0]?.extensions?.code, field).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});

describe('9. option keys', () => {
  it('refuses __proto__ as an unknown option', async () => {
    const input = blackout(100);
    input.configuration.options.push({ key: '__proto__', value: 'x' });
    const { body } = await post(app, {
      query: 'query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { userErrors { code field } } }',
      variables: { p: input.productId, c: input.configuration },
    });
    expect(body.data.priceQuote.userErrors).toEqual([{ code: 'UNKNOWN_OPTION', field: ['configuration', 'options', '__proto__'] }]);
  });
});
