import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { InvoiceLinks } from '../../components/InvoiceLinks';
import { OrderPayDocument, type ConfirmationPaymentFragment, type PaymentStatus } from '../../gql/checkout';
import { confirmationTexts } from '../../i18n/checkout';
import { nl } from '../../i18n/nl';
import { fullNavigation } from './leave-for';

const t = confirmationTexts.payment;

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover aria-disabled:cursor-wait aria-disabled:opacity-70';

/** The frame of the block per state: done (paid), waiting (processed, refunded) or asking the shopper to act. */
const tone: Record<PaymentStatus, string> = {
  PAID: 'border-success bg-success-soft',
  PENDING: 'border-line bg-card',
  REFUNDED: 'border-line bg-card',
  AWAITING_PAYMENT: 'border-2 border-accent bg-card',
  FAILED: 'border-2 border-accent bg-card',
  CANCELED: 'border-2 border-accent bg-card',
  EXPIRED: 'border-2 border-accent bg-card',
};

/** What happened to a payment that did not go through. */
const AGAIN: Record<'FAILED' | 'CANCELED' | 'EXPIRED', string> = { FAILED: t.failed, CANCELED: t.canceled, EXPIRED: t.expired };

function explanation(order: ConfirmationPaymentFragment): string {
  const method = order.paymentMethod ? nl.paymentMethods[order.paymentMethod] : null;
  switch (order.paymentStatus) {
    case 'PAID':
      return t.paid(order.total.formatted);
    case 'PENDING':
      return t.pending;
    case 'REFUNDED':
      return t.refunded;
    case 'AWAITING_PAYMENT':
      if (order.payUrl) return t.awaiting(method);
      return order.canPay ? t.notStarted : t.closed;
    default:
      return order.canPay ? AGAIN[order.paymentStatus] : t.closed;
  }
}

/**
 * 'Opnieuw betalen': asks the server for a page to pay on (`orderPay`: the open payment's, or a new payment of
 * the order's total) and sends the shopper there. A refusal (the provider cannot be reached) is said in an alert
 * and the button stays, to try again.
 */
function PayAgain({ orderId }: { orderId: string }) {
  const [pay, { loading }] = useMutation(OrderPayDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const busy = loading || leaving;
  const start = async () => {
    // While a page is asked for (or the shopper is on the way to it) a second click does nothing; the button
    // keeps its focus.
    if (busy) return;
    setProblem(null);
    try {
      const { data } = await pay({ variables: { input: { orderId } } });
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
      {problem && (
        <p role="alert" className="mt-4 rounded-lg border border-danger bg-card px-3 py-2 font-medium text-danger">
          {problem}
        </p>
      )}
      <button type="button" onClick={() => void start()} aria-disabled={busy || undefined} className={`${buttonClass} mt-4`}>
        {busy ? t.starting : t.payAgain}
      </button>
    </>
  );
}

/**
 * Where the order's payment stands, for every payment status: paid, being processed, refunded, open with a
 * link to the provider's page, or failed, cancelled or expired with 'Opnieuw betalen' (also when no payment
 * could be opened when the order was placed); once paid, the invoice (and any credit note) to download.
 */
export function PaymentState({ order }: { order: ConfirmationPaymentFragment }) {
  const { paymentStatus: status, payUrl, canPay } = order;
  return (
    <section aria-labelledby="payment-title" className={`mt-6 rounded-2xl border p-5 md:p-6 ${tone[status]}`}>
      <h2 id="payment-title" className="text-2xl font-semibold">
        {t.heading[status]}
      </h2>
      <p className="mt-2 max-w-3xl">{explanation(order)}</p>
      {status === 'AWAITING_PAYMENT' && payUrl ? (
        // The provider's page is not the shop's: a plain link, a full navigation.
        <a href={payUrl} className={`${buttonClass} mt-4`}>
          {t.pay}
        </a>
      ) : (
        canPay && <PayAgain orderId={order.id} />
      )}
      <InvoiceLinks invoices={order.invoices} className="mt-3" />
    </section>
  );
}
