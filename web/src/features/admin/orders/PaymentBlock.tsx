import type { ReactNode } from 'react';
import { InvoiceLinks } from '../../../components/InvoiceLinks';
import type { AdminOrderPaymentFragment, PaymentStatus, ProviderStatus, RefundStatus } from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';
import { nl } from '../../../i18n/nl';
import { Badge, type BadgeTone, StaffTime } from '../shared/ui';
import { useStaffCan } from '../shared/staff';
import { PaymentRecordDialog } from './PaymentRecordDialog';
import { RefundDialog } from './RefundDialog';

const t = adminOrders.payment;

const paymentTone: Record<PaymentStatus, BadgeTone> = {
  PAID: 'done',
  REFUNDED: 'neutral',
  AWAITING_PAYMENT: 'open',
  PENDING: 'open',
  FAILED: 'warning',
  CANCELED: 'warning',
  EXPIRED: 'warning',
  CHARGED_BACK: 'warning',
};

const refundTone: Record<RefundStatus, BadgeTone> = {
  PENDING: 'open',
  REFUNDED: 'done',
  FAILED: 'warning',
  CANCELED: 'neutral',
};

const providerTone: Record<ProviderStatus, BadgeTone> = {
  PAID: 'done',
  OPEN: 'open',
  PENDING: 'open',
  AUTHORIZED: 'open',
  FAILED: 'warning',
  CANCELED: 'warning',
  EXPIRED: 'warning',
};

/** The provider's method name ('bancontact') as shops write it ('Bancontact'). */
const methodName = (method: string | null): string | null => (method ? (nl.paymentMethods[method.toUpperCase() as keyof typeof nl.paymentMethods] ?? method) : null);

function Amount({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

interface PaymentBlockProps {
  order: AdminOrderPaymentFragment;
  /** The card's heading (the order number): with the block's own it names the region, 'Betaling LUM-…'. */
  cardHeadingId: string;
  /** A staff action went through: the card says so in its status line. */
  onDone: (message: string) => void;
}

type Refund = AdminOrderPaymentFragment['refunds'][number];
type Chargeback = AdminOrderPaymentFragment['chargebacks'][number];

const itemClass = 'rounded-lg border border-line bg-card p-3 text-sm';

/** A refund: amount and where it stands (pending until the provider settles it), why it failed, who asked and when. */
function RefundItem({ refund }: { refund: Refund }) {
  return (
    <li className={itemClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{refund.amount.formatted}</span>
        <Badge tone={refundTone[refund.status]}>{t.refundStatus[refund.status]}</Badge>
      </div>
      {refund.failure && <p className="mt-1 font-medium break-words text-danger">{t.failure(refund.failure)}</p>}
      {refund.reason && <p className="mt-1 break-words whitespace-pre-line">{refund.reason}</p>}
      <p className="mt-0.5 text-ink-soft">
        {t.requestedBy(refund.requestedBy)} <StaffTime value={refund.createdAt} />
      </p>
      {refund.settledAt != null && (
        <p className="mt-0.5 text-ink-soft">
          {t.settledAt} <StaffTime value={refund.settledAt} />
        </p>
      )}
      {!refund.creditsInvoice && <p className="mt-0.5 text-ink-soft">{t.noCreditNote}</p>}
      {refund.providerId && <p className="mt-0.5 font-mono text-xs break-all text-ink-soft">{refund.providerId}</p>}
    </li>
  );
}

/** A chargeback: amount, whether it stands or the bank reversed it, and when. */
function ChargebackItem({ chargeback }: { chargeback: Chargeback }) {
  const reversed = chargeback.reversedAt != null;
  return (
    <li className={itemClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold tabular-nums">{chargeback.amount.formatted}</span>
        <Badge tone={reversed ? 'neutral' : 'warning'}>{reversed ? t.chargebackReversed : t.chargebackOpen}</Badge>
      </div>
      <p className="mt-0.5 text-ink-soft">
        {t.chargebackRecorded} <StaffTime value={chargeback.recordedAt} />
      </p>
      {reversed && (
        <p className="mt-0.5 text-ink-soft">
          {t.chargebackReversedAt} <StaffTime value={chargeback.reversedAt} />
        </p>
      )}
      <p className="mt-0.5 font-mono text-xs break-all text-ink-soft">{t.chargebackOf(chargeback.paymentId)}</p>
    </li>
  );
}

/**
 * The money of one order for staff: the payment status; what was paid, refunded, is being refunded and was charged
 * back; each payment (provider, method, status, amount, when, who recorded it), each refund (its status, why it
 * failed, who asked) and each chargeback; and the invoice and credit notes to download; with 'Betaling registreren'
 * while it can be recorded by hand and 'Terugbetalen' while something paid is left to refund. How the money moved
 * over time is the card's history.
 */
export function PaymentBlock({ order, cardHeadingId, onDone }: PaymentBlockProps) {
  const headingId = `${cardHeadingId}-payment`;
  const refundable = order.refundable.cents;
  const canRecord = useStaffCan('Mutation.orderPaymentRecord') && order.canRecordPayment;
  const canRefund = useStaffCan('Mutation.orderRefund') && refundable > 0;
  return (
    // Named with the order number too: one region per card, each its own name.
    <section aria-labelledby={`${headingId} ${cardHeadingId}`} className="mt-5 rounded-xl border border-line bg-page p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-sans text-base font-semibold">
          {t.heading}
        </h3>
        <Badge tone={paymentTone[order.paymentStatus]}>{nl.paymentStatuses[order.paymentStatus]}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Amount label={t.paid}>{order.paid.formatted}</Amount>
        <Amount label={t.refunded}>{order.refunded.formatted}</Amount>
        {order.refundPending.cents > 0 && <Amount label={t.refundPending}>{order.refundPending.formatted}</Amount>}
        {order.chargedBack.cents > 0 && <Amount label={t.chargedBack}>{order.chargedBack.formatted}</Amount>}
      </dl>
      <InvoiceLinks invoices={order.invoices} className="mt-2" />

      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <div className="min-w-0">
          <h4 className="font-sans text-sm font-semibold">{t.paymentsHeading}</h4>
          {order.payments.length === 0 ? (
            <p className="mt-1 text-sm text-ink-soft">{t.none}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {order.payments.map((payment) => (
                <li key={payment.id} className={itemClass}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{t.how(t.provider[payment.provider], methodName(payment.method))}</span>
                    <Badge tone={providerTone[payment.status]}>{t.providerStatus[payment.status]}</Badge>
                  </div>
                  <p className="mt-1 flex flex-wrap gap-x-2">
                    <span className="font-semibold tabular-nums">{payment.amount.formatted}</span>
                    {payment.refunded.cents > 0 && <span className="text-ink-soft">{t.refundedPart(payment.refunded.formatted)}</span>}
                  </p>
                  <p className="mt-0.5 break-words text-ink-soft">
                    <StaffTime value={payment.createdAt} />
                    {payment.recordedBy && ` ${t.recordedBy(payment.recordedBy)}`}
                  </p>
                  <p className="mt-0.5 font-mono text-xs break-all text-ink-soft">{payment.id}</p>
                </li>
              ))}
            </ul>
          )}
        </div>

        {(order.refunds.length > 0 || order.chargebacks.length > 0) && (
          <div className="min-w-0">
            {order.refunds.length > 0 && (
              <>
                <h4 className="font-sans text-sm font-semibold">{t.refundsHeading}</h4>
                <ul className="mt-2 space-y-2">
                  {order.refunds.map((refund) => (
                    <RefundItem key={refund.id} refund={refund} />
                  ))}
                </ul>
              </>
            )}
            {order.chargebacks.length > 0 && (
              <>
                <h4 className={`font-sans text-sm font-semibold ${order.refunds.length > 0 ? 'mt-4' : ''}`}>{t.chargebacksHeading}</h4>
                <ul className="mt-2 space-y-2">
                  {order.chargebacks.map((chargeback) => (
                    <ChargebackItem key={chargeback.id} chargeback={chargeback} />
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>

      {(canRecord || canRefund) && (
        <div role="group" aria-label={t.actionsLabel(order.id)} className="mt-4 flex flex-wrap gap-3">
          {canRecord && <PaymentRecordDialog order={order} onDone={onDone} />}
          {canRefund && <RefundDialog orderId={order.id} refundableCents={refundable} onDone={onDone} />}
        </div>
      )}
    </section>
  );
}
