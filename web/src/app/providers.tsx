import { useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { ToastProvider } from '../components/toast';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../components/ui-constants';
import { CartProvider } from '../features/cart';
import { createApolloClient } from './apollo';
import { ThemeProvider } from './theme';

/** Apollo, theme, toasts (useToast), tooltips (700 ms / 300 ms, SPEC §9) and the cart (useCart). */
export function Providers({ children, client: given }: { children: ReactNode; client?: ApolloClient }) {
  const [client] = useState(() => given ?? createApolloClient());
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            <CartProvider>{children}</CartProvider>
          </Tooltip.Provider>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
