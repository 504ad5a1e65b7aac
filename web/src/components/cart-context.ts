import { createContext, useContext } from 'react';
import type { CartLineAddInput, CartLineReplaceInput, CartUserErrorFieldsFragment, ChangedCartLineFragment } from '../gql/graphql';

/**
 * What any screen may do with the cart, without importing the cart feature (features do not import each
 * other): read the item count, open or close the panel, add a configured line. The cart feature provides
 * it (features/cart/CartProvider); the app mounts that provider.
 */
export interface CartChangeResult {
  /** True when the server accepted the change. */
  ok: boolean;
  userErrors: readonly CartUserErrorFieldsFragment[];
  /** The line added, raised or replaced, with the unit price the server charges (when the change was made). */
  line?: ChangedCartLineFragment | null;
}

export interface AddLineOptions {
  /** Open the cart panel after a successful add. Default false. */
  openPanel?: boolean;
  /** Show the 'Toegevoegd aan je winkelwagen' success toast. Default true. The failure toast always shows. */
  notify?: boolean;
}

export interface CartContextValue {
  /** Sum of the quantities in the cart (0 while loading). */
  itemCount: number;
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  setCartOpen: (open: boolean) => void;
  /** Adds a configured product; on failure shows the destructive toast and leaves the cart as it was. */
  addLine: (input: CartLineAddInput, options?: AddLineOptions) => Promise<CartChangeResult>;
  /** Gives a line a new configuration (a configurator's 'Wijzigen'); toasts as addLine. */
  replaceLine: (id: string, input: CartLineReplaceInput, options?: AddLineOptions) => Promise<CartChangeResult>;
}

export const CartContext = createContext<CartContextValue | null>(null);

/** The cart API; throws when used outside the CartProvider (a developer error, SPEC §8). */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
