import { useState, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from './apollo';
import { ThemeProvider } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>{children}</ThemeProvider>
    </ApolloProvider>
  );
}
