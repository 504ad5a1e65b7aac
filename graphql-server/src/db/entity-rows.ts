/**
 * Entities by one hand-written statement, hydrated as TypeORM's `find` hydrates them (issue 32, item 5): the staff
 * order list reads ~1,000 rows a page (items, payments, refunds, events, invoices), and TypeORM's query builder spent
 * more on each of them than PostgreSQL did — it builds the statement and an alias for every column of every row
 * (RawSqlResultsToEntityTransformer) on each call. Here the column list is worked out once per entity, and each row
 * is made with TypeORM's own steps: the entity made without its constructor (`create` with `fromDeserializer`),
 * every column's value through the driver's `prepareHydratedValue` and set by `setEntityValue`. Entities with
 * embedded columns or relations loaded with them are not for this (the statement reads the entity's own table only).
 */
import type { DataSource, EntityMetadata, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

export interface EntityRows<T> {
  /** `SELECT <the columns> FROM <the table>`, to which the caller adds its WHERE and ORDER BY (column names). */
  readonly select: string;
  /** The entity of a row the statement answered. */
  hydrate(row: Record<string, unknown>): T;
  /** The database column of a property (for the caller's WHERE and ORDER BY). */
  column(property: keyof T & string): string;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const made = new WeakMap<DataSource, Map<string, EntityRows<ObjectLiteral>>>();

/**
 * Reads `entity`: the columns `find` selects (all but `select: false`), or only those of `properties`. Worked out once
 * per data source, entity and column list (a request's DataLoaders ask for it again).
 */
export function entityRows<T extends ObjectLiteral>(ds: DataSource, entity: new () => T, properties?: readonly (keyof T & string)[]): EntityRows<T> {
  let known = made.get(ds);
  if (!known) made.set(ds, (known = new Map()));
  const key = `${entity.name}:${properties?.join(',') ?? '*'}`;
  let rows = known.get(key) as EntityRows<T> | undefined;
  if (!rows) known.set(key, (rows = reader(ds, entity, properties) as EntityRows<T>) as EntityRows<ObjectLiteral>);
  return rows;
}

function reader<T extends ObjectLiteral>(ds: DataSource, entity: new () => T, properties?: readonly (keyof T & string)[]): EntityRows<T> {
  const metadata: EntityMetadata = ds.getMetadata(entity);
  if (metadata.embeddeds.length > 0) throw new Error(`entityRows: ${metadata.name} has embedded columns`);
  const columnOf = (property: string): ColumnMetadata => {
    const found = metadata.findColumnWithPropertyName(property);
    if (!found) throw new Error(`entityRows: ${metadata.name} has no column ${property}`);
    return found;
  };
  const columns = properties ? properties.map(columnOf) : metadata.columns.filter((c) => c.isSelect && !c.isVirtualProperty);
  const driver = ds.driver;
  return {
    select: `SELECT ${columns.map((c) => quote(c.databaseName)).join(', ')} FROM ${quote(metadata.tableName)}`,
    column: (property) => quote(columnOf(property).databaseName),
    hydrate(row) {
      const one = metadata.create(undefined, { fromDeserializer: true }) as T;
      for (const column of columns) {
        const value = row[column.databaseName];
        if (value !== undefined) column.setEntityValue(one, driver.prepareHydratedValue(value, column));
      }
      return one;
    },
  };
}
