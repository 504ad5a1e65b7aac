import { ApolloClient, HttpLink, InMemoryCache, type InMemoryCacheConfig } from '@apollo/client';

/** The cache's type policies, one for the browser and the server renderer (entry-server.tsx). */
export const apolloCacheConfig: InMemoryCacheConfig = {
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
};

/**
 * One Apollo client for the shop. Cookies go along with every call (cart token, staff session).
 * SPEC §9: data never goes stale by itself and is not refetched on focus or by polling: cache-first.
 * `state` is what the server renderer's cache held for this page (written into the HTML): the first render
 * in the browser reads it, so the page hydrates exactly as the server drew it.
 */
export function createApolloClient(uri = '/graphql', state?: object): ApolloClient {
  const cache = new InMemoryCache(apolloCacheConfig);
  if (state) cache.restore(state as Parameters<InMemoryCache['restore']>[0]);
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include' }),
    cache,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
