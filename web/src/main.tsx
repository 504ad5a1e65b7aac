import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './fonts.css';
import './index.css';
import { createApolloClient } from './app/apollo';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { restoreEarlyInput } from './lib/early-input';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** The server renderer writes its Apollo cache into the page (graphql-server/src/http/pages.ts). */
function serverState(): object | undefined {
  const script = document.getElementById('apollo-state');
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as object;
  } catch {
    return undefined;
  }
}

const client = createApolloClient('/graphql', serverState());
const app = (
  <StrictMode>
    <Providers client={client}>
      <AppRouter />
    </Providers>
  </StrictMode>
);

// A shop page comes rendered by the server: hydrate it (a mismatch is logged, so the browser tests see it);
// staff screens and a page the server could not render start empty and render here.
if (container.hasChildNodes()) {
  // As a transition (issue 32): React hydrates in slices of a few milliseconds and yields to the browser between
  // them, so a tap or a keystroke during hydration is answered at once instead of after one long task; a part the
  // visitor acts on is hydrated first (each Suspense boundary on its own). The page is already painted meanwhile.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => console.error('Hydratie mislukt:', error, info.componentStack ?? ''),
    });
  });
  restoreEarlyInput();
} else {
  createRoot(container).render(app);
}
