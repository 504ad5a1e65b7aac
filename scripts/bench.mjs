// npm run bench: numbers, not assertions, as Markdown tables to paste into docs. Builds if needed, then measures
//  1. the price engine (quotes per second for each configurator),
//  -  the server's start (scripts/bench/startup.mjs, when there),
//  2. the API beside its floor (scripts/bench/api.mjs): five requests at 1, 16 and 64 connections against the shop
//     and a bare node:http + pg server answering the same JSON, SQL statements per request, the shop's RSS,
//  3. Lighthouse (mobile, simulated throttling) on the home page and a content page, in Debian's Chromium
//     (scripts/bench/lighthouse.mjs when there),
//  4. the size of what the home page loads (gzip),
//  5. a first and a late page of 50 000 orders: the keyset cursor of GraphQL against the REST offset
//     (scripts/bench/data100x.mjs when there).
// The shop runs on a database of its own, lumina_bench_api: on DATABASE_URL's server, or else in an embedded
// PostgreSQL in .data/bench-postgres.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
const require = createRequire(import.meta.url);
const log = (line) => console.log(line);

/** A section of its own in scripts/bench/, when an engineer has written it: its module, else null. */
async function section(name) {
  const file = path.join(root, 'scripts/bench', `${name}.mjs`);
  return fs.existsSync(file) ? import(pathToFileURL(file).href) : null;
}

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

// The server's start --------------------------------------------------------------------------
await (await section('startup'))?.run({ root, log });

// The shop's database and server -----------------------------------------------------------------
const pg = require(path.join(root, 'node_modules/pg'));
const { startEmbeddedPostgres } = require(path.join(root, 'graphql-server/dist/db/embedded.js'));
const API_DATABASE = 'lumina_bench_api';
let embedded;
let databaseUrl;
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${API_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${API_DATABASE}`);
  await admin.end();
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${API_DATABASE}`;
  databaseUrl = u.toString();
} else {
  embedded = await startEmbeddedPostgres(path.join(root, '.data', 'bench-postgres'), { database: API_DATABASE });
  databaseUrl = embedded.url;
}

try {
  const port = 4100 + Math.floor(Math.random() * 50);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    TEST_PAYMENTS: 'true',
    // X-SQL-Statements on every answer; a write limit the load cannot reach (it measures the API, not the limit).
    SQL_STATEMENT_COUNT: '1',
    WRITE_LIMIT_PER_MINUTE: '1000000000',
  };
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
    log(`\nServer klaar in ${((Date.now() - started) / 1000).toFixed(1)} s (start, migraties, seed-controle).`);

    // 2. The API beside its floor ----------------------------------------------------------------
    const { run: api } = await import(pathToFileURL(path.join(root, 'scripts/bench/api.mjs')).href);
    await api({ root, base, serverPid: server.pid, databaseUrl, log });

    // 3. Lighthouse ------------------------------------------------------------------------------
    const lighthouseSection = await section('lighthouse');
    if (lighthouseSection) await lighthouseSection.run({ root, base, log });
    else {
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
    }
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      // A stop that hangs (seen after heavy load) must not hold the bench: 15 s, then SIGKILL.
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  }

  // 4. What the home page loads --------------------------------------------------------------------
  const dist = path.join(root, 'web/dist');
  // "/" is served prerendered (home.html) when the build made it.
  const landing = fs.existsSync(path.join(dist, 'home.html')) ? 'home.html' : 'index.html';
  const html = fs.readFileSync(path.join(dist, landing), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let gzipTotal = 0;
  log('\nStartpagina, eerste lading (gzip):\n\n| bestand | KB gzip |\n|---|---:|');
  for (const asset of [`/${landing}`, '/theme-init.js', ...assets]) {
    const file = path.join(dist, asset);
    if (!fs.existsSync(file)) continue;
    const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipTotal += size;
    log(`| ${asset} | ${(size / 1024).toFixed(1)} |`);
  }
  log(`| totaal (zonder lettertypen en beelden) | ${(gzipTotal / 1024).toFixed(1)} |\n`);

  // 4b. Every chunk loaded later (a screen, the cart panel, ...), largest first; a screen's budget is 40 KB gzip.
  const firstLoad = new Set(assets.map((a) => path.basename(a)));
  const later = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !firstLoad.has(f))
    .map((f) => ({ f, size: zlib.gzipSync(fs.readFileSync(path.join(dist, 'assets', f)), { level: 9 }).length }))
    .sort((a, b) => b.size - a.size);
  log('Later geladen stukken (gzip; budget per scherm 40 KB):\n\n| bestand | KB gzip | binnen budget |\n|---|---:|---|');
  for (const { f, size } of later) log(`| ${f} | ${(size / 1024).toFixed(1)} | ${size > 40 * 1024 ? 'nee, > 40 KB' : 'ja'} |`);
  log('');

  const data100x = await section('data100x');
  if (data100x) await data100x.run({ root, databaseUrl, log });
  else {
    // 5. Pages of a large order table --------------------------------------------------------------------
    // A scratch database of its own (on DATABASE_URL's server, or an embedded one in .data), 50 000 orders, then
    // the same services the API calls: page 1 and page 2 000 by cursor (GraphQL), and by offset (REST).
    {
      const pg = require(path.join(root, 'node_modules/pg'));
      const { openDatabase } = require(path.join(root, 'graphql-server/dist/db/data-source.js'));
      const { createServices } = require(path.join(root, 'graphql-server/dist/services.js'));
      const { encodeCursor } = require(path.join(root, 'graphql-server/dist/api/connection.js'));
      const { startEmbeddedPostgres } = require(path.join(root, 'graphql-server/dist/db/embedded.js'));
      const ORDERS = 50_000;
      let embedded;
      let url;
      if (process.env.DATABASE_URL) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query('DROP DATABASE IF EXISTS lumina_bench_api_pages WITH (FORCE)');
        await admin.query('CREATE DATABASE lumina_bench_api_pages');
        await admin.end();
        const u = new URL(process.env.DATABASE_URL);
        u.pathname = '/lumina_bench_api_pages';
        url = u.toString();
      } else {
        embedded = await startEmbeddedPostgres(path.join(root, '.data', 'bench-pages-postgres'), { database: 'lumina_bench_api_pages' });
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
  }
} finally {
  if (embedded) await embedded.stop();
}
