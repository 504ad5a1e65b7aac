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
