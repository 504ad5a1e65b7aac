import type { ReactNode } from 'react';
import { InvoiceLinks } from '../../../components/InvoiceLinks';
import type { AdminOrderPaymentFragment, PaymentStatus, ProviderStatus } from '../../../gql/admin';
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

/** A payment status as the history stores it ('awaiting_payment'), by its label. */
const statusName = (value: string): string => nl.paymentStatuses[value.toUpperCase() as PaymentStatus] ?? value;

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

/**
 * The money of one order for staff: the payment status, what was paid and refunded, each payment (provider,
 * method, status, amount, when, who recorded it), each refund, and how the payment status changed with who or
 * what and when, and the invoice and credit notes to download; with 'Betaling registreren' while it can be
 * recorded by hand and 'Terugbetalen' while something paid is left to refund.
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
      <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Amount label={t.paid}>{order.paid.formatted}</Amount>
        <Amount label={t.refunded}>{order.refunded.formatted}</Amount>
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
                <li key={payment.id} className="rounded-lg border border-line bg-card p-3 text-sm">
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
          {order.refunds.length > 0 && (
            <>
              <h4 className="mt-4 font-sans text-sm font-semibold">{t.refundsHeading}</h4>
              <ul className="mt-2 space-y-2">
                {order.refunds.map((refund) => (
                  <li key={refund.id} className="rounded-lg border border-line bg-card p-3 text-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold tabular-nums">{refund.amount.formatted}</span>
                      <span className="text-ink-soft">{t.refundStatus[refund.status] ?? refund.status}</span>
                    </div>
                    {refund.reason && <p className="mt-1 break-words whitespace-pre-line">{refund.reason}</p>}
                    <p className="mt-0.5 text-ink-soft">
                      {adminOrders.card.historyBy(refund.requestedBy)} <StaffTime value={refund.createdAt} />
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>

        <div className="min-w-0">
          <h4 className="font-sans text-sm font-semibold">{t.historyHeading}</h4>
          {order.paymentHistory.length === 0 ? (
            <p className="mt-1 text-sm text-ink-soft">{t.noHistory}</p>
          ) : (
            <ol className="mt-2 space-y-2">
              {order.paymentHistory.map((change, index) => (
                <li key={`${String(change.changedAt)}-${index}`} className="text-sm">
                  <span className="font-medium">{adminOrders.card.historyChange(statusName(change.from), statusName(change.to))}</span>{' '}
                  <span className="text-ink-soft">
                    {adminOrders.card.historyBy(change.changedBy)} <StaffTime value={change.changedAt} />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
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
