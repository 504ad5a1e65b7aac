/**
 * Invoices and credit notes (issue 19): one invoice for each paid order, a credit note for each refund, numbered
 * without gaps per series and year, fixed when issued and printed as a PDF from what was fixed.
 *
 * Both are issued inside the caller's transaction (the one that marks the order paid, or confirms the refund), so
 * the document, its number and the event it records commit or roll back together: a rolled-back payment gives its
 * number back, and the next document takes it. Numbers: see the migration 1732390000000-invoices. Amounts and
 * their rounding: see invoice-amounts.ts.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { formatEuro, SHOP_TIME_ZONE, vatIncluded, type Cents } from '@lumina/schema';
import { PaymentStatus } from '../api/trade';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { shopFacts } from '../shop/facts';
import { invoiceLines, invoiceTotals, pricedLine } from './invoice-amounts';
import { Invoice, type InvoiceDocument, type InvoiceKind, type InvoiceLine } from './invoice.entity';
import { renderInvoicePdf } from './invoice-pdf';

export interface InvoiceServiceOptions {
  /** The clock that dates a document (and so picks its year's series); tests fix it. */
  now?: () => Date;
}

/** The refund a credit note credits: its id (refund.id) and the amount refunded, VAT included. */
export interface RefundToCredit {
  refundId: number;
  amountCents: Cents;
}

const brusselsDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD, the calendar day in Brussels at that instant. */
const dayInBrussels = (instant: Date) => brusselsDay.format(instant);

/** "2026-000042" for an invoice, "CN-2026-000042" for a credit note. */
function documentNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${kind === 'credit_note' ? 'CN-' : ''}${year}-${String(sequence).padStart(6, '0')}`;
}

const MAX_NUMBER_LENGTH = 20;

export class InvoiceService {
  private readonly now: () => Date;

  constructor(
    private readonly ds: DataSource,
    options: InvoiceServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The invoice of a paid order, issued now in the caller's transaction (which should be the one that marks the
   * order paid) with the next number of this year's invoice series. Idempotent: an order has at most one invoice,
   * and a second call answers it. Takes the order's row lock, then the series' (the payment's own order of locks).
   * Null, with nothing issued, when the order's lines and shipping do not make its total (an order changed by hand):
   * an invoice must not say what was not charged, and invoicing never holds back the payment it follows — the order
   * is paid all the same and shows staff that it has no invoice.
   */
  async issueFor(em: EntityManager, orderId: string): Promise<Invoice | null> {
    const order = await this.lockOrder(em, orderId);
    const existing = await em.getRepository(Invoice).findOne({ where: { orderId: order.id, kind: 'invoice' } });
    if (existing) return existing;

    const items = await em.getRepository(OrderItem).find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    const lines = invoiceLines([
      ...items.map((item) => ({
        description: item.productName,
        // A discounted line says what it cost and what was taken off (issue 33); its amount is what was paid.
        details: [...(item.summary ?? []), ...(item.discountCents > 0 ? [TEXT.discount(order.discountLabel ?? '', formatEuro(item.totalCents), formatEuro(item.discountCents))] : [])],
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        discountCents: item.discountCents,
      })),
      { description: TEXT.shipping, details: order.shippingCents === 0 ? [TEXT.freeShipping] : [], quantity: 1, unitPriceCents: order.shippingCents },
    ]);
    const amounts = invoiceTotals(lines);
    if (amounts.totals.inclCents !== order.totalCents) return null;
    return this.issue(em, 'invoice', order, { lines, ...amounts, corrects: null }, {});
  }

  /**
   * A credit note for a refund of `amountCents` (VAT included) of the order's invoice, issued now in the caller's
   * transaction (which should be the one that confirms the refund) with the next number of this year's credit-note
   * series. Idempotent per refund. Issues the order's invoice first if it has none yet. A refund of the whole
   * invoice credits its lines as invoiced; a partial one is one line whose VAT is the VAT contained in the amount,
   * and the note that completes the invoice's total takes what is left of its VAT, so that the invoice and its
   * credit notes net to zero, VAT included. Never credits more than is left of the invoice: a refund of money that
   * was never invoiced (a payment made twice) credits only what is left, and null (no note, no number) when nothing
   * is, so a refund the provider has made is never refused here. Null as well when the order has no invoice and
   * cannot get one (issueFor).
   */
  async creditNoteFor(em: EntityManager, orderId: string, refund: RefundToCredit): Promise<Invoice | null> {
    const order = await this.lockOrder(em, orderId);
    const repository = em.getRepository(Invoice);
    const existing = await repository.findOne({ where: { refundId: refund.refundId } });
    if (existing) return existing;
    if (!Number.isSafeInteger(refund.amountCents) || refund.amountCents <= 0) throw new RangeError(`Not an amount to credit: ${refund.amountCents}`);

    const invoice = await this.issueFor(em, order.id);
    if (!invoice) return null;
    const earlier = await repository.find({ where: { correctsId: invoice.id } });
    const creditedCents = earlier.reduce((sum, note) => sum + note.totalCents, 0);
    const creditedVatCents = earlier.reduce((sum, note) => sum + note.vatCents, 0);
    const leftCents = invoice.totalCents - creditedCents;
    const creditCents = Math.min(refund.amountCents, leftCents);
    if (creditCents <= 0) return null;

    let lines: InvoiceLine[];
    if (creditCents === invoice.totalCents) {
      lines = invoice.document.lines;
    } else {
      const leftVat = invoice.vatCents - creditedVatCents;
      const completes = creditCents === leftCents && leftVat >= 0 && leftVat <= creditCents;
      const vatCents = completes ? leftVat : vatIncluded(creditCents);
      lines = [pricedLine({ description: TEXT.refund(order.id), details: [TEXT.partialRefund(invoice.number)], quantity: 1 }, creditCents, vatCents)];
    }
    const corrects = { number: invoice.number, issuedOn: invoice.issuedOn };
    return this.issue(em, 'credit_note', order, { lines, ...invoiceTotals(lines), corrects }, { correctsId: invoice.id, refundId: refund.refundId });
  }

  /** An invoice or credit note by its number (any case); null when there is none. */
  async byNumber(number: string): Promise<Invoice | null> {
    const key = number.trim().toUpperCase();
    if (!key || key.length > MAX_NUMBER_LENGTH) return null;
    return this.ds.getRepository(Invoice).findOne({ where: { number: key } });
  }

  /** The PDF of an invoice or credit note by its number; null when there is none. */
  async pdf(number: string): Promise<Buffer | null> {
    const invoice = await this.byNumber(number);
    return invoice ? renderInvoicePdf(invoice) : null;
  }

  /** An order's invoice and credit notes, in the order they were issued. */
  forOrder(orderId: string): Promise<Invoice[]> {
    return this.ds.getRepository(Invoice).find({ where: { orderId: orderId.trim().toUpperCase() }, order: { id: 'ASC' } });
  }

  private async lockOrder(em: EntityManager, orderId: string): Promise<Order> {
    const id = orderId.trim().toUpperCase();
    const [locked] = (await em.query('SELECT id FROM customer_order WHERE id = $1 FOR UPDATE', [id])) as { id: string }[];
    const order = locked ? await em.getRepository(Order).findOne({ where: { id } }) : null;
    if (!order) throw new Error(`No order ${id} to invoice`);
    return order;
  }

  /** Numbers, snapshots and stores one document. */
  private async issue(
    em: EntityManager,
    kind: InvoiceKind,
    order: Order,
    content: Pick<InvoiceDocument, 'lines' | 'totals' | 'vatBreakdown' | 'corrects'>,
    links: { correctsId?: number; refundId?: number },
  ): Promise<Invoice> {
    const { year, sequence, issuedAt } = await this.takeNumber(em, kind);
    const number = documentNumber(kind, year, sequence);
    const issuedOn = dayInBrussels(issuedAt);
    const { contact } = shopFacts;
    // The lines it was given in; an order from before they were kept has only its one-line form.
    const address = order.shippingAddressLines ?? order.shippingAddress.split(',').map((part) => part.trim()).filter(Boolean);
    const document: InvoiceDocument = {
      version: 1,
      kind,
      number,
      issuedOn,
      seller: {
        name: shopFacts.brand.name,
        address: [contact.address.street, `${contact.address.postalCode} ${contact.address.city}`, contact.address.country],
        vatNumber: contact.vatNumber,
        companyNumber: contact.companyNumber,
        email: contact.email,
        phone: contact.phone,
      },
      customer: { name: order.customerName, address, email: order.customerEmail },
      delivery: { name: order.customerName, address },
      order: { id: order.id, placedOn: dayInBrussels(order.createdAt), paidWith: await this.paidWith(em, order) },
      ...content,
    };
    const repository = em.getRepository(Invoice);
    const invoice = repository.create({
      number,
      kind,
      year,
      sequence,
      orderId: order.id,
      correctsId: links.correctsId ?? null,
      refundId: links.refundId ?? null,
      issuedOn,
      issuedAt,
      totalExclCents: content.totals.exclCents,
      vatCents: content.totals.vatCents,
      totalCents: content.totals.inclCents,
      document,
    });
    await repository.insert(invoice);
    return invoice;
  }

  /**
   * The next number of this year's series of `kind`, under the series row's lock (held until the caller's
   * transaction ends). The day is read once the lock is held, so numbers and dates rise together; should the year
   * turn while this waited for the lock, it takes the new year's series instead.
   */
  private async takeNumber(em: EntityManager, kind: InvoiceKind): Promise<{ year: number; sequence: number; issuedAt: Date }> {
    let year = Number(dayInBrussels(this.now()).slice(0, 4));
    for (;;) {
      await em.query('INSERT INTO invoice_series (kind, year, last_number) VALUES ($1, $2, 0) ON CONFLICT (kind, year) DO NOTHING', [kind, year]);
      const [series] = (await em.query('SELECT last_number FROM invoice_series WHERE kind = $1 AND year = $2 FOR UPDATE', [kind, year])) as { last_number: number }[];
      const issuedAt = this.now();
      const yearNow = Number(dayInBrussels(issuedAt).slice(0, 4));
      if (yearNow !== year) {
        year = yearNow;
        continue;
      }
      const sequence = series!.last_number + 1;
      await em.query('UPDATE invoice_series SET last_number = $3 WHERE kind = $1 AND year = $2', [kind, year, sequence]);
      return { year, sequence, issuedAt };
    }
  }

  /** How the order was paid: "Overschrijving" when staff recorded a payment by hand, else the method chosen; null while unpaid. */
  private async paidWith(em: EntityManager, order: Order): Promise<string | null> {
    if (order.paymentStatus !== PaymentStatus.PAID && order.paymentStatus !== PaymentStatus.REFUNDED) return null;
    const [paid] = (await em.query(`SELECT provider FROM payment WHERE order_id = $1 AND status = 'paid' ORDER BY created_at DESC, id DESC LIMIT 1`, [
      order.id,
    ])) as { provider: string }[];
    return paid?.provider === 'manual' ? TEXT.bankTransfer : order.paymentMethod;
  }
}

const TEXT = {
  shipping: 'Verzending',
  discount: (label: string, listed: string, off: string) => `${listed}, korting ${label}: −${off}`,
  freeShipping: 'Gratis verzending',
  bankTransfer: 'Overschrijving',
  refund: (orderId: string) => `Terugbetaling bestelling ${orderId}`,
  partialRefund: (invoiceNumber: string) => `Gedeeltelijke creditering van factuur ${invoiceNumber}`,
};
