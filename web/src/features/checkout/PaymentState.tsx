import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { InvoiceLinks } from '../../components/InvoiceLinks';
import { OrderPayDocument, type ConfirmationPaymentFragment, type PaymentMethod } from '../../gql/checkout';
import { confirmationTexts } from '../../i18n/checkout';
import { nl } from '../../i18n/nl';
import { fullNavigation } from './leave-for';
import { MethodOption, paymentOrder } from './payment-methods';

const t = confirmationTexts.payment;

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover aria-disabled:cursor-wait aria-disabled:opacity-70';

/** The frame of the block: done (paid), waiting or told (processed, refunded, cancelled), or asking the shopper to act. */
const TONE = {
  done: 'border-success bg-success-soft',
  calm: 'border-line bg-card',
  act: 'border-2 border-accent bg-card',
};

/** What happened to a payment that did not go through. */
const AGAIN = { FAILED: t.failed, CANCELED: t.canceled, EXPIRED: t.expired };

interface View {
  heading: string;
  text: string;
  tone: keyof typeof TONE;
}

/** A cancelled order pays nothing more: the block says what happens with what was paid. */
function cancelledView(order: ConfirmationPaymentFragment): View {
  switch (order.paymentStatus) {
    case 'REFUNDED':
      return { heading: t.heading.REFUNDED, text: t.refunded, tone: 'calm' };
    case 'CHARGED_BACK':
      return { heading: t.heading.CHARGED_BACK, text: t.chargedBack, tone: 'act' };
    case 'PAID':
    case 'PENDING': {
      const text = order.refundPending.cents > 0 ? t.cancelled.refunding(order.refundPending.formatted) : t.cancelled.paid;
      return { heading: t.cancelled.paidHeading, text, tone: 'calm' };
    }
    default:
      return { heading: t.cancelled.unpaidHeading, text: t.cancelled.unpaid, tone: 'calm' };
  }
}

function viewOf(order: ConfirmationPaymentFragment): View {
  if (order.status === 'CANCELLED') return cancelledView(order);
  const status = order.paymentStatus;
  const heading = t.heading[status];
  switch (status) {
    case 'PAID':
      return { heading, text: t.paid(order.total.formatted), tone: 'done' };
    case 'PENDING':
      return { heading, text: t.pending, tone: 'calm' };
    case 'REFUNDED':
      return { heading, text: t.refunded, tone: 'calm' };
    case 'CHARGED_BACK':
      return { heading, text: t.chargedBack, tone: 'act' };
    case 'AWAITING_PAYMENT': {
      const method = order.paymentMethod ? nl.paymentMethods[order.paymentMethod] : null;
      if (order.payUrl) return { heading, text: t.awaiting(method), tone: 'act' };
      return { heading, text: order.canPay ? t.notStarted : t.closed, tone: 'act' };
    }
    default:
      return { heading, text: order.canPay ? AGAIN[status] : t.closed, tone: 'act' };
  }
}

interface PayAgainProps {
  orderId: string;
  /** The methods to choose from, in the order to show them. */
  methods: readonly PaymentMethod[];
  /** The order's method: chosen at first. */
  current: PaymentMethod | null;
}

/**
 * 'Opnieuw betalen' with the method to pay with (the order's own chosen at first): asks the server for a page to
 * pay on (`orderPay`: the open payment's, or a new payment of the order's total) and sends the shopper there. A
 * refusal (the provider cannot be reached) is said in an alert and the button stays, to try again.
 */
function PayAgain({ orderId, methods, current }: PayAgainProps) {
  const id = useId();
  const [pay, { loading }] = useMutation(OrderPayDocument);
  const [method, setMethod] = useState<PaymentMethod | null>(current && methods.includes(current) ? current : (methods[0] ?? null));
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const busy = loading || leaving;
  const start = async () => {
    // While a page is asked for (or the shopper is on the way to it) a second click does nothing; the button
    // keeps its focus.
    if (busy) return;
    setProblem(null);
    try {
      const { data } = await pay({ variables: { input: { orderId, paymentMethod: method ?? undefined } } });
      const payload = data?.orderPay;
      if (!payload) throw new Error('orderPay answered nothing');
      if (payload.checkoutUrl) {
        setLeaving(true);
        fullNavigation.to(payload.checkoutUrl);
        return;
      }
      // No page: the reason is said (an order paid meanwhile shows as paid from the answer's order).
      setProblem(payload.userErrors.map((error) => error.message).join(' ') || t.failedToStart);
    } catch {
      setProblem(t.failedToStart);
    }
  };

  return (
    <>
      {methods.length > 0 && (
        <fieldset className="mt-4">
          <legend className="font-semibold">{t.methodLegend}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:max-w-xl sm:gap-3">
            {methods.map((option) => (
              <MethodOption key={option} method={option} name={`${id}-method`} idPrefix={`${id}-method`} checked={method === option} onChoose={() => setMethod(option)} />
            ))}
          </div>
        </fieldset>
      )}
      {problem && (
        <p role="alert" className="mt-4 rounded-lg border border-danger bg-card px-3 py-2 font-medium text-danger">
          {problem}
        </p>
      )}
      <button type="button" onClick={() => void start()} aria-disabled={busy || undefined} className={`${buttonClass} mt-4 w-full sm:w-auto`}>
        {busy ? t.starting : t.payAgain}
      </button>
    </>
  );
}

/**
 * Where the order's payment stands, for every payment status: paid, being processed, refunded, charged back, open
 * with a link to the provider's page, or failed, cancelled or expired with 'Opnieuw betalen' and the method to pay
 * with (also when no payment could be opened when the order was placed); for a cancelled order, what happens with
 * what was paid; once paid, the invoice (and any credit note) to download.
 */
export function PaymentState({ order, methods }: { order: ConfirmationPaymentFragment; methods: readonly PaymentMethod[] }) {
  const { paymentStatus: status, payUrl, canPay } = order;
  const { heading, text, tone } = viewOf(order);
  return (
    <section aria-labelledby="payment-title" className={`rounded-2xl border p-5 md:p-6 ${TONE[tone]}`}>
      <h2 id="payment-title" className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 max-w-3xl">{text}</p>
      {status === 'AWAITING_PAYMENT' && payUrl ? (
        // The provider's page is not the shop's: a plain link, a full navigation.
        <a href={payUrl} className={`${buttonClass} mt-4`}>
          {t.pay}
        </a>
      ) : (
        canPay && <PayAgain orderId={order.id} methods={paymentOrder(methods, order.country)} current={order.paymentMethod ?? null} />
      )}
      <InvoiceLinks invoices={order.invoices} className="mt-3" />
    </section>
  );
}
