import * as Tooltip from '@radix-ui/react-tooltip';
import { useCart } from '../../components/cart-context';
import { CartIcon } from '../../components/icons';
import { formatInteger } from '../../lib/format';
import { nl } from '../../i18n/nl';
import { preloadCartPanel } from './LazyCartPanel';

/** The header's cart button: opens the panel, shows the item count (sum of quantities) as a badge. */
export function CartButton() {
  const { itemCount, openCart } = useCart();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          onClick={openCart}
          onPointerEnter={preloadCartPanel}
          onFocus={preloadCartPanel}
          aria-label={nl.header.cartWithCount(itemCount)}
          aria-haspopup="dialog"
          className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand"
        >
          <CartIcon />
          {itemCount > 0 && (
            <span
              data-testid="cart-count"
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-semibold text-on-accent tabular-nums"
            >
              {itemCount > 99 ? '99+' : formatInteger(itemCount)}
            </span>
          )}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="bottom"
          sideOffset={6}
          className="z-50 rounded-md bg-ink px-2.5 py-1.5 text-sm font-medium text-page shadow-md"
        >
          {nl.header.cart}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
