/**
 * SQL_STATEMENT_COUNT: each request answers how many SQL statements it sent (X-SQL-Statements), counted at pg's
 * Client#query, so TypeORM's queries, its transactions' BEGIN/COMMIT and raw pool queries (the rate limit) all count.
 * The benchmark reports these numbers; here they are pinned, and a list does not cost a query per product (no N+1).
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
import { adminQuery, withDatabase } from './pg';

const database = `lumina_test_${randomBytes(5).toString('hex')}`;
let ds: DataSource;
let url: string;
let plainUrl: string;
let stop: () => Promise<void>;
const servers: http.Server[] = [];

beforeAll(async () => {
  const adminUrl = inject('pgAdminUrl');
  await adminQuery(adminUrl, `CREATE DATABASE ${database} TEMPLATE ${inject('pgTemplate')}`);
  const logger = createLogger({ level: 'silent' });
  ds = createDataSource(withDatabase(adminUrl, database), { logger });
  await ds.initialize();
  const created = await createApp({ services: createServices(ds, { writesPerMinute: 100_000 }), logger });
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

async function gql(query: string, variables?: Record<string, unknown>, base = url) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
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
        { key: 'controlSide', value: 'right' }, { key: 'profileColor', value: 'white' },
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
