/**
 * Invoice downloads (issue 19), as PDF attachments that no cache keeps:
 * - the customer, from the confirmation page: `GET /bestelling/{orderId}/factuur.pdf` (the invoice) and
 *   `GET /bestelling/{orderId}/factuur/{number}.pdf` (any of the order's documents, e.g. a credit note), answered
 *   only to the visitor whose cart placed the order (the cart cookie, or `?cartId=`), as `placedOrder` is; anyone
 *   else, an unknown order or one without that document gets the same bare 404;
 * - staff: `GET /admin/orders/{orderId}/invoice.pdf` and `GET /admin/orders/{orderId}/invoices/{number}.pdf`.
 */
import { Router, type Response } from 'express';
import { texts } from '@lumina/schema';
import { attachment } from '../exports/csv';
import { cartToken } from '../http/cookies';
import { handle } from '../rest/http-error';
import { queryString } from '../rest/query';
import { hashToken, isWellFormedToken } from '../security/token';
import type { Services } from '../services';
import { requireRole } from '../staff/access';
import type { Invoice } from './invoice.entity';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf';

const NO_STORE = 'private, no-store';

/** The customer's paths of an order's documents (see invoice.resolver.ts): the invoice has the short one. */
export function customerInvoicePath(invoice: Pick<Invoice, 'orderId' | 'kind' | 'number'>): string {
  const order = `/bestelling/${encodeURIComponent(invoice.orderId)}`;
  return invoice.kind === 'invoice' ? `${order}/factuur.pdf` : `${order}/factuur/${encodeURIComponent(invoice.number)}.pdf`;
}

/** The staff's paths of an order's documents. */
export function staffInvoicePath(invoice: Pick<Invoice, 'orderId' | 'kind' | 'number'>): string {
  const order = `/admin/orders/${encodeURIComponent(invoice.orderId)}`;
  return invoice.kind === 'invoice' ? `${order}/invoice.pdf` : `${order}/invoices/${encodeURIComponent(invoice.number)}.pdf`;
}

async function sendPdf(res: Response, invoice: Invoice): Promise<void> {
  const pdf = await renderInvoicePdf(invoice);
  res.setHeader('Cache-Control', NO_STORE);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', attachment(invoiceFileName(invoice)));
  res.send(pdf);
}

/** The order's invoice (no number), or its document with that number; null when it has none such. */
async function documentOf(services: Services, orderId: string, number: string | undefined): Promise<Invoice | null> {
  if (number === undefined) return (await services.invoices.forOrder(orderId)).find((invoice) => invoice.kind === 'invoice') ?? null;
  const invoice = await services.invoices.byNumber(number);
  return invoice && invoice.orderId === orderId ? invoice : null;
}

export function invoiceRoutes(services: Services): Router {
  const router = Router();

  router.get(
    /^\/bestelling\/([^/]+)\/factuur(?:\/([^/]+))?\.pdf$/,
    handle(async (req, res) => {
      const [orderId, number] = [String(req.params[0]), req.params[1] as string | undefined];
      const token = queryString(req.query.cartId) ?? cartToken(req);
      const order = await services.orders.visibleTo(orderId, { staff: false, cartTokenHash: isWellFormedToken(token) ? hashToken(token) : null });
      const invoice = order ? await documentOf(services, order.id, number) : null;
      if (!invoice) return void res.status(404).setHeader('Cache-Control', NO_STORE).type('text/plain').send(texts.rest.notFound);
      await sendPdf(res, invoice);
    }),
  );

  router.get(
    /^\/admin\/orders\/([^/]+)\/(?:invoice|invoices\/([^/]+))\.pdf$/,
    requireRole('GET /admin/orders/:id/invoice'),
    handle(async (req, res) => {
      const [orderId, number] = [String(req.params[0]), req.params[1] as string | undefined];
      const order = await services.orders.byId(orderId);
      const invoice = order ? await documentOf(services, order.id, number) : null;
      if (!invoice) return void res.status(404).json({ message: texts.rest.notFound });
      await sendPdf(res, invoice);
    }),
  );

  return router;
}
