import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { CatalogResolver } from './catalog/catalog.resolver';
import { ShopResolver } from './shop/shop.resolver';

export const resolvers = [CatalogResolver, ShopResolver] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The one executable schema (type-graphql classes are the source; schema/schema.graphql is printed from it). */
export function buildAppSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [...resolvers],
    validate: false,
    emitSchemaFile: false,
  });
  return built;
}
