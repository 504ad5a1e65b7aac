import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CartContext, type CartChangeResult, type CartConfirmation, type CartContextValue } from '../../components/cart-context';
import { CartCountDocument, CartDocument, type CartLineAddInput, type CartLineReplaceInput } from '../../gql/graphql';
import { useCartMutations } from './use-cart-mutations';

/**
 * True once the browser has a quiet moment after the page started (at the latest 2 s after): the cart's first
 * request, Apollo's first trip over the network (~100 ms of a phone's start-up under a 4x CPU slowdown), waits
 * for it instead of lengthening the hydration's tasks. The server does not ask for it (the checkout's own query reads
 * the cart there).
 */
function useAfterStartUp(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setStarted(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setStarted(true), 0);
    return () => clearTimeout(id);
  }, []);
  return started;
}

/** What has the focus now, if anything does (not the page itself). */
function focused(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Provides useCart(): the item count for the badge, the panel's open state, and adding a line. A line added (or
 * replaced) opens the panel with its confirmation, which takes the focus (issue 31: it fell to <body> while the
 * add button waited); the button pressed gets it back when the panel closes, or at once when the change failed.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<CartConfirmation | null>(null);
  const started = useAfterStartUp();
  const { data } = useQuery(CartDocument, { ssr: false, skip: !started });
  const client = useApolloClient();
  const { addLine: add, replaceLine: replace } = useCartMutations();

  const setCartOpen = useCallback((open: boolean) => {
    // Opened by the shopper: no confirmation (an earlier one is over). Closed, it still says where the focus goes back.
    if (open) setConfirmation(null);
    setOpen(open);
  }, []);

  const change = useCallback(async (kind: CartConfirmation['kind'], run: () => Promise<CartChangeResult>) => {
    const returnFocus = focused();
    const result = await run();
    if (result.ok && result.line) {
      setConfirmation({ kind, lineId: result.line.id, returnFocus });
      setOpen(true);
    } else if (!focused() && returnFocus?.isConnected) {
      // The button was disabled while it waited, and the focus fell to the page: back to it once it is enabled again.
      requestAnimationFrame(() => returnFocus.focus());
    }
    return result;
  }, []);
  const addLine = useCallback((input: CartLineAddInput) => change('added', () => add(input)), [add, change]);
  const replaceLine = useCallback((id: string, input: CartLineReplaceInput) => change('replaced', () => replace(id, input)), [replace, change]);

  // Until the cart is asked for, the count in the page's cache, as it is when this renders: the checkout, drawn by the
  // server with the visitor's cart (issue 32), hydrates with the count it shows, and the cart's answer changes
  // nothing. Had it changed the count while the page's own part still waited for its code, React would have drawn
  // that part anew, dropping what was typed in it meanwhile. (A cache-only query is not read again in the server's
  // second pass: the badge said 0 beside a full cart.)
  const itemCount = data?.cart?.itemCount ?? client.readQuery({ query: CartCountDocument })?.cart?.itemCount ?? 0;
  const value = useMemo<CartContextValue>(
    () => ({
      itemCount,
      isOpen,
      setCartOpen,
      openCart: () => setCartOpen(true),
      closeCart: () => setCartOpen(false),
      confirmation,
      addLine,
      replaceLine,
    }),
    [itemCount, isOpen, setCartOpen, confirmation, addLine, replaceLine],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
