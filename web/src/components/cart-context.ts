import { createContext, useContext } from 'react';
import type { CartLineAddInput, CartLineReplaceInput, CartUserErrorFieldsFragment, ChangedCartLineFragment } from '../gql/graphql';

/**
 * What any screen may do with the cart, without importing the cart feature (features do not import each
 * other): read the item count, open or close the panel, add a configured line. The cart feature provides
 * it (features/cart/CartProvider); the app mounts that provider. A line added (or replaced) opens the panel
 * with its confirmation, which takes the focus (issue 31); closing the panel gives it back to what was pressed.
 */
export interface CartChangeResult {
  /** True when the server accepted the change. */
  ok: boolean;
  userErrors: readonly CartUserErrorFieldsFragment[];
  /** The line added, raised or replaced, with the unit price the server charges (when the change was made). */
  line?: ChangedCartLineFragment | null;
}

/** What the panel confirms when it opens after a change: a line added, or a line given a new configuration. */
export interface CartConfirmation {
  kind: 'added' | 'replaced';
  /** The line concerned (CartLine.id). */
  lineId: string;
  /** What had the focus when the change was asked for (the add button): it gets it back when the panel closes. */
  returnFocus: HTMLElement | null;
}

export interface CartContextValue {
  /** Sum of the quantities in the cart (0 while loading). */
  itemCount: number;
  isOpen: boolean;
  openCart: () => void;
  closeCart: () => void;
  setCartOpen: (open: boolean) => void;
  /** The confirmation the open panel shows, after an add or a replace; null when the shopper opened the panel. */
  confirmation: CartConfirmation | null;
  /**
   * Adds a product; done, the panel opens with its confirmation. On failure the destructive toast shows, the cart
   * stays as it was and the focus stays (or comes back) where it was.
   */
  addLine: (input: CartLineAddInput) => Promise<CartChangeResult>;
  /** Gives a line a new configuration (a configurator's 'Wijzigen'); confirms as addLine. */
  replaceLine: (id: string, input: CartLineReplaceInput) => Promise<CartChangeResult>;
}

export const CartContext = createContext<CartContextValue | null>(null);

/** The cart API; throws when used outside the CartProvider (a developer error, SPEC §8). */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
