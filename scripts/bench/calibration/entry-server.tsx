// The calibration page rendered on the server (scripts/bench/lighthouse.mjs serves it at /calibration/?ssr=1): the
// stack's own server rendering, with its one query answered by the shop's /graphql before the HTML goes out, so
// the bench can set each shop page beside the same bare page drawn the same way (on the server, then hydrated).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { BASENAME, CalibrationRoutes } from './app';

export async function render(url: string, graphqlUrl: string): Promise<{ html: string; state: unknown }> {
  const client = new ApolloClient({ link: new HttpLink({ uri: graphqlUrl }), cache: new InMemoryCache(), ssrMode: true });
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <ApolloProvider client={client}>
          <StaticRouter basename={BASENAME} location={url}>
            <CalibrationRoutes />
          </StaticRouter>
        </ApolloProvider>
      </StrictMode>
    ),
    renderFunction: renderToString,
  });
  return { html: result, state: client.extract() };
}
