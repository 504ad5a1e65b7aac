/**
 * SQL_STATEMENT_COUNT: each request answers how many SQL statements it sent (X-SQL-Statements), counted at pg's
 * Client#query, so TypeORM's queries, its transactions' BEGIN/COMMIT and raw pool queries (the rate limit) all count.
 * The benchmark reports these numbers; here they are pinned, and a list does not cost a query per product (no N+1),
 * nor the staff order list a query per order (issue 29: the screen's own operation, at 20 and 100 orders a page).
 */
import 'reflect-metadata';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { createServices } from '../src/services';
import { createApp } from '../src/http/app';
import { createLogger } from '../src/http/logging';
import { countStatements, STATEMENT_HEADER } from '../src/db/statement-count';
import type { Services } from '../src/services';
import { signInStaff } from './harness';
import { screenOperation } from './screen-operation';
import { adminQuery, withDatabase } from './pg';

const database = `lumina_test_${randomBytes(5).toString('hex')}`;
let ds: DataSource;
let url: string;
let plainUrl: string;
let stop: () => Promise<void>;
let services: Services;
const servers: http.Server[] = [];

beforeAll(async () => {
  const adminUrl = inject('pgAdminUrl');
  await adminQuery(adminUrl, `CREATE DATABASE ${database} TEMPLATE ${inject('pgTemplate')}`);
  const logger = createLogger({ level: 'silent' });
  ds = createDataSource(withDatabase(adminUrl, database), { logger });
  await ds.initialize();
  // No answer here is read for its links.
  services = createServices(ds, { shopUrl: 'http://lumina.test', writesPerMinute: 100_000, staffReadsPerSecond: 100_000 });
  // The statements a read sends when it is worked out from the database: not from the catalogue a process holds
  // (prepared-catalogue.test.ts), which sends none until a staff change clears it.
  const created = await createApp({ services, logger, prepareCatalogue: false });
  stop = created.stop;
  const listen = async (listener: http.RequestListener) => {
    const server = http.createServer(listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  url = await listen(countStatements(created.app, true));
  plainUrl = await listen(countStatements(created.app, false));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await stop?.();
  await ds?.destroy();
  await adminQuery(inject('pgAdminUrl'), `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

async function gql(query: string, variables?: Record<string, unknown>, base = url, cookie?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { body, statements: res.headers.get(STATEMENT_HEADER) };
}

const PRODUCTS = '{ products(first: 100) { nodes { id slug name price { cents formatted } images category } } }';

describe('SQL statements per request', () => {
  it('counts the one query of GET /api/products', async () => {
    const res = await fetch(`${url}/api/products`);
    expect(res.status).toBe(200);
    expect(res.headers.get(STATEMENT_HEADER)).toBe('1');
  });

  it('counts a product read, and a cartLineAdd with its rate limit, lock and transaction', async () => {
    const [{ id }] = (await ds.query(`SELECT id FROM product WHERE slug = 'lichtdoorlatend-wit'`)) as { id: number }[];
    expect((await gql('query($s: String!) { product(slug: $s) { id configurator { layout } } }', { s: 'lichtdoorlatend-wit' })).statements).toBe('1');
    const cart = (await gql('mutation { cartCreate { cart { id } } }')).body.data.cartCreate.cart.id as string;
    const added = await gql(
      'mutation($c: ID!, $i: CartLineAddInput!) { cartLineAdd(cartId: $c, input: $i) { line { quantity } userErrors { code } } }',
      { c: cart, i: { productId: String(id), configuration: { width: 100, height: 120, options: [
        { key: 'chainMaterial', value: 'plastic' }, { key: 'chainColor', value: 'white' }, { key: 'bottomBar', value: 'covered-one' },
        { key: 'controlSide', value: 'right' }, { key: 'profileColor', value: 'white' }, { key: 'mounting', value: 'outside-frame' },
      ] } } },
    );
    expect(added.body.data.cartLineAdd.userErrors).toEqual([]);
    // rate limit, cart, product; BEGIN, lock timeout, FOR UPDATE, lock timeout back, line count, insert, touch, lines, COMMIT
    expect(added.statements).toBe('12');
  });

  it('does not grow with the number of products in products(first: 100) (no query per product)', async () => {
    const before = await gql(PRODUCTS);
    const n = before.body.data.products.nodes.length as number;
    await ds.query(
      `INSERT INTO product (slug, name, description, price_cents, category, fabric_type, line, listings, controls, images, features, colors, light_filter, fabric_skus, is_published, sort_order, configurator, size_rules)
       SELECT p.slug || '-kopie-' || k, p.name, p.description, p.price_cents, p.category, p.fabric_type, p.line, p.listings, p.controls, p.images, p.features,
              p.colors, p.light_filter, p.fabric_skus, true, p.sort_order + 100, p.configurator, p.size_rules
       FROM product p CROSS JOIN generate_series(1, 4) AS k WHERE p.is_published`,
    );
    const after = await gql(PRODUCTS);
    expect(after.body.data.products.nodes.length).toBeGreaterThan(n * 4);
    expect(after.statements).toBe(before.statements);
    expect(before.statements).toBe('1');
  });

  it('counts the products only when totalCount is asked for', async () => {
    const { body, statements } = await gql('{ products(first: 2) { totalCount nodes { id } } }');
    expect(statements).toBe('2');
    const [{ n }] = (await ds.query('SELECT count(*)::int AS n FROM product WHERE is_published')) as { n: number }[];
    expect(body.data.products.totalCount).toBe(n);
  });

  it('answers no header when it is not switched on', async () => {
    const res = await fetch(`${plainUrl}/api/products`);
    expect(res.status).toBe(200);
    expect(res.headers.get(STATEMENT_HEADER)).toBeNull();
  });
});

/** Orders added for the list, newest of all: LUM-2099-00001 … (the seeded dozen stay below them). */
const EXTRA_ORDERS = 120;

/**
 * `n` orders in every status, each with its related rows, made in SQL: the items of a seeded order, its status
 * history, and — all but the new ones — a payment (every fourth after a failed one), the payment status changes and
 * an invoice; some with a refund that was settled (and its credit note), some with one still pending, some with a
 * chargeback (and what staff must look at); events for all of it.
 */
async function addOrders(n: number): Promise<void> {
  const serie = `generate_series(1, ${n}) AS n`;
  const ours = `o.id LIKE 'LUM-2099-%'`;
  await ds.query(`
    INSERT INTO customer_order (id, status, customer_name, customer_email, customer_phone, shipping_address, shipping_address_lines, country,
                                subtotal_cents, shipping_cents, total_cents, vat_cents, payment_method, payment_status, paid_cents, paid_at,
                                refunded_cents, refund_pending_cents, charged_back_cents, refundable_cents, attention, carrier, tracking_code,
                                created_at, updated_at)
    SELECT 'LUM-2099-' || lpad(n::text, 5, '0'), s.status, 'Klant ' || n, 'klant' || n || '@example.com', '+32 470 12 34 56',
           'Kouter ' || n || ', 9000 Gent, België', ARRAY['Kouter ' || n, '9000 Gent', 'België'], 'BE', 12100, 0, 12100, 2100, 'Bancontact',
           CASE WHEN s.paid THEN 'paid' ELSE 'awaiting_payment' END, CASE WHEN s.paid THEN 12100 ELSE 0 END,
           CASE WHEN s.paid THEN now() - n * interval '1 minute' END,
           CASE WHEN s.paid AND n % 3 = 0 THEN 2000 ELSE 0 END, CASE WHEN s.paid AND n % 5 = 0 THEN 1000 ELSE 0 END,
           CASE WHEN s.paid AND n % 7 = 0 THEN 1500 ELSE 0 END,
           CASE WHEN s.paid THEN 12100 - (CASE WHEN n % 3 = 0 THEN 2000 ELSE 0 END) - (CASE WHEN n % 5 = 0 THEN 1000 ELSE 0 END)
                                       - (CASE WHEN n % 7 = 0 THEN 1500 ELSE 0 END) ELSE 0 END,
           CASE WHEN s.paid AND n % 7 = 0 THEN '[{"code": "CHARGEBACK", "message": "Terugboeking van € 15,00"}]'::jsonb ELSE '[]'::jsonb END,
           CASE WHEN s.status IN ('shipped', 'completed') THEN 'bpost' END, CASE WHEN s.status IN ('shipped', 'completed') THEN '3SLUM' || n END,
           now() - n * interval '1 minute', now() - n * interval '1 minute'
    FROM ${serie}, LATERAL (SELECT (ARRAY['new', 'processing', 'production', 'shipped', 'completed', 'cancelled'])[1 + n % 6] AS status) st,
         LATERAL (SELECT st.status, st.status <> 'new' AS paid) s`);
  // The items of the seeded orders, each new order those of one of them (every column as it is, whatever the schema holds).
  const columns = ((await ds.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'order_item' AND column_name NOT IN ('id', 'order_id') ORDER BY ordinal_position`,
  )) as { column_name: string }[]).map((c) => c.column_name).join(', ');
  await ds.query(`
    INSERT INTO order_item (order_id, ${columns})
    SELECT o.id, ${columns.split(', ').map((c) => `i.${c}`).join(', ')}
    FROM customer_order o
    JOIN LATERAL (SELECT s.id FROM customer_order s WHERE s.id NOT LIKE 'LUM-2099-%' ORDER BY s.id
                  OFFSET substring(o.id from 10)::int % (SELECT count(*) FROM customer_order WHERE id NOT LIKE 'LUM-2099-%') LIMIT 1) seed ON true
    JOIN order_item i ON i.order_id = seed.id
    WHERE ${ours}`);
  await ds.query(`
    INSERT INTO order_status_change (order_id, from_status, to_status, changed_by, changed_at)
    SELECT o.id, NULL, 'new', 'Webshop', o.created_at FROM customer_order o WHERE ${ours}
    UNION ALL
    SELECT o.id, 'new', o.status, 'Atelier Gent', o.created_at + interval '10 seconds' FROM customer_order o WHERE ${ours} AND o.status <> 'new'`);
  await ds.query(`
    INSERT INTO payment (id, order_id, provider, method, amount_cents, status, refunded_cents, created_at, updated_at)
    SELECT 'tst_' || o.id || '_1', o.id, 'test', 'bancontact', o.total_cents, 'failed', 0, o.created_at, o.created_at
    FROM customer_order o WHERE ${ours} AND o.paid_cents > 0 AND substring(o.id from 10)::int % 4 = 0
    UNION ALL
    SELECT 'tst_' || o.id || '_2', o.id, 'test', 'bancontact', o.total_cents, 'paid', o.refunded_cents, o.created_at + interval '1 second', o.paid_at
    FROM customer_order o WHERE ${ours} AND o.paid_cents > 0`);
  await ds.query(`
    INSERT INTO order_payment_change (order_id, payment_id, from_status, to_status, changed_by, changed_at)
    SELECT o.id, 'tst_' || o.id || '_2', 'awaiting_payment', 'pending', 'Testbetaling', o.created_at FROM customer_order o WHERE ${ours} AND o.paid_cents > 0
    UNION ALL
    SELECT o.id, 'tst_' || o.id || '_2', 'pending', 'paid', 'Testbetaling', o.paid_at FROM customer_order o WHERE ${ours} AND o.paid_cents > 0`);
  await ds.query(`
    INSERT INTO refund (order_id, payment_id, amount_cents, status, provider_id, reason, requested_by, created_at, settled_at)
    SELECT o.id, 'tst_' || o.id || '_2', o.refunded_cents, 'refunded', 're_' || o.id, 'Stof beschadigd', 'Beheer Lumina', o.paid_at + interval '1 hour', o.paid_at + interval '2 hours'
    FROM customer_order o WHERE ${ours} AND o.refunded_cents > 0
    UNION ALL
    SELECT o.id, 'tst_' || o.id || '_2', o.refund_pending_cents, 'pending', NULL, NULL, 'Beheer Lumina', o.paid_at + interval '3 hours', NULL
    FROM customer_order o WHERE ${ours} AND o.refund_pending_cents > 0`);
  await ds.query(`
    INSERT INTO chargeback (id, order_id, payment_id, amount_cents, recorded_at)
    SELECT 'chb_' || o.id, o.id, 'tst_' || o.id || '_2', o.charged_back_cents, o.paid_at + interval '4 hours'
    FROM customer_order o WHERE ${ours} AND o.charged_back_cents > 0`);
  await ds.query(`
    INSERT INTO order_event (order_id, type, key, data, actor, created_at)
    SELECT o.id, 'OrderPlaced', 'OrderPlaced', '{"type": "OrderPlaced"}', 'Webshop', o.created_at FROM customer_order o WHERE ${ours}
    UNION ALL
    SELECT p.order_id, 'PaymentReceived', 'PaymentReceived:' || p.id,
           jsonb_build_object('type', 'PaymentReceived', 'paymentId', p.id, 'amountCents', p.amount_cents, 'manual', false), 'Testbetaling', p.updated_at
    FROM payment p JOIN customer_order o ON o.id = p.order_id WHERE ${ours} AND p.status = 'paid'
    UNION ALL
    SELECT r.order_id, 'RefundRequested', 'RefundRequested:' || r.id,
           jsonb_build_object('type', 'RefundRequested', 'refundId', r.id::text, 'paymentId', r.payment_id, 'amountCents', r.amount_cents, 'by', 'staff'),
           r.requested_by, r.created_at
    FROM refund r JOIN customer_order o ON o.id = r.order_id WHERE ${ours}
    UNION ALL
    SELECT c.order_id, 'ChargebackReceived', 'ChargebackReceived:' || c.id,
           jsonb_build_object('type', 'ChargebackReceived', 'chargebackId', c.id, 'paymentId', c.payment_id, 'amountCents', c.amount_cents), 'Testbetaling', c.recorded_at
    FROM chargeback c JOIN customer_order o ON o.id = c.order_id WHERE ${ours}`);
  // An invoice per paid order and a credit note per settled refund, in series of a year of their own (2099).
  await ds.query(`
    INSERT INTO invoice (number, kind, year, sequence, order_id, issued_on, total_excl_cents, vat_cents, total_cents, document)
    SELECT '2099-' || lpad(k::text, 6, '0'), 'invoice', 2099, k, id, current_date, 10000, 2100, 12100, '{}'
    FROM (SELECT o.id, row_number() OVER (ORDER BY o.id) AS k FROM customer_order o WHERE ${ours} AND o.paid_cents > 0) paid`);
  await ds.query(`
    INSERT INTO invoice (number, kind, year, sequence, order_id, corrects_id, refund_id, issued_on, total_excl_cents, vat_cents, total_cents, document)
    SELECT 'CN-2099-' || lpad(k::text, 6, '0'), 'credit_note', 2099, k, order_id, invoice_id, refund_id, current_date,
           amount_cents - round(amount_cents * 21 / 121.0)::int, round(amount_cents * 21 / 121.0)::int, amount_cents, '{}'
    FROM (SELECT r.order_id, i.id AS invoice_id, r.id AS refund_id, r.amount_cents, row_number() OVER (ORDER BY r.id) AS k
          FROM refund r JOIN invoice i ON i.order_id = r.order_id AND i.kind = 'invoice'
          WHERE r.order_id LIKE 'LUM-2099-%' AND r.status = 'refunded') settled`);
  await ds.query('ANALYZE');
}

/** Every relation of an order (each a DataLoader of graphql-server/src/orders/order-loaders.ts) besides its items. */
const ORDER_RELATIONS = ['statusHistory', 'payments', 'refunds', 'chargebacks', 'paymentHistory', 'events', 'invoices'] as const;

/** A page of orders asking every relation there is, as an integrator could. */
const EVERY_RELATION = `query($first: Int!, $after: String, $search: String, $attention: Boolean) {
  orders(first: $first, after: $after, search: $search, attention: $attention) {
    totalCount pageInfo { endCursor }
    edges { node {
      id attention refundable { cents } items { id } statusHistory { to }
      payments { id status } refunds { id status } chargebacks { id } paymentHistory { to } events { type description } invoices { number url }
    } }
  }
}`;

/**
 * What a page of orders costs, whatever its size: the staff session, the staff member's and the client address's read
 * limits (one upsert each), the page, its count (when totalCount is asked), the items of all its orders
 * (OrderService.page), and one statement per relation asked (DataLoader: `WHERE order_id IN (…)`).
 */
async function statementsFor(operation: string): Promise<string> {
  const { parse, visit } = await import('graphql');
  const asked = new Set<string>();
  let counted = false;
  visit(parse(operation), {
    Field(field) {
      if ((ORDER_RELATIONS as readonly string[]).includes(field.name.value)) asked.add(field.name.value);
      if (field.name.value === 'totalCount') counted = true;
    },
  });
  return String(5 + (counted ? 1 : 0) + asked.size);
}

describe('the staff order list (issue 29): a fixed number of statements per page', () => {
  let beheer: string;
  let adminOrders: string;
  const list = async (query: string, variables: Record<string, unknown>) => gql(query, variables, url, beheer);

  beforeAll(async () => {
    await addOrders(EXTRA_ORDERS);
    beheer = await signInStaff(url, services, { email: 'beheer-lijst@lumina.test', password: 'een-lang-testwachtwoord', role: 'beheer' });
    adminOrders = await screenOperation('AdminOrders');
  });

  it('has orders with every kind of related row, 100 of them on the first page', async () => {
    const { body, statements } = await list(EVERY_RELATION, { first: 100 });
    const nodes = body.data.orders.edges.map((e: { node: any }) => e.node);
    expect(nodes).toHaveLength(100);
    expect(nodes.every((o: { id: string }) => o.id.startsWith('LUM-2099-'))).toBe(true);
    const having = (field: string) => nodes.filter((o: any) => o[field].length > 0).length;
    expect(having('items')).toBe(100);
    expect(having('statusHistory')).toBe(100);
    expect(having('events')).toBe(100);
    expect(having('payments')).toBeGreaterThan(80);
    expect(having('paymentHistory')).toBeGreaterThan(80);
    expect(having('invoices')).toBeGreaterThan(80);
    expect(having('refunds')).toBeGreaterThan(30);
    expect(having('chargebacks')).toBeGreaterThan(10);
    expect(nodes.filter((o: any) => o.invoices.length > 1).length).toBeGreaterThan(10); // credit notes
    // session, the two read limits, page, count, items + seven relations
    expect(statements).toBe('13');
  });

  it("runs the screen's own AdminOrders in as many statements at 20 orders a page as at 100, and on a next page", async () => {
    const twenty = await list(adminOrders, { production: true, first: 20 });
    const hundred = await list(adminOrders, { production: true, first: 100 });
    expect(twenty.body.data.orders.edges).toHaveLength(20);
    expect(hundred.body.data.orders.edges).toHaveLength(100);
    const next = await list(adminOrders, { production: true, first: 20, after: twenty.body.data.orders.pageInfo.endCursor });
    expect(next.body.data.orders.edges).toHaveLength(20);
    expect(hundred.statements).toBe(twenty.statements);
    expect(next.statements).toBe(twenty.statements);
    // 11 with the screen's fragments of 27 November (payments, refunds, chargebacks, events, invoices); it follows them.
    expect(twenty.statements).toBe(await statementsFor(adminOrders));
  });

  it('asks every relation of 20 orders or of 100 in the same 13 statements', async () => {
    const twenty = await list(EVERY_RELATION, { first: 20 });
    const hundred = await list(EVERY_RELATION, { first: 100 });
    expect([twenty.statements, hundred.statements]).toEqual(['13', '13']);
  });

  it('reads a relation only where the executor will resolve it: under nodes, a fragment, or @include as its variable says', async () => {
    const query = `query($first: Int!, $p: Boolean!) {
      orders(first: $first) { nodes { id ...Money events { type } invoices @include(if: $p) { number } } }
    }
    fragment Money on Order { payments @skip(if: $p) { id } refunds { id } }`;
    const included = await list(query, { first: 30, p: true });
    const skipped = await list(query, { first: 30, p: false });
    // session, the two read limits, page, items + events, refunds and invoices (p) or payments (not p)
    expect([included.statements, skipped.statements]).toEqual(['8', '8']);
    const asked = await list(EVERY_RELATION, { first: 30 });
    const byId = new Map(asked.body.data.orders.edges.map((e: { node: any }) => [e.node.id, e.node]));
    for (const order of included.body.data.orders.nodes) {
      const same = byId.get(order.id) as any;
      expect(order.events.map((e: any) => e.type)).toEqual(same.events.map((e: any) => e.type));
      expect(order.invoices).toEqual(same.invoices.map((i: any) => ({ number: i.number })));
      expect(order.payments).toBeUndefined();
    }
    expect(skipped.body.data.orders.nodes.map((o: any) => o.payments)).toEqual(asked.body.data.orders.edges.map((e: any) => e.node.payments.map((p: any) => ({ id: p.id }))));
  });

  it('reads each relation and the items as TypeORM would (db/entity-rows.ts: its own statement, the same entities)', async () => {
    const { In } = await import('typeorm');
    const { orderLoaders } = await import('../src/orders/order-loaders');
    const { Order } = await import('../src/orders/order.entity');
    const { OrderItem } = await import('../src/orders/order-item.entity');
    const ids = ((await ds.query(`SELECT id FROM customer_order ORDER BY id`)) as { id: string }[]).map((r) => r.id);
    const loaders = orderLoaders(ds);
    const same = (ours: object[], theirs: object[]) => {
      expect(ours.map((row) => Object.getPrototypeOf(row))).toEqual(theirs.map((row) => Object.getPrototypeOf(row)));
      expect(ours.map((row) => ({ ...row }))).toStrictEqual(theirs.map((row) => ({ ...row })));
    };
    for (const relation of ORDER_RELATIONS) {
      const loader = loaders[relation] as unknown as { load(id: string): Promise<{ orderId: string }[]> };
      const ours = (await Promise.all(ids.map((id) => loader.load(id)))).flat();
      expect(ours.length).toBeGreaterThan(0);
      const entity = { statusHistory: 'OrderStatusChange', payments: 'Payment', refunds: 'Refund', chargebacks: 'Chargeback', paymentHistory: 'OrderPaymentChange', events: 'OrderEventRecord', invoices: 'Invoice' }[relation];
      const order = { statusHistory: { changedAt: 'ASC', id: 'ASC' }, payments: { createdAt: 'DESC', id: 'DESC' }, refunds: { createdAt: 'DESC', id: 'DESC' }, chargebacks: { recordedAt: 'ASC', id: 'ASC' }, paymentHistory: { changedAt: 'ASC', id: 'ASC' }, events: { id: 'ASC' }, invoices: { id: 'ASC' } }[relation];
      const select = relation === 'invoices' ? { id: true, orderId: true, number: true, kind: true, issuedOn: true, totalCents: true } : undefined;
      const theirs = (await ds.getRepository(entity).find({ where: { orderId: In(ids) }, order, select } as never)) as { orderId: string }[];
      same(ours, ids.flatMap((id) => theirs.filter((row) => row.orderId === id)));
    }
    const page = await services.orders.page({}, { first: 100 });
    const theirs = await ds.getRepository(OrderItem).find({ where: { orderId: In(page.nodes.map((o) => o.id)) }, order: { id: 'ASC' } });
    same(page.nodes.flatMap((o) => o.items), page.nodes.flatMap((o) => theirs.filter((item) => item.orderId === o.id)));
    expect(page.nodes[0]).toBeInstanceOf(Order);
    // A search's page (its own statement, keysetPageFoundOnce): the same orders as TypeORM reads them, in its order.
    const found = await services.orders.page({ search: 'klant' }, { first: 100 });
    expect(found.nodes).toHaveLength(100);
    const byFind = await ds
      .getRepository(Order)
      .find({ where: { id: In(found.nodes.map((o) => o.id)) }, relations: { items: true }, order: { createdAt: 'DESC', id: 'DESC', items: { id: 'ASC' } } });
    same(found.nodes, byFind);
    expect(found.nodes[0]).toBeInstanceOf(Order);
  });

  it('does not grow with a search or the attention filter either', async () => {
    const search = await list(adminOrders, { production: true, first: 100, search: 'klant' });
    expect(search.body.data.orders.edges).toHaveLength(100);
    // A search finds its matches once for the page and its count (keysetPageFoundOnce): one statement fewer than the
    // list, whose count is the kept totals' — and a page of 5 costs what a page of 100 does.
    expect(Number(search.statements)).toBeLessThanOrEqual(Number(await statementsFor(adminOrders)));
    expect((await list(adminOrders, { production: true, first: 5, search: 'klant' })).statements).toBe(search.statements);
    // The screen's attention filter (its $attention), or any client's when the screen does not ask it.
    const [query, variables] = /\$attention\b/.test(adminOrders)
      ? [adminOrders, { production: true, attention: true }]
      : [EVERY_RELATION, { attention: true }];
    const few = await list(query, { ...variables, first: 5 });
    const all = await list(query, { ...variables, first: 100 });
    const nodes = all.body.data.orders.edges.map((e: { node: any }) => e.node);
    expect(nodes.length).toBeGreaterThan(10);
    expect(nodes.every((o: any) => o.attention.length > 0)).toBe(true);
    expect(all.statements).toBe(few.statements);
    expect(all.statements).toBe(await statementsFor(query));
  });
});
