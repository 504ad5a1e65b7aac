/** The cart feature: the provider behind useCart() (components/cart-context), the header button and the panel. */
export { CartProvider } from './CartProvider';
export { CartButton } from './CartButton';
export { LazyCartPanel as CartPanel } from './LazyCartPanel';
