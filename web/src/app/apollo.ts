import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * One Apollo client for the shop. Cookies go along with every call (cart token, staff session).
 * SPEC §9: data never goes stale by itself and is not refetched on focus or by polling: cache-first.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include' }),
    cache: new InMemoryCache({
      typePolicies: {
        // The shop facts are one object without an id: merge what different queries select.
        Query: { fields: { shop: { merge: true } } },
        Shop: { merge: true },
        Brand: { merge: true },
        ContactFacts: { merge: true },
        DeliveryFacts: { merge: true },
        WarrantyFacts: { merge: true },
        ServiceFacts: { merge: true },
        Address: { merge: true },
        Money: { merge: true },
        // A cart's totals have no id: the cart panel asks for the subtotal, the checkout for all of them.
        Totals: { merge: true },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
