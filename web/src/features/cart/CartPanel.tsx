import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useCart, type CartChangeResult } from '../../components/cart-context';
import { CheckIcon, MinusIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { OrderTotals } from '../../components/OrderTotals';
import { Sheet, SheetContent } from '../../components/Sheet';
import { useToastsAbove } from '../../components/toast';
import { CartDocument, type CartPanelLineFragment } from '../../gql/graphql';
import { configuratorPath } from '../../lib/configuration-url';
import { nl } from '../../i18n/nl';
import { DiscountCode } from './DiscountCode';
import { useCartMutations } from './use-cart-mutations';

const t = nl.cart;

const stepButton =
  'inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand aria-disabled:cursor-progress aria-disabled:opacity-60';

interface LineProps {
  line: CartPanelLineFragment;
  pending: boolean;
  setQuantity: (quantity: number) => Promise<CartChangeResult>;
  /** Closes the panel (when 'Wijzigen' opens the configurator). */
  onLeave: () => void;
}

/** The line's configurator with its choices, and the line to replace (null for a product without configurator). */
function editPath(line: CartPanelLineFragment): string | null {
  if (!line.product.configurator) return null;
  const { width, height, mountingHeight, options } = line.configuration;
  return configuratorPath(line.product.slug, {
    width,
    height,
    mountingHeight,
    options: Object.fromEntries(options.map((o) => [o.key, o.values])),
    lineId: line.id,
  });
}

/** One cart line: picture, name, configuration, price, and the quantity (0 or below, or minus at 1, removes). */
function CartLine({ line, pending, setQuantity, onLeave }: LineProps) {
  const name = line.product.name;
  const [draft, setDraft] = useState(String(line.quantity));
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);

  const change = async (quantity: number) => {
    if (pending) return;
    const result = await setQuantity(quantity);
    if (!result.ok) setDraft(String(line.quantity));
  };

  const commitDraft = (event?: FormEvent) => {
    event?.preventDefault();
    const value = Number.parseInt(draft, 10);
    if (draft.trim() === '' || Number.isNaN(value)) {
      setDraft(String(line.quantity));
      return;
    }
    if (value !== line.quantity) void change(value);
  };

  const image = line.product.images[0];
  const edit = editPath(line);
  return (
    <li className="flex gap-4 py-5" aria-busy={pending || undefined}>
      {image ? (
        <img src={image} width={96} height={72} alt="" className="h-[72px] w-24 shrink-0 rounded-lg bg-sand object-cover" />
      ) : (
        <span aria-hidden="true" className="h-[72px] w-24 shrink-0 rounded-lg bg-sand" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-sans text-base leading-snug font-semibold">{name}</h3>
          <p className="shrink-0 font-semibold tabular-nums">{line.total.formatted}</p>
        </div>
        {line.summary.length > 0 && (
          <ul className="mt-1.5 space-y-0.5 text-sm text-ink-soft">
            {line.summary.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        )}
        {line.quantity > 1 && <p className="mt-1 text-sm text-ink-soft tabular-nums">{t.unitPrice(line.unitPrice.formatted)}</p>}
        {edit && (
          <Link to={edit} onClick={onLeave} aria-label={t.editLabel(name)} className="mt-1 inline-block text-sm font-medium text-accent underline underline-offset-2">
            {t.edit}
          </Link>
        )}
        <div className="mt-3 flex items-center justify-between gap-2">
          <form noValidate onSubmit={commitDraft} className="flex items-center rounded-full border border-line bg-card">
            <button
              type="button"
              aria-label={t.decrease(name)}
              aria-disabled={pending || undefined}
              onClick={() => void change(line.quantity - 1)}
              className={stepButton}
            >
              <MinusIcon size={18} />
            </button>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              value={draft}
              aria-label={t.quantity(name)}
              readOnly={pending}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={() => commitDraft()}
              className="h-10 w-12 [appearance:textfield] bg-transparent text-center font-semibold tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
            />
            <button
              type="button"
              aria-label={t.increase(name)}
              aria-disabled={pending || undefined}
              onClick={() => void change(line.quantity + 1)}
              className={stepButton}
            >
              <PlusIcon size={18} />
            </button>
          </form>
          <button
            type="button"
            aria-label={t.remove(name)}
            aria-disabled={pending || undefined}
            onClick={() => void change(0)}
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-sand hover:text-ink aria-disabled:opacity-60"
          >
            <TrashIcon size={20} />
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * The 'Winkelwagen' panel from the right (SPEC §2, §4): lines with quantity controls, the totals the checkout will
 * charge (subtotal, shipping or what is missing for free shipping, total; issue 31), 'Afrekenen' to /checkout.
 * Opened through useCart().openCart(), or by an add with its confirmation on top, which then has the focus;
 * Escape, an outside click or the close button close it.
 */
export function CartPanel() {
  const { isOpen, setCartOpen, confirmation } = useCart();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(CartDocument, { ssr: false });
  const { updateQuantity, removeLine } = useCartMutations();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const focusAfterRemove = useRef<HTMLElement | null>(null);
  // A toast (the 'Added to cart' that opened the panel) never covers the total or 'Afrekenen'.
  const toastsAbove = useToastsAbove();

  // Focus goes back where it was when the panel opened (the cart button), or to the add button an add
  // was asked from. A layout effect runs before the dialog moves focus inside.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (isOpen) returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [isOpen]);

  // A new confirmation takes the focus as soon as it is on screen (the panel's code or the cart may still be loading
  // when the panel opens): a new confirmation is a new ref callback, which React calls with the heading.
  const confirmationRef = useCallback(
    (node: HTMLElement | null) => {
      if (node && confirmation) node.focus();
    },
    [confirmation],
  );

  // Opening the panel shows the server's cart as it is now (another tab may have changed it).
  useEffect(() => {
    if (isOpen) refetch().catch(() => undefined);
  }, [isOpen, refetch]);

  // Loaded and null: the visitor has no cart yet, which shows as an empty one.
  const loaded = data !== undefined;
  const cart = data?.cart ?? null;

  const setQuantity = (id: string) => async (quantity: number) => {
    setPending((current) => new Set(current).add(id));
    const result = quantity <= 0 ? await removeLine(id) : await updateQuantity(id, quantity);
    setPending((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
    // The line (and the control that had focus) is gone: keep focus in the panel.
    if (result.ok && quantity <= 0) requestAnimationFrame(() => focusAfterRemove.current?.focus());
    return result;
  };

  let body;
  if (!loaded) {
    body = error ? (
      <div className="px-5 py-10 text-center">
        <p>{t.loadFailed}</p>
        <button
          type="button"
          onClick={() => refetch().catch(() => undefined)}
          className="mt-4 rounded-full border border-line px-5 py-2.5 font-medium hover:bg-sand"
        >
          {t.retry}
        </button>
      </div>
    ) : (
      <p role="status" className="px-5 py-10 text-center text-ink-soft">
        {t.loading}
      </p>
    );
  } else if (!cart || cart.lines.length === 0) {
    body = (
      <div className="flex flex-col items-center px-6 py-16 text-center">
        <svg width="72" height="72" viewBox="0 0 72 72" fill="none" aria-hidden="true" focusable="false" className="text-ink-soft">
          <rect x="10" y="10" width="52" height="7" rx="3.5" className="fill-sand" />
          <rect x="15" y="17" width="42" height="30" className="fill-sand" />
          <path d="M15 47h42" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="36" cy="56" r="3" fill="currentColor" />
        </svg>
        <h3
          ref={(node) => {
            focusAfterRemove.current = node;
          }}
          tabIndex={-1}
          className="mt-4 text-xl font-semibold focus:outline-none"
        >
          {t.empty}
        </h3>
        <p className="mt-2 text-ink-soft">{t.emptyHint}</p>
        <Link
          to="/rolgordijnen"
          onClick={() => setCartOpen(false)}
          className="mt-6 rounded-full border border-line px-5 py-2.5 font-medium hover:bg-sand"
        >
          {t.browse}
        </Link>
      </div>
    );
  } else {
    const confirmed = confirmation && cart.lines.find((line) => line.id === confirmation.lineId);
    body = (
      <>
        {confirmation && confirmed && (
          <div className="mx-5 mt-4 flex gap-3 rounded-xl border border-success bg-success-soft p-4">
            <CheckIcon size={22} className="mt-0.5 shrink-0 text-success" />
            <div className="min-w-0">
              <h3 ref={confirmationRef} tabIndex={-1} className="font-sans text-base font-semibold focus:outline-none">
                {t.confirmation[confirmation.kind]}
              </h3>
              <p className="mt-0.5 text-sm">{confirmed.product.name}</p>
            </div>
          </div>
        )}
        <ul
        ref={(node) => {
          focusAfterRemove.current = node;
        }}
        tabIndex={-1}
        aria-label={t.linesLabel}
        className="divide-y divide-line px-5 focus:outline-none"
      >
        {cart.lines.map((line) => (
          <CartLine key={line.id} line={line} pending={pending.has(line.id)} setQuantity={setQuantity(line.id)} onLeave={() => setCartOpen(false)} />
        ))}
      </ul>
      <DiscountCode discountCode={cart.discountCode ?? null} problem={cart.discountCodeProblem ?? null} />
      </>
    );
  }

  const shop = data?.shop;
  const footer =
    cart && shop && cart.lines.length > 0 ? (
      <div ref={toastsAbove} className="border-t border-line bg-card px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <OrderTotals
          subtotal={cart.totals.subtotal.formatted}
          discount={{ label: cart.discountCode ?? null, ...cart.totals.discount }}
          shipping={cart.totals.shipping}
          toFreeShipping={
            cart.totals.toFreeShipping.cents > 0
              ? { missing: cart.totals.toFreeShipping.formatted, threshold: shop.delivery.freeShippingThreshold.formatted }
              : null
          }
          total={cart.totals.total.formatted}
          totalTestId="cart-total"
          vat={{ amount: cart.totals.vat.formatted, percent: shop.vatPercent }}
          className=""
        />
        <button
          type="button"
          onClick={() => {
            setCartOpen(false);
            navigate('/checkout');
          }}
          className="mt-4 w-full rounded-full bg-accent px-6 py-3.5 text-lg font-semibold text-on-accent hover:bg-accent-hover"
        >
          {t.checkout}
        </button>
      </div>
    ) : undefined;

  return (
    <Sheet open={isOpen} onOpenChange={setCartOpen}>
      <SheetContent
        side="right"
        title={t.title}
        description={t.description(cart?.itemCount ?? 0)}
        closeLabel={t.close}
        footer={footer}
        onCloseAutoFocus={(event) => {
          const target = confirmation?.returnFocus ?? returnFocusTo.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {body}
      </SheetContent>
    </Sheet>
  );
}
