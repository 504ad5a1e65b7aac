import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Skeleton } from '../../components/Skeleton';
import { PlacedOrderDocument, type ConfirmationOrderFragment, type PlacedOrderQuery } from '../../gql/checkout';
import { checkoutTexts, confirmationTexts } from '../../i18n/checkout';
import { nl } from '../../i18n/nl';
import { useDocumentTitle } from '../../lib/page-head';
import { formatDateLong } from '../../lib/format';
import { OrderTotals } from '../../components/OrderTotals';
import { OrderLine } from './OrderParts';
import { PaymentState } from './PaymentState';
import { ContactLinks } from '../../components/ContactLinks';
import { CheckIcon, ClockIcon, CloseIcon, WarningIcon } from '../../components/icons';

const t = confirmationTexts;

const page = 'mx-auto max-w-6xl px-5 pt-8 pb-14 md:px-8 md:pt-12 lg:pb-20';
const card = 'rounded-2xl border border-line bg-card p-5 md:p-6';
const linkClass = 'font-medium text-ink underline decoration-line underline-offset-4 hover:text-accent hover:decoration-accent';
const buttonClass = 'inline-flex min-h-11 items-center rounded-full px-6 font-semibold';
/** How often a payment being processed is asked after. */
const PENDING_POLL_MS = 5000;

function Loading() {
  return (
    <div className={page} role="status">
      <span className="sr-only">{t.loading}</span>
      <Skeleton className="h-11 w-3/4 max-w-lg rounded-lg" />
      <Skeleton className="mt-4 h-5 w-full max-w-xl rounded" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className={card}>
          <Skeleton className="h-7 w-1/2 rounded-md" />
          <Skeleton className="mt-5 h-16 w-full rounded-lg" />
          <Skeleton className="mt-4 h-16 w-full rounded-lg" />
        </div>
        <div className={card}>
          <Skeleton className="h-7 w-2/3 rounded-md" />
          <Skeleton className="mt-5 h-4 w-full rounded" />
          <Skeleton className="mt-3 h-4 w-5/6 rounded" />
        </div>
      </div>
    </div>
  );
}

function NotFound({ code }: { code: string }) {
  useDocumentTitle(t.notFound.title);
  return (
    <div className={`${page} max-w-3xl`}>
      <h1 className="text-4xl leading-tight font-semibold md:text-5xl">{t.notFound.heading}</h1>
      <p className="mt-4 text-lg">{t.notFound.text(code)}</p>
      <p className="mt-3 text-ink-soft">{t.notFound.why}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={`${buttonClass} bg-accent text-on-accent hover:bg-accent-hover`}>
          {t.notFound.home}
        </Link>
        <Link to="/contact" className={`${buttonClass} border border-line hover:bg-sand`}>
          {t.notFound.contact}
        </Link>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="mt-0.5 font-semibold">{children}</dd>
    </div>
  );
}

type Headline = keyof typeof t.headline;

/** What the page leads with: thanks, a payment still to make or that did not go through, a chargeback, a cancellation. */
function headlineOf(order: ConfirmationOrderFragment): Headline {
  if (order.status === 'CANCELLED') return 'cancelled';
  switch (order.paymentStatus) {
    case 'PAID':
    case 'PENDING':
    case 'REFUNDED':
      return 'thanks';
    case 'CHARGED_BACK':
      return 'chargedBack';
    case 'AWAITING_PAYMENT':
      return 'awaiting';
    default:
      return 'failed';
  }
}

const iconLook = { success: 'bg-success-soft text-success', neutral: 'bg-sand text-ink', warning: 'bg-sand text-danger' };

/** The head's icon (decoration: the heading says it): a green check only for an order paid or being paid. */
function HeadIcon({ order, headline }: { order: ConfirmationOrderFragment; headline: Headline }) {
  let look: keyof typeof iconLook = 'neutral';
  let icon = <CheckIcon size={26} />;
  if (headline === 'failed' || headline === 'chargedBack') {
    look = 'warning';
    icon = <WarningIcon size={26} />;
  } else if (headline === 'cancelled') {
    icon = <CloseIcon size={26} />;
  } else if (headline === 'awaiting') {
    icon = <ClockIcon size={26} />;
  } else if (order.paymentStatus !== 'REFUNDED') {
    look = 'success';
  }
  return <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full md:size-12 ${iconLook[look]}`}>{icon}</span>;
}

function Placed({ order, shop }: { order: ConfirmationOrderFragment; shop: PlacedOrderQuery['shop'] }) {
  const headline = headlineOf(order);
  const { heading: headingText, intro } = t.headline[headline];
  useDocumentTitle(headingText);
  const { state } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Straight from the checkout: focus on the heading, so a screen reader says how the order stands.
  const arrived = Boolean((state as { placed?: boolean } | null)?.placed);
  useEffect(() => {
    if (arrived) heading.current?.focus();
  }, [arrived]);

  const method = order.paymentMethod ? nl.paymentMethods[order.paymentMethod] : null;
  // When the shopper has something to do (pay, pay again) or to know first (cancelled, charged back), the payment
  // comes straight under the head, so 'Opnieuw betalen' is in view on a phone without scrolling.
  const paymentFirst = headline !== 'thanks';
  const payment = <PaymentState order={order} methods={shop.paymentMethods} />;
  return (
    <div className={page}>
      <header className="flex items-start gap-4">
        <HeadIcon order={order} headline={headline} />
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-3xl leading-tight font-semibold focus:outline-none sm:text-4xl md:text-5xl">
            {headingText}
          </h1>
          <p className="mt-2 max-w-2xl text-ink-soft sm:mt-3 sm:text-lg">{intro(order.customerName)}</p>
          {headline === 'chargedBack' && <ContactLinks contact={shop.contact} labels={t} subject={order.id} className="mt-3 space-y-2" />}
        </div>
      </header>

      {paymentFirst && <div className="mt-6">{payment}</div>}

      <dl className={`${card} ${paymentFirst ? 'mt-6' : 'mt-8'} grid grid-cols-2 gap-x-6 gap-y-4 md:grid-cols-[auto_repeat(4,minmax(0,1fr))]`}>
        <div className="col-span-2 md:col-span-1">
          <dt className="text-sm text-ink-soft">{t.orderNumber}</dt>
          <dd data-testid="order-number" className="mt-0.5 text-xl font-semibold tracking-wide whitespace-nowrap tabular-nums">
            {order.id}
          </dd>
        </div>
        <Fact label={t.placedOn}>{formatDateLong(String(order.createdAt))}</Fact>
        <Fact label={t.status}>{t.statuses[order.status]}</Fact>
        <Fact label={t.paymentMethod}>{method ?? '–'}</Fact>
        <Fact label={t.paymentStatus}>{t.paymentStatuses[order.paymentStatus]}</Fact>
      </dl>

      {!paymentFirst && <div className="mt-6">{payment}</div>}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-10">
        <section aria-labelledby="order-items-title" className={`${card} lg:self-start`}>
          <h2 id="order-items-title" className="text-2xl font-semibold">
            {t.itemsHeading}
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {order.items.map((item) => (
              <OrderLine key={item.id} name={item.productName} total={item.total.formatted} quantity={item.quantity} summary={item.summary} />
            ))}
          </ul>
          <OrderTotals
            subtotal={order.subtotal.formatted}
            discount={{ label: order.discountLabel ?? null, ...order.discount }}
            shipping={order.shipping}
            total={order.total.formatted}
            totalTestId="order-total"
            vat={{ amount: order.vat.formatted, percent: shop.vatPercent }}
          />
        </section>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="order-delivery-title" className={card}>
            <h2 id="order-delivery-title" className="text-2xl font-semibold">
              {t.deliveryHeading}
            </h2>
            {order.deliveryEstimate && <p className="mt-2 font-semibold">{checkoutTexts.summary.delivery(order.deliveryEstimate.label)}</p>}
            <h3 className="mt-4 font-sans text-base font-semibold">{t.addressHeading}</h3>
            <address className="mt-1 not-italic">
              {[order.customerName, ...order.shippingAddress.split(', ')].map((part, index) => (
                <span key={index} className="block">
                  {part}
                </span>
              ))}
            </address>
            <h3 className="mt-4 font-sans text-base font-semibold">{t.contactDataHeading}</h3>
            <p className="mt-1 break-all">{order.customerEmail}</p>
            {order.customerPhone && <p>{order.customerPhone}</p>}
            {order.notes && (
              <>
                <h3 className="mt-4 font-sans text-base font-semibold">{t.notesHeading}</h3>
                <p className="mt-1 whitespace-pre-line">{order.notes}</p>
              </>
            )}
          </section>

          <section aria-labelledby="order-questions-title" className={card}>
            <h2 id="order-questions-title" className="text-2xl font-semibold">
              {t.questionsHeading}
            </h2>
            <p className="mt-2 text-ink-soft">
              {t.questionsText.before}
              <span className="font-medium whitespace-nowrap text-ink">{order.id}</span>
              {t.questionsText.after}
            </p>
            <ContactLinks contact={shop.contact} labels={t} subject={order.id} className="mt-3 space-y-2" />
          </section>

          <p className="text-sm text-ink-soft">
            {t.madeToMeasure}{' '}
            <Link to="/algemene-voorwaarden" className={linkClass}>
              {t.terms}
            </Link>
          </p>
        </div>
      </div>

      <Link to="/" className={`${buttonClass} mt-10 border border-line hover:bg-sand`}>
        {t.home}
      </Link>
    </div>
  );
}

/**
 * The order confirmation (/bestelling/{code}): the server gives the order only to the browser whose cart
 * placed it (and to staff); anyone else gets null and reads 'Bestelling niet gevonden'.
 */
export default function ConfirmationPage() {
  const { code = '' } = useParams();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(PlacedOrderDocument, { variables: { id: code }, fetchPolicy: 'cache-and-network', ssr: false });
  // While the provider is still processing the payment, the page asks again now and then, so it shows the
  // outcome without a reload.
  const pending = data?.placedOrder?.paymentStatus === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    startPolling(PENDING_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  if (!data) {
    if (!error) return <Loading />;
    return (
      <div className={`${page} max-w-3xl`}>
        <h1 className="text-4xl leading-tight font-semibold md:text-5xl">{t.title}</h1>
        <p role="alert" className="mt-4">
          {t.loadError}
        </p>
        <button type="button" onClick={() => void refetch().catch(() => undefined)} className={`${buttonClass} mt-6 bg-accent text-on-accent hover:bg-accent-hover`}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (!data.placedOrder) return <NotFound code={code} />;
  return <Placed order={data.placedOrder} shop={data.shop} />;
}
