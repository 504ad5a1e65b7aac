import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { CartContext, CartCountContext, cartCountStore, type CartChangeResult, type CartConfirmation, type CartContextValue } from '../../components/cart-context';
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

/**
 * Watches the visitor's cart once mounted (after start-up): the badge's count from the cart's answer, and from every
 * change to it (Apollo normalises the cart by its id, and every cart mutation answers with its count). A component of
 * its own, so that hydration does not pay for setting up the query (~100 ms of a phone's start-up under a 4x CPU
 * slowdown, issue 32), asking for the count alone: the panel's lines and the shop facts they quote come with the panel
 * (or when the pointer nears the cart button). Had they come here, the shop facts written into the cache would have
 * rendered anew whatever part of the page asks for them too, and such a part still waiting for its code (the
 * configurator) is then drawn anew by React, dropping what was typed in it.
 */
function CartWatch({ onCount }: { onCount: (count: number) => void }) {
  const { data } = useQuery(CartCountDocument, { ssr: false });
  const count = data ? (data.cart?.itemCount ?? 0) : undefined;
  useEffect(() => {
    if (count !== undefined) onCount(count);
  }, [count, onCount]);
  return null;
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
  const client = useApolloClient();
  const { addLine: add, replaceLine: replace } = useCartMutations();

  const setCartOpen = useCallback((open: boolean) => {
    // Opened by the shopper: no confirmation (an earlier one is over). Closed, it still says where the focus goes back.
    if (open) setConfirmation(null);
    setOpen(open);
  }, []);

  const change = useCallback(async (kind: CartConfirmation['kind'], run: () => Promise<CartChangeResult>) => {
    const returnFocus = focused();
    // The panel opens with its confirmation once the change is made, from the cache: the first change reads the cart
    // and the shop facts the panel quotes first (the change's own answer then updates that cart). Read before, not
    // beside the change: an answer from before the change arriving after it would set the cart back.
    if (!client.readQuery({ query: CartDocument })) await client.query({ query: CartDocument }).catch(() => undefined);
    const result = await run();
    if (result.ok && result.line) {
      setConfirmation({ kind, lineId: result.line.id, returnFocus });
      setOpen(true);
    } else if (!focused() && returnFocus?.isConnected) {
      // The button was disabled while it waited, and the focus fell to the page: back to it once it is enabled again.
      requestAnimationFrame(() => returnFocus.focus());
    }
    return result;
  }, [client]);
  const addLine = useCallback((input: CartLineAddInput) => change('added', () => add(input)), [add, change]);
  const replaceLine = useCallback((id: string, input: CartLineReplaceInput) => change('replaced', () => replace(id, input)), [replace, change]);

  // Until the cart is asked for, the count in the page's cache as it is when this first renders: the checkout, drawn by
  // the server with the visitor's cart (issue 32), hydrates with the count it shows. (A cache-only query is not read
  // again in the server's second pass: the badge said 0 beside a full cart.)
  const [count] = useState(() => cartCountStore(client.readQuery({ query: CartCountDocument })?.cart?.itemCount ?? 0));
  const value = useMemo<CartContextValue>(
    () => ({
      isOpen,
      setCartOpen,
      openCart: () => setCartOpen(true),
      closeCart: () => setCartOpen(false),
      confirmation,
      addLine,
      replaceLine,
    }),
    [isOpen, setCartOpen, confirmation, addLine, replaceLine],
  );
  return (
    <CartCountContext.Provider value={count}>
      <CartContext.Provider value={value}>
        {children}
        {started && <CartWatch onCount={count.set} />}
      </CartContext.Provider>
    </CartCountContext.Provider>
  );
}
