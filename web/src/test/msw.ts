/**
 * The MSW server of the component tests and handlers built on the generated documents: `answer(Document,
 * resolve)` answers exactly that operation, typed by its generated result and variables. The data `resolve`
 * returns is then executed against the shop's real schema (schema/schema.graphql) as the root value: the
 * answer gets its __typename fields as the server's would, and a fixture that does not fit the schema (a
 * missing non-null field, an unknown enum value) fails the test instead of passing silently.
 */
import { buildSchema, execute, parse, type GraphQLError } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql, HttpResponse, type GraphQLQuery, type GraphQLVariables } from 'msw';
import { setupServer } from 'msw/node';
import sdl from '../../../schema/schema.graphql?raw';
import { CartCountDocument, CartDocument, SiteShellDocument, type CartQuery } from '../gql/graphql';
import { cartShop, shopFacts } from './fixtures';

/** The endpoint the test Apollo client talks to (jsdom's fetch needs an absolute URL). */
export const GRAPHQL_URL = 'http://localhost:3000/graphql';
const api = graphql.link(GRAPHQL_URL);
const schema = buildSchema(sdl);

/** A GraphQL error answer (top-level errors, no data), e.g. a CART_NOT_FOUND or a server fault. */
export interface ErrorAnswer {
  errors: { message: string; extensions?: Record<string, unknown> }[];
}

type Resolve<R, V> = (variables: V) => R | ErrorAnswer;

/** A handler for one query or mutation document; `resolve` gets its variables and returns its data. */
export function answer<R extends GraphQLQuery, V extends GraphQLVariables>(document: TypedDocumentNode<R, V>, resolve: NoInfer<Resolve<R, V>>) {
  const name = (document.definitions[0] as { name?: { value: string } }).name?.value;
  return api.operation<R, V>(async ({ operationName, query, variables }) => {
    if (operationName !== name) return undefined;
    const result = resolve(variables);
    if (result && 'errors' in result && Array.isArray(result.errors)) return HttpResponse.json({ errors: result.errors } as never);
    // Execute what the client sent (Apollo adds __typename to every selection) over the fixture.
    const executed = await execute({ schema, document: parse(query), rootValue: result, variableValues: variables });
    if (executed.errors?.length) {
      throw new Error(`Fixture for ${name} does not fit the schema: ${executed.errors.map((e: GraphQLError) => e.message).join('; ')}`);
    }
    return HttpResponse.json({ data: executed.data as R });
  });
}

/** What every screen's frame asks for: the shop facts and no cart yet. */
export const frameHandlers = [
  answer(SiteShellDocument, () => ({ shop: shopFacts })),
  answer(CartDocument, () => ({ cart: null, shop: cartShop })),
  answer(CartCountDocument, () => ({ cart: null })),
];

/**
 * The server's `cart` queries answering this cart: after an add the panel reads the cart (and confirms its line), the
 * header badge its count. Spread into server.use.
 */
export const cartQuery = (cart: NonNullable<CartQuery['cart']>) => [
  answer(CartDocument, () => ({ cart, shop: cartShop })),
  answer(CartCountDocument, () => ({ cart: { id: cart.id, itemCount: cart.itemCount } })),
];

export const server = setupServer(...frameHandlers);
