/**
 * The configurator rules survive the API (ARCHITECTURE §3, issue 18): every seeded rule set, answered by the
 * server's schema and read with the web's own fragment (ConfiguratorRulesFields), comes back through
 * `rulesFromGraphQL` as exactly the rules the server prices with. The server's mapping (type-graphql objects and
 * the enum tables of schema/src) and the client's mapping can therefore never drift apart unseen.
 */
import { execute, Kind, parse, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ruleProblems, rulesFromGraphQL, type ConfiguratorRulesGraphQL } from '@lumina/schema';
import { Product } from './graphql-server/src/catalog/product.entity';
import { productSeeds } from './graphql-server/src/db/seed/products';
import { buildAppSchema } from './graphql-server/src/schema';
import { ConfiguratorRulesFieldsFragmentDoc } from './web/src/gql/configurator';

const seeded = productSeeds.filter((p) => p.configurator);

/** The product query with the web's fragment, as the configurator page asks it. */
function productQuery(): DocumentNode {
  const fragment = ConfiguratorRulesFieldsFragmentDoc.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)!;
  const query = parse('query($slug: String!) { product(slug: $slug) { configurator { ...ConfiguratorRulesFields } } }');
  return { ...query, definitions: [...query.definitions, fragment] };
}

describe('configurator rules through the API and back', () => {
  it('every seeded rule set comes back as the rules the server prices with', async () => {
    const schema = await buildAppSchema();
    expect(seeded.length).toBeGreaterThanOrEqual(4);
    for (const seed of seeded) {
      const product = Object.assign(new Product(), { slug: seed.slug, rules: seed.configurator });
      const services = { catalog: { bySlug: async () => product, byId: async () => product } };
      const result = await execute({ schema, document: productQuery(), variableValues: { slug: seed.slug }, contextValue: { services } });
      expect(result.errors, seed.slug).toBeUndefined();
      const answered = (result.data as { product: { configurator: ConfiguratorRulesGraphQL } }).product.configurator;
      expect(rulesFromGraphQL(answered), seed.slug).toEqual(seed.configurator);
    }
  });

  it('every seeded rule set says what each of its trade choices means', () => {
    for (const seed of seeded) expect(ruleProblems(seed.configurator!), seed.slug).toEqual([]);
  });
});
