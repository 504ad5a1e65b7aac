import { useState, type ReactNode } from 'react';
import type { AdminOrderCardFragment, AdminOrderItemFragment, OptionGroupRole } from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';
import { formatStaffDate, isoOf } from '../../../lib/format';
import { WarningIcon } from '../../../components/icons';
import { ExportMenu } from './ExportMenu';
import { PaymentBlock } from './PaymentBlock';
import { StatusBadge } from './StatusBadge';
import { StatusChangeDialog } from './StatusChangeDialog';
import { useStaffCan } from '../shared/staff';
import { StaffTime } from '../shared/ui';
import { telHref } from '../../../lib/phone';

const t = adminOrders.card;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** A value the order line may lack (an item without fabric SKU, chain or size). */
function orUnknown<T>(value: T | null | undefined, show: (value: T) => ReactNode): ReactNode {
  return value == null ? <span className="font-normal text-ink-soft">{t.unknown}</span> : show(value);
}

function OrderItem({ item, index }: { item: AdminOrderItemFragment; index: number }) {
  // What the customer chose is said in the words of the product's rules; what they did not choose, from the trade data.
  const chose = (role: OptionGroupRole) => item.options.some((option) => option.role === role);
  const measured = item.selectedWidth != null && item.selectedHeight != null ? t.sizeCm(item.selectedWidth, item.selectedHeight) : null;
  const fabrication =
    item.fabricationWidthMm != null && item.fabricationHeightMm != null ? t.sizeMm(item.fabricationWidthMm, item.fabricationHeightMm) : null;
  return (
    <li className="rounded-xl border border-line bg-page p-4">
      <h4 className="font-semibold">{t.itemHeading(index + 1, item.productName)}</h4>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
        <Fact label={t.fabricCode}>{orUnknown(item.fabricCode, (code) => code)}</Fact>
        {item.manufacturerCode !== undefined && <Fact label={t.manufacturerCode}>{orUnknown(item.manufacturerCode, (code) => code)}</Fact>}
        {item.fabricPriceGroup !== undefined && <Fact label={t.priceGroup}>{orUnknown(item.fabricPriceGroup, (group) => group)}</Fact>}
        {!chose('CASSETTE') && <Fact label={t.cassette}>{orUnknown(item.cassetteType, (type) => adminOrders.cassette[type] ?? type)}</Fact>}
        <Fact label={t.size}>{orUnknown(measured, (size) => size)}</Fact>
        {fabrication && <Fact label={t.fabricationSize}>{fabrication}</Fact>}
        {item.options.map((option) => (
          <Fact key={option.key} label={option.label}>
            {option.value}
          </Fact>
        ))}
        {!chose('MOUNTING') && <Fact label={t.mounting}>{orUnknown(item.mounting, (mounting) => adminOrders.mounting[mounting] ?? mounting)}</Fact>}
        {!chose('CONTROL_SIDE') && <Fact label={t.controlSide}>{orUnknown(item.controlSide, (side) => adminOrders.side[side] ?? side)}</Fact>}
        {item.chainLengthCm != null && (
          <Fact label={t.chain}>{t.chainValue(item.chainLengthCm, item.safetyDevice ? adminOrders.safetyDevice[item.safetyDevice] : null)}</Fact>
        )}
        <Fact label={t.quantity}>{item.quantity}</Fact>
        <Fact label={t.itemTotal}>
          <span className="tabular-nums">{item.total.formatted}</span>
        </Fact>
      </dl>
    </li>
  );
}

/** What staff must look at (the server's sentences: a chargeback, a failed refund, money still held), named with the order. */
function Attention({ lines, cardHeadingId }: { lines: readonly string[]; cardHeadingId: string }) {
  const headingId = `${cardHeadingId}-attention`;
  return (
    <section aria-labelledby={`${headingId} ${cardHeadingId}`} className="mt-4 rounded-xl border-2 border-danger bg-card p-4">
      <h3 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold text-danger">
        <WarningIcon size={20} />
        {t.attentionHeading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One order as the atelier follows it (SPEC §2 "Admin order tracking"): number, status, date, customer and
 * total (and the carrier and track-and-trace code once shipped); what needs a person's look first; contact data;
 * each blind's fabric and production data; notes; the payment with its own actions; whether the fabricator export
 * is ready (computed by the server); the order's history (its events: status, payments, refunds, chargebacks); and
 * the two actions.
 */
export function OrderCard({ order }: { order: AdminOrderCardFragment }) {
  const [announcement, setAnnouncement] = useState('');
  const headingId = `order-${order.id}`;
  // Only what the member's role allows (klantenservice reads orders; the atelier moves them and exports).
  const canChangeStatus = useStaffCan('Mutation.orderStatusChange');
  const canExport = useStaffCan('GET /admin/orders/:id/fabricator-export');

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-card p-5 shadow-sm md:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-sans text-xl font-bold break-all">
            {order.id}
          </h2>
          <p className="mt-1 text-ink-soft">
            {t.placedOn} <time dateTime={isoOf(order.createdAt)}>{formatStaffDate(order.createdAt)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>

      {order.attention.length > 0 && <Attention lines={order.attention} cardHeadingId={headingId} />}

      <dl className="mt-4 grid grid-cols-2 gap-4 border-y border-line py-4">
        <Fact label={t.customer}>{order.customerName}</Fact>
        <Fact label={t.total}>
          <span className="text-lg tabular-nums">{order.total.formatted}</span>
        </Fact>
        {order.carrier && <Fact label={t.carrier}>{order.carrier}</Fact>}
        {order.trackingCode && (
          <Fact label={t.trackingCode}>
            <span className="break-all">{order.trackingCode}</span>
          </Fact>
        )}
      </dl>

      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <h3 className="font-sans text-base font-semibold">
            {t.contactHeading}
          </h3>
          <dl className="mt-3 space-y-3">
            <Fact label={t.name}>{order.customerName}</Fact>
            <Fact label={t.email}>
              <a href={`mailto:${order.customerEmail}`} className="break-all text-accent underline underline-offset-4">
                {order.customerEmail}
              </a>
            </Fact>
            <Fact label={t.phone}>
              {order.customerPhone ? (
                <a href={telHref(order.customerPhone)} className="text-accent underline underline-offset-4">
                  {order.customerPhone}
                </a>
              ) : (
                <span className="font-normal text-ink-soft">{t.noPhone}</span>
              )}
            </Fact>
            <Fact label={t.address}>{order.shippingAddress}</Fact>
          </dl>
        </div>

        <div>
          <h3 className="font-sans text-base font-semibold">
            {t.itemsHeading}
          </h3>
          <ul className="mt-3 space-y-3">
            {order.items.map((item, index) => (
              <OrderItem key={item.id} item={item} index={index} />
            ))}
          </ul>
        </div>
      </div>

      {order.productionNotes && (
        <div className="mt-5">
          <h3 className="font-sans text-base font-semibold">
            {t.notesHeading}
          </h3>
          <p className="mt-2 rounded-xl border border-line bg-page p-4 whitespace-pre-line">{order.productionNotes}</p>
        </div>
      )}

      <PaymentBlock order={order} cardHeadingId={headingId} onDone={setAnnouncement} />

      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div>
          <h3 id={`${headingId}-history`} className="font-sans text-base font-semibold">
            {t.historyHeading}
          </h3>
          <ol aria-labelledby={`${headingId}-history`} className="mt-2 space-y-2">
            {order.events.map((event) => (
              <li key={event.id} className="text-sm">
                <span className="font-medium">{event.description}</span>{' '}
                <span className="text-ink-soft">
                  {t.historyBy(event.actor)} <StaffTime value={event.createdAt} />
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-3 md:items-end">
          <p
            className={`inline-flex w-fit items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${
              order.fabricatorExportReady ? 'border-success bg-success-soft text-success' : 'border-line bg-sand text-ink-soft'
            }`}
          >
            {order.fabricatorExportReady ? t.exportReady : t.exportNotReady}
          </p>
          <div role="group" aria-label={t.actionsLabel(order.id)} className="flex flex-wrap items-start gap-3 md:justify-end">
            {canChangeStatus && <StatusChangeDialog order={order} onDone={setAnnouncement} />}
            {canExport && order.exportCsvUrl && order.exportJsonUrl && <ExportMenu orderId={order.id} csvUrl={order.exportCsvUrl} jsonUrl={order.exportJsonUrl} />}
          </div>
          <p role="status" className="text-sm font-medium text-success">
            {announcement}
          </p>
        </div>
      </div>
    </article>
  );
}
