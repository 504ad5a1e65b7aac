import { useState, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ToastProvider } from '../components/toast';
import { CartProvider } from '../features/cart';
import { createApolloClient } from './apollo';
import { ThemeProvider } from './theme';

/** Apollo, theme, toasts (useToast) and the cart (useCart). The cart button's tooltip keeps its own timing (SPEC §9). */
export function Providers({ children, client: given }: { children: ReactNode; client?: ApolloClient }) {
  const [client] = useState(() => given ?? createApolloClient());
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <CartProvider>{children}</CartProvider>
        </ToastProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
