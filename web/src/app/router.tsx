import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Declarative routing (<BrowserRouter> + the route objects of routes.tsx). The data router
 * (createBrowserRouter) costs ~17 KB gzip more in the entry bundle and nothing here uses loaders yet.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
