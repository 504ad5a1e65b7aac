/**
 * Prerendering of the landing page at build time (web/scripts/prerender.mjs): the home page's markup is in
 * the HTML, so the hero paints before the JavaScript has run; main.tsx then hydrates it. Data that comes from
 * GraphQL renders in its loading state here, exactly as the first client render does.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

/** No network while prerendering: every query stays in its loading state. */
const offline = new ApolloLink(() => new Observable(() => undefined));

export function render(url: string): string {
  const client = new ApolloClient({ link: offline, cache: new InMemoryCache() });
  return renderToString(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
