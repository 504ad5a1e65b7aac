/**
 * Cursor connections for every list that can grow (ARCHITECTURE §4a): `first`/`after`,
 * `edges { cursor node }`, `nodes`, `pageInfo` and `totalCount`, at most 100 a page.
 *
 * Pages are found by keyset, never by offset: the cursor holds the sort values of the last row, and the next
 * page is `WHERE (sort keys) > (cursor values) ORDER BY sort keys LIMIT first + 1`. With an index on the sort
 * keys a late page costs what the first does, and a row inserted meanwhile never shifts a page.
 */
import { getDirectiveValues, GraphQLIncludeDirective, GraphQLSkipDirective, Kind, type FieldNode, type GraphQLResolveInfo, type SelectionNode } from 'graphql';
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { texts } from '@lumina/schema';
import type { EntityRows } from '../db/entity-rows';
import { InputError } from './input-error';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

/** One sort key: an SQL expression over the query's alias, and its PostgreSQL type (for the cursor value). */
export interface KeysetKey {
  expr: string;
  type: 'int' | 'text' | 'timestamptz';
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface PageInfoData {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface ConnectionData<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfoData;
  /** Counted only when asked for (a page that does not show it costs one query, not two). */
  totalCount: number | Promise<number>;
}

const VALUE_PATTERNS: Record<KeysetKey['type'], RegExp> = {
  int: /^-?\d{1,10}$/,
  // PostgreSQL's text form of a timestamptz, e.g. "2026-11-22 09:15:02.123456+00".
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/,
  text: /^[\s\S]{0,500}$/,
};

/** invalid_text_representation, numeric_value_out_of_range, invalid_datetime_format, datetime_field_overflow */
const INVALID_VALUE_CODES = new Set(['22P02', '22003', '22007', '22008']);

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/** `first` as asked (default 25); outside 1–100 is the caller's error, never a silent clamp. */
export function pageSize(first: number | null | undefined): number {
  const size = first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new InputError(texts.input.pageSize(MAX_PAGE_SIZE), 'first');
  return size;
}

export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/** The sort values a cursor holds; anything that is not a cursor of this list is the caller's error. */
export function decodeCursor(cursor: string, keys: readonly KeysetKey[]): string[] {
  let values: unknown;
  try {
    values = cursor.length <= 2000 ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  } catch {
    values = null;
  }
  const valid =
    Array.isArray(values) &&
    values.length === keys.length &&
    values.every((v, i) => typeof v === 'string' && VALUE_PATTERNS[keys[i]!.type].test(v));
  if (!valid) throw new InputError(texts.input.cursor, 'after');
  return values as string[];
}

/**
 * One page of `qb` (filters applied, no ORDER BY) in the order of `keys`, the last of which must be unique.
 * All keys sort in `direction`.
 */
export async function keysetPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keys: readonly KeysetKey[],
  direction: 'ASC' | 'DESC',
  args: ConnectionArgs,
  /** How to count the matches when the caller knows a cheaper exact way than counting them (default: `COUNT(*)` of `qb`). */
  countMatches: () => Promise<number> = () => qb.clone().getCount(),
): Promise<ConnectionData<T>> {
  const first = pageSize(args.first);
  const after = args.after == null ? null : decodeCursor(args.after, keys);
  // The count is a query of its own: made when a caller reads totalCount (GraphQL: when the field is asked for), once.
  // A query builder bound to a transaction's query runner is counted now, while that runner is still open.
  let counted: Promise<number> | undefined;
  const count = () => {
    if (!counted) {
      counted = countMatches();
      counted.catch(() => undefined); // read by whoever asked; never an unhandled rejection when nobody does
    }
    return counted;
  };
  const inTransaction = (qb as unknown as { queryRunner?: unknown }).queryRunner !== undefined;
  const eager = inTransaction ? await count() : undefined;

  const page = qb.clone();
  if (after) {
    const params: Record<string, string> = {};
    const values = keys.map((key, i) => {
      params[`keyset_after_${i}`] = after[i]!;
      return `CAST(:keyset_after_${i} AS ${key.type})`;
    });
    const op = direction === 'ASC' ? '>' : '<';
    page.andWhere(`(${keys.map((k) => k.expr).join(', ')}) ${op} (${values.join(', ')})`, params);
  }
  keys.forEach((key, i) => {
    page.addSelect(`(${key.expr})::text`, `keyset_${i}`);
    page.addOrderBy(key.expr, direction);
  });
  page.limit(first + 1);
  const { entities, raw } = await page.getRawAndEntities<Record<string, string>>().catch(cursorRefused(after));

  return connection(
    entities,
    first,
    after !== null,
    (index) => keys.map((_, i) => String(raw[index]![`keyset_${i}`])),
    () => eager ?? count(),
  );
}

/** A cursor of the right shape whose values PostgreSQL cannot read (a 30th of February, an int beyond int4) is the caller's error. */
function cursorRefused(after: string[] | null): (error: unknown) => never {
  return (error) => {
    if (after && INVALID_VALUE_CODES.has(sqlState(error) ?? '')) throw new InputError(texts.input.cursor, 'after');
    throw error;
  };
}

/**
 * The same page as keysetPage, for a filter whose matches are costly to find (a search by trigrams, whose every
 * match is a row read from the table to check it): one statement finds the matches once and gives both their number
 * and the page's rows — keysetPage finds them twice, for the page and for the count (issue 32, item 5: at 100× the
 * data, "Vermeulen" matches 7,628 orders in as many table pages, read twice). The matches are kept as their sort keys
 * alone (a MATERIALIZED CTE), the page's rows are joined by primary key, read by `rows` (db/entity-rows.ts) and
 * hydrated as TypeORM would. The count is always made, at no extra cost. The last key must be the primary key.
 */
export async function keysetPageFoundOnce<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keys: readonly KeysetKey[],
  direction: 'ASC' | 'DESC',
  args: ConnectionArgs,
  rows: EntityRows<T>,
  primaryKey: keyof T & string,
): Promise<ConnectionData<T>> {
  const first = pageSize(args.first);
  const after = args.after == null ? null : decodeCursor(args.after, keys);
  const matches = qb.clone().select(keys[0]!.expr, 'k0');
  keys.slice(1).forEach((key, i) => matches.addSelect(key.expr, `k${i + 1}`));
  const [matchesSql, parameters] = matches.getQueryAndParameters();
  const keyColumns = keys.map((_, i) => `k${i}`);
  const from = parameters.length;
  const afterCursor = after
    ? `WHERE (${keyColumns.join(', ')}) ${direction === 'ASC' ? '>' : '<'} (${keys.map((key, i) => `CAST($${from + i + 1} AS ${key.type})`).join(', ')})`
    : '';
  const order = (alias: string) => keyColumns.map((k) => `${alias}.${k} ${direction}`).join(', ');
  const found = (await qb.connection
    .query(
      `WITH m AS MATERIALIZED (${matchesSql})
       SELECT t.total, ${keyColumns.map((k, i) => `p.${k}::text AS keyset_${i}`).join(', ')}, e.*
       FROM (SELECT count(*)::int AS total FROM m) t
       LEFT JOIN LATERAL (SELECT * FROM m ${afterCursor} ORDER BY ${order('m')} LIMIT ${first + 1}) p ON true
       LEFT JOIN (${rows.select}) e ON e.${rows.column(primaryKey)} = p.k${keys.length - 1}
       ORDER BY ${order('p')}`,
      [...parameters, ...(after ?? [])],
    )
    .catch(cursorRefused(after))) as (Record<string, unknown> & { total: number })[];
  const onPage = found.filter((row) => row.keyset_0 != null);
  return connection(
    onPage.map((row) => rows.hydrate(row)),
    first,
    after !== null,
    (index) => keys.map((_, i) => String(onPage[index]![`keyset_${i}`])),
    () => found[0]?.total ?? 0,
  );
}

/** A page of `found` (up to first + 1 rows from the cursor on), each with the sort values its cursor holds. */
function connection<T>(found: readonly T[], first: number, hasPreviousPage: boolean, valuesOf: (index: number) => string[], totalCount: () => number | Promise<number>): ConnectionData<T> {
  const edges = found.slice(0, first).map((node, index) => ({ node, cursor: encodeCursor(valuesOf(index)) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    get totalCount() {
      return totalCount();
    },
    pageInfo: {
      hasNextPage: found.length > first,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

const INT4 = { min: -2147483648, max: 2147483647 };

/**
 * The same page as keysetPage, of a list held in memory (catalog/prepared-catalogue.ts): `items` are every match, and
 * each key's `of` gives an item's sort value (integer keys only). Cursors are interchangeable with keysetPage's, and a
 * cursor value PostgreSQL would refuse (beyond int4) is refused alike.
 */
export function memoryPage<T>(items: readonly T[], keys: readonly (KeysetKey & { of: (item: T) => number })[], direction: 'ASC' | 'DESC', args: ConnectionArgs): ConnectionData<T> {
  const first = pageSize(args.first);
  if (keys.some((key) => key.type !== 'int')) throw new Error('memoryPage sorts by integer keys only');
  const after = args.after == null ? null : decodeCursor(args.after, keys).map(Number);
  if (after?.some((v) => v < INT4.min || v > INT4.max)) throw new InputError(texts.input.cursor, 'after');
  const sign = direction === 'ASC' ? 1 : -1;
  const compare = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return sign * (a[i]! - b[i]!);
    return 0;
  };
  const rows = items.map((item) => ({ item, values: keys.map((key) => key.of(item)) })).sort((a, b) => compare(a.values, b.values));
  const found = (after ? rows.filter((row) => compare(row.values, after) > 0) : rows).slice(0, first + 1);
  return connection(
    found.map((row) => row.item),
    first,
    after !== null,
    (index) => found[index]!.values.map(String),
    () => items.length,
  );
}

@ObjectType({ description: 'Where a page of a connection stands. Ask for the next page with `after: endCursor` while `hasNextPage`.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow this page.' })
  hasNextPage: boolean;

  @Field(() => Boolean, { description: 'True when this page was asked for with `after` (items come before it).' })
  hasPreviousPage: boolean;

  @Field(() => String, { nullable: true, description: 'Cursor of the first item of this page; null when the page is empty.' })
  startCursor: string | null;

  @Field(() => String, { nullable: true, description: 'Cursor of the last item of this page; pass it as `after` for the next page. Null when the page is empty.' })
  endCursor: string | null;
}

/** The GraphQL `{name}Connection` and `{name}Edge` types for `nodeType`; use the returned class as the query's type. */
export function ConnectionType<T extends object>(name: string, nodeType: ClassType<T>, description: string) {
  @ObjectType(`${name}Edge`, { description: `One ${name} in a page, with its cursor.` })
  class EdgeType {
    @Field(() => String, { description: 'Opaque position of this item; pass it as `after` to continue after it.' })
    cursor: string;

    @Field(() => nodeType, { description: `The ${name}.` })
    node: T;
  }

  @ObjectType(`${name}Connection`, { description })
  class Connection implements ConnectionData<T> {
    @Field(() => [EdgeType], { description: 'The items of this page with their cursors.' })
    edges: Edge<T>[];

    @Field(() => [nodeType], { description: 'The items of this page, without cursors (a shorthand for edges.node).' })
    nodes: T[];

    @Field(() => PageInfo, { description: 'Whether more pages follow, and the cursor to continue from.' })
    pageInfo: PageInfo;

    @Field(() => Int, { description: 'Number of items that match the filters, over all pages.' })
    totalCount: number;
  }
  return Connection;
}

/** The selections of `nodes` that the executor will run: a field under @skip(if: true) or @include(if: false) is not. */
function* runSelections(selections: readonly SelectionNode[], info: GraphQLResolveInfo, seen = new Set<string>()): Generator<FieldNode> {
  for (const selection of selections) {
    if (getDirectiveValues(GraphQLSkipDirective, selection, info.variableValues)?.if === true) continue;
    if (getDirectiveValues(GraphQLIncludeDirective, selection, info.variableValues)?.if === false) continue;
    if (selection.kind === Kind.FIELD) yield selection;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* runSelections(selection.selectionSet.selections, info, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = info.fragments[selection.name.value];
      if (fragment) yield* runSelections(fragment.selectionSet.selections, info, seen);
    }
  }
}

/**
 * The fields asked of a connection's items (under `edges { node }` and `nodes`) by the field `info` resolves, by their
 * names in the schema (not their aliases): what a list may read for all its items at once before their fields run.
 */
export function nodeFieldsAsked(info: GraphQLResolveInfo): Set<string> {
  const asked = new Set<string>();
  const within = (fields: Iterable<FieldNode>, name: string) => [...fields].filter((f) => f.name.value === name).flatMap((f) => [...runSelections(f.selectionSet?.selections ?? [], info)]);
  const connection = [...runSelections(info.fieldNodes.flatMap((f) => f.selectionSet?.selections ?? []), info)];
  for (const field of [...within(within(connection, 'edges'), 'node'), ...within(connection, 'nodes')]) asked.add(field.name.value);
  return asked;
}
