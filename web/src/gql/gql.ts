/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query SiteShell {\n  shop {\n    brand {\n      name\n      slug\n    }\n    ...FooterShop\n  }\n}\n\nfragment FooterShop on Shop {\n  brand {\n    name\n  }\n  copyrightYear\n  paymentMethods\n  contact {\n    email\n    phone\n    vatNumber\n  }\n}": typeof types.SiteShellDocument,
    "query Home {\n  shop {\n    ...HeroShop\n    ...HowWeWorkShop\n    ...BenefitsShop\n  }\n  products(listing: \"overview\") {\n    ...HeroProduct\n  }\n}\n\nfragment HeroShop on Shop {\n  brand {\n    foundedYear\n  }\n  contact {\n    address {\n      city\n    }\n  }\n  delivery {\n    factoryLineWorkingDays\n    atelierMinWorkingDays\n    atelierMaxWorkingDays\n  }\n}\n\nfragment HeroProduct on Product {\n  id\n  line\n  price {\n    cents\n  }\n}\n\nfragment HowWeWorkShop on Shop {\n  contact {\n    address {\n      city\n    }\n  }\n  delivery {\n    factoryLineWorkingDays\n    atelierMinWorkingDays\n    atelierMaxWorkingDays\n  }\n}\n\nfragment BenefitsShop on Shop {\n  warranty {\n    generalYears\n  }\n}": typeof types.HomeDocument,
};
const documents: Documents = {
    "query SiteShell {\n  shop {\n    brand {\n      name\n      slug\n    }\n    ...FooterShop\n  }\n}\n\nfragment FooterShop on Shop {\n  brand {\n    name\n  }\n  copyrightYear\n  paymentMethods\n  contact {\n    email\n    phone\n    vatNumber\n  }\n}": types.SiteShellDocument,
    "query Home {\n  shop {\n    ...HeroShop\n    ...HowWeWorkShop\n    ...BenefitsShop\n  }\n  products(listing: \"overview\") {\n    ...HeroProduct\n  }\n}\n\nfragment HeroShop on Shop {\n  brand {\n    foundedYear\n  }\n  contact {\n    address {\n      city\n    }\n  }\n  delivery {\n    factoryLineWorkingDays\n    atelierMinWorkingDays\n    atelierMaxWorkingDays\n  }\n}\n\nfragment HeroProduct on Product {\n  id\n  line\n  price {\n    cents\n  }\n}\n\nfragment HowWeWorkShop on Shop {\n  contact {\n    address {\n      city\n    }\n  }\n  delivery {\n    factoryLineWorkingDays\n    atelierMinWorkingDays\n    atelierMaxWorkingDays\n  }\n}\n\nfragment BenefitsShop on Shop {\n  warranty {\n    generalYears\n  }\n}": types.HomeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteShell {\n  shop {\n    brand {\n      name\n      slug\n    }\n    ...FooterShop\n  }\n}\n\nfragment FooterShop on Shop {\n  brand {\n    name\n  }\n  copyrightYear\n  paymentMethods\n  contact {\n    email\n    phone\n    vatNumber\n  }\n}"): (typeof documents)["query SiteShell {\n  shop {\n    brand {\n      name\n      slug\n    }\n    ...FooterShop\n  }\n}\n\nfragment FooterShop on Shop {\n  brand {\n    name\n  }\n  copyrightYear\n  paymentMethods\n  contact {\n    email\n    phone\n    vatNumber\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Home {\n  shop {\n    ...HeroShop\n    ...HowWeWorkShop\n    ...BenefitsShop\n  }\n  products(listing: \"overview\") {\n    ...HeroProduct\n  }\n}\n\nfragment HeroShop on Shop {\n  brand {\n    foundedYear\n  }\n  contact {\n    address {\n      city\n    }\n  }\n  delivery {\n    factoryLineWorkingDays\n    atelierMinWorkingDays\n    atelierMaxWorkingDays\n  }\n}\n\nfragment HeroProduct on Product {\n  id\n  line\n  price {\n    cents\n  }\n}\n\nfragment HowWeWorkShop on Shop {\n  contact {\n    address {\n      city\n    }\n  }\n  delivery {\n    factoryLineWorkingDays\n    atelierMinWorkingDays\n    atelierMaxWorkingDays\n  }\n}\n\nfragment BenefitsShop on Shop {\n  warranty {\n    generalYears\n  }\n}"): (typeof documents)["query Home {\n  shop {\n    ...HeroShop\n    ...HowWeWorkShop\n    ...BenefitsShop\n  }\n  products(listing: \"overview\") {\n    ...HeroProduct\n  }\n}\n\nfragment HeroShop on Shop {\n  brand {\n    foundedYear\n  }\n  contact {\n    address {\n      city\n    }\n  }\n  delivery {\n    factoryLineWorkingDays\n    atelierMinWorkingDays\n    atelierMaxWorkingDays\n  }\n}\n\nfragment HeroProduct on Product {\n  id\n  line\n  price {\n    cents\n  }\n}\n\nfragment HowWeWorkShop on Shop {\n  contact {\n    address {\n      city\n    }\n  }\n  delivery {\n    factoryLineWorkingDays\n    atelierMinWorkingDays\n    atelierMaxWorkingDays\n  }\n}\n\nfragment BenefitsShop on Shop {\n  warranty {\n    generalYears\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;