import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { CartContext, type AddLineOptions, type CartContextValue } from '../../components/cart-context';
import { useToast } from '../../components/toast';
import { CartDocument, type CartLineAddInput } from '../../gql/graphql';
import { nl } from '../../i18n/nl';
import { useCartMutations } from './use-cart-mutations';

/** Provides useCart(): the item count for the badge, the panel's open state and adding a line. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [isOpen, setCartOpen] = useState(false);
  const { data } = useQuery(CartDocument);
  const { addLine: add } = useCartMutations();
  const { toast } = useToast();

  const addLine = useCallback(
    async (input: CartLineAddInput, options: AddLineOptions = {}) => {
      const result = await add(input);
      if (result.ok) {
        if (options.notify !== false) toast({ variant: 'success', ...nl.cart.added });
        if (options.openPanel) setCartOpen(true);
      }
      return result;
    },
    [add, toast],
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
    }),
    [itemCount, isOpen, addLine],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
