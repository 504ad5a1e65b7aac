/**
 * Renders a screen as the shop does (Apollo with the shop's cache policies, theme, toasts, tooltips, cart and its
 * panel, which an add opens) inside a memory router at `route`, with a user-event session. `location()` reads where the router is now
 * (path and query), so URL state can be asserted.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApolloClient } from '../app/apollo';
import { Providers } from '../app/providers';
import { GRAPHQL_URL } from './msw';
import { StaffContext, type Staff } from '../features/admin/shared/staff';
import { CartPanel } from '../features/cart';

export interface RenderOptions {
  /** Start URL, e.g. "/rolgordijnen/verduisterend?kleur=wit". */
  route?: string;
  /** Route pattern the screen is mounted on, e.g. "/products/:id" (default: any path). */
  path?: string;
  /** A staff screen's signed-in member, as the admin frame provides it (its role's operations in `can`). */
  staff?: Staff;
}

export function renderScreen(ui: ReactElement, { route = '/', path = '*', staff }: RenderOptions = {}) {
  const current = { value: route };
  function LocationProbe() {
    const location = useLocation();
    current.value = `${location.pathname}${location.search}`;
    return null;
  }
  const user = userEvent.setup();
  const client = createApolloClient(GRAPHQL_URL);
  const result = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={staff ? <StaffContext.Provider value={staff}>{ui}</StaffContext.Provider> : ui} />
          {path !== '*' && <Route path="*" element={<p>Andere pagina</p>} />}
        </Routes>
        <LocationProbe />
        <CartPanel />
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, user, client, location: () => current.value };
}
