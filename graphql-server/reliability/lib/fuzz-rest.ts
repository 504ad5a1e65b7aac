/**
 * REST fuzzing: every SPEC §7 path (graphql-server/src/rest/*.routes.ts, docs/API.md) with odd path segments
 * and percent-encodings, hostile query strings (repeated and nested keys, unknown keys), bodies of every kind
 * (the legacy cart payload with hostile values, the wrong JSON type, broken JSON, wrong content types, too
 * large), other methods, and with or without the cookies that matter (staff session, cart).
 */
import fc from 'fast-check';
import type { Router } from 'express';
import { anyJson, encodeLoose, hostileNumber, hostileText, longText, oddKeys, oddPathPiece, withKeys } from './hostile';
import type { Pools } from './fuzz-graphql';

export interface RestRoute {
  /** As the route coverage test names it, e.g. "GET /api/products/:id". */
  name: string;
  /** How express lists it, when not as `name` (a RegExp path). */
  registeredAs?: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  staffOnly: boolean;
  /** The path, its parameter filled in by `param`. */
  path: (param: string) => string;
  /** Pool of real values for the path parameter (empty when the path has none). */
  param?: keyof Pools | 'orderFormat' | 'testPayment';
  query?: string[];
  body?: 'legacyCartItem' | 'quantity' | 'webhook' | 'testOutcome';
}

/** Every REST route the shop registers (rest-routes coverage in fuzz.test.ts fails when one is missing here). */
export const REST_ROUTES: RestRoute[] = [
  { name: 'GET /api/cart', method: 'GET', staffOnly: false, path: () => '/api/cart' },
  { name: 'POST /api/cart', method: 'POST', staffOnly: false, path: () => '/api/cart', body: 'legacyCartItem' },
  { name: 'PATCH /api/cart/:productId', method: 'PATCH', staffOnly: false, path: (p) => `/api/cart/${p}`, param: 'productIds', body: 'quantity' },
  { name: 'DELETE /api/cart/:productId', method: 'DELETE', staffOnly: false, path: (p) => `/api/cart/${p}`, param: 'productIds' },
  { name: 'DELETE /api/cart', method: 'DELETE', staffOnly: false, path: () => '/api/cart' },
  { name: 'GET /api/products', method: 'GET', staffOnly: false, path: () => '/api/products', query: ['category', 'search'] },
  { name: 'GET /api/products/:id', method: 'GET', staffOnly: false, path: (p) => `/api/products/${p}`, param: 'slugs' },
  { name: 'GET /api/fabric-collection', method: 'GET', staffOnly: false, path: () => '/api/fabric-collection' },
  { name: 'GET /api/orders', method: 'GET', staffOnly: true, path: () => '/api/orders', query: ['status', 'search', 'limit', 'offset'] },
  { name: 'GET /admin/fabric-sku/all', method: 'GET', staffOnly: true, path: () => '/admin/fabric-sku/all' },
  { name: 'GET /admin/fabric-sku/export.csv', method: 'GET', staffOnly: true, path: () => '/admin/fabric-sku/export.csv' },
  { name: 'GET /admin/fabric-sku/search', method: 'GET', staffOnly: true, path: () => '/admin/fabric-sku/search', query: ['q'] },
  { name: 'GET /admin/fabric-sku/:internalSku', method: 'GET', staffOnly: true, path: (p) => `/admin/fabric-sku/${p}`, param: 'skus' },
  {
    name: 'GET /admin/orders/:id/fabricator-export.(csv|json)',
    registeredAs: 'GET regexp:^\\/admin\\/orders\\/([^/]+)\\/fabricator-export\\.(csv|json)$',
    method: 'GET',
    staffOnly: true,
    path: (p) => `/admin/orders/${p}`,
    param: 'orderFormat',
  },
  // Invoices and credit notes (graphql-server/src/invoices/invoice.routes.ts): the visitor's and the staff's.
  {
    name: 'GET /bestelling/:orderId/factuur(/:number).pdf',
    registeredAs: 'GET regexp:^\\/bestelling\\/([^/]+)\\/factuur(?:\\/([^/]+))?\\.pdf$',
    method: 'GET',
    staffOnly: false,
    path: (p) => `/bestelling/${p}/factuur.pdf`,
    param: 'orderIds',
  },
  {
    name: 'GET /admin/orders/:orderId/invoice(s/:number).pdf',
    registeredAs: 'GET regexp:^\\/admin\\/orders\\/([^/]+)\\/(?:invoice|invoices\\/([^/]+))\\.pdf$',
    method: 'GET',
    staffOnly: true,
    path: (p) => `/admin/orders/${p}/invoice.pdf`,
    param: 'orderIds',
  },
  // Product pictures (graphql-server/src/product-images/product-image.routes.ts): beheer's upload, everyone's files.
  { name: 'POST /admin/products/:id/images', method: 'POST', staffOnly: true, path: (p) => `/admin/products/${p}/images`, param: 'productIds', query: ['alt'] },
  { name: 'GET /media/:key', method: 'GET', staffOnly: false, path: (p) => `/media/${p}`, param: 'slugs' },
  // For search engines (graphql-server/src/seo/seo.routes.ts).
  { name: 'GET /sitemap.xml', method: 'GET', staffOnly: false, path: () => '/sitemap.xml' },
  { name: 'GET /robots.txt', method: 'GET', staffOnly: false, path: () => '/robots.txt' },
  // The payment provider's webhook and the test provider's page (graphql-server/src/payments/payment.routes.ts).
  { name: 'POST /webhooks/mollie', method: 'POST', staffOnly: false, path: () => '/webhooks/mollie', body: 'webhook' },
  { name: 'GET /betalen/test/:id', method: 'GET', staffOnly: false, path: (p) => `/betalen/test/${p}`, param: 'testPayment' },
  { name: 'POST /betalen/test/:id', method: 'POST', staffOnly: false, path: (p) => `/betalen/test/${p}`, param: 'testPayment', body: 'testOutcome' },
  // What the test provider's page plays of Mollie later: a refund settled or failed, a chargeback and its reversal.
  {
    name: 'POST /betalen/test/:id/terugbetaling/:refund',
    method: 'POST',
    staffOnly: false,
    path: (p) => `/betalen/test/${p}/terugbetaling/re_0123456789abcdef`,
    param: 'testPayment',
    body: 'testOutcome',
  },
  { name: 'POST /betalen/test/:id/terugboeking', method: 'POST', staffOnly: false, path: (p) => `/betalen/test/${p}/terugboeking`, param: 'testPayment' },
  {
    name: 'POST /betalen/test/:id/terugboeking/:chargeback/terugdraaien',
    method: 'POST',
    staffOnly: false,
    path: (p) => `/betalen/test/${p}/terugboeking/chb_0123456789abcdef/terugdraaien`,
    param: 'testPayment',
  },
];

/** The routes an express Router registers, as "METHOD path" (a RegExp path as its source). */
export function registeredRoutes(router: Router): string[] {
  const found: string[] = [];
  const walk = (stack: any[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = layer.route.path instanceof RegExp ? `regexp:${layer.route.path.source}` : String(layer.route.path);
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: any[] }).stack);
  return found;
}

export interface RestRequest {
  route: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What the server will decode, for the judge (NUL, lone surrogates, odd keys). */
  sent: unknown;
  staff: boolean;
  cartCookie: boolean;
}

function pathParam(route: RestRoute, pools: Pools): fc.Arbitrary<string> {
  if (!route.param) return fc.constant('');
  const real =
    route.param === 'orderFormat'
      ? fc.tuple(fc.constantFrom(...pools.orderIds), fc.constantFrom('csv', 'json')).map(([id, f]) => `${encodeLoose(id)}/fabricator-export.${f}`)
      : route.param === 'testPayment'
        ? fc.stringMatching(/^tst_[A-Za-z0-9]{16}$/)
        : fc.constantFrom(...(pools[route.param] as string[])).map(encodeLoose);
  const odd = fc.array(oddPathPiece, { minLength: 1, maxLength: 3 }).map((pieces) => pieces.join(''));
  const oddOrder = fc.tuple(odd, fc.constantFrom('csv', 'json', 'xml', 'csv%00', 'CSV')).map(([id, f]) => `${id}/fabricator-export.${f}`);
  return fc.oneof(
    { arbitrary: real, weight: 3 },
    { arbitrary: route.param === 'orderFormat' ? oddOrder : odd, weight: 4 },
    { arbitrary: hostileText().map(encodeLoose), weight: 1 },
  );
}

function queryString(route: RestRoute, pools: Pools): fc.Arbitrary<{ text: string; sent: unknown }> {
  const keys = [...(route.query ?? []), '__proto__', 'constructor', 'x'];
  const value = fc.oneof(
    hostileText(['wit', 'verduisterend', 'NEW', 'PROCESSING', 'new', '0', '10', '100', '101', '-1', 'RG', ...pools.skus.slice(0, 3)]).map((v) => ({ raw: encodeLoose(v), sent: v })),
    oddPathPiece.map((raw) => ({ raw, sent: decodeLoose(raw) })),
  );
  const pair = fc.tuple(
    fc.constantFrom(...keys, ...keys.map((k) => `${k}[]`), ...keys.map((k) => `${k}[a]`)),
    value,
  );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => ({
    text: pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v.raw}`).join('&')}` : '',
    sent: pairs.map(([k, v]) => [k, v.sent]),
  }));
}

function legacyCartItem(pools: Pools): fc.Arbitrary<unknown> {
  const field = (arb: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: arb, weight: 8 }, { arbitrary: anyJson, weight: 1 });
  const item = fc.record(
    {
      productId: field(fc.oneof(fc.constantFrom(...pools.productIds.map(Number), ...pools.slugs), hostileText())),
      customWidth: field(fc.oneof(fc.constantFrom(40, 100, 150, 240, 1000, 0), hostileNumber)),
      customHeight: field(fc.oneof(fc.constantFrom(100, 150, 250, 1000, 0), hostileNumber)),
      quantity: field(fc.oneof(fc.constantFrom(1, 2, 99, 100, 0, -1, 1.5), hostileNumber)),
      montageType: field(hostileText(['in-de-dag', 'op-de-dag'])),
      controlType: field(hostileText(pools.optionValues)),
      controlSide: field(hostileText(['left', 'right'])),
      bottomBarType: field(hostileText(pools.optionValues)),
      profileColor: field(hostileText(['white', 'black'])),
      selectedColor: field(hostileText(['white', 'Wit', ...pools.colors])),
      selectedLightFilter: field(hostileText()),
      totalPrice: field(hostileNumber),
      options: field(
        fc
          .tuple(fc.dictionary(fc.constantFrom(...pools.optionKeys), hostileText(pools.optionValues), { maxKeys: 3 }), fc.option(oddKeys, { freq: 3 }))
          .map(([o, extra]) => (extra ? withKeys({ ...o }, extra) : o)),
      ),
      orderMetadata: field(anyJson),
    },
    { requiredKeys: [] },
  );
  return fc.tuple(item, fc.option(oddKeys, { freq: 6 })).map(([o, extra]) => (extra ? withKeys({ ...o }, extra) : o));
}

function body(route: RestRoute, pools: Pools): fc.Arbitrary<{ body?: string; contentType?: string; sent: unknown }> {
  const typed: fc.Arbitrary<unknown> =
    route.body === 'legacyCartItem'
      ? legacyCartItem(pools)
      : route.body === 'quantity'
        ? fc.record({ quantity: fc.oneof(fc.constantFrom(1, 5, 99, 100, 0, -1, 1.5, '2', null), hostileNumber, anyJson) }, { requiredKeys: [] })
        : fc.constant(undefined);
  if (route.body === 'webhook' || route.body === 'testOutcome') {
    // A form body, as Mollie and the browser send them: a payment id, or the test page's choice, hostile or not.
    const key = route.body === 'webhook' ? 'id' : 'status';
    const value = fc.oneof(
      fc.constantFrom('tr_WDqYK6vllg', 'tst_AAAAAAAAAAAAAAAA', 'paid', 'failed', 'canceled', 'expired', 'refunded', ''),
      hostileText(),
      longText,
    );
    const asForm = fc.tuple(value, fc.option(oddKeys, { freq: 4 })).map(([v, extra]) => {
      const form = new URLSearchParams({ [key]: v });
      if (extra) for (const [k] of extra) form.append(k, 'x');
      const body = form.toString();
      // What arrives: the form encoding writes a lone surrogate as U+FFFD, a character like any other.
      return { body, contentType: 'application/x-www-form-urlencoded', sent: new URLSearchParams(body).get(key) };
    });
    return fc.oneof(
      { arbitrary: asForm, weight: 8 },
      { arbitrary: anyJson.map((v) => ({ body: JSON.stringify(v), contentType: 'application/json', sent: v })), weight: 1 },
      { arbitrary: fc.constant({ body: '%%%', contentType: 'application/x-www-form-urlencoded', sent: '%%%' }), weight: 1 },
    );
  }
  const asJson = typed.map((value) => (value === undefined ? { sent: undefined } : { body: JSON.stringify(value), contentType: 'application/json', sent: value }));
  return fc.oneof(
    { arbitrary: asJson, weight: 10 },
    { arbitrary: anyJson.map((value) => ({ body: JSON.stringify(value), contentType: 'application/json', sent: value })), weight: 2 },
    {
      arbitrary: fc
        .constantFrom('{', '{"quantity": NaN}', '{"quantity": Infinity}', '{"productId": 1,}', "{'productId': 1}", '\u0000', '[', 'null', '"x"', '{"__proto__": {"quantity": 1}}')
        .map((text) => ({ body: text, contentType: 'application/json', sent: text })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16'), fc.constantFrom('productId=1&quantity=2', '{"quantity": 2}', '<a/>'))
        .map(([contentType, text]) => ({ body: text, contentType, sent: text })),
      weight: 1,
    },
    { arbitrary: longText.map((s) => ({ body: JSON.stringify({ productId: 1, selectedColor: s }), contentType: 'application/json', sent: s })), weight: 1 },
  );
}

/** What a server makes of a percent-encoded value (the text itself when it is not valid percent-encoding). */
function decodeLoose(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function restRequests(route: RestRoute, pools: Pools): fc.Arbitrary<RestRequest> {
  return fc
    .record({
      param: pathParam(route, pools),
      query: route.query ? queryString(route, pools) : fc.oneof({ arbitrary: fc.constant({ text: '', sent: [] as unknown }), weight: 4 }, { arbitrary: queryString(route, pools), weight: 1 }),
      body: body(route, pools),
      method: fc.oneof({ arbitrary: fc.constant(route.method), weight: 12 }, { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'), weight: 1 }),
      staff: route.staffOnly ? fc.oneof({ arbitrary: fc.constant(true), weight: 5 }, { arbitrary: fc.constant(false), weight: 1 }) : fc.constant(false),
      cartCookie: fc.boolean(),
      garbageCookie: fc.option(fc.constantFrom('lumina_cart=x', 'lumina_staff=%00', 'lumina_cart=' + 'a'.repeat(43), 'lumina_staff=' + 'b'.repeat(43), '__proto__=1'), { freq: 6 }),
    })
    .map(({ param, query, body: b, method, staff, cartCookie, garbageCookie }) => {
      const headers: Record<string, string> = {};
      if (b.contentType) headers['content-type'] = b.contentType;
      if (garbageCookie) headers.cookie = garbageCookie;
      const sendsBody = method !== 'GET' && method !== 'HEAD' && b.body !== undefined;
      return {
        route: route.name,
        method,
        path: `${route.path(param)}${query.text}`,
        headers,
        body: sendsBody ? b.body : undefined,
        sent: { param, query: query.sent, body: sendsBody ? b.sent : undefined },
        staff,
        cartCookie,
      };
    });
}

/** Issue 17's own REST inputs (finding 6), tried first in every run. */
export function restExamples(route: RestRoute, pools: Pools): RestRequest[] {
  const get = (path: string, staff: boolean, sent: { param?: string; query?: [string, string][] }): RestRequest => ({
    route: route.name,
    method: 'GET',
    path,
    headers: {},
    sent: { param: sent.param ?? '', query: sent.query ?? [], body: undefined },
    staff,
    cartCookie: false,
  });
  switch (route.name) {
    case 'GET /api/products':
      return [get('/api/products?search=%00', false, { query: [['search', '\u0000']] })];
    case 'GET /admin/fabric-sku/search':
      return [get('/admin/fabric-sku/search?q=%00', true, { query: [['q', '\u0000']] })];
    case 'GET /admin/orders/:id/fabricator-export.(csv|json)':
      return [get('/admin/orders/%00/fabricator-export.json', true, { param: '%00/fabricator-export.json' })];
    case 'GET /media/:key':
      return [get('/media/%2e%2e', false, { param: '%2e%2e' }), get('/media/%00.webp', false, { param: '%00.webp' })];
    case 'GET /bestelling/:orderId/factuur(/:number).pdf':
      return [get('/bestelling/%00/factuur.pdf', false, { param: '%00' })];
    case 'GET /admin/fabric-sku/:internalSku':
      return [get(`/admin/fabric-sku/${encodeURIComponent(pools.skus[0] ?? 'x')}%00`, true, { param: `${pools.skus[0] ?? 'x'}%00` })];
    default:
      return [];
  }
}
