// The API beside its floor (issue 22): the shop's five requests — GraphQL products, product(slug) with its
// configurator, priceQuote and cartLineAdd (a cart per connection), and REST /api/products — measured with
// autocannon at 1, 16 and 64 connections against the shop and against a bare node:http + pg server
// (floor-server.mjs) that runs the same SQL and writes the same JSON, checked equal before anything is measured.
// The shop keeps the reads' answers for anonymous visitors (graphql-server/src/http/answer-cache.ts): each read is
// measured as the API works it out (the request says Cache-Control: no-cache, the row that has the target) and,
// in a row of its own beside it, answered from what the shop kept.
// The shop must run with SQL_STATEMENT_COUNT=1 (it answers X-SQL-Statements) and a write limit the load
// cannot reach (WRITE_LIMIT_PER_MINUTE); its RSS is read from /proc while it is under load.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { freePort } from './shop-server.mjs';
import { BLACKOUT_OPTIONS, CART_LINE_ADD, PRICE_QUOTE, PRODUCT, PRODUCT_SLUG, PRODUCTS, QUOTE_SLUG, addWidth } from './api-queries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

// Alone (see the end of this file) a part can be measured: BENCH_API_CONNECTIONS="16", BENCH_API_ONLY="priceQuote" (part of
// a request's name), BENCH_API_KEPT=0.
const CONNECTIONS = (process.env.BENCH_API_CONNECTIONS ?? '1,16,64').split(',').map(Number);
const ONLY = process.env.BENCH_API_ONLY;
/** BENCH_API_KEPT=0: no rows with kept answers (to profile the shop working every answer out). */
const KEPT = process.env.BENCH_API_KEPT !== '0';
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 3);
const WARMUP_SECONDS = 1;

/** VmRSS and VmHWM of a process in MB, from /proc; null where /proc is not there. */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

async function startFloor({ root, databaseUrl }) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, 'floor-server.mjs')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('floor server did not start')), 20_000);
    child.once('exit', (code) => reject(new Error(`floor server stopped (${code})`)));
    child.stdout.on('data', (d) => {
      if (String(d).includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  child.stdout.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }),
  };
}

const graphqlBody = (query, variables) => JSON.stringify({ query, variables });

/** What the uncached rows send: the shop works each answer out anew (and keeps it), as it does for a request it has not kept. */
const FRESH = { 'cache-control': 'no-cache' };

async function post(base, body, headers = {}) {
  const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, statements: Number(res.headers.get('x-sql-statements')), json: await res.json() };
}

/** Carts made through the shop (cartCreate), one per connection; the floor adds to its own set of them. */
async function newCarts(base, n) {
  const ids = [];
  for (let i = 0; i < n; i++) {
    const { json } = await post(base, graphqlBody('mutation { cartCreate { cart { id } } }'));
    const id = json.data?.cartCreate?.cart?.id;
    if (!id) throw new Error(`cartCreate failed: ${JSON.stringify(json)}`);
    ids.push(id);
  }
  return ids;
}

function percentile(sorted, q) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

/** One autocannon run; `bodyOf(connection, n)` gives a connection's n-th body when bodies differ per request. */
async function load({ url, method, body, bodyOf, connections, seconds, latencies, headers = {} }) {
  let bad = 0;
  let firstBad = null;
  let next = 0;
  const instance = autocannon({
    url,
    method,
    connections,
    duration: seconds,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body } : {}),
    ...(bodyOf
      ? {
          setupClient(client) {
            const connection = next++;
            let n = 0;
            client.setBody(bodyOf(connection, n++));
            client.on('response', () => client.setBody(bodyOf(connection, n++)));
          },
        }
      : {}),
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (latencies) latencies.push(ms);
    if (status !== 200) {
      bad++;
      firstBad ??= status;
    }
  });
  const result = await instance;
  return { rps: result.requests.total / seconds, bad: bad + result.errors + result.timeouts, firstBad, total: result.requests.total };
}

export async function run({ root, base, serverPid, databaseUrl, log = console.log }) {
  const floor = await startFloor({ root, databaseUrl });
  try {
    const idOf = async (slug) => (await post(base, graphqlBody('query($s: String!) { product(slug: $s) { id } }', { s: slug }))).json.data.product.id;
    const quoteProductId = await idOf(QUOTE_SLUG);
    const addInput = (n) => ({ productId: quoteProductId, configuration: { width: addWidth(n), height: 180, options: BLACKOUT_OPTIONS } });

    const targets = [
      { name: 'GraphQL products(first: 100)', kind: 'graphql', kept: true, method: 'POST', path: '/graphql', body: graphqlBody(PRODUCTS) },
      { name: `GraphQL product(slug) + configurator`, kind: 'graphql', kept: true, method: 'POST', path: '/graphql', body: graphqlBody(PRODUCT, { slug: PRODUCT_SLUG }) },
      {
        name: 'GraphQL priceQuote',
        kind: 'graphql',
        kept: true,
        method: 'POST',
        path: '/graphql',
        body: graphqlBody(PRICE_QUOTE, { p: quoteProductId, c: { width: 150, height: 180, options: BLACKOUT_OPTIONS } }),
      },
      { name: 'GraphQL cartLineAdd', kind: 'write', method: 'POST', path: '/graphql', cart: true },
      { name: 'REST GET /api/products', kind: 'rest', kept: true, method: 'GET', path: '/api/products' },
    ];

    if (ONLY) targets.splice(0, targets.length, ...targets.filter((t) => t.name.includes(ONLY)));
    if (!KEPT) for (const t of targets) t.kept = false;
    // The same JSON from both, and what each sent to PostgreSQL, before anything is measured.
    for (const t of targets) {
      const answer = async (server, headers = {}) => {
        if (t.cart) {
          const [cart] = await newCarts(base, 1);
          const r = await post(server, graphqlBody(CART_LINE_ADD, { cartId: cart, i: addInput(0) }));
          const line = r.json.data?.cartLineAdd?.line;
          if (line) line.id = '(the new line)'; // serial ids differ
          return r;
        }
        if (t.method === 'GET') {
          const res = await fetch(`${server}${t.path}`, { headers });
          return { status: res.status, statements: Number(res.headers.get('x-sql-statements')), json: await res.json() };
        }
        return post(server, t.body, headers);
      };
      const shop = await answer(base, FRESH);
      const bare = await answer(floor.base);
      // A kept answer too: the second asking keeps it, the third is answered from it.
      const kept = t.kept ? [await answer(base), await answer(base)] : [];
      for (const mine of [shop, ...kept]) {
        if (mine.status !== 200 || mine.json.errors || !isDeepStrictEqual(mine.json, bare.json)) {
          throw new Error(
            `${t.name}: the floor does not answer what the shop answers\n  shop  (${mine.status}): ${JSON.stringify(mine.json).slice(0, 2000)}\n  floor (${bare.status}): ${JSON.stringify(bare.json).slice(0, 2000)}`,
          );
        }
      }
      if (JSON.stringify(shop.json).includes('"userErrors":[{')) throw new Error(`${t.name}: the shop refused the request: ${JSON.stringify(shop.json)}`);
      t.statements = shop.statements;
      t.keptStatements = kept[1]?.statements;
      t.floorStatements = bare.statements;
    }
    log('\nDe API naast haar vloer: elk verzoek eerst bij beide gesteld en gelijk bevonden (zelfde JSON), dan gemeten.');

    let peakRss = 0;
    const peakOf = new Map(); // request name → the shop's peak RSS while it was asked that
    let current = null;
    const sampler = setInterval(() => {
      const m = memoryOf(serverPid);
      if (!m) return;
      if (m.rss > peakRss) peakRss = m.rss;
      if (current && m.rss > (peakOf.get(current) ?? 0)) peakOf.set(current, m.rss);
    }, 100);
    const rows = [];
    try {
      for (const t of targets) {
        const cell = async (server, connections, seconds, latencies, headers) => {
          const url = `${server}${t.path}`;
          if (!t.cart) return load({ url, method: t.method, body: t.body, connections, seconds, latencies, headers });
          const carts = await newCarts(base, connections);
          return load({
            url,
            method: t.method,
            bodyOf: (connection, n) => graphqlBody(CART_LINE_ADD, { cartId: carts[connection % carts.length], i: addInput(n) }),
            connections,
            seconds,
            latencies,
          });
        };
        current = t.name;
        await cell(base, 16, WARMUP_SECONDS, undefined, FRESH);
        if (t.kept) await cell(base, 16, WARMUP_SECONDS);
        await cell(floor.base, 16, WARMUP_SECONDS);
        for (const connections of CONNECTIONS) {
          const latencies = [];
          const keptLatencies = [];
          const shop = await cell(base, connections, SECONDS, latencies, FRESH);
          const kept = t.kept ? await cell(base, connections, SECONDS, keptLatencies) : null;
          const bare = await cell(floor.base, connections, SECONDS);
          for (const [who, r] of [['shop', shop], ['shop (kept answers)', kept], ['floor', bare]]) {
            if (r?.bad) throw new Error(`${t.name}, ${connections} connections: ${r.bad} of ${r.total} answers from the ${who} were not 200 (first: ${r.firstBad})`);
          }
          latencies.sort((a, b) => a - b);
          keptLatencies.sort((a, b) => a - b);
          rows.push({ t, connections, shop: shop.rps, floor: bare.rps, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) });
          if (kept) rows.push({ t, kept: true, connections, shop: kept.rps, floor: bare.rps, p50: percentile(keptLatencies, 0.5), p95: percentile(keptLatencies, 0.95) });
        }
      }
    } finally {
      clearInterval(sampler);
    }
    const hwm = memoryOf(serverPid)?.hwm ?? NaN;

    const target = (t) => (t.kind === 'graphql' ? 0.5 : t.kind === 'rest' ? 0.8 : null);
    log(`\n| request | connections | shop req/s | floor req/s | ratio | shop p50/p95 ms | SQL statements per request (floor) | target met |`);
    log('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const r of rows) {
      const ratio = r.shop / r.floor;
      const goal = r.kept ? null : target(r.t);
      log(
        `| ${r.t.name}${r.kept ? ', bewaard antwoord' : ''} | ${r.connections} | ${Math.round(r.shop)} | ${Math.round(r.floor)} | ${ratio.toFixed(2)}× | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} | ` +
          `${r.kept ? r.t.keptStatements : r.t.statements} (${r.t.floorStatements}) | ${r.kept ? '— (beside the row above)' : goal === null ? '— (no target)' : `${ratio >= goal ? 'yes' : 'no'} (≥ ${goal}×)`} |`,
      );
    }
    const rssOk = peakRss <= 250;
    log(`\nShopserver onder belasting: piek-RSS ${peakRss.toFixed(0)} MB (bemonsterd elke 100 ms), VmHWM ${hwm.toFixed(0)} MB; doel ≤ 250 MB: ${rssOk ? 'gehaald' : 'niet gehaald'}.`);
    log(`Piek-RSS per verzoek: ${[...peakOf].map(([name, mb]) => `${name} ${mb.toFixed(0)} MB`).join(', ')}.`);
    log(`(${SECONDS} s per cel na ${WARMUP_SECONDS} s opwarmen per verzoek; autocannon, de server en PostgreSQL delen dezelfde machine: de getallen schommelen.)`);
    log('(Zonder "bewaard antwoord": elk verzoek zegt Cache-Control: no-cache en de shop rekent het antwoord uit; met: het antwoord dat de shop voor anonieme bezoekers bewaarde.)');
    return { rows, peakRss, hwm };
  } finally {
    await floor.stop();
  }
}

// Alone: `node scripts/bench/api.mjs` (builds what is missing; DATABASE_URL's server, else the bench's embedded
// PostgreSQL, as npm run bench), on the database lumina_bench_api or BENCH_API_DATABASE.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ensureBuilt, root } = await import('../lib/workspace.mjs');
  ensureBuilt();
  const { apiDatabase, startApiShop } = await import('./shop-server.mjs');
  const database = await apiDatabase(root);
  try {
    const { server, base, stop } = await startApiShop({ root, databaseUrl: database.url });
    try {
      await run({ root, base, serverPid: server.pid, databaseUrl: database.url });
    } finally {
      await stop();
    }
  } finally {
    await database.stop();
  }
}
