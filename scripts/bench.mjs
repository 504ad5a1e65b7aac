// npm run bench: numbers, not assertions. Builds if needed, then measures
//  1. the price engine (quotes per second for each configurator),
//  2. the HTTP API on a running server (requests per second, p50/p95 latency),
//  3. Lighthouse (mobile, simulated throttling) on the home page and a content page, in Debian's Chromium,
//  4. the size of what the home page loads (gzip),
//  5. a first and a late page of 50 000 orders: the keyset cursor of GraphQL against the REST offset.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
const require = createRequire(import.meta.url);

// 1. Price engine ------------------------------------------------------------------------------
const { quote } = require(path.join(root, 'schema/dist/index.js'));
const rules = require(path.join(root, 'graphql-server/dist/db/seed/configurators.js'));
const cases = {
  blackout: [rules.blackoutRules(), { width: 150, height: 180, options: { controlType: 'metal-chain', bottomBar: 'covered-both', controlSide: 'left', profileColor: 'white' } }],
  'light-filtering': [rules.lightFilteringRules(), { width: 120, height: 160, options: { chainMaterial: 'metal', chainColor: 'metal', bottomBar: 'covered-one', controlSide: 'right', profileColor: 'black' } }],
  'blackout-white': [rules.blackoutWhiteRules(), { width: 150, height: 180, options: { mounting: 'outside-frame', systemColor: 'white', chainType: 'metal', controlSide: 'left', cassette: 'half', bottomBar: 'heavy-duty' } }],
  authentics: [rules.authenticsRules(), { width: 1234, height: 1876, options: { color: 'beige' } }],
};
console.log('\nPrijsmotor (quotes per seconde, één kern):');
for (const [name, [r, input]] of Object.entries(cases)) {
  for (let i = 0; i < 2000; i++) quote(r, input); // warm-up
  const n = 100_000;
  const t0 = process.hrtime.bigint();
  let checksum = 0;
  for (let i = 0; i < n; i++) checksum += quote(r, { ...input, width: input.width + (i % 2) * 5 }).breakdown.totalCents;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`  ${name.padEnd(16)} ${Math.round(n / seconds).toLocaleString('nl-BE').padStart(10)} /s   (${((seconds / n) * 1e6).toFixed(1)} µs per quote, checksum ${checksum})`);
}

// 2. HTTP API ----------------------------------------------------------------------------------
const port = 3900 + Math.floor(Math.random() * 90);
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', TEST_PAYMENTS: 'true' };
if (!env.DATABASE_URL) env.EMBEDDED_PG_DIR = path.join(root, '.data', 'bench-postgres');
// Its request log is not read: ignored, so a full pipe can never stall the server under load.
const server = spawn(process.execPath, [path.join(root, 'graphql-server/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
try {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('server stopped');
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet: try again
    }
    if (Date.now() - started > 90_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`\nServer klaar in ${((Date.now() - started) / 1000).toFixed(1)} s (start, migraties, seed-controle).`);

  const gql = (query, variables, cookie) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const productId = async (slug) =>
    (await (await fetch(`${base}/graphql`, gql('query($s: String!) { product(slug: $s) { id } }', { s: slug }))).json()).data.product.id;
  const lightFilteringId = await productId('lichtdoorlatend-wit');
  const blackoutId = await productId('blackout-white-roller-blind');
  const add = await fetch(`${base}/graphql`, gql(`mutation($i: CartLineAddInput!) { cartLineAdd(input: $i) { userErrors { code } } }`, {
    i: { productId: lightFilteringId, configuration: { width: 100, height: 120, options: Object.entries(cases['light-filtering'][1].options).map(([key, value]) => ({ key, value })) } },
  }));
  const cookie = add.headers.getSetCookie()[0]?.split(';')[0];

  const targets = {
    'GET /api/products': () => fetch(`${base}/api/products?category=rolgordijnen`),
    'GraphQL products': () => fetch(`${base}/graphql`, gql('{ products(category: "rolgordijnen", first: 25) { nodes { id name price { formatted } images } } }')),
    'GraphQL priceQuote': () =>
      fetch(`${base}/graphql`, gql('query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents } } } }', {
        p: blackoutId,
        c: { width: 150, height: 180, options: Object.entries(cases.blackout[1].options).map(([key, value]) => ({ key, value })) },
      })),
    'GET /api/cart': () => fetch(`${base}/api/cart`, { headers: { cookie } }),
    'GET / (shop HTML)': () => fetch(`${base}/`),
  };
  console.log('\nHTTP (2 kernen, server en belasting op dezelfde machine):');
  for (const [name, call] of Object.entries(targets)) {
    for (let i = 0; i < 50; i++) await (await call()).arrayBuffer();
    const latencies = [];
    const total = 600;
    const concurrency = 8;
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          next++;
          const s = performance.now();
          const res = await call();
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${name}: ${res.status}`);
          latencies.push(performance.now() - s);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    console.log(`  ${name.padEnd(20)} ${Math.round(latencies.length / seconds).toString().padStart(6)} req/s   p50 ${p(0.5)} ms   p95 ${p(0.95)} ms`);
  }

  // 3. Lighthouse ----------------------------------------------------------------------------------
  if (fs.existsSync('/usr/bin/chromium')) {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      console.log('\nLighthouse (mobiel, gesimuleerde 4G-vertraging):');
      for (const page of ['/', '/contact']) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const { categories, audits } = result.lhr;
        const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
        console.log(
          `  ${page.padEnd(10)} prestaties ${score('performance')}  toegankelijkheid ${score('accessibility')}  best practices ${score('best-practices')}` +
            `   LCP ${audits['largest-contentful-paint'].displayValue}  TBT ${audits['total-blocking-time'].displayValue}` +
            `  CLS ${audits['cumulative-layout-shift'].displayValue}  overdracht ${audits['total-byte-weight'].displayValue}`,
        );
      }
    } finally {
      await chrome.kill();
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

// 4. What the home page loads --------------------------------------------------------------------
const dist = path.join(root, 'web/dist');
// "/" is served prerendered (home.html) when the build made it.
const landing = fs.existsSync(path.join(dist, 'home.html')) ? 'home.html' : 'index.html';
const html = fs.readFileSync(path.join(dist, landing), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let gzipTotal = 0;
console.log('\nStartpagina, eerste lading (gzip):');
for (const asset of [`/${landing}`, '/theme-init.js', ...assets]) {
  const file = path.join(dist, asset);
  if (!fs.existsSync(file)) continue;
  const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  gzipTotal += size;
  console.log(`  ${asset.padEnd(40)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
}
console.log(`  ${'totaal (zonder lettertypen en beelden)'.padEnd(40)} ${(gzipTotal / 1024).toFixed(1).padStart(7)} KB\n`);

// 4b. Every chunk loaded later (a screen, the cart panel, ...), largest first; a screen's budget is 40 KB gzip.
const firstLoad = new Set(assets.map((a) => path.basename(a)));
const later = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstLoad.has(f))
  .map((f) => ({ f, size: zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', f)), { level: 9 }).length }))
  .sort((a, b) => b.size - a.size);
console.log('Later geladen stukken (gzip; budget per scherm 40 KB):');
for (const { f, size } of later) console.log(`  ${f.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB${size > 40 * 1024 ? '  > 40 KB' : ''}`);
console.log('');

// 5. Pages of a large order table --------------------------------------------------------------------
// A scratch database of its own (on DATABASE_URL's server, or an embedded one in .data), 50 000 orders, then
// the same services the API calls: page 1 and page 2 000 by cursor (GraphQL), and by offset (REST).
{
  const pg = require(path.join(root, 'node_modules/pg'));
  const { openDatabase } = require(path.join(root, 'graphql-server/dist/db/data-source.js'));
  const { createServices } = require(path.join(root, 'graphql-server/dist/services.js'));
  const { encodeCursor } = require(path.join(root, 'graphql-server/dist/shop/connection.js'));
  const { startEmbeddedPostgres } = require(path.join(root, 'graphql-server/dist/db/embedded.js'));
  const ORDERS = 50_000;
  let embedded;
  let url;
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS lumina_bench_pages WITH (FORCE)');
    await admin.query('CREATE DATABASE lumina_bench_pages');
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = '/lumina_bench_pages';
    url = u.toString();
  } else {
    embedded = await startEmbeddedPostgres(path.join(root, '.data', 'bench-pages-postgres'), { database: 'lumina_bench_pages' });
    url = embedded.url;
  }
  const ds = await openDatabase(url);
  try {
    await ds.query('TRUNCATE customer_order CASCADE');
    await ds.query(
      `INSERT INTO customer_order (id, status, customer_name, customer_email, shipping_address, subtotal_cents, total_cents, vat_cents, created_at)
       SELECT 'BENCH-' || lpad(n::text, 6, '0'), (ARRAY['new','processing','production','shipped','completed'])[1 + n % 5],
              'Klant ' || n, 'klant' || n || '@example.be', 'Straat ' || n || ', 9000 Gent, België', 10000 + n, 10000 + n, 1736,
              timestamptz '2026-01-01' + n * interval '7 minutes'
       FROM generate_series(1, $1) AS n`,
      [ORDERS],
    );
    await ds.query(
      `INSERT INTO order_item (order_id, product_name, quantity, unit_price_cents, total_cents, fabric_code, manufacturer_code,
                               fabric_price_group, cassette_type, selected_width, selected_height, montage, bediening, bedieningszijde)
       SELECT id, 'Rolgordijn', 1, total_cents, total_cents, 'LUM-LD-0101', 'VC1001-01', 1, 'open', 120, 160, 'in-de-dag', 'plastic-white', 'links'
       FROM customer_order`,
    );
    await ds.query('ANALYZE');
    const services = createServices(ds);
    const late = 2000; // page 2 000 of 25 starts after row 49 975
    const [{ created, id }] = await ds.query(
      `SELECT created_at::text AS created, id FROM customer_order ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
      [(late - 1) * 25 - 1],
    );
    const lateCursor = encodeCursor([created, id]);
    const time = async (fn) => {
      for (let i = 0; i < 5; i++) await fn();
      const samples = [];
      for (let i = 0; i < 40; i++) {
        const s = performance.now();
        await fn();
        samples.push(performance.now() - s);
      }
      samples.sort((a, b) => a - b);
      return samples[20].toFixed(2);
    };
    const results = [
      ['cursor, page 1', await time(() => services.orders.page({}, { first: 25 }))],
      [`cursor, page ${late}`, await time(() => services.orders.page({}, { first: 25, after: lateCursor }))],
      ['offset, page 1', await time(() => services.orders.window({ limit: 25, offset: 0 }))],
      [`offset, page ${late}`, await time(() => services.orders.window({ limit: 25, offset: (late - 1) * 25 }))],
    ];
    const check = await services.orders.page({}, { first: 25, after: lateCursor });
    const offsetCheck = await services.orders.window({ limit: 25, offset: (late - 1) * 25 });
    if (check.nodes.map((o) => o.id).join() !== offsetCheck.orders.map((o) => o.id).join()) throw new Error('cursor and offset pages differ');
    console.log(`Pagina's van ${ORDERS.toLocaleString('nl-BE')} bestellingen (25 per pagina, mediaan van 40, met items en totaal):`);
    for (const [name, ms] of results) console.log(`  ${name.padEnd(20)} ${ms.padStart(8)} ms`);
  } finally {
    await ds.destroy();
    if (embedded) await embedded.stop();
  }
}
