/**
 * Every list that can grow is a cursor connection (ARCHITECTURE §4a): paged to its end with `after`, no row
 * is missed or repeated, in the order the database itself gives; more than 100 a page, or a cursor that is
 * not one of the list's, is refused before any row is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ asStaff: true });
  // Contact messages exist only once sent: twelve, four of them at the very same instant (ties break on id).
  await app.ds.query(`
    INSERT INTO contact_message (name, email, subject, message, created_at)
    SELECT 'Klant ' || n, 'klant' || n || '@example.be', 'Vraag ' || n, 'Bericht ' || n,
           CASE WHEN n <= 4 THEN timestamptz '2026-01-01 10:00:00.123456+00' ELSE now() - n * interval '1 minute' END
    FROM generate_series(1, 12) AS n`);
});
afterAll(async () => {
  await app?.close();
});

interface ListCase {
  name: string;
  /** A query with $first and $after whose connection is `data[name]`, nodes with an `id`. */
  query: string;
  variables?: Record<string, unknown>;
  /** The same list, in the same order, straight from the database. */
  oracle: string;
  pageSize: number;
}

const lists: ListCase[] = [
  {
    name: 'products',
    query: `query($first: Int, $after: String) { products(first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } nodes { id } } }`,
    oracle: `SELECT id::text AS id FROM product WHERE is_published ORDER BY sort_order, id`,
    pageSize: 4,
  },
  {
    name: 'products',
    query: `query($first: Int, $after: String) { products(listing: OVERVIEW, first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } nodes { id } } }`,
    oracle: `SELECT id::text AS id FROM product WHERE is_published AND listings @> ARRAY['overview'] ORDER BY sort_order, id`,
    pageSize: 1,
  },
  {
    name: 'products',
    query: `query($first: Int, $after: String) { products(sort: PRICE_DESC, first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } nodes { id } } }`,
    oracle: `SELECT p.id::text AS id FROM product p WHERE is_published ORDER BY p.price_cents DESC, p.id DESC`,
    pageSize: 3,
  },
  {
    name: 'products',
    query: `query($first: Int, $after: String) { products(sort: PRICE_ASC, colors: ["wit", "Grijs"], first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } nodes { id } } }`,
    oracle: `SELECT p.id::text AS id FROM product p WHERE is_published AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.colors) c WHERE c->>'name' IN ('Wit', 'Grijs')) ORDER BY p.price_cents, p.id`,
    pageSize: 2,
  },
  {
    name: 'fabricCollection',
    query: `query($first: Int, $after: String) { fabricCollection(first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } nodes { id } } }`,
    oracle: `SELECT id::text AS id FROM fabric_collection_item ORDER BY name, id`,
    pageSize: 7,
  },
  {
    name: 'fabricCollection',
    query: `query($first: Int, $after: String) { fabricCollection(sort: PRICE_GROUP, fabricTypes: [VERDUISTEREND], first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } nodes { id } } }`,
    // A fabric's price group is the product's made of it (issue 31): fabric_price_group, none last.
    oracle: `SELECT id::text AS id FROM fabric_collection_item WHERE fabric_type = 'verduisterend' ORDER BY coalesce(fabric_price_group(internal_code), 2147483647), name, id`,
    pageSize: 3,
  },
  {
    name: 'fabricSkus',
    query: `query($first: Int, $after: String) { fabricSkus(first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id: internalSku } } nodes { id: internalSku } } }`,
    oracle: `SELECT internal_sku AS id FROM fabric_sku ORDER BY internal_sku`,
    pageSize: 9,
  },
  {
    name: 'orders',
    query: `query($first: Int, $after: String) { orders(first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } nodes { id } } }`,
    oracle: `SELECT id FROM customer_order ORDER BY created_at DESC, id DESC`,
    pageSize: 5,
  },
  {
    name: 'orders',
    query: `query($first: Int, $after: String) { orders(search: "lum-vd", first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } nodes { id } } }`,
    oracle: `SELECT o.id FROM customer_order o WHERE EXISTS (SELECT 1 FROM order_item i WHERE i.order_id = o.id AND lower(i.fabric_code) LIKE '%lum-vd%') ORDER BY created_at DESC, id DESC`,
    pageSize: 2,
  },
  {
    name: 'contactMessages',
    query: `query($first: Int, $after: String) { contactMessages(first: $first, after: $after) { totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } nodes { id } } }`,
    oracle: `SELECT id::text AS id FROM contact_message ORDER BY created_at DESC, id DESC`,
    pageSize: 3,
  },
];

/** Follows `after` from the first page to the last; every page checked on the way. */
async function walk(list: ListCase) {
  const seen: string[] = [];
  let after: string | null = null;
  let totalCount = -1;
  for (let page = 0; page < 200; page += 1) {
    const { data, errors }: { data?: any; errors?: unknown[] } = await app.gql(list.query, { ...list.variables, first: list.pageSize, after });
    expect(errors).toBeUndefined();
    const connection: any = data[list.name];
    totalCount = connection.totalCount;
    const ids = connection.edges.map((e: any) => e.node.id);
    expect(connection.nodes.map((n: any) => n.id)).toEqual(ids);
    expect(ids.length).toBeLessThanOrEqual(list.pageSize);
    expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
    expect(connection.pageInfo.startCursor).toBe(connection.edges[0]?.cursor ?? null);
    expect(connection.pageInfo.endCursor).toBe(connection.edges.at(-1)?.cursor ?? null);
    seen.push(...ids);
    if (!connection.pageInfo.hasNextPage) return { seen, totalCount, pages: page + 1 };
    expect(ids).toHaveLength(list.pageSize);
    after = connection.pageInfo.endCursor;
  }
  throw new Error('more than 200 pages');
}

describe('each connection, paged to its end with after', () => {
  for (const list of lists) {
    it(`${list.query.match(/\{ (\w+\([^)]*\))/)![1]} in pages of ${list.pageSize} gives every row once, in the database's order`, async () => {
      const expected = ((await app.ds.query(list.oracle)) as { id: string }[]).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(list.pageSize);
      const { seen, totalCount, pages } = await walk(list);
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
      expect(totalCount).toBe(expected.length);
      expect(pages).toBe(Math.ceil(expected.length / list.pageSize));
    });
  }
});

describe('page sizes and cursors', () => {
  it('refuses first: 101 (and 0, and -1) with BAD_USER_INPUT on every connection, never a silent clamp', async () => {
    for (const list of lists) {
      for (const first of [101, 0, -1]) {
        const { data, errors } = await app.gql(list.query, { first, after: null });
        expect(data, `${list.name} first: ${first}`).toBeNull();
        expect(errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: ['first'] } });
        expect(errors?.[0].message).toMatch(/100/);
      }
    }
  });

  it('answers at most 100 and defaults to 25', async () => {
    const all = await app.gql(`{ fabricSkus(first: 100) { totalCount nodes { internalSku } } }`);
    expect(all.data.fabricSkus.nodes).toHaveLength(Math.min(100, all.data.fabricSkus.totalCount));
    const byDefault = await app.gql(`{ fabricSkus { nodes { internalSku } pageInfo { hasNextPage } } }`);
    expect(byDefault.data.fabricSkus.nodes).toHaveLength(25);
    expect(byDefault.data.fabricSkus.pageInfo.hasNextPage).toBe(true);
  });

  it("refuses a cursor that is not one of the list's with BAD_USER_INPUT", async () => {
    const products = await app.gql(`{ products(first: 1) { pageInfo { endCursor } } }`);
    const productCursor = products.data.products.pageInfo.endCursor;
    const forged = Buffer.from(JSON.stringify(["'; DROP TABLE customer_order; --", 'x'])).toString('base64url');
    const impossibleDate = Buffer.from(JSON.stringify(['2026-02-30 10:00:00+00', 'LUM-2026-00001'])).toString('base64url');
    const overflow = Buffer.from(JSON.stringify(['9999999999', '1'])).toString('base64url');
    for (const after of ['nonsense', '', productCursor, forged, 'W10', impossibleDate]) {
      const { errors } = await app.gql(`query($after: String) { orders(first: 2, after: $after) { nodes { id } } }`, { after });
      expect(errors?.[0], after).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: ['after'] } });
    }
    const products2 = await app.gql(`query($after: String) { products(first: 2, after: $after) { nodes { id } } }`, { after: overflow });
    expect(products2.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: ['after'] } });
    const [{ count }] = await app.ds.query('SELECT count(*)::int AS count FROM customer_order');
    expect(count).toBe(12);
  });

  it('keeps its place when rows arrive between pages (keyset, not offset)', async () => {
    const query = `query($after: String) { contactMessages(first: 3, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } } }`;
    const before = ((await app.ds.query('SELECT id::text AS id FROM contact_message ORDER BY created_at DESC, id DESC')) as { id: string }[]).map(
      (r) => r.id,
    );
    const first = await app.gql(query, { after: null });
    await app.ds.query(`INSERT INTO contact_message (name, email, subject, message) VALUES ('Nieuw', 'nieuw@example.be', 'Nieuw', 'Tussendoor')`);
    const seen = first.data.contactMessages.nodes.map((n: any) => n.id);
    let page = first.data.contactMessages.pageInfo;
    while (page.hasNextPage) {
      const next = await app.gql(query, { after: page.endCursor });
      seen.push(...next.data.contactMessages.nodes.map((n: any) => n.id));
      page = next.data.contactMessages.pageInfo;
    }
    expect(seen).toEqual(before);
  });
});

describe('the REST paths keep their array shapes', () => {
  it('answers plain arrays for products and the fabric collection, and {success, fabrics} for SKUs', async () => {
    const products = await (await app.fetch('/api/products')).json();
    const collection = await (await app.fetch('/api/fabric-collection')).json();
    const skus = (await (await app.fetch('/admin/fabric-sku/all')).json()) as { success: boolean; fabrics: unknown[] };
    const [{ p, c, s }] = await app.ds.query(
      `SELECT (SELECT count(*)::int FROM product WHERE is_published) AS p, (SELECT count(*)::int FROM fabric_collection_item) AS c,
              (SELECT count(*)::int FROM fabric_sku) AS s`,
    );
    expect(Array.isArray(products) && products.length).toBe(p);
    expect(Array.isArray(collection) && collection.length).toBe(c);
    expect(skus.success).toBe(true);
    expect(skus.fabrics).toHaveLength(s);
  });
});
