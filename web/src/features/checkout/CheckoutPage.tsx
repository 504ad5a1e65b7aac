import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Skeleton } from '../../components/Skeleton';
import { CheckoutPageDocument } from '../../gql/checkout';
import { CartCountDocument, CartDocument } from '../../gql/graphql';
import { checkoutTexts } from '../../i18n/checkout';
import { useDocumentTitle } from '../../lib/page-head';
import { useHydrated } from '../../lib/use-hydrated';
import { CheckoutForm } from './CheckoutForm';
import { fullNavigation } from './leave-for';
import { OrderSummary } from './OrderSummary';

const t = checkoutTexts;

const loadConfirmation = () => import('./ConfirmationPage');

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-5 pt-8 pb-14 md:px-8 md:pt-12 lg:pb-20">
      <h1 className="text-4xl leading-tight font-semibold md:text-5xl">{t.heading}</h1>
      {children}
    </div>
  );
}

function Loading() {
  return (
    <div role="status" className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-10">
      <span className="sr-only">{t.loading}</span>
      <div className="flex flex-col gap-6">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-2xl border border-line bg-card p-6">
            <Skeleton className="h-7 w-1/2 rounded-md" />
            <Skeleton className="mt-5 h-12 w-full rounded-xl" />
            <Skeleton className="mt-4 h-12 w-full rounded-xl" />
          </div>
        ))}
      </div>
      <div className="rounded-2xl border border-line bg-card p-6">
        <Skeleton className="h-7 w-2/3 rounded-md" />
        <Skeleton className="mt-5 h-16 w-full rounded-lg" />
        <Skeleton className="mt-4 h-5 w-full rounded" />
        <Skeleton className="mt-3 h-8 w-1/2 rounded" />
      </div>
    </div>
  );
}

/**
 * The checkout (/checkout): the form with the order summary for the visitor's cart, the empty state for an
 * empty cart, both drawn by the server already. After the order is placed the shopper is sent to the payment
 * provider's page when a payment was opened (a full navigation; the provider sends them back to the confirmation),
 * else the cart, now empty on the server, is read again (the header badge shows 0) and the shopper lands on the
 * confirmation /bestelling/{id}.
 */
export default function CheckoutPage() {
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const client = useApolloClient();
  // The server draws this page with the visitor's cart (their cookie; the page is theirs alone, issue 32): hydrating,
  // the page reads what it drew a moment ago and asks nothing more. Reached in the browser (the panel's 'Afrekenen'),
  // the cart may have changed since it was last read (another tab): the server is asked too.
  const hydrating = !useHydrated();
  const [fetchPolicy] = useState<'cache-first' | 'cache-and-network'>(hydrating ? 'cache-first' : 'cache-and-network');
  const { data, error, refetch } = useQuery(CheckoutPageDocument, { fetchPolicy });
  // Placed: on the way to the provider's page ('payment') or to the confirmation.
  const [placed, setPlaced] = useState<'payment' | 'confirmation' | null>(null);

  // The confirmation's code is fetched while the shopper fills in the form, so it opens at once.
  useEffect(() => {
    void loadConfirmation();
  }, []);

  // A change in the cart panel ('Winkelwagen aanpassen') updates the lines and their total in the cache, but
  // not shipping, the total with shipping or the delivery day: those are read again.
  const linesTotal = data?.cart ? `${data.cart.itemCount}:${data.cart.totals.subtotal.cents}` : null;
  const seenTotal = useRef(linesTotal);
  useEffect(() => {
    if (seenTotal.current !== null && linesTotal !== null && linesTotal !== seenTotal.current) void refetch().catch(() => undefined);
    seenTotal.current = linesTotal;
  }, [linesTotal, refetch]);

  if (placed) {
    return (
      <Frame>
        <p role="status" className="mt-6 text-lg text-ink-soft">
          {placed === 'payment' ? t.toPayment : t.placed}
        </p>
      </Frame>
    );
  }

  if (!data) {
    return (
      <Frame>
        {error ? (
          <div className="mt-6">
            <p role="alert">{t.loadError}</p>
            <button
              type="button"
              onClick={() => void refetch().catch(() => undefined)}
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-medium text-on-accent hover:bg-accent-hover"
            >
              {t.retry}
            </button>
          </div>
        ) : (
          <Loading />
        )}
      </Frame>
    );
  }

  const { cart, shop } = data;
  if (!cart || cart.lines.length === 0) {
    return (
      <Frame>
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-line bg-card px-6 py-14 text-center">
          <svg width="72" height="72" viewBox="0 0 72 72" fill="none" aria-hidden="true" focusable="false" className="text-ink-soft">
            <rect x="10" y="10" width="52" height="7" rx="3.5" className="fill-sand" />
            <rect x="15" y="17" width="42" height="30" className="fill-sand" />
            <path d="M15 47h42" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="36" cy="56" r="3" fill="currentColor" />
          </svg>
          <h2 className="mt-4 text-2xl font-semibold">{t.empty.heading}</h2>
          <p className="mt-2 max-w-md text-ink-soft">{t.empty.text}</p>
          <Link to="/rolgordijnen" className="mt-6 inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover">
            {t.empty.browse}
          </Link>
        </div>
      </Frame>
    );
  }

  const onPlaced = ({ id, payUrl }: { id: string; payUrl?: string | null }) => {
    if (payUrl) {
      // The shopper pays on the provider's page, which sends them back to the confirmation afterwards.
      setPlaced('payment');
      fullNavigation.to(payUrl);
      return;
    }
    setPlaced('confirmation');
    navigate(`/bestelling/${encodeURIComponent(id)}`, { state: { placed: true } });
    // The server emptied the cart: the shared cart (header badge, panel) is read again.
    void client.refetchQueries({ include: [CartDocument, CartCountDocument] }).catch(() => undefined);
  };

  return (
    <Frame>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">{t.intro}</p>
      <div className="mt-8">
        <CheckoutForm
          total={cart.totals.total}
          paymentMethods={shop.paymentMethods}
          refetchCart={() => refetch()}
          onPlaced={onPlaced}
          summary={<OrderSummary cart={cart} freeShippingThreshold={shop.delivery.freeShippingThreshold} vatPercent={shop.vatPercent} />}
        />
      </div>
    </Frame>
  );
}
