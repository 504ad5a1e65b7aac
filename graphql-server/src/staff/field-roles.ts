/**
 * The role table (permissions.ts) on the schema's fields (ARCHITECTURE §5, issue 30): every field the table names as
 * "Type.field", and every staff root field, asks the table when the executor reaches it, before its resolver runs.
 * So the executor alone decides what a document selects — @skip, @include, variables and their defaults are
 * graphql-js's own, never a second reading of the document (one that read `$p: Boolean = true` without its default
 * answered HTTP 500). A field the signed-in member's role may not use is null in the answer, with a FORBIDDEN error
 * that names it (`extensions.field`: ["Order", "exportCsvUrl"]); a staff root field missing from the table is
 * beheer's only, as `mayUse` says.
 */
import { defaultFieldResolver, GraphQLError, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { texts } from '@lumina/schema';
import type { RequestContext } from '../http/context';
import { staffOf } from './access';
import { mayUse, STAFF_OPERATIONS } from './permissions';
import { PUBLIC_ROOT_FIELDS } from './public-fields';

/** The table's GraphQL entries ("Query.orders", "OrderItem.manufacturerCode"); REST paths are named with a method. */
const GRAPHQL_KEY = /^[A-Z]\w*\.\w+$/;

/** The refusal of a field, as the executor answers it: null in the data, this error beside it. */
function refusal(key: string, signedIn: boolean): GraphQLError {
  return signedIn
    ? new GraphQLError(texts.staff.forbidden, { extensions: { code: 'FORBIDDEN', field: key.split('.') } })
    : new GraphQLError(texts.staff.signInRequired, { extensions: { code: 'UNAUTHENTICATED' } });
}

/** `resolve` behind the role check of `key`: it runs only for a signed-in member whose role the table allows. */
function guarded(key: string, resolve: GraphQLFieldResolver<unknown, RequestContext>): GraphQLFieldResolver<unknown, RequestContext> {
  return (source, args, context, info) => {
    const staff = staffOf(context.res);
    if (!staff || !mayUse(staff.role, key)) throw refusal(key, staff !== null);
    return resolve(source, args, context, info);
  };
}

/** The fields the role table decides: its GraphQL entries and every root field that is not public. */
function decidedFields(schema: GraphQLSchema): string[] {
  const keys = new Set(Object.keys(STAFF_OPERATIONS).filter((key) => GRAPHQL_KEY.test(key)));
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    const open: readonly string[] = PUBLIC_ROOT_FIELDS[root.name as 'Query' | 'Mutation'] ?? [];
    for (const name of Object.keys(root.getFields())) if (!open.includes(name)) keys.add(`${root.name}.${name}`);
  }
  return [...keys];
}

/**
 * Puts the role check in front of the resolver of every field the table decides, in the built schema (once, where it
 * is built). A table entry that names no field of the schema stops the build: a typo would otherwise decide nothing.
 */
export function applyRoleTable(schema: GraphQLSchema): GraphQLSchema {
  for (const key of decidedFields(schema)) {
    const [typeName, fieldName] = key.split('.') as [string, string];
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field) throw new Error(`staff/permissions.ts names ${key}, which is no field of an object type in the schema`);
    field.resolve = guarded(key, (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, RequestContext>);
  }
  return schema;
}
