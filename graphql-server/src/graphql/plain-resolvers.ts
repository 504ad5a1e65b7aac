/**
 * type-graphql's field resolvers without their per-call wrapping (issue 32, item 5). type-graphql gives every field of
 * a class a resolver of its own that, on each call, makes a `{ root, args, context, info }` object and a closure for
 * its middleware chain, and for a getter also checks the parent's class — even when, as here, there is no middleware
 * and no auth checker (buildSchema is given neither; schema.ts). The staff order list resolves ~20,000 fields for 100
 * orders: those objects were a good part of what its garbage collections had to copy. So, once, where the schema is
 * built, a field that reads a property gets a resolver that reads it, and a getter one that reads it from an instance of
 * its class (anything else still goes through type-graphql's, which first makes an instance). What each field answers
 * is the same; resolver classes' @FieldResolver methods (which take arguments and the context) are left as they are.
 */
import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** The getter `name` of `target`'s prototype chain, if it is one. */
function isGetter(target: { prototype: unknown }, name: string): boolean {
  for (let proto: unknown = target.prototype; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return typeof descriptor.get === 'function';
  }
  return false;
}

export function plainResolvers(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const built = type.getFields();
    for (const field of objectType.fields ?? []) {
      const graphqlField = built[field.schemaName];
      const wrapped = graphqlField?.resolve;
      // The same declaration (a class of the same GraphQL name elsewhere would not describe the field alike).
      if (!wrapped || graphqlField.description !== field.description) continue;
      if ((field.middlewares?.length ?? 0) > 0 || (field.roles?.length ?? 0) > 0) continue;
      // As type-graphql's schema generator finds a field's resolver: a method of the class itself ("internal"), or one
      // of a resolver class ("external", left alone).
      const resolver = storage.fieldResolvers.find((r) => r.getObjectType?.() === field.target && r.methodName === field.name);
      const name = field.name;
      if (!resolver) {
        graphqlField.resolve = (root: Record<string, unknown>) => root[name];
      } else if (resolver.kind === 'internal' && (resolver.params?.length ?? 0) === 0 && (resolver.middlewares?.length ?? 0) === 0 && isGetter(field.target, name)) {
        const target = field.target;
        const original = wrapped as GraphQLFieldResolver<unknown, unknown>;
        graphqlField.resolve = (root, args, context, info) => (root instanceof target ? (root as Record<string, unknown>)[name] : original(root, args, context, info));
      }
    }
  }
  return schema;
}
