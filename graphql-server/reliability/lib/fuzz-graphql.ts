/**
 * GraphQL fuzzing, driven by the schema itself: every root query and mutation field is a target; its
 * arguments get values made from their types (mostly well-typed so that they reach the resolvers, with
 * hostile text and numbers, the wrong type now and then, unknown keys, missing or null required values, long
 * lists), sent either as variables or written into the document as literals. Plus the transport itself:
 * broken JSON, wrong content types, batches, GET, persisted-query hashes, subscriptions, introspection.
 */
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { anyJson, hostileInt, hostileNumber, hostileText, longText, NUL, oddKeys, withKeys } from './hostile';

export interface Pools {
  /** Real values by kind, read from the database and the API before the run. */
  ids: string[];
  productIds: string[];
  slugs: string[];
  cartIds: string[];
  skus: string[];
  orderIds: string[];
  cursors: string[];
  optionKeys: string[];
  optionValues: string[];
  colors: string[];
}

export interface GqlTarget {
  /** e.g. "Mutation.cartLineAdd". */
  name: string;
  operation: 'query' | 'mutation';
  field: string;
  args: readonly GraphQLArgument[];
  staffOnly: boolean;
  selection: string;
}

export interface GqlRequest {
  /** How the request is sent: the document, variables (or none) and extra HTTP details. */
  query: string;
  variables?: Record<string, unknown>;
  /** For the judge: the argument values as the server will read them. */
  values: Record<string, unknown>;
  mode: 'variables' | 'literal';
}

const MAX_SELECTION_DEPTH = 3;

/** A selection set for a type: its scalars and, two levels down, its objects' scalars (fields without required arguments). */
export function selectionFor(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isUnionType(named)) return '{ __typename }';
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  const parts: string[] = ['__typename'];
  const fields = Object.values(named.getFields()).filter((f) => f.args.every((a) => !isNonNullType(a.type) || a.defaultValue !== undefined));
  for (const f of fields.filter((f) => isLeafType(getNamedType(f.type))).slice(0, 14)) parts.push(f.name);
  if (depth < MAX_SELECTION_DEPTH - 1) {
    // userErrors first: every payload must be judged by them.
    const objects = fields
      .filter((f) => !isLeafType(getNamedType(f.type)))
      .sort((a, b) => Number(b.name === 'userErrors') - Number(a.name === 'userErrors'))
      .slice(0, depth === 0 ? 6 : 3);
    for (const f of objects) {
      const inner = selectionFor(f.type, depth + 1);
      if (inner) parts.push(`${f.name} ${inner}`);
    }
  }
  return `{ ${parts.join(' ')} }`;
}

export function targets(schema: GraphQLSchema, publicFields: Readonly<Record<'Query' | 'Mutation', readonly string[]>>): GqlTarget[] {
  const list: GqlTarget[] = [];
  for (const [root, operation] of [
    [schema.getQueryType(), 'query'],
    [schema.getMutationType(), 'mutation'],
  ] as const) {
    if (!root) continue;
    const typeName = root.name as 'Query' | 'Mutation';
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      list.push({
        name: `${typeName}.${field.name}`,
        operation,
        field: field.name,
        args: field.args,
        staffOnly: !publicFields[typeName].includes(field.name),
        selection: selectionFor(field.type),
      });
    }
  }
  return list;
}

/* ---------------------------------------------------------------------------------------------- */
/* Values                                                                                         */

function realisticText(name: string, pools: Pools): string[] {
  const n = name.toLowerCase();
  if (n.includes('email')) return ['jan.peeters@example.be', 'JAN+tag@Example.BE', 'a@b', 'geen-adres', 'x@example.be '];
  if (n.includes('postcode')) return ['9000', '1016 BS', '1016bs', '0000', '99999'];
  if (n.includes('country')) return ['BE', 'NL', 'be', 'DE', 'XX'];
  if (n.includes('phone')) return ['+32 9 123 45 67', '0471 23 45 67', 'bel me'];
  if (n.includes('password')) return ['een-verkeerd-wachtwoord', 'x'];
  if (n === 'slug') return pools.slugs;
  if (n.includes('sku')) return pools.skus;
  if (n === 'cartid') return pools.cartIds;
  if (n === 'after') return pools.cursors;
  if (n === 'attemptid') return ['3f1d7a0e-4a4b-4c1d-9a55-0d1f2e3c4b5a', 'attempt-1', ''];
  if (n === 'productid') return pools.productIds;
  if (n === 'orderid') return pools.orderIds;
  if (n === 'key') return pools.optionKeys;
  if (n === 'value' || n === 'values') return pools.optionValues;
  if (n.includes('color') || n.includes('colour')) return pools.colors;
  if (n === 'id' || n.endsWith('id')) return pools.ids;
  if (n === 'search' || n === 'category' || n === 'q') return ['wit', 'verduisterend', 'Verduistérend', 'RG', 'a', 'rolgordijn'];
  return ['Jan Peeters', 'Kortrijksesteenweg 1\n9000 Gent', 'Mooi rolgordijn, snel geleverd.', 'Vraag over levering', 'wit'];
}

function numberFor(name: string, integer: boolean): fc.Arbitrary<number> {
  const n = name.toLowerCase();
  const typed = integer ? hostileInt : hostileNumber;
  const realistic: number[] | undefined =
    n === 'width' || n === 'height'
      ? [40, 45, 100, 150, 180, 240, 250, 300, 1000, 0, -5, 150.5]
      : n === 'quantity'
        ? [1, 2, 3, 49, 98, 99, 100, 0, -1]
        : n === 'first'
          ? [1, 5, 25, 100, 101, 0, -1]
          : n === 'rating'
            ? [1, 3, 5, 0, 6]
            : n === 'mountingheight'
              ? [150, 200, 260, 400, 0]
              : undefined;
  return realistic ? fc.oneof({ arbitrary: fc.constantFrom(...realistic), weight: 3 }, { arbitrary: typed, weight: 1 }) : typed;
}

/** Values for one input type; `name` is the argument or input field it is for (it picks realistic values). */
export function valueFor(type: GraphQLInputType, name: string, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) {
    return fc.oneof({ arbitrary: valueFor(type.ofType, name, pools, depth), weight: 14 }, { arbitrary: fc.constant(null), weight: 1 });
  }
  const inner = typedValue(type, name, pools, depth);
  return fc.oneof(
    { arbitrary: inner, weight: 12 },
    { arbitrary: fc.constant(null), weight: 1 },
    // The wrong type now and then.
    { arbitrary: anyJson, weight: 1 },
  );
}

function typedValue(type: GraphQLInputType, name: string, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type, name, pools, depth);
  if (isListType(type)) {
    const item = valueFor(type.ofType, name, pools, depth + 1);
    return fc.oneof(
      { arbitrary: fc.array(item, { maxLength: 4 }), weight: 10 },
      // Long lists: past every cap (20 filter values, 50 cart lines), up to what fits in the body limit (a list
      // of big items is cut to about 200 kB: past the limit already, and cheap to send).
      {
        arbitrary: fc.tuple(item, fc.constantFrom(21, 51, 101, 2500)).map(([x, n]) => {
          const size = (JSON.stringify(x) ?? 'null').length + 1;
          return Array.from({ length: Math.min(n, Math.max(21, Math.floor(200_000 / size))) }, () => x);
        }),
        weight: 1,
      },
      // A single value where a list is expected (GraphQL turns it into a list of one).
      { arbitrary: item, weight: 1 },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) model[f.name] = valueFor(f.type, f.name, pools, depth + 1);
    const required = fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined).map((f) => f.name);
    const object = fc.oneof(
      { arbitrary: fc.record(model, { requiredKeys: required }), weight: 10 },
      // Required fields missing.
      { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
    );
    return fc
      .tuple(object, fc.option(oddKeys, { freq: 8 }))
      .map(([value, extra]) => (extra ? withKeys({ ...(value as object) }, extra) : value));
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    return fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 8 }, { arbitrary: hostileText(values.map((v) => v.toLowerCase())), weight: 1 });
  }
  switch (getNamedType(type).name) {
    case 'Int':
      return numberFor(name, true);
    case 'Float':
      return numberFor(name, false);
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(
        { arbitrary: fc.constantFrom(...realisticText(name, pools)), weight: 6 },
        { arbitrary: hostileText(), weight: 3 },
        { arbitrary: fc.constantFrom('0', '-1', '1e3', '99999999999', '2147483648', '1.5', ' 1', '1 '), weight: 2 },
      );
    case 'String':
      return hostileText(realisticText(name, pools));
    default:
      return anyJson;
  }
}

/* ---------------------------------------------------------------------------------------------- */
/* Documents                                                                                      */

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The value written as a GraphQL literal (what an integrator would type into a document). */
export function literal(value: unknown, type: GraphQLInputType | undefined): string {
  const named = type ? getNamedType(type) : undefined;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    if (named && isEnumType(named) && NAME.test(value)) return value;
    return JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(Object.is(value, -0) ? 0 : value) : JSON.stringify(String(value));
  if (typeof value === 'boolean') return String(value);
  const inner = type && isNonNullType(type) ? type.ofType : type;
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, inner && isListType(inner) ? inner.ofType : undefined)).join(', ')}]`;
  const fields = named && isInputObjectType(named) ? named.getFields() : {};
  return `{ ${Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${literal(v, fields[k]?.type)}`)
    .join(', ')} }`;
}

/** Requests for one target: its arguments (some left out), as variables or as literals. */
export function requestsFor(target: GqlTarget, pools: Pools): fc.Arbitrary<GqlRequest> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const a of target.args) model[a.name] = valueFor(a.type, a.name, pools);
  const required = target.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined).map((a) => a.name);
  const args = target.args.length
    ? fc.oneof({ arbitrary: fc.record(model, { requiredKeys: required }), weight: 12 }, { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 })
    : fc.constant({} as Record<string, unknown>);
  return fc.tuple(args, fc.constantFrom<'variables' | 'literal'>('variables', 'variables', 'literal')).map(([values, mode]) => {
    const present = target.args.filter((a) => a.name in values);
    const call = present.length
      ? `${target.field}(${present.map((a) => `${a.name}: ${mode === 'variables' ? `$${a.name}` : literal(values[a.name], a.type)}`).join(', ')})`
      : target.field;
    const header = mode === 'variables' && present.length ? `(${present.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')})` : '';
    const query = `${target.operation} Fuzz${header} { ${call} ${target.selection} }`;
    return mode === 'variables' ? { query, variables: values, values, mode } : { query, values, mode };
  });
}

/* ---------------------------------------------------------------------------------------------- */
/* The transport                                                                                  */

export interface RawRequest {
  what: string;
  method: 'GET' | 'POST';
  /** Path with query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Send with the staff session. */
  staff: boolean;
}

const SHOP = '{ shop { vatPercent } }';
const INTROSPECTION_ALIAS = (n: number) =>
  `{ ${Array.from({ length: n }, (_, i) => `s${i}: __schema { types { name description fields { name description args { name description type { name kind ofType { name kind } } } type { name kind ofType { name kind } } } } }`).join(' ')} }`;

export function transportRequests(): fc.Arbitrary<RawRequest> {
  const json = 'application/json';
  const post = (what: string, body: string, contentType: string | null = json, staff = false): RawRequest => ({
    what,
    method: 'POST',
    path: '/graphql',
    headers: contentType ? { 'content-type': contentType } : {},
    body,
    staff,
  });
  const broken = fc.constantFrom(
    '{',
    '{"query":',
    '{"query": "{ shop { vatPercent } }", "variables": NaN}',
    '{"query": "{ shop { vatPercent } }", "variables": {"a": Infinity}}',
    'NaN',
    'null',
    '"{ shop { vatPercent } }"',
    '123',
    '[]',
    '{"query": "{ shop { vatPercent } }",}',
    "{'query': '{ shop { vatPercent } }'}",
    `{"query": "{ shop { vatPercent } }"${NUL}}`,
    '\uFEFF{"query": "{ shop { vatPercent } }"}',
    '{"__proto__": {"query": "{ shop { vatPercent } }"}}',
    '{"query": "{ shop { vatPercent } }", "constructor": {"prototype": {"x": 1}}}',
  );
  const bodies = fc.oneof(
    broken.map((b) => post('broken JSON', b)),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/graphql', 'application/json; charset=latin1', 'text/html', null)
      .map((ct) => post(`content-type ${ct}`, JSON.stringify({ query: SHOP }), ct)),
    fc.constantFrom<unknown>(42, null, ['{ shop { vatPercent } }'], { a: 1 }, true, '', ' ', NUL).map((q) => post('query of the wrong type', JSON.stringify({ query: q }))),
    fc.constantFrom<unknown>('x', [1], 42, NUL).map((v) => post('variables of the wrong type', JSON.stringify({ query: SHOP, variables: v }))),
    fc.constantFrom<unknown>('Nope', 42, NUL, '\uD800', '').map((o) => post('unknown operationName', JSON.stringify({ query: SHOP, operationName: o }))),
    fc.constant(post('a batch', JSON.stringify([{ query: SHOP }, { query: SHOP }]))),
    fc
      .tuple(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }), fc.boolean(), fc.boolean())
      .map(([hash, withQuery, staff]) =>
        post(
          `persisted query${withQuery ? ' with a wrong hash' : ' unknown'}`,
          JSON.stringify({ ...(withQuery ? { query: SHOP } : {}), extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
          json,
          staff,
        ),
      ),
    fc.boolean().map((staff) => post('a subscription', JSON.stringify({ query: 'subscription { shop { vatPercent } }' }), json, staff)),
    fc.constantFrom(2, 5, 15).map((n) => post(`introspection × ${n} aliases`, JSON.stringify({ query: INTROSPECTION_ALIAS(n) }))),
    fc.constantFrom(1, 3).map((n) => post(`introspection × ${n} operations`, JSON.stringify({ query: `{ ${'__schema { types { name } } '.repeat(n)}}` }))),
    fc.constantFrom(20, 200).map((n) => post(`nesting ${n} deep`, JSON.stringify({ query: `{ ${'products { nodes { '.repeat(n)} id ${'} } '.repeat(n)}}` }))),
    fc.constant(post('fragment cycle', JSON.stringify({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }))),
    fc.constantFrom(100, 3000).map((n) => post(`${n} tokens`, JSON.stringify({ query: `{ shop { ${'vatPercent '.repeat(n)} } }` }))),
    fc.constant(post('directives', JSON.stringify({ query: `{ shop @skip(if: false) ${'@include(if: true) '.repeat(20)} { vatPercent } }` }))),
    longText.map((s) => post('long document', JSON.stringify({ query: `{ shop { vatPercent } } # ${s}` }))),
    fc.constant(post('NUL in the document', JSON.stringify({ query: `{ shop { vatPercent${NUL} } }` }))),
    fc.constant(post('two anonymous operations', JSON.stringify({ query: `${SHOP} ${SHOP}` }))),
    fc.constant(post('four mutations', JSON.stringify({ query: `mutation { ${[1, 2, 3, 4].map((i) => `m${i}: staffSignOut { signedOut }`).join(' ')} }` }))),
  );
  const gets = fc
    .constantFrom(
      `/graphql?query=${encodeURIComponent(SHOP)}`,
      `/graphql?query=${encodeURIComponent('mutation { cartCreate { cart { id } } }')}`,
      '/graphql?query=%00',
      '/graphql?query=%ED%A0%80',
      '/graphql?query=%',
      `/graphql?query=${encodeURIComponent(SHOP)}&variables=%7B`,
      `/graphql?query=${encodeURIComponent(SHOP)}&query=x`,
      `/graphql?extensions=${encodeURIComponent('{"persistedQuery":{"version":1,"sha256Hash":"abc"}}')}`,
    )
    .chain((path) =>
      fc.constantFrom<Record<string, string>>({}, { 'apollo-require-preflight': 'true' }, { 'content-type': 'application/json' }).map(
        (headers): RawRequest => ({ what: `GET ${path.slice(0, 60)}`, method: 'GET', path, headers, staff: false }),
      ),
    );
  return fc.oneof({ arbitrary: bodies, weight: 5 }, { arbitrary: gets, weight: 1 });
}

/** Issue 17's own transport inputs (findings 3 and 5), tried first in every run. */
export function transportExamples(): RawRequest[] {
  const post = (what: string, body: unknown, staff: boolean): RawRequest => ({
    what,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    staff,
  });
  return [
    post('introspection × 15 aliases', { query: INTROSPECTION_ALIAS(15) }, false),
    post('a subscription', { query: 'subscription { shop { vatPercent } }' }, true),
    post('persisted query with a wrong hash', { query: SHOP, extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } }, false),
  ];
}
