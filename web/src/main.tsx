import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './index.css';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>
);

// The landing page comes prerendered (web/scripts/prerender.mjs): hydrate it; every other page renders here.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
