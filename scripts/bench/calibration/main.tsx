// The benchmark's calibration page: the shop's stack (React 19, react-router-dom's BrowserRouter, Apollo
// Client 4 with one small query against the shop's real /graphql) and nothing else, so Lighthouse's score
// for it is the ceiling this stack reaches on this machine. Built and served by scripts/bench/lighthouse.mjs.
// Served empty, it renders in the browser; served rendered (entry-server.tsx, `?ssr=1`), it restores the server's
// Apollo cache and hydrates as the shop does (web/src/main.tsx: as a transition).
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BASENAME, CalibrationRoutes } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const state = document.getElementById('apollo-state')?.textContent;
const cache = new InMemoryCache();
if (state) cache.restore(JSON.parse(state));
const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql', credentials: 'include' }), cache });
const app = (
  <StrictMode>
    <ApolloProvider client={client}>
      <BrowserRouter basename={BASENAME}>
        <CalibrationRoutes />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>
);
if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
