/**
 * Invoices follow an order's events (issue 29), in the event's own transaction, so the document, its gap-free
 * number and the money it records commit or roll back together: the order's invoice when it became paid, a credit
 * note when a refund of invoiced money is settled by the provider (never when it is only asked). A payment that was
 * never a sale — it came in on a cancelled order, or twice — gets neither.
 */
import type { OrderEventBus } from '../orders/order-events';
import type { InvoiceService } from './invoice.service';

export function invoiceOrderEvents(bus: OrderEventBus, invoices: InvoiceService): void {
  bus.on('PaymentReceived', async (em, _event, { orderId }) => {
    await invoices.issueFor(em, orderId);
  });
  bus.on('RefundSettled', async (em, event, { orderId }) => {
    if (event.creditsInvoice) await invoices.creditNoteFor(em, orderId, { refundId: Number(event.refundId), amountCents: event.amountCents });
  });
}
