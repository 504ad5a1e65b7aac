import { createContext, useContext, useSyncExternalStore } from 'react';
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

/**
 * The cart's item count (sum of the quantities; 0 while unknown), as a store of its own that only the badge
 * subscribes to. The count changes when the cart arrives after start-up; a context whose value changed then would make
 * React draw anew every part of a server-rendered page still waiting for its code (it cannot look inside such a part
 * for the context's readers), dropping what was typed in it — a configurator's sizes (issue 32).
 */
export interface CartCountStore {
  /** The count the page was drawn with (the server's, where it rendered the visitor's cart; else 0). */
  initial: number;
  get(): number;
  set(count: number): void;
  subscribe(listener: () => void): () => void;
}

export function cartCountStore(initial: number): CartCountStore {
  let count = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => count,
    set(next) {
      if (next === count) return;
      count = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Provided once with a store that never changes (so providing it re-renders nothing). */
export const CartCountContext = createContext<CartCountStore>(cartCountStore(0));

/** The cart's item count, for the badge: hydrates with the count the page was drawn with, then follows the cart. */
export function useCartCount(): number {
  const store = useContext(CartCountContext);
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}

/** The cart API; throws when used outside the CartProvider (a developer error, SPEC §8). */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used within a CartProvider');
  return value;
}
