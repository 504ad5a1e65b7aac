import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { CartContext, type AddLineOptions, type CartChangeResult, type CartContextValue } from '../../components/cart-context';
import { useToast } from '../../components/toast';
import { CartDocument, type CartLineAddInput, type CartLineReplaceInput } from '../../gql/graphql';
import { nl } from '../../i18n/nl';
import { useCartMutations } from './use-cart-mutations';

/**
 * True once the browser has a quiet moment after the page started (at the latest 2 s after): the cart's first
 * request, Apollo's first trip over the network (~100 ms of a phone's start-up under a 4x CPU slowdown), waits
 * for it instead of lengthening the hydration's tasks. The server never asks for the cart (it renders for everyone).
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

/** Provides useCart(): the item count for the badge, the panel's open state and adding a line. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [isOpen, setCartOpen] = useState(false);
  const started = useAfterStartUp();
  const { data } = useQuery(CartDocument, { ssr: false, skip: !started });
  const { addLine: add, replaceLine: replace } = useCartMutations();
  const { toast } = useToast();

  const afterChange = useCallback(
    (result: CartChangeResult, options: AddLineOptions) => {
      if (result.ok) {
        if (options.notify !== false) toast({ variant: 'success', ...nl.cart.added });
        if (options.openPanel) setCartOpen(true);
      }
      return result;
    },
    [toast],
  );
  const addLine = useCallback(
    async (input: CartLineAddInput, options: AddLineOptions = {}) => afterChange(await add(input), options),
    [add, afterChange],
  );
  const replaceLine = useCallback(
    async (id: string, input: CartLineReplaceInput, options: AddLineOptions = {}) => afterChange(await replace(id, input), options),
    [replace, afterChange],
  );

  const itemCount = data?.cart?.itemCount ?? 0;
  const value = useMemo<CartContextValue>(
    () => ({
      itemCount,
      isOpen,
      setCartOpen,
      openCart: () => setCartOpen(true),
      closeCart: () => setCartOpen(false),
      addLine,
      replaceLine,
    }),
    [itemCount, isOpen, addLine, replaceLine],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
