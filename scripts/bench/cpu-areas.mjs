// Where the shop's CPU time goes, by area, from a .cpuprofile (node --cpu-prof; see docs/PERFORMANCE.md, "Where a
// GraphQL read spends its time"): `node scripts/bench/cpu-areas.mjs FILE.cpuprofile [more]`. Self = samples whose
// innermost frame is in the area; inclusive = samples with a frame of the area anywhere on the stack. Counted from the
// first request (the first sample in Express's router), so the start-up that loads every module is left
// out; idle samples are left out too, so the percentages are of the time the process was busy serving.
import fs from 'node:fs';

/** The first rule that matches a frame's script (or function, for V8's own entries) names its area. */
const AREAS = [
  ['GC', (url, fn) => fn === '(garbage collector)'],
  ['Node: http, net, streams', (url, fn) => url === '' && /^(writev|writeBuffer|writeString|writeUtf8String|writeLatin1String|close|shutdown)$/.test(fn)],
  ['V8/Node other', (url, fn) => fn === '(program)'],
  ['graphql-js parse', (url) => /node_modules\/graphql\/language\//.test(url)],
  ['graphql-js validate', (url) => /node_modules\/graphql\/(validation|utilities)\//.test(url)],
  ['graphql-js execute', (url) => /node_modules\/graphql\/(execution|type|jsutils)\//.test(url)],
  ['graphql-jit', (url) => /node_modules\/graphql-jit\//.test(url)],
  ['GraphQL Armor', (url) => /@escape\.tech\//.test(url)],
  ['Apollo Server', (url) => /@apollo\/|@as-integrations\//.test(url)],
  ['type-graphql', (url) => /node_modules\/type-graphql\//.test(url)],
  ['TypeORM', (url) => /node_modules\/typeorm\//.test(url)],
  ['pg', (url) => /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-\w+)\//.test(url)],
  ['logging (pino, request log)', (url) => /graphql-server\/dist\/http\/logging/.test(url) || /node_modules\/(pino|pino-http|pino-std-serializers|sonic-boom|fast-redact|thread-stream|quick-format-unescaped|safe-stable-stringify)\//.test(url)],
  ['compression', (url) => /node_modules\/(compression|compressible|negotiator|accepts)\//.test(url) || /node:zlib|internal\/zlib/.test(url)],
  ['helmet', (url) => /node_modules\/helmet\//.test(url)],
  ['Express (router, body parser, send)', (url) => /node_modules\/(express|router|body-parser|raw-body|iconv-lite|finalhandler|send|serve-static|on-finished|type-is|content-type|mime-types|qs|statuses|http-errors|depd|debug|cookie|etag|fresh|vary|parseurl|path-to-regexp|encodeurl|escape-html|proxy-addr|forwarded|ipaddr\.js|range-parser|bytes|media-typer|content-disposition|destroy|unpipe)\//.test(url)],
  ['shop: guards, edge checks, staff', (url) => /graphql-server\/dist\/(graphql\/guards|http\/edge|staff|ratelimit|graphql\/introspection)/.test(url)],
  ['shop: kept answers', (url) => /graphql-server\/dist\/http\/(answer-cache|page-cache)/.test(url) || /node_modules\/lru-cache\//.test(url)],
  ['shop: resolvers, services, pricing', (url) => /graphql-server\/dist\/|schema\/dist\//.test(url)],
  ['other node_modules', (url) => /node_modules\//.test(url)],
  ['Node: http, net, streams', (url) => /^node:|internal\//.test(url) && !/zlib/.test(url)],
  ['JSON, regexps, builtins', (url) => url === ''],
];

const areaOf = (frame) => {
  const { url, functionName } = frame.callFrame;
  if (functionName === '(idle)' || functionName === '(root)') return null;
  for (const [name, test] of AREAS) if (test(url, functionName)) return name;
  return 'other';
};

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/bench/cpu-areas.mjs FILE.cpuprofile ...');
  process.exit(2);
}
for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const inclusive = new Map();
  const frames = new Map(); // innermost function → samples
  let busy = 0;
  const serving = (node) => {
    // The router handling a request (loading its module at start-up is not serving).
    for (let n = node; n; n = byId.get(parent.get(n.id))) if (/node_modules\/router\//.test(n.callFrame.url) && n.callFrame.functionName === 'handle') return true;
    return false;
  };
  const first = profile.samples.findIndex((id) => serving(byId.get(id)));
  for (const id of profile.samples.slice(first)) {
    const leaf = byId.get(id);
    const leafArea = areaOf(leaf);
    if (leafArea === null) continue;
    busy++;
    self.set(leafArea, (self.get(leafArea) ?? 0) + 1);
    const key = `${leaf.callFrame.functionName || '(anonymous)'} ${leaf.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${leaf.callFrame.lineNumber + 1}`;
    frames.set(key, (frames.get(key) ?? 0) + 1);
    const seen = new Set();
    for (let n = leaf; n; n = byId.get(parent.get(n.id))) {
      const area = areaOf(n);
      if (area && !seen.has(area)) {
        seen.add(area);
        inclusive.set(area, (inclusive.get(area) ?? 0) + 1);
      }
    }
  }
  const pct = (n) => `${((100 * (n ?? 0)) / busy).toFixed(1)} %`;
  console.log(`\n${file}: ${busy} busy samples of ${profile.samples.length}\n`);
  console.log('| area | self | inclusive |\n|---|---:|---:|');
  for (const [area] of [...self].sort((a, b) => b[1] - a[1])) console.log(`| ${area} | ${pct(self.get(area))} | ${pct(inclusive.get(area))} |`);
  for (const [area, n] of inclusive) if (!self.has(area)) console.log(`| ${area} | 0 % | ${pct(n)} |`);
  console.log('\nTop self frames:');
  for (const [key, n] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${pct(n).padStart(7)}  ${key}`);
}
