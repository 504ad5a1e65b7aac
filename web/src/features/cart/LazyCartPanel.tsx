import { lazy, Suspense, useEffect, useState } from 'react';
import { useCart } from '../../components/cart-context';

const loadPanel = () => import('./CartPanel');
const CartPanel = lazy(() => loadPanel().then((m) => ({ default: m.CartPanel })));

/** Starts loading the panel's code early (pointer over or focus on the cart button). */
export function preloadCartPanel(): void {
  void loadPanel();
}

/**
 * The cart panel, loaded the first time it opens: its dialog code stays out of the first page load.
 * Once loaded it stays mounted, so it animates and keeps its state like any other dialog.
 */
export function LazyCartPanel() {
  const { isOpen } = useCart();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (isOpen) setLoaded(true);
  }, [isOpen]);
  if (!loaded && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
