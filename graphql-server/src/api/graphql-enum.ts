/**
 * One way to declare a closed set of values for the API: each GraphQL enum value with its stored value (the
 * string the database holds and the REST layer writes) and the description an integrator reads in the schema.
 * A value given by its description alone is stored as its own name (error codes).
 *
 *   export const Montage = graphqlEnum('Montage', 'How the blind hangs.', {
 *     IN_DE_DAG: ['in-de-dag', 'Inside the window recess.'],
 *     OP_DE_DAG: ['op-de-dag', 'On the frame or the wall.'],
 *   });
 *   export type Montage = ValueOf<typeof Montage>; // 'in-de-dag' | 'op-de-dag'
 */
import { registerEnumType } from 'type-graphql';

type EnumSpec = Record<string, readonly [value: string, description: string] | string>;
export type EnumObject<S extends EnumSpec> = { readonly [K in keyof S]: S[K] extends readonly [infer V, string] ? V : K };
export type ValueOf<E> = E[keyof E];

export function graphqlEnum<const S extends EnumSpec>(name: string, description: string, spec: S): EnumObject<S> {
  const values: Record<string, string> = {};
  const valuesConfig: Record<string, { description: string }> = {};
  for (const [key, entry] of Object.entries(spec)) {
    const [value, text] = typeof entry === 'string' ? [key, entry] : entry;
    values[key] = value;
    valuesConfig[key] = { description: text };
  }
  registerEnumType(values, { name, description, valuesConfig });
  return values as EnumObject<S>;
}

/**
 * A GraphQL enum declared from one of the domain's tables (GraphQL name → value, in schema/src), with a
 * description for every name: the names and values are written once, in the table.
 */
export function graphqlEnumOf<const T extends Record<string, string>>(
  name: string,
  description: string,
  table: T,
  descriptions: { readonly [K in keyof T]: string },
): T {
  const valuesConfig: Record<string, { description: string }> = {};
  for (const key of Object.keys(table)) valuesConfig[key] = { description: descriptions[key as keyof T] };
  registerEnumType(table, { name, description, valuesConfig: valuesConfig as never });
  return table;
}
