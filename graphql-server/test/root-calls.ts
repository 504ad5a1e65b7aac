/** Calls of the schema's root fields with just enough arguments to get past validation (the staff guard's tests). */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

/** A value of `type` as GraphQL source: just enough to get past validation. */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) return type.name === 'Int' || type.name === 'Float' ? '1' : type.name === 'Boolean' ? 'true' : '"1"';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${sample(f.type)}`).join(', ')} }`;
  }
  return 'null';
}

export function call(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${sample(a.type)}`);
  const selection = isLeafType(getNamedType(getNullableType(field.type))) ? '' : ' { __typename }';
  return `${operation} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}
