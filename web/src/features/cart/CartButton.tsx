import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useApolloClient } from '@apollo/client/react';
import { CartDocument } from '../../gql/graphql';
import { useCart, useCartCount } from '../../components/cart-context';
import { CartIcon } from '../../components/icons';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../components/ui-constants';
import { formatInteger } from '../../lib/format';
import { nl } from '../../i18n/nl';
import { preloadCartPanel } from './LazyCartPanel';

/** When a tooltip last closed: one that opens within TOOLTIP_SKIP_DELAY_MS of it skips the delay (SPEC §9). */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * The cart button's tooltip, SPEC §9: it opens TOOLTIP_DELAY_MS after a mouse enters the button (at once within
 * TOOLTIP_SKIP_DELAY_MS of the previous one closing) and at once on keyboard focus; it closes when the pointer
 * leaves, on blur, on a press, on Escape and when the page scrolls. Below the button, right-aligned with it so it
 * never leaves the screen; portalled to <body>, and only ever rendered in the browser (the server's HTML and the
 * first render have no tooltip). A few lines of our own: Radix's tooltip and its positioning library weighed
 * ~30 KB on every page for this one label.
 */
function useTooltip() {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    const node = trigger.current;
    if (!node) return;
    const rect = node.getBoundingClientRect();
    setPlace({ top: rect.bottom + 6, right: Math.max(0, document.documentElement.clientWidth - rect.right), ['--arrow-right' as string]: `${rect.width / 2 - 5}px` });
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setPlace((current) => {
      if (current) lastClosedAt = Date.now();
      return null;
    });
  }, []);

  const showLater = useCallback(() => {
    clearTimeout(timer.current);
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show();
    else timer.current = setTimeout(show, TOOLTIP_DELAY_MS);
  }, [show]);

  const open = place !== null;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    window.addEventListener('resize', hide);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, { capture: true });
      window.removeEventListener('resize', hide);
    };
  }, [open, hide]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** The press that focuses the button must not open the tooltip (only keyboard focus does). */
  const pressed = useRef(false);
  const triggerProps = {
    ref: trigger,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') showLater();
    },
    onPointerLeave: hide,
    onPointerDown: () => {
      pressed.current = true;
      hide();
    },
    onFocus: () => {
      if (!pressed.current) show();
    },
    onBlur: () => {
      pressed.current = false;
      hide();
    },
  };
  return { place, triggerProps };
}

/** The header's cart button: opens the panel, shows the item count (sum of quantities) as a badge. */
export function CartButton() {
  const itemCount = useCartCount();
  const { openCart } = useCart();
  const client = useApolloClient();
  // The panel's code and its lines, as the pointer or the focus nears the button: the panel opens with them.
  const prepare = () => {
    preloadCartPanel();
    client.query({ query: CartDocument }).catch(() => undefined);
  };
  const { place, triggerProps } = useTooltip();
  const tooltipId = useId();
  return (
    <>
      <button
        type="button"
        ref={triggerProps.ref}
        onClick={openCart}
        onPointerEnter={(event) => {
          prepare();
          triggerProps.onPointerEnter(event);
        }}
        onPointerLeave={triggerProps.onPointerLeave}
        onPointerDown={triggerProps.onPointerDown}
        onFocus={() => {
          prepare();
          triggerProps.onFocus();
        }}
        onBlur={triggerProps.onBlur}
        aria-label={nl.header.cartWithCount(itemCount)}
        aria-describedby={place ? tooltipId : undefined}
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
      {place &&
        createPortal(
          <div
            id={tooltipId}
            role="tooltip"
            style={place}
            className="pointer-events-none fixed z-50 rounded-md bg-ink px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-page shadow-md"
          >
            {nl.header.cart}
            <svg
              aria-hidden="true"
              width="10"
              height="5"
              viewBox="0 0 30 10"
              preserveAspectRatio="none"
              className="absolute right-[var(--arrow-right)] bottom-full rotate-180 fill-ink"
            >
              <polygon points="0,0 30,0 15,10" />
            </svg>
          </div>,
          document.body,
        )}
    </>
  );
}
