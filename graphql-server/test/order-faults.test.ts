/**
 * Orders that survive faults (issue 11, ARCHITECTURE §4): `orderPlace` turns a cart into an order in one
 * transaction. Fifty placements at once make fifty complete orders; ten copies of one attempt at once make
 * one; and a server killed with SIGKILL in the middle of placing leaves no half-written order: every cart is
 * either intact or became a complete order, and after a restart each cart can be ordered (once).
 * The SIGKILL tests run the built server (graphql-server/dist, `npm run build -w graphql-server`) as a child
 * process on a database of their own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../src/db/embedded';
import { GUARDRAILS } from '../src/guardrails';
import { startTestApp, type TestApp } from './harness';
import { adminQuery, withDatabase } from './pg';
import { visitor, type Visitor } from './visitor';

// ---------------------------------------------------------------------------------------------------------
// Carts and orders

const opts = (o: Record<string, string>) => Object.entries(o).map(([key, value]) => ({ key, value }));

/** A configured line (sizes go per 5 cm); even `n` a blackout blind, odd `n` a light-filtering one. */
function configuredLine(productIds: Record<string, string>, n: number, quantity: number) {
  if (n % 2 === 0) {
    return {
      productId: productIds['verduisterend-wit']!,
      quantity,
      configuration: {
        width: 60 + 5 * (n % 30),
        height: 120 + 5 * (n % 12),
        options: opts({ mounting: 'inside-recess', systemColor: 'white', chainType: 'metal', controlSide: n % 4 ? 'left' : 'right', cassette: 'half', bottomBar: 'standard' }),
      },
    };
  }
  return {
    productId: productIds['lichtdoorlatend-wit']!,
    quantity,
    configuration: {
      width: 50 + 5 * (n % 30),
      height: 100 + 5 * (n % 20),
      options: opts({ chainMaterial: 'plastic', chainColor: 'white', bottomBar: 'not-covered', controlSide: 'right', profileColor: 'white', mounting: 'outside-frame' }),
    },
  };
}

/** One or two lines for cart `i` (even carts two), quantities 1–3. */
const cartLines = (productIds: Record<string, string>, i: number) =>
  i % 2 === 0 ? [configuredLine(productIds, 2 * i, 1 + (i % 3)), configuredLine(productIds, 2 * i + 1, 1 + ((i + 1) % 3))] : [configuredLine(productIds, 2 * i, 1 + (i % 3))];

const customer = (i: number) => ({
  name: `Klant ${i}`,
  email: `klant${i}@example.test`,
  street: `Kerkstraat ${i + 1}`,
  postcode: i % 2 ? '9000' : '1016 BS',
  city: i % 2 ? 'Gent' : 'Amsterdam',
  country: i % 2 ? 'BE' : 'NL',
});

const placeInput = (i: number, attemptId: string, extra: Record<string, unknown> = {}) => ({
  attemptId,
  customer: customer(i),
  paymentMethod: (['BANCONTACT', 'IDEAL', 'PAYPAL', 'CREDITCARD'] as const)[i % 4],
  acceptNoWithdrawal: true,
  ...extra,
});

const CART = `{ id itemCount lines { id quantity product { id } unitPrice { cents } total { cents } }
  totals { subtotal { cents } shipping { cents } total { cents } } }`;
const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { cart { itemCount } userErrors { code message } } }`;
/** The order as its customer sees it (OrderConfirmation); its status history is checked as stored (storedOrder). */
const ORDER = `id status subtotal { cents } shipping { cents } total { cents }
  items { productId quantity unitPrice { cents } total { cents } }`;
const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { ${ORDER} } userErrors { code field message } } }`;

interface CartLineSeen {
  productId: string;
  quantity: number;
  unitPriceCents: number;
}
interface CartSeen {
  id: string;
  lines: CartLineSeen[];
  totalCents: number;
  shippingCents: number;
  totalWithShippingCents: number;
}

function cartSeen(cart: any): CartSeen {
  return {
    id: cart.id,
    lines: cart.lines.map((l: any) => ({ productId: String(l.product.id), quantity: l.quantity, unitPriceCents: l.unitPrice.cents })),
    totalCents: cart.totals.subtotal.cents,
    shippingCents: cart.totals.shipping.cents,
    totalWithShippingCents: cart.totals.total.cents,
  };
}

const byProductAndQuantity = (a: CartLineSeen, b: CartLineSeen) =>
  a.productId.localeCompare(b.productId) || a.quantity - b.quantity || a.unitPriceCents - b.unitPriceCents;

/** An order as the GraphQL API answers it, checked against the cart it was placed from. */
function expectCompleteOrder(order: any, cart: CartSeen) {
  const items: CartLineSeen[] = order.items.map((it: any) => ({ productId: String(it.productId), quantity: it.quantity, unitPriceCents: it.unitPrice.cents }));
  expect(items.sort(byProductAndQuantity)).toEqual([...cart.lines].sort(byProductAndQuantity));
  for (const it of order.items) expect(it.total.cents).toBe(it.unitPrice.cents * it.quantity);
  const itemsSum = order.items.reduce((n: number, it: any) => n + it.total.cents, 0);
  expect(order.subtotal.cents).toBe(itemsSum);
  expect(order.subtotal.cents).toBe(cart.totalCents);
  expect(order.shipping.cents).toBe(cart.shippingCents);
  expect(order.total.cents).toBe(itemsSum + order.shipping.cents);
  expect(order.total.cents).toBe(cart.totalWithShippingCents);
  expect(order.status).toBe('NEW');
}

type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

/** The order an attempt made, as stored: its row, items and status changes; null when none exists. */
async function storedOrder(query: Query, attemptId: string) {
  const orders = await query('SELECT id, status, subtotal_cents, shipping_cents, total_cents FROM customer_order WHERE checkout_token = $1', [attemptId]);
  if (orders.length === 0) return null;
  expect(orders).toHaveLength(1);
  const order = orders[0];
  const items = await query('SELECT product_id, quantity, unit_price_cents, total_cents FROM order_item WHERE order_id = $1', [order.id]);
  const history = await query('SELECT from_status, to_status FROM order_status_change WHERE order_id = $1', [order.id]);
  return { order, items, history };
}

/** A stored order is complete: all of its cart's lines, its totals adding up, and its placement recorded. */
function expectCompleteStoredOrder(stored: NonNullable<Awaited<ReturnType<typeof storedOrder>>>, cart: CartSeen) {
  const items: CartLineSeen[] = stored.items.map((it) => ({ productId: String(it.product_id), quantity: it.quantity, unitPriceCents: it.unit_price_cents }));
  expect(items.sort(byProductAndQuantity)).toEqual([...cart.lines].sort(byProductAndQuantity));
  const itemsSum = stored.items.reduce((n: number, it: any) => n + it.total_cents, 0);
  expect(stored.order).toMatchObject({ status: 'new', subtotal_cents: itemsSum, total_cents: itemsSum + stored.order.shipping_cents });
  expect(stored.order.total_cents).toBe(cart.totalWithShippingCents);
  expect(stored.history).toEqual([{ from_status: null, to_status: 'new' }]);
}

/** `fn` over `items`, at most `limit` at a time (set-up and checks; what is under test runs all at once). */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 10_000, everyMs = 10): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

// ---------------------------------------------------------------------------------------------------------
// In-process app: concurrency

describe('orderPlace under concurrency', () => {
  let app: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await startTestApp();
    for (const slug of ['verduisterend-wit', 'lichtdoorlatend-wit']) ids[slug] = await app.productId(slug);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function shopperWithCart(i: number): Promise<{ v: Visitor; cart: CartSeen }> {
    const v = visitor(app);
    for (const line of cartLines(ids, i)) {
      const { data, errors } = await v.gql(ADD, { input: line });
      expect(errors).toBeUndefined();
      expect(data.cartLineAdd.userErrors).toEqual([]);
    }
    const { data } = await v.gql(`{ cart ${CART} }`);
    return { v, cart: cartSeen(data.cart) };
  }

  /** The answers that are GraphQL errors (e.g. SERVICE_UNAVAILABLE), one line each: none expected. */
  const failures = (answers: { errors?: any[] }[]) =>
    answers.flatMap((a, i) => (a.errors ? [`${i}: ${a.errors.map((e) => e.extensions?.code ?? e.message).join(', ')}`] : []));

  const cartOf = async (v: Visitor) => (await v.gql('{ cart { itemCount lines { id } } }')).data.cart;

  it('50 placements at once on 50 carts make 50 complete orders and empty every cart', async () => {
    const shoppers = await mapLimit(Array.from({ length: 50 }, (_, i) => i), 5, shopperWithCart);
    expect(shoppers.filter((s) => s.cart.lines.length === 2)).toHaveLength(25);
    const attempts = shoppers.map(() => randomUUID());

    const answers = await Promise.all(
      shoppers.map(({ v, cart }, i) => v.gql(PLACE, { input: placeInput(i, attempts[i]!, { expectedTotalCents: cart.totalWithShippingCents }) })),
    );
    expect(failures(answers), 'placements answered with an error').toEqual([]);
    for (const [i, { data }] of answers.entries()) {
      expect(data.orderPlace.userErrors, `placement ${i}`).toEqual([]);
      expectCompleteOrder(data.orderPlace.order, shoppers[i]!.cart);
    }
    const orderIds = answers.map((a) => a.data.orderPlace.order.id as string);
    expect(new Set(orderIds).size).toBe(50);

    // What was stored, read back: by the shopper who ordered, and in the database.
    await mapLimit(shoppers, 5, async ({ v, cart }, i) => {
      const { data } = await v.gql(`query($id: ID!) { placedOrder(id: $id) { ${ORDER} } }`, { id: orderIds[i] });
      expectCompleteOrder(data.placedOrder, cart);
      expectCompleteStoredOrder((await storedOrder((sql, p) => app.ds.query(sql, p), attempts[i]!))!, cart);
      expect(await cartOf(v)).toMatchObject({ itemCount: 0, lines: [] });
    });
    const [{ n }] = await app.ds.query('SELECT count(*)::int AS n FROM customer_order WHERE checkout_token = ANY($1)', [attempts]);
    expect(n).toBe(50);
  });

  it('the same attempt sent 10 times at once makes one order; a retry after success answers it again', async () => {
    const { v, cart } = await shopperWithCart(0);
    const attemptId = randomUUID();
    const input = placeInput(0, attemptId, { expectedTotalCents: cart.totalWithShippingCents });

    const answers = await Promise.all(Array.from({ length: 10 }, () => v.gql(PLACE, { input })));
    expect(failures(answers), 'copies answered with an error').toEqual([]);
    for (const { data } of answers) {
      expect(data.orderPlace.userErrors).toEqual([]);
      expectCompleteOrder(data.orderPlace.order, cart);
    }
    const orderIds = new Set(answers.map((a) => a.data.orderPlace.order.id));
    expect(orderIds.size).toBe(1);
    const [orderId] = [...orderIds];

    const rows = await app.ds.query('SELECT id FROM customer_order WHERE checkout_token = $1', [attemptId]);
    expect(rows).toEqual([{ id: orderId }]);
    expectCompleteStoredOrder((await storedOrder((sql, p) => app.ds.query(sql, p), attemptId))!, cart);
    expect(await cartOf(v)).toMatchObject({ itemCount: 0, lines: [] });

    // The answer got lost and the browser retries: the same order, nothing new.
    const retry = await v.gql(PLACE, { input });
    expect(retry.data.orderPlace).toMatchObject({ userErrors: [], order: { id: orderId } });
    expectCompleteOrder(retry.data.orderPlace.order, cart);
    expect(await app.ds.query('SELECT id FROM customer_order WHERE checkout_token = $1', [attemptId])).toHaveLength(1);

    // A new attempt on the now empty cart orders nothing.
    const again = await v.gql(PLACE, { input: { ...input, attemptId: randomUUID() } });
    expect(again.data.orderPlace.order).toBeNull();
    expect(again.data.orderPlace.userErrors.map((e: { code: string }) => e.code)).toEqual(['CART_EMPTY']);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The built server as a child process: SIGKILL in the middle of placing

const main = path.resolve(__dirname, '..', 'dist', 'main.js');
const APP_NAME = 'lumina-rolgordijnen'; // the application_name of the server's connections (db/data-source.ts)

describe('the server killed with SIGKILL while placing orders', () => {
  const children: ChildProcess[] = [];
  let emptyDir: string | undefined; // WEB_DIST: no shop build needed here
  let adminUrl: string;
  let databaseUrl: string;
  let database: string;
  let db: Client;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    expect(fs.existsSync(main), 'build the server first: npm run build -w graphql-server').toBe(true);
    emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lumina-faults-'));
    adminUrl = inject('pgAdminUrl');
    database = `lumina_test_${randomBytes(5).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${database} TEMPLATE ${inject('pgTemplate')}`);
    databaseUrl = withDatabase(adminUrl, database);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    for (const slug of ['verduisterend-wit', 'lichtdoorlatend-wit']) {
      ids[slug] = String((await db.query('SELECT id FROM product WHERE slug = $1', [slug])).rows[0].id);
    }
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    await db?.end().catch(() => undefined);
    if (database) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    if (emptyDir) fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  const query: Query = async (sql, params) => (await db.query(sql, params as unknown[])).rows;

  interface Shop {
    child: ChildProcess;
    url: string;
    exited: Promise<void>;
    gql(q: string, variables?: Record<string, unknown>): Promise<{ data?: any; errors?: any[] }>;
  }

  async function startShop(): Promise<Shop> {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEB_DIST: emptyDir,
      SEED_SAMPLE_ORDERS: 'false',
      WRITE_LIMIT_PER_MINUTE: '100000',
      // Every placement comes from 127.0.0.1, and a killed one keeps its point.
      ORDER_LIMIT_PER_CLIENT_HOUR: '100000',
    };
    delete env.STAFF_EMAIL;
    delete env.STAFF_PASSWORD;
    const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += String(d)));
    child.stderr!.on('data', (d) => (output += String(d)));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = `http://127.0.0.1:${port}`;
    await until(
      'the server serves',
      async () => {
        if (child.exitCode !== null) throw new Error(`The server stopped: ${output}`);
        return output.includes('De winkel draait op');
      },
      30_000,
      25,
    );
    const gql = async (q: string, variables?: Record<string, unknown>) => {
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables }) });
      return (await res.json()) as { data?: any; errors?: any[] };
    };
    return { child, url, exited, gql };
  }

  /** The server now serving this database (or starting): left running by the previous test, or a new one. */
  let current: Promise<Shop> | undefined;
  const running = () => {
    if (!current) {
      current = startShop();
      current.catch(() => undefined); // reported where it is awaited
    }
    return current;
  };

  /**
   * SIGKILL; answers the PostgreSQL sessions the dead server left (a backend notices that its client is gone
   * only when it next talks to it: one waiting on a lock stays until the lock is released).
   */
  async function kill(shop: Shop): Promise<number[]> {
    shop.child.kill('SIGKILL');
    await shop.exited;
    current = undefined;
    const rows = await query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = $2', [database, APP_NAME]);
    return rows.map((r) => r.pid as number);
  }

  const sessionsGone = (pids: number[]) =>
    until('the killed server has no sessions left', async () => (await query('SELECT pid FROM pg_stat_activity WHERE pid = ANY($1)', [pids])).length === 0);

  /** Carts made through the server (cartCreate, no cookie: the cart id is passed as cartId). */
  async function makeCarts(shop: Shop, count: number, offset: number): Promise<CartSeen[]> {
    return Promise.all(
      Array.from({ length: count }, async (_, k) => {
        const { data, errors } = await shop.gql(`mutation($input: CartCreateInput) { cartCreate(input: $input) { cart ${CART} userErrors { code message } } }`, {
          input: { lines: cartLines(ids, offset + k) },
        });
        expect(errors).toBeUndefined();
        expect(data.cartCreate.userErrors).toEqual([]);
        return cartSeen(data.cartCreate.cart);
      }),
    );
  }

  const cartNow = async (shop: Shop, cartId: string) => {
    const { data } = await shop.gql(`query($id: ID) { cart(id: $id) ${CART} }`, { id: cartId });
    return cartSeen(data.cart);
  };

  const counts = async () =>
    (
      await query(`SELECT (SELECT count(*)::int FROM customer_order) AS orders, (SELECT count(*)::int FROM order_item) AS items,
        (SELECT count(*)::int FROM order_status_change) AS changes, (SELECT count(*)::int FROM cart_line) AS lines`)
    )[0];

  /** Places each cart again after the restart (the client's retry, same attempt): one complete order each, carts empty. */
  async function placeAllAgain(shop: Shop, carts: CartSeen[], attempts: string[], before: Array<string | null> = []) {
    const answers = await Promise.all(carts.map((cart, i) => shop.gql(PLACE, { input: placeInput(i, attempts[i]!, { cartId: cart.id }) })));
    for (const [i, { data, errors }] of answers.entries()) {
      expect(errors).toBeUndefined();
      expect(data.orderPlace.userErrors).toEqual([]);
      expectCompleteOrder(data.orderPlace.order, carts[i]!);
      if (before[i]) expect(data.orderPlace.order.id).toBe(before[i]);
      expectCompleteStoredOrder((await storedOrder(query, attempts[i]!))!, carts[i]!);
      expect((await cartNow(shop, carts[i]!.id)).lines).toEqual([]);
    }
  }

  it('placements hung inside their transaction leave every cart intact and no order behind', async () => {
    const killed = await running();
    // As many as the process places at once (the others wait their turn in memory, outside any transaction).
    const carts = await makeCarts(killed, GUARDRAILS.checkout.concurrentPlacements, 100);
    const attempts = carts.map(() => randomUUID());
    const before = await counts();

    // Placement writes the order and its items first, then the status change: hold that table so that every
    // placement stops there, inside its transaction, with the order already written.
    const locker = new Client({ connectionString: databaseUrl });
    await locker.connect();
    let left: number[];
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE order_status_change IN ACCESS EXCLUSIVE MODE');
      const lockerPid: number = (await locker.query('SELECT pg_backend_pid() AS pid')).rows[0].pid;

      const placing = carts.map((cart, i) => killed.gql(PLACE, { input: placeInput(i, attempts[i]!, { cartId: cart.id }) }).catch((e: Error) => e));
      // All of them wait on the lock, inserting the status change (the server cancels a statement after 2 s, so
      // this must be quick).
      const waiting = await until(
        'every placement waits on the lock',
        async () => {
          const rows = await query(`SELECT pid, query FROM pg_stat_activity WHERE datname = $1 AND application_name = $2 AND $3 = ANY(pg_blocking_pids(pid))`, [
            database,
            APP_NAME,
            lockerPid,
          ]);
          return rows.length === carts.length && rows.every((r) => /^INSERT INTO "?order_status_change"?/.test(r.query)) && rows;
        },
        1500,
        5,
      );
      // Each waiting transaction has already written its order and items (it holds the write locks of both
      // tables), and none of it is visible outside the transaction.
      const written = await query(
        `SELECT pid, array_agg(c.relname::text ORDER BY c.relname) AS tables FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE l.pid = ANY($1) AND l.mode = 'RowExclusiveLock' AND l.granted AND c.relname IN ('customer_order', 'order_item') GROUP BY pid`,
        [waiting.map((w) => w.pid)],
      );
      expect(written.map((w) => w.tables)).toEqual(carts.map(() => ['customer_order', 'order_item']));
      expect(await query('SELECT id FROM customer_order WHERE checkout_token = ANY($1)', [attempts])).toEqual([]);

      left = await kill(killed);
      for (const answer of await Promise.all(placing)) expect(answer).toBeInstanceOf(Error); // the connection dropped, no answer
      await locker.query('COMMIT');
    } finally {
      await locker.end();
    }
    void running(); // the restart boots meanwhile
    await sessionsGone(left);

    // Nothing of the placements survived; every cart is as it was.
    expect(await counts()).toEqual(before);
    expect(await query('SELECT id FROM customer_order WHERE checkout_token = ANY($1)', [attempts])).toEqual([]);

    const restarted = await running();
    for (const cart of carts) expect(await cartNow(restarted, cart.id)).toEqual(cart);
    // The client retries its attempt: now it is placed, once, complete.
    await placeAllAgain(restarted, carts, attempts);
    const lineCount = carts.reduce((n, c) => n + c.lines.length, 0);
    expect(await counts()).toEqual({
      orders: before.orders + carts.length,
      items: before.items + lineCount,
      changes: before.changes + carts.length,
      lines: before.lines - lineCount,
    });
  });

  it('killed at a random moment: each cart is intact with no order, or empty with one complete order', async () => {
    const killed = await running();
    const carts = await makeCarts(killed, 8, 200);
    const attempts = carts.map(() => randomUUID());
    const before = await counts();

    // Kill once a random number of the orders is in (0 to all but one) and another placement has written part
    // of its order in an open transaction (or, should that moment be missed, once all are in).
    const target = Math.floor(Math.random() * (carts.length - 1));
    const placing = carts.map((cart, i) => killed.gql(PLACE, { input: placeInput(i, attempts[i]!, { cartId: cart.id }) }).catch((e: Error) => e));
    const moment = await until(
      'the moment to kill',
      async () => {
        const [{ placed, writing }] = await query(
          `SELECT (SELECT count(*)::int FROM customer_order WHERE checkout_token = ANY($1)) AS placed,
            (SELECT count(*)::int FROM pg_stat_activity WHERE datname = $2 AND application_name = $3 AND backend_xid IS NOT NULL
              AND xact_start IS NOT NULL AND query ~ '"?(customer_order|order_item|order_status_change)"?|cart_line|UPDATE cart') AS writing`,
          [attempts, database, APP_NAME],
        );
        return ((placed >= target && writing > 0) || placed === carts.length) && { placed, writing };
      },
      10_000,
      1,
    );
    const left = await kill(killed);
    await Promise.all(placing);
    void running(); // the restart boots meanwhile
    await sessionsGone(left);

    const placed: Array<string | null> = [];
    for (const [i, cart] of carts.entries()) {
      const stored = await storedOrder(query, attempts[i]!);
      placed.push(stored?.order.id ?? null);
      if (stored) expectCompleteStoredOrder(stored, cart);
    }
    const placedCount = placed.filter(Boolean).length;
    expect(placedCount, `killed with ${moment.placed} placed and ${moment.writing} placing`).toBeGreaterThanOrEqual(moment.placed);
    const after = await counts();
    expect(after.orders).toBe(before.orders + placedCount);
    expect(after.changes).toBe(before.changes + placedCount);

    const restarted = await running();
    for (const [i, cart] of carts.entries()) {
      const now = await cartNow(restarted, cart.id);
      if (placed[i]) expect(now.lines, `cart ${i} became an order`).toEqual([]);
      else expect(now, `cart ${i} has no order`).toEqual(cart);
    }
    // Retrying every attempt: the placed ones answer their order, the others are placed now.
    await placeAllAgain(restarted, carts, attempts, placed);
    expect((await counts()).orders).toBe(before.orders + carts.length);
  });
});

