// The floor of the API benchmark: a bare node:http + pg server that answers the bench's five requests
// (scripts/bench/api-queries.mjs) with the SQL the shop runs for them and the same JSON, and nothing else —
// no GraphQL engine, no Express, no ORM. What the shop does on top of this is what its frameworks cost.
// Run as its own process: DATABASE_URL=... PORT=... node scripts/bench/floor-server.mjs
import http from 'node:http';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CART_LINE_ADD, PRICE_QUOTE, PRODUCT, PRODUCTS } from './api-queries.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const pg = require(path.join(root, 'node_modules/pg'));
const { quote, formatEuro, centsToDecimalString } = require(path.join(root, 'schema/dist/index.js'));

// As many connections as the shop's pool (GUARDRAILS.database.poolSize).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, application_name: 'lumina-bench-floor' });

const PRODUCT_COLUMNS = (alias, prefix) =>
  ['id', 'slug', 'name', 'description', 'price_cents', 'category', 'fabric_type', 'line', 'card_category', 'listings', 'transparency', 'controls', 'images',
   'features', 'colors', 'light_filter', 'fabric_skus', 'is_published', 'sort_order', 'configurator', 'size_rules', 'created_at']
    .map((c) => `"${alias}"."${c}" AS "${prefix}_${c}"`)
    .join(', ');
const SQL = {
  productPage: `SELECT ${PRODUCT_COLUMNS('p', 'p')}, ("p"."sort_order")::text AS "keyset_0", ("p"."id")::text AS "keyset_1" FROM "product" "p" WHERE "p"."is_published" = true ORDER BY "p"."sort_order" ASC, "p"."id" ASC LIMIT 101`,
  productList: `SELECT ${PRODUCT_COLUMNS('p', 'p')} FROM "product" "p" WHERE "p"."is_published" = true ORDER BY "p"."sort_order" ASC, "p"."id" ASC`,
  productBySlug: `SELECT ${PRODUCT_COLUMNS('Product', 'Product')} FROM "product" "Product" WHERE (("Product"."slug" = $1) AND ("Product"."is_published" = $2)) LIMIT 1`,
  productsById: `SELECT ${PRODUCT_COLUMNS('Product', 'Product')} FROM "product" "Product" WHERE (("Product"."id" IN ($1)) AND ("Product"."is_published" = $2))`,
  rateLimit: `INSERT INTO "rate_limit" VALUES ($1, $2, $3)
              ON CONFLICT(key) DO UPDATE SET
                points = CASE
                          WHEN ("rate_limit".expire <= $4 OR 1=0) THEN $2
                          ELSE "rate_limit".points + ($2)
                         END,
                expire = CASE
             WHEN "rate_limit".expire <= $4 THEN $3
             ELSE "rate_limit".expire
            END
            RETURNING points, expire;`,
  cartByHash: 'SELECT "CartEntity"."id" AS "CartEntity_id", "CartEntity"."token_hash" AS "CartEntity_token_hash", "CartEntity"."created_at" AS "CartEntity_created_at", "CartEntity"."updated_at" AS "CartEntity_updated_at" FROM "cart" "CartEntity" WHERE (("CartEntity"."token_hash" = $1)) LIMIT 1',
  lineCount: `SELECT count(*)::int AS "lineCount", coalesce(bool_or(product_id = $2 AND configuration_key = $3), false) AS present
         FROM cart_line WHERE cart_id = $1`,
  insertLine: `INSERT INTO cart_line (cart_id, product_id, quantity, configuration, configuration_key, unit_price_cents, made)
       SELECT $1, $2, $3, $4::jsonb, $5, $6, $8::jsonb
       WHERE $7::int < 50 OR EXISTS (
         SELECT 1 FROM cart_line WHERE cart_id = $1 AND product_id = $2 AND configuration_key = $5)
       ON CONFLICT (cart_id, product_id, configuration_key) DO UPDATE
         SET quantity = cart_line.quantity + EXCLUDED.quantity, unit_price_cents = EXCLUDED.unit_price_cents, made = EXCLUDED.made
         WHERE cart_line.quantity + EXCLUDED.quantity <= 99
       RETURNING id`,
  cartLines: `SELECT "l"."id" AS "l_id", "l"."cart_id" AS "l_cart_id", "l"."product_id" AS "l_product_id", "l"."quantity" AS "l_quantity", "l"."configuration" AS "l_configuration", "l"."configuration_key" AS "l_configuration_key", "l"."made" AS "l_made", "l"."unit_price_cents" AS "l_unit_price_cents", "l"."created_at" AS "l_created_at", ${PRODUCT_COLUMNS('p', 'p')} FROM "cart_line" "l" INNER JOIN "product" "p" ON "p"."id"="l"."product_id" WHERE "l"."cart_id" = $1 ORDER BY "l"."created_at" ASC, "l"."id" ASC`,
};

/** Counts statements per request like the shop's X-SQL-Statements. */
function counted(client) {
  const c = { statements: 0, query: (text, values) => (c.statements++, client.query(text, values)) };
  return c;
}

// GraphQL enum names of the rules' values: 'light-filtering' → LIGHT_FILTERING, 'perSquareMetre' → PER_SQUARE_METRE.
const enumName = (v) => v.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toUpperCase();
const money = (cents) => ({ cents, formatted: formatEuro(cents) });

function productNode(r, p) {
  return {
    id: String(r[`${p}_id`]),
    slug: r[`${p}_slug`],
    name: r[`${p}_name`],
    description: r[`${p}_description`],
    price: money(r[`${p}_price_cents`]),
    images: r[`${p}_images`],
    category: r[`${p}_category`],
  };
}

function configurator(rules) {
  if (!rules) return null;
  return {
    layout: enumName(rules.layout),
    dimensions: rules.dimensions.map((d) => ({
      key: enumName(d.key), label: d.label, unit: enumName(d.unit), min: d.min, max: d.max, step: d.step, errorText: d.errorText,
    })),
    pricing: { mode: enumName(rules.pricing.mode) },
    minimumPrice: rules.minimumCents == null ? null : money(rules.minimumCents),
    optionGroups: rules.optionGroups.map((g) => ({
      key: g.key,
      label: g.label,
      role: g.role ? enumName(g.role) : null,
      kind: enumName(g.kind),
      required: g.required,
      choices: g.choices.map((c) => ({ value: c.value, label: c.label, availableWhen: c.availableWhen ? { group: c.availableWhen.group, values: c.availableWhen.values } : null })),
    })),
  };
}

const canonicalJson = (value) => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};
const optionsOf = (list) => Object.fromEntries((list ?? []).map((o) => [o.key, o.values ?? o.value]));

async function priced(db, productId, c) {
  const { rows } = await db.query(SQL.productsById, [Number(productId), true]);
  const product = rows[0];
  const result = quote(product.Product_configurator, { width: c.width, height: c.height, mountingHeight: c.mountingHeight, options: optionsOf(c.options) });
  return { product, result };
}

const operations = new Map([
  [PRODUCTS, async (db) => {
    const { rows } = await db.query(SQL.productPage); // totalCount is not asked for: the shop counts nothing either
    return { products: { nodes: rows.slice(0, 100).map((r) => productNode(r, 'p')) } };
  }],
  [PRODUCT, async (db, v) => {
    const { rows } = await db.query(SQL.productBySlug, [v.slug.trim().toLowerCase(), true]);
    const r = rows[0];
    if (!r) return { product: null };
    return { product: { id: String(r.Product_id), slug: r.Product_slug, name: r.Product_name, price: money(r.Product_price_cents), configurator: configurator(r.Product_configurator) } };
  }],
  [PRICE_QUOTE, async (db, v) => {
    const { result } = await priced(db, v.p, v.c);
    if (!result.ok) return { priceQuote: { price: null, userErrors: result.errors.map((e) => ({ code: e.code, message: e.message })) } };
    return { priceQuote: { price: { total: money(result.breakdown.totalCents) }, userErrors: [] } };
  }],
  [CART_LINE_ADD, async (db, v, req) => {
    const now = Date.now();
    await db.query(SQL.rateLimit, [`writes:${req.socket.remoteAddress}`, 1, now + 60_000, now]);
    const tokenHash = createHash('sha256').update(v.cartId).digest('hex');
    const cart = (await db.query(SQL.cartByHash, [tokenHash])).rows[0];
    if (!cart) throw new Error('no such cart');
    const { product, result } = await priced(db, v.i.productId, v.i.configuration);
    if (!result.ok) throw new Error('refused configuration');
    const configuration = { width: result.configuration.width, height: result.configuration.height, options: result.configuration.options };
    const key = canonicalJson(configuration);
    await db.query('START TRANSACTION');
    try {
      await db.query('SET LOCAL lock_timeout = 1000');
      const [locked] = (await db.query('SELECT id, token_hash FROM cart WHERE token_hash = $1 FOR UPDATE', [tokenHash])).rows;
      await db.query('SET LOCAL lock_timeout TO DEFAULT');
      const [{ lineCount }] = (await db.query(SQL.lineCount, [locked.id, product.Product_id, key])).rows;
      const [inserted] = (await db.query(SQL.insertLine, [
        locked.id, product.Product_id, 1, JSON.stringify(configuration), key, result.breakdown.totalCents, lineCount, result.made ? JSON.stringify(result.made) : null,
      ])).rows;
      if (!inserted) throw new Error('cart line refused');
      await db.query('UPDATE cart SET updated_at = now() WHERE id = $1', [locked.id]);
      const lines = (await db.query(SQL.cartLines, [locked.id])).rows;
      await db.query('COMMIT');
      const line = lines.find((l) => l.l_id === inserted.id);
      return {
        cartLineAdd: {
          cart: { itemCount: lines.reduce((n, l) => n + l.l_quantity, 0) },
          line: { id: String(line.l_id), quantity: line.l_quantity, unitPrice: { cents: line.l_unit_price_cents } },
          userErrors: [],
        },
      };
    } catch (error) {
      await db.query('ROLLBACK');
      throw error;
    }
  }],
]);

function restProduct(r) {
  return {
    id: r.p_id, slug: r.p_slug, name: r.p_name, description: r.p_description, price: centsToDecimalString(r.p_price_cents), images: r.p_images,
    features: r.p_features, colors: r.p_colors.map((c) => c.name), lightFilter: r.p_light_filter, category: r.p_category, stofsoort: r.p_fabric_type,
  };
}

function send(res, status, body, statements) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'x-sql-statements': String(statements) });
  res.end(text);
}

const server = http.createServer(async (req, res) => {
  const client = await pool.connect();
  const db = counted(client);
  try {
    if (req.method === 'GET' && req.url === '/api/products') {
      const { rows } = await db.query(SQL.productList);
      return send(res, 200, rows.map(restProduct), db.statements);
    }
    if (req.method === 'POST' && req.url === '/graphql') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const operation = operations.get(body.query);
      if (!operation) return send(res, 400, { errors: [{ message: 'the floor answers only the bench requests' }] }, db.statements);
      return send(res, 200, { data: await operation(db, body.variables ?? {}, req) }, db.statements);
    }
    send(res, 404, { error: 'not found' }, db.statements);
  } catch (error) {
    send(res, 500, { errors: [{ message: String(error?.message ?? error) }] }, db.statements);
  } finally {
    client.release();
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`floor listening on ${process.env.PORT}`));
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
