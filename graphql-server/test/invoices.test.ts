/**
 * Invoices and credit notes (issue 19): an invoice for a paid order with what a Belgian consumer invoice shows, its
 * amounts split exactly (worked out by hand below), numbered without gaps or duplicates however many are issued at
 * once, issued once per order; a credit note for a refund; the PDF for the ordering visitor and staff only.
 *
 * Documents are issued here with InvoiceService.issueFor / creditNoteFor in a transaction, as the payment does when
 * an order becomes paid or a refund is confirmed (both are idempotent, so this holds whether or not the payment's
 * hooks have issued them already). A service with a fixed clock numbers in a year of its own, so the numbers and
 * dates of those tests are literal.
 */
import { randomUUID } from 'node:crypto';
import { PDFParse } from 'pdf-parse';
import type { EntityManager } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../src/invoices/invoice.entity';
import { InvoiceService } from '../src/invoices/invoice.service';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { visitor, type Visitor } from './visitor';

let app: TestApp;
let staffCookie: string;
beforeAll(async () => {
  app = await startTestApp();
  staffCookie = await signInStaff(app.url, app.services);
});
afterAll(async () => {
  await app?.close();
});

const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { cart { id } userErrors { code message } } }`;
const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id total { cents } vat { cents } payUrl } userErrors { code message } } }`;
const LINKS = `invoices { number kind issuedOn total { cents } url }`;
const REFUND = `mutation($input: OrderRefundInput!) { orderRefund(input: $input) { userErrors { code message } } }`;

const customer = { name: 'Els Vermeulen', email: 'els@voorbeeld.be', phone: '', street: 'Veldstraat 3', postcode: '9000', city: 'Gent', country: 'BE' };

/** A shopper's order of these fixed-price blinds (by slug and quantity), placed by Bancontact and not paid yet. */
async function placeOrder(
  lines: [slug: string, quantity: number][],
  who: typeof customer = customer,
): Promise<{ shopper: Visitor; id: string; totalCents: number; vatCents: number; payUrl: string }> {
  const shopper = visitor(app);
  for (const [slug, quantity] of lines) {
    const added = await shopper.gql(ADD, { input: { productId: await app.productId(slug), quantity } });
    expect(added.data.cartLineAdd.userErrors).toEqual([]);
  }
  const placed = await shopper.gql(PLACE, { input: { attemptId: randomUUID(), customer: who, paymentMethod: 'BANCONTACT', acceptNoWithdrawal: true } });
  expect(placed.data.orderPlace.userErrors).toEqual([]);
  const order = placed.data.orderPlace.order;
  return { shopper, id: order.id, totalCents: order.total.cents, vatCents: order.vat.cents, payUrl: order.payUrl };
}

/** The shopper pays on the test provider's page. */
async function pay(shopper: Visitor, payUrl: string): Promise<void> {
  const res = await shopper.fetch(payUrl, { method: 'POST', body: new URLSearchParams({ status: 'paid' }), redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.status).toBe(303);
}

/** The invoice issued for an order whose lines make its total (every order placed here). */
async function invoiceOf(em: EntityManager, id: string, service: InvoiceService = app.services.invoices): Promise<Invoice> {
  const invoice = await service.issueFor(em, id);
  if (!invoice) throw new Error(`${id}: no invoice`);
  return invoice;
}
const issue = (id: string, service: InvoiceService = app.services.invoices) => app.ds.transaction((em) => invoiceOf(em, id, service));
const fixedClock = (iso: string) => new InvoiceService(app.ds, { now: () => new Date(iso) });
const cartTokenOf = (shopper: Visitor) => shopper.jar.get('lumina_cart')!;

async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    // One space for any run of white space (the no-break space after "€" included).
    return (await parser.getText()).text.replace(/\s+/gu, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('an invoice', () => {
  it('splits the order’s amounts exactly: worked out by hand', async () => {
    // 4 × Translucent grijs at € 29,95 = € 119,80, 1 × Translucent beige € 29,95, shipping € 19,95 (below € 375):
    // total € 169,70, of which VAT 16970 × 21/121 = 2945,21 → € 29,45 (the order's VAT).
    const order = await placeOrder([
      ['translucent-grijs', 4],
      ['translucent-beige', 1],
    ]);
    expect(order.totalCents).toBe(16970);
    expect(order.vatCents).toBe(2945);

    const invoice = await issue(order.id, fixedClock('2030-06-15T08:00:00Z'));
    expect(invoice.number).toBe('2030-000001');
    expect(invoice.issuedOn).toBe('2030-06-15');
    // Each line first takes its units' VAT: 2995 × 21/121 = 519,79 → 520, so 4 × 520 = 2080 and 520; shipping
    // 1995 × 21/121 = 346,24 → 346. That is 2946, a cent over 2945: it comes off the line of quantity 1 that is
    // furthest above its exact share (the beige blind: 520 against 519,79), so 4 × 24,75 stays 99,00.
    expect(invoice.document.lines.map((l) => [l.description, l.quantity, l.unitPriceExclCents, l.amountExclCents, l.vatPercent, l.vatCents, l.amountInclCents])).toEqual([
      ['Doorschijnend rolgordijn – Grijs', 4, 2475, 9900, 21, 2080, 11980],
      ['Doorschijnend rolgordijn – Beige', 1, 2476, 2476, 21, 519, 2995],
      ['Verzending', 1, 1649, 1649, 21, 346, 1995],
    ]);
    // 9900 + 2476 + 1649 = 14025 excl.; 2080 + 519 + 346 = 2945 VAT; 14025 + 2945 = 16970, the order's total.
    expect(invoice.document.totals).toEqual({ exclCents: 14025, vatCents: 2945, inclCents: 16970 });
    expect(invoice.document.vatBreakdown).toEqual([{ vatPercent: 21, baseCents: 14025, vatCents: 2945 }]);
    expect([invoice.totalExclCents, invoice.vatCents, invoice.totalCents]).toEqual([14025, 2945, 16970]);
  });

  it('prints what a Belgian invoice must show, in Dutch, the same file on every download', async () => {
    const order = await placeOrder([
      ['translucent-grijs', 2],
      ['translucent-beige', 1],
    ]);
    const invoice = await issue(order.id, fixedClock('2033-07-01T21:30:00Z')); // 23:30 in Brussels, still 1 July
    const pdf = (await app.services.invoices.pdf(invoice.number))!;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    // 2 × 29,95 = 59,90 (unit VAT 520, 2 × 520 = 1040, excl. 4950, 24,75 each); 29,95 (VAT 520, excl. 24,75);
    // shipping 19,95 (VAT 346, excl. 16,49); total 109,80, VAT 1040 + 520 + 346 = 1906 = 10980 × 21/121 = 1905,62 → 19,06.
    for (const expected of [
      'FACTUUR',
      'Factuurnummer 2033-000001',
      'Factuurdatum 1 juli 2033',
      `Bestelnummer ${order.id}`,
      'Lumina',
      'Ateliersstraat 12',
      '9000 Gent',
      'Btw-nummer: BE 0123.456.789',
      'Ondernemingsnummer: 0123.456.789',
      'KLANT Els Vermeulen Veldstraat 3 9000 Gent België els@voorbeeld.be',
      'LEVERINGSADRES Els Vermeulen Veldstraat 3 9000 Gent België',
      'Omschrijving Aantal Prijs/st. excl. btw Bedrag excl. btw Btw-tarief Btw',
      'Doorschijnend rolgordijn – Grijs 2 € 24,75 € 49,50 21 % € 10,40',
      'Doorschijnend rolgordijn – Beige 1 € 24,75 € 24,75 21 % € 5,20',
      'Verzending 1 € 16,49 € 16,49 21 % € 3,46',
      'Totaal excl. btw € 90,74',
      'Btw 21 % over € 90,74 € 19,06',
      'Totaal incl. btw € 109,80',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Betaald met'); // issued here before it was paid: no claim that it is
    expect(Buffer.compare(pdf, (await app.services.invoices.pdf(invoice.number.toLowerCase()))!)).toBe(0);
    expect(await app.services.invoices.pdf('2030-999999')).toBeNull();
  });

  it('is issued once per order, however often and however many at once it is asked for', async () => {
    const order = await placeOrder([['translucent-grijs', 1]]);
    const service = fixedClock('2032-02-02T10:00:00Z');
    const first = await issue(order.id, service);
    const again = await Promise.all(Array.from({ length: 5 }, () => issue(order.id, service)));
    expect(again.map((i) => i.number)).toEqual(Array(5).fill(first.number));
    const rows = await app.ds.query(`SELECT number FROM invoice WHERE order_id = $1`, [order.id]);
    expect(rows).toEqual([{ number: '2032-000001' }]);
    const [series] = await app.ds.query(`SELECT last_number FROM invoice_series WHERE kind = 'invoice' AND year = 2032`);
    expect(series.last_number).toBe(1);
  });

  it('numbers 20 issued in parallel transactions 1 to 20 of the year: no gap, no duplicate, also when some roll back', async () => {
    const orders = await Promise.all(Array.from({ length: 25 }, () => placeOrder([['translucent-beige', 1]])));
    const service = fixedClock('2031-03-15T10:00:00Z');
    const outcomes = await Promise.allSettled(
      orders.map(({ id }, i) =>
        app.ds.transaction(async (em) => {
          const invoice = await invoiceOf(em, id, service);
          // Hold the series a moment, as the payment's transaction does, so the others wait on it.
          await em.query('SELECT pg_sleep(0.02)');
          // Every fifth payment fails after its invoice was numbered: its number goes back.
          if (i % 5 === 4) throw new Error('the payment rolls back');
          return invoice;
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(5);
    const rows: { number: string; sequence: number; issued_at: Date }[] = await app.ds.query(
      `SELECT number, sequence, issued_at FROM invoice WHERE kind = 'invoice' AND year = 2031 ORDER BY sequence`,
    );
    expect(rows.map((r) => r.number)).toEqual(Array.from({ length: 20 }, (_, i) => `2031-${String(i + 1).padStart(6, '0')}`));
    const issued = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.number] : []));
    expect(new Set(issued).size).toBe(20);
    expect((await app.ds.query(`SELECT last_number FROM invoice_series WHERE kind = 'invoice' AND year = 2031`))[0].last_number).toBe(20);
  });

  it('is kept as issued: never changed, never deleted, nor its order', async () => {
    const order = await placeOrder([['translucent-grijs', 1]]);
    const invoice = await issue(order.id);
    await expect(app.ds.query(`UPDATE invoice SET total_cents = 1, total_excl_cents = 1, vat_cents = 0 WHERE id = $1`, [invoice.id])).rejects.toThrow(/never changes/);
    await expect(app.ds.query(`DELETE FROM invoice WHERE id = $1`, [invoice.id])).rejects.toThrow(/kept for 10 years/);
    await expect(app.ds.query(`DELETE FROM customer_order WHERE id = $1`, [order.id])).rejects.toThrow(/foreign key/);
  });

  it('prints the delivery address in the lines it was given, a comma in the street included', async () => {
    const order = await placeOrder([['translucent-grijs', 1]], { ...customer, street: 'Kouter 14, bus 3', postcode: '1016 BS', city: 'Amsterdam', country: 'NL' });
    const invoice = await issue(order.id);
    expect(invoice.document.delivery.address).toEqual(['Kouter 14, bus 3', '1016 BS Amsterdam', 'Nederland']);
    expect(invoice.document.customer.address).toEqual(['Kouter 14, bus 3', '1016 BS Amsterdam', 'Nederland']);
  });

  it('never holds back a payment: an order whose lines do not make its total is paid all the same, without an invoice', async () => {
    const order = await placeOrder([['translucent-grijs', 1]]);
    // Its line changed by hand after it was placed: € 0,01 more than the order charges.
    await app.ds.query(`UPDATE order_item SET unit_price_cents = unit_price_cents + 1, total_cents = total_cents + 1 WHERE order_id = $1`, [order.id]);
    await pay(order.shopper, order.payUrl);
    const seen = await app.gql(`query($id: ID!) { order(id: $id) { paymentStatus ${LINKS} } }`, { id: order.id }, { cookie: staffCookie });
    expect(seen.data.order).toEqual({ paymentStatus: 'PAID', invoices: [] });
    // The customer still hears that the money came in, with nothing attached.
    const [mail] = await app.ds.query(`SELECT data, attachments FROM outbox_mail WHERE template = 'payment-received' AND data->'order'->>'id' = $1`, [order.id]);
    expect([mail.data.invoiceNumber, mail.attachments]).toEqual([null, []]);
  });
});

describe('a credit note', () => {
  it('credits a partial refund, referring to the invoice, and no more than the invoice in all', async () => {
    // 29,95 + shipping 19,95 = 49,90; VAT 4990 × 21/121 = 866,03 → 8,66.
    const order = await placeOrder([['translucent-grijs', 1]]);
    await pay(order.shopper, order.payUrl);
    const invoice = await issue(order.id);
    expect(invoice.vatCents).toBe(866);
    expect(invoice.document.order.paidWith).toBe('Bancontact');

    // € 10,00 back: VAT 1000 × 21/121 = 173,55 → 1,74; excl. 8,26.
    const { data } = await app.gql(REFUND, { input: { orderId: order.id, amountCents: 1000 } }, { cookie: staffCookie });
    expect(data.orderRefund.userErrors).toEqual([]);
    const [{ id: refundId }] = await app.ds.query(`SELECT id FROM refund WHERE order_id = $1`, [order.id]);
    const partial = (await app.ds.transaction((em) => app.services.invoices.creditNoteFor(em, order.id, { refundId, amountCents: 1000 })))!;
    expect(partial.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(partial.kind).toBe('credit_note');
    expect(partial.correctsId).toBe(invoice.id);
    expect(partial.document.corrects).toEqual({ number: invoice.number, issuedOn: invoice.issuedOn });
    expect(partial.document.totals).toEqual({ exclCents: 826, vatCents: 174, inclCents: 1000 });
    expect(partial.document.lines).toEqual([
      {
        description: `Terugbetaling bestelling ${order.id}`,
        details: [`Gedeeltelijke creditering van factuur ${invoice.number}`],
        quantity: 1,
        unitPriceExclCents: 826,
        amountExclCents: 826,
        vatPercent: 21,
        vatCents: 174,
        amountInclCents: 1000,
      },
    ]);
    // The same refund again: the same note.
    expect((await app.ds.transaction((em) => app.services.invoices.creditNoteFor(em, order.id, { refundId, amountCents: 1000 })))?.number).toBe(partial.number);

    const text = await pdfText((await app.services.invoices.pdf(partial.number))!);
    for (const expected of ['CREDITNOTA', `Creditnotanummer ${partial.number}`, `Betreft factuur ${invoice.number}`, 'Btw-nummer: BE 0123.456.789', 'Ondernemingsnummer: 0123.456.789', 'Totaal excl. btw € 8,26', 'Btw 21 % over € 8,26 € 1,74', 'Totaal incl. btw € 10,00']) {
      expect(text).toContain(expected);
    }

    // A refund of more than is left of the invoice (say the customer paid twice, and the second payment goes back
    // too) credits what is left, € 39,90, and that note completes the invoice: it takes what is left of its VAT,
    // 866 − 174 = 692, so the invoice and its notes net to zero (here also 3990 × 21/121 = 692,48 → 692).
    const overpaid = async (amountCents: number) => {
      const [{ id }] = await app.ds.query(
        `INSERT INTO refund (order_id, payment_id, amount_cents, status, requested_by) SELECT $1, payment_id, $2, 'refunded', 'test' FROM refund WHERE id = $3 RETURNING id`,
        [order.id, amountCents, refundId],
      );
      return app.ds.transaction((em) => app.services.invoices.creditNoteFor(em, order.id, { refundId: id, amountCents }));
    };
    const rest = (await overpaid(4500))!;
    expect(rest.document.totals).toEqual({ exclCents: 3298, vatCents: 692, inclCents: 3990 });
    expect(partial.vatCents + rest.vatCents).toBe(invoice.vatCents);

    // Nothing left to credit: no note, and no number taken.
    const series = async () => (await app.ds.query(`SELECT coalesce(sum(last_number), 0)::int AS n FROM invoice_series WHERE kind = 'credit_note'`))[0].n;
    const before = await series();
    expect(await overpaid(500)).toBeNull();
    expect(await series()).toBe(before);
    expect(await app.services.invoices.forOrder(order.id)).toHaveLength(3);
  });

  it('credits a full refund line by line, as invoiced', async () => {
    const order = await placeOrder([
      ['translucent-grijs', 4],
      ['translucent-beige', 1],
    ]);
    await pay(order.shopper, order.payUrl);
    const invoice = await issue(order.id);
    const { data } = await app.gql(REFUND, { input: { orderId: order.id, amountCents: 16970 } }, { cookie: staffCookie });
    expect(data.orderRefund.userErrors).toEqual([]);
    const [{ id: refundId }] = await app.ds.query(`SELECT id FROM refund WHERE order_id = $1`, [order.id]);
    const note = (await app.ds.transaction((em) => app.services.invoices.creditNoteFor(em, order.id, { refundId, amountCents: 16970 })))!;
    expect(note.document.lines).toEqual(invoice.document.lines);
    expect(note.document.totals).toEqual({ exclCents: 14025, vatCents: 2945, inclCents: 16970 });
  });
});

describe('downloading an invoice', () => {
  let order: Awaited<ReturnType<typeof placeOrder>>;
  let invoiceNumber: string;
  let creditNumber: string;
  beforeAll(async () => {
    order = await placeOrder([['translucent-grijs', 1]]);
    await pay(order.shopper, order.payUrl);
    invoiceNumber = (await issue(order.id)).number;
    await app.gql(REFUND, { input: { orderId: order.id, amountCents: 500 } }, { cookie: staffCookie });
    const [{ id: refundId }] = await app.ds.query(`SELECT id FROM refund WHERE order_id = $1`, [order.id]);
    creditNumber = (await app.ds.transaction((em) => app.services.invoices.creditNoteFor(em, order.id, { refundId, amountCents: 500 })))!.number;
  });

  const expectPdf = async (res: Response, fileName: string, number: string) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(number);
    return text;
  };
  const expectNotFound = async (res: Response) => {
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe('Niet gevonden');
  };

  it('answers the visitor whose cart placed the order, by the cookie or by cartId', async () => {
    const text = await expectPdf(await order.shopper.fetch(`/bestelling/${order.id}/factuur.pdf`), `factuur-${invoiceNumber}.pdf`, invoiceNumber);
    expect(text).toContain('Betaald met Bancontact. Deze factuur is voldaan.');
    expect(text).toContain('Totaal incl. btw € 49,90');
    await expectPdf(await app.fetch(`/bestelling/${order.id.toLowerCase()}/factuur.pdf?cartId=${cartTokenOf(order.shopper)}`), `factuur-${invoiceNumber}.pdf`, invoiceNumber);
    await expectPdf(await order.shopper.fetch(`/bestelling/${order.id}/factuur/${creditNumber}.pdf`), `creditnota-${creditNumber}.pdf`, creditNumber);

    const { data } = await order.shopper.gql(`query($id: ID!) { placedOrder(id: $id) { ${LINKS} } }`, { id: order.id });
    expect(data.placedOrder.invoices).toEqual([
      { number: invoiceNumber, kind: 'INVOICE', issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), total: { cents: 4990 }, url: `/bestelling/${order.id}/factuur.pdf` },
      { number: creditNumber, kind: 'CREDIT_NOTE', issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), total: { cents: 500 }, url: `/bestelling/${order.id}/factuur/${creditNumber}.pdf` },
    ]);
  });

  it('answers anyone else 404 with nothing more', async () => {
    const other = await placeOrder([['translucent-beige', 1]]);
    await expectNotFound(await other.shopper.fetch(`/bestelling/${order.id}/factuur.pdf`)); // another visitor's cart
    await expectNotFound(await app.fetch(`/bestelling/${order.id}/factuur.pdf`)); // no cart at all
    await expectNotFound(await app.fetch(`/bestelling/${order.id}/factuur.pdf?cartId=${cartTokenOf(other.shopper)}`));
    await expectNotFound(await app.fetch(`/bestelling/${order.id}/factuur.pdf?cartId=niet-een-token`));
    await expectNotFound(await order.shopper.fetch(`/bestelling/LUM-1999-99999/factuur.pdf`)); // unknown order
    await expectNotFound(await other.shopper.fetch(`/bestelling/${other.id}/factuur.pdf`)); // not paid: no invoice yet
    await expectNotFound(await other.shopper.fetch(`/bestelling/${other.id}/factuur/${invoiceNumber}.pdf`)); // another order's number
    await expectNotFound(await order.shopper.fetch(`/bestelling/${order.id}/factuur/2099-000001.pdf`));
    expect((await order.shopper.fetch(`/admin/orders/${order.id}/invoice.pdf`)).status).toBe(401); // the staff's path
  });

  it('answers staff, for the invoice and each credit note', async () => {
    const asStaff = { headers: { cookie: staffCookie } };
    await expectPdf(await app.fetch(`/admin/orders/${order.id}/invoice.pdf`, asStaff), `factuur-${invoiceNumber}.pdf`, invoiceNumber);
    await expectPdf(await app.fetch(`/admin/orders/${order.id}/invoices/${creditNumber}.pdf`, asStaff), `creditnota-${creditNumber}.pdf`, creditNumber);
    expect((await app.fetch(`/admin/orders/LUM-1999-99999/invoice.pdf`, asStaff)).status).toBe(404);
    expect((await app.fetch(`/admin/orders/${order.id}/invoice.pdf`)).status).toBe(401);

    const { data, errors } = await app.gql(`query($id: ID!) { order(id: $id) { ${LINKS} } }`, { id: order.id }, { cookie: staffCookie });
    expect(errors).toBeUndefined();
    expect(data.order.invoices.map((i: { url: string }) => i.url)).toEqual([`/admin/orders/${order.id}/invoice.pdf`, `/admin/orders/${order.id}/invoices/${creditNumber}.pdf`]);
  });
});
