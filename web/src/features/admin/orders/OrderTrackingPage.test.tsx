import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminOrderPaymentRecordDocument,
  AdminOrderRefundDocument,
  AdminOrdersBrandDocument,
  AdminOrdersDocument,
  AdminOrderStatusChangeDocument,
  type AdminOrderPaymentRecordMutationVariables,
  type AdminOrderRefundMutationVariables,
  type AdminOrdersQueryVariables,
  type AdminOrderStatusChangeMutation,
  type AdminOrderStatusChangeMutationVariables,
  type OrderStatus,
} from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';
import type { AdminOrderCardFragment } from '../../../gql/admin';
import { money } from '../../../test/fixtures';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import OrderTrackingPage from './OrderTrackingPage';

const t = adminOrders;
const PATH = '/admin/order-tracking';
/** The signed-in member as the admin frame provides it: beheer may do every order operation. */
const ORDER_OPERATIONS = [
  'Query.orders',
  'Query.order',
  'Mutation.orderStatusChange',
  'Mutation.orderPaymentRecord',
  'Mutation.orderRefund',
  'GET /admin/orders/:id/fabricator-export',
  'GET /admin/orders/:id/invoice',
  'Order.exportCsvUrl',
  'Order.exportJsonUrl',
  'OrderItem.manufacturerCode',
  'OrderItem.fabricPriceGroup',
];
const BEHEER = { email: 'beheer@lumina.test', name: 'Beheer', role: 'BEHEER' as const, can: ORDER_OPERATIONS };
const ATELIER = { email: 'atelier@lumina.test', name: 'Atelier', role: 'ATELIER' as const, can: ORDER_OPERATIONS.filter((operation) => operation !== 'Mutation.orderRefund') };
const KLANTENSERVICE = { email: 'ks@lumina.test', name: 'Klantendienst', role: 'KLANTENSERVICE' as const, can: ['Query.orders', 'Query.order', 'GET /admin/orders/:id/invoice'] };

/** Text matching that keeps the no-break space of a price (the default folds it into a space). */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

type OrderEvent = AdminOrderCardFragment['events'][number];

/** The order's history as the server words it: each description by 'Medewerker', a day apart (the first by the webshop). */
function history(...descriptions: string[]): OrderEvent[] {
  return descriptions.map((description, index) => ({
    id: String(index + 1),
    type: index === 0 ? 'ORDER_PLACED' : 'STATUS_CHANGED',
    description,
    actor: index === 0 ? 'Webshop' : 'Medewerker',
    createdAt: `2026-11-2${index}T10:00:00.000Z`,
  }));
}

function order(id: string, status: OrderStatus, nextStatuses: OrderStatus[], changes: Partial<AdminOrderCardFragment> = {}): AdminOrderCardFragment {
  return {
    id,
    status,
    createdAt: '2026-11-20T09:30:00.000Z',
    customerName: 'An Peeters',
    customerEmail: 'an@voorbeeld.be',
    customerPhone: '+32 470 12 34 56',
    shippingAddress: 'Veldstraat 1, 9000 Gent, België',
    productionNotes: 'Bellen voor levering.',
    fabricatorExportReady: status !== 'NEW',
    total: money(14990),
    items: [
      {
        id: `${id}-1`,
        productName: 'Verduisterend rolgordijn – Wit',
        quantity: 2,
        fabricCode: 'LUM-VD-0101',
        manufacturerCode: 'LS420/01',
        fabricPriceGroup: 2,
        cassetteType: 'OPEN',
        selectedWidth: 120,
        selectedHeight: 180,
        fabricationWidthMm: 1180,
        fabricationHeightMm: 1800,
        mounting: 'INSIDE_RECESS',
        controlSide: 'LEFT',
        // What the shopper chose, in the words of the product's rules (the server's OrderItem.options).
        options: [
          { key: 'mounting', role: 'MOUNTING', label: 'Montagetype', value: 'In de dag' },
          { key: 'chainType', role: 'CONTROL_TYPE', label: 'Kettingtype', value: 'Kunststof ketting' },
          { key: 'chainColor', role: 'CHAIN_COLOR', label: 'Kettingkleur', value: 'Zwart' },
          { key: 'controlSide', role: 'CONTROL_SIDE', label: 'Bediening', value: 'Links' },
          { key: 'accessories', role: null, label: 'Accessoires', value: 'Zijgeleiders, Afstandssteunen' },
        ],
        chainLengthCm: 100,
        safetyDevice: 'KETTINGSPANNER',
        total: money(14990),
      },
    ],
    attention: [],
    events: history('Bestelling geplaatst'),
    nextStatuses,
    carrier: null,
    trackingCode: null,
    exportCsvUrl: `/admin/orders/${id}/fabricator-export.csv`,
    exportJsonUrl: `/admin/orders/${id}/fabricator-export.json`,
    // Placed, not paid yet: the payment opened at the test provider is still open.
    paymentStatus: 'AWAITING_PAYMENT',
    canRecordPayment: true,
    paid: money(0),
    refunded: money(0),
    refundPending: money(0),
    chargedBack: money(0),
    refundable: money(0),
    payments: [payment(`tst_${id.slice(-5)}OpenPaymnt`, 'OPEN')],
    refunds: [],
    chargebacks: [],
    invoices: [],
    ...changes,
  };
}

type Payment = AdminOrderCardFragment['payments'][number];
type Refund = AdminOrderCardFragment['refunds'][number];

function refund(id: string, status: Refund['status'], cents: number, changes: Partial<Refund> = {}): Refund {
  return {
    id,
    status,
    amount: money(cents),
    reason: null,
    failure: null,
    requestedBy: 'Medewerker',
    createdAt: '2026-11-22T14:05:00.000Z',
    settledAt: status === 'PENDING' ? null : '2026-11-24T08:00:00.000Z',
    creditsInvoice: true,
    providerId: `re_${id}`,
    ...changes,
  };
}

function payment(id: string, status: Payment['status'], changes: Partial<Payment> = {}): Payment {
  return { id, provider: 'TEST', method: 'bancontact', status, amount: money(14990), refunded: money(0), recordedBy: null, createdAt: '2026-11-20T09:31:00.000Z', ...changes };
}

/** Paid € 149,90 at the test provider, of which € 25,00 was refunded: € 124,90 can still go back. */
function paidOrder(id: string, status: OrderStatus, nextStatuses: OrderStatus[]): AdminOrderCardFragment {
  return order(id, status, nextStatuses, {
    paymentStatus: 'PAID',
    canRecordPayment: false,
    paid: money(14990),
    refunded: money(2500),
    // 14990 − 2500, all of it left in the one payment.
    refundable: money(12490),
    payments: [payment('tst_Pa1dPaYmEnT0001', 'PAID', { refunded: money(2500) })],
    refunds: [refund('7', 'REFUNDED', 2500, { reason: 'Kras op de cassette' })],
    invoices: [
      { number: '2026-000011', kind: 'INVOICE', total: money(14990), url: `/admin/orders/${id}/invoice.pdf` },
      { number: 'CN-2026-000003', kind: 'CREDIT_NOTE', total: money(2500), url: `/admin/orders/${id}/invoices/CN-2026-000003.pdf` },
    ],
  });
}

type Order = AdminOrderCardFragment;

function serveOrders(pick: (v: AdminOrdersQueryVariables) => Order[]) {
  const sent: AdminOrdersQueryVariables[] = [];
  server.use(
    answer(AdminOrdersBrandDocument, () => ({ shop: { brand: { name: 'Lumina' } } })),
    answer(AdminOrdersDocument, (variables) => {
      sent.push(variables);
      // As the server answers: without the production fields when the screen leaves them out.
      const nodes = pick(variables).map((node) =>
        variables.production
          ? node
          : {
              ...node,
              exportCsvUrl: undefined,
              exportJsonUrl: undefined,
              items: node.items.map((item) => ({ ...item, manufacturerCode: undefined, fabricPriceGroup: undefined })),
            },
      );
      return {
        orders: {
          totalCount: nodes.length,
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: nodes.map((node) => ({ cursor: node.id, node })),
        },
      };
    }),
  );
  return sent;
}

type StatusChangeAnswer = AdminOrderStatusChangeMutation['orderStatusChange'];

/** Answers each status change with `respond` (given what was sent and the how-manieth change it is) and records what was sent. */
function serveStatusChanges(respond: (input: AdminOrderStatusChangeMutationVariables['input'], call: number) => StatusChangeAnswer) {
  const changes: AdminOrderStatusChangeMutationVariables[] = [];
  server.use(
    answer(AdminOrderStatusChangeDocument, ({ input }) => {
      changes.push({ input });
      return { orderStatusChange: respond(input, changes.length) };
    }),
  );
  return changes;
}

describe('Order tracking', () => {
  it("sends the search (after typing stops), the status filter and 'Aandacht nodig' to the server and keeps them in the URL", async () => {
    const sent = serveOrders((v) => (v.search ? [order('LUM-2026-00007', 'PROCESSING', ['PRODUCTION', 'CANCELLED'])] : []));
    const { user, location } = renderScreen(<OrderTrackingPage />, { route: `${PATH}?status=processing`, path: PATH, staff: BEHEER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lumina Beheer – Bestellingen volgen' })).toBeTruthy();
    expect(await screen.findByText(t.emptyTitle)).toBeTruthy();
    expect(screen.getByText(t.emptyText)).toBeTruthy();
    expect((screen.getByLabelText(t.filters.status) as HTMLSelectElement).value).toBe('processing');
    expect(sent).toEqual([{ production: true, status: 'PROCESSING', first: 20 }]);

    await user.type(screen.getByLabelText(t.filters.search), 'lum-vd-0101');
    // After the debounce (300 ms) and the answer: a little more than findBy's default second on a busy machine.
    expect(await screen.findByText(t.count(1), {}, { timeout: 3000 })).toBeTruthy();
    // One request for the whole word, not one per keystroke.
    expect(sent).toEqual([
      { production: true, status: 'PROCESSING', first: 20 },
      { production: true, search: 'lum-vd-0101', status: 'PROCESSING', first: 20 },
    ]);
    expect(location()).toBe(`${PATH}?status=processing&zoek=lum-vd-0101`);
    expect(document.title).toBe('Lumina Beheer – Bestellingen volgen');

    await user.selectOptions(screen.getByLabelText(t.filters.status), t.statuses.COMPLETED);
    await waitFor(() => expect(sent.at(-1)).toEqual({ production: true, search: 'lum-vd-0101', status: 'COMPLETED', first: 20 }));
    expect(location()).toBe(`${PATH}?status=completed&zoek=lum-vd-0101`);

    // 'Aandacht nodig': only the orders that need a person, by the server.
    await user.click(screen.getByRole('checkbox', { name: t.filters.attention }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ production: true, search: 'lum-vd-0101', status: 'COMPLETED', attention: true, first: 20 }));
    expect(location()).toBe(`${PATH}?status=completed&zoek=lum-vd-0101&aandacht=ja`);
  });

  it('shows an order card with its contact, fabric data, export badge and history', async () => {
    serveOrders(() => [order('LUM-2026-00007', 'PROCESSING', ['PRODUCTION', 'CANCELLED'], { events: history('Bestelling geplaatst', 'Status: Nieuw → In Behandeling') })]);
    renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

    const card = await screen.findByRole('article', { name: 'LUM-2026-00007' });
    const c = within(card);
    expect(c.getAllByText(t.statuses.PROCESSING).length).toBeGreaterThan(0);
    expect(c.getByText('20 november 2026')).toBeTruthy();
    expect(c.getByRole('link', { name: 'an@voorbeeld.be' }).getAttribute('href')).toBe('mailto:an@voorbeeld.be');
    expect(c.getByText('LUM-VD-0101')).toBeTruthy();
    expect(c.getByText('LS420/01')).toBeTruthy();
    expect(c.getByText('120 × 180 cm')).toBeTruthy();
    expect(c.getByText('1180 × 1800 mm')).toBeTruthy();
    // Every option the shopper chose, in words, under its own label (issue 31: how it hangs, the chain and its colour).
    const fact = (label: string) => c.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Montagetype')).toBe('In de dag');
    expect(fact('Kettingtype')).toBe('Kunststof ketting');
    expect(fact('Kettingkleur')).toBe('Zwart');
    expect(fact('Bediening')).toBe('Links');
    expect(fact('Accessoires')).toBe('Zijgeleiders, Afstandssteunen');
    // What the options say is not said twice from the trade data.
    expect(c.queryByText(t.card.mounting, { selector: 'dt' })).toBeNull();
    expect(c.queryByText(t.card.controlSide, { selector: 'dt' })).toBeNull();
    expect(c.getByText('100 cm, met kettingspanner')).toBeTruthy();
    expect(c.getByText('Bellen voor levering.')).toBeTruthy();
    expect(c.getByText(t.card.exportReady)).toBeTruthy();
    // The history: what happened, who did it and when, oldest first.
    const events = within(c.getByRole('list', { name: 'Geschiedenis' })).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual(['Bestelling geplaatst door Webshop op 20 nov 2026, 11:00', 'Status: Nieuw → In Behandeling door Medewerker op 21 nov 2026, 11:00']);
  });

  it('shows klantenservice the order without the buttons its role may not use', async () => {
    const sent = serveOrders(() => [order('LUM-2026-00009', 'NEW', ['PROCESSING', 'CANCELLED'])]);
    renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: KLANTENSERVICE });
    const card = within(await screen.findByRole('article', { name: 'LUM-2026-00009' }));
    expect(card.getByText('LUM-VD-0101')).toBeTruthy();
    // The supplier's data is the atelier's: not asked for, not shown.
    expect(sent.every((v) => v.production === false)).toBe(true);
    expect(card.queryByText(t.card.manufacturerCode)).toBeNull();
    expect(card.queryByText('LS420/01')).toBeNull();
    expect(card.queryByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00009') })).toBeNull();
    expect(card.queryByRole('button', { name: t.exportData.buttonLabel('LUM-2026-00009') })).toBeNull();
    expect(card.queryByRole('button', { name: /^Betaling registreren/ })).toBeNull();
  });

  it('offers only the next statuses; a stale view is refused with the server’s message and the order as it is now', async () => {
    serveOrders(() => [order('LUM-2026-00008', 'NEW', ['PROCESSING', 'CANCELLED'])]);
    const STALE = 'Deze bestelling is intussen gewijzigd. Bekijk de nieuwe status en probeer het opnieuw.';
    const changes = serveStatusChanges(() => ({
      order: order('LUM-2026-00008', 'PRODUCTION', ['SHIPPED', 'CANCELLED'], {
        events: history('Bestelling geplaatst', 'Status: Nieuw → In Behandeling', 'Status: In Behandeling → Productie'),
      }),
      userErrors: [{ code: 'STALE_STATUS', field: ['input', 'from'], message: STALE }],
    }));
    const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

    await user.click(await screen.findByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00008') }));
    const dialog = await screen.findByRole('dialog', { name: t.statusChange.title('LUM-2026-00008') });
    const options = within(within(dialog).getByRole('list', { name: t.statusChange.optionsLabel })).getAllByRole('button');
    expect(options.map((option) => option.textContent?.replace('→', '').trim())).toEqual(['In Behandeling', 'Geannuleerd']);

    await user.click(within(dialog).getByRole('button', { name: /In Behandeling/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(STALE);
    expect(changes).toEqual([{ input: { orderId: 'LUM-2026-00008', from: 'NEW', to: 'PROCESSING' } }]);
    // The dialog and the card now show the order as the server has it; nothing was sent again.
    expect(within(dialog).getByText(t.statusChange.current('Productie'))).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /Verzonden|Geannuleerd/ })).toHaveLength(2);
    const card = screen.getByRole('article', { name: 'LUM-2026-00008', hidden: true });
    expect(within(card).getByText('Status: In Behandeling → Productie')).toBeTruthy();
    expect(within(card).getAllByText(t.statuses.PRODUCTION).length).toBeGreaterThan(0);
    expect(changes).toHaveLength(1);
  });

  it('changes the status: the card shows the new status and history, and a message confirms it', async () => {
    serveOrders(() => [order('LUM-2026-00009', 'NEW', ['PROCESSING', 'CANCELLED'])]);
    serveStatusChanges((input) => ({
      order: order(String(input.orderId), input.to, ['PRODUCTION', 'CANCELLED'], { events: history('Bestelling geplaatst', 'Status: Nieuw → In Behandeling') }),
      userErrors: [],
    }));
    const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

    await user.click(await screen.findByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00009') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /In Behandeling/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = screen.getByRole('article', { name: 'LUM-2026-00009' });
    expect(within(card).getByRole('status').textContent).toBe(t.statusChange.done('LUM-2026-00009', 'In Behandeling'));
    expect(within(card).getByText('Status: Nieuw → In Behandeling')).toBeTruthy();
    expect(within(card).getByText(t.card.exportReady)).toBeTruthy();
  });

  it('offers both fabricator exports as downloads', async () => {
    serveOrders(() => [order('LUM-2026-00010', 'NEW', ['PROCESSING', 'CANCELLED'])]);
    const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

    const button = await screen.findByRole('button', { name: t.exportData.buttonLabel('LUM-2026-00010') });
    expect(screen.queryByRole('link', { name: t.exportData.csv })).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const csv = screen.getByRole('link', { name: t.exportData.csv });
    const json = screen.getByRole('link', { name: t.exportData.json });
    expect(csv.getAttribute('href')).toBe('/admin/orders/LUM-2026-00010/fabricator-export.csv');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(json.getAttribute('href')).toBe('/admin/orders/LUM-2026-00010/fabricator-export.json');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  describe('payment', () => {
    it('shows where the money stands: status, paid, refunded, each payment and refund, the invoice and credit note', async () => {
      serveOrders(() => [paidOrder('LUM-2026-00011', 'PRODUCTION', ['SHIPPED', 'CANCELLED'])]);
      renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

      const card = await screen.findByRole('article', { name: 'LUM-2026-00011' });
      const block = within(within(card).getByRole('region', { name: 'Betaling LUM-2026-00011' }));
      expect(block.getAllByText('Betaald').length).toBe(3); // the order's badge, the amount's label, the payment's status
      const amount = (label: string) => block.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(amount('Betaald')).toBe('€\u00a0149,90');
      expect(amount('Terugbetaald')).toBe('€\u00a025,00');
      expect(block.getByText('Bancontact via Testbetaling')).toBeTruthy();
      expect(block.getByText('tst_Pa1dPaYmEnT0001')).toBeTruthy();
      expect(block.getByText('20 nov 2026, 10:31')).toBeTruthy();
      expect(block.getByText('€\u00a025,00 terugbetaald', exact)).toBeTruthy();
      expect(block.getByText('Kras op de cassette')).toBeTruthy();
      // Nothing pending or charged back: those amounts are not shown.
      expect(block.queryByText(t.payment.refundPending)).toBeNull();
      expect(block.queryByText(t.payment.chargedBack)).toBeNull();
      expect(block.getByRole('link', { name: 'Factuur downloaden' }).getAttribute('href')).toBe('/admin/orders/LUM-2026-00011/invoice.pdf');
      expect(block.getByRole('link', { name: 'Creditnota downloaden' }).getAttribute('href')).toBe('/admin/orders/LUM-2026-00011/invoices/CN-2026-000003.pdf');
      expect(block.getByText('Nr. CN-2026-000003, €\u00a025,00 (pdf)', exact)).toBeTruthy();
      expect(block.getByRole('button', { name: 'Terugbetalen van LUM-2026-00011' })).toBeTruthy();
      expect(block.queryByRole('button', { name: /^Betaling registreren/ })).toBeNull();
    });

    it("'Betaling registreren' asks to confirm, records it, and the card shows the order paid by hand", async () => {
      serveOrders(() => [order('LUM-2026-00012', 'NEW', ['PROCESSING', 'CANCELLED'])]);
      const recorded: AdminOrderPaymentRecordMutationVariables[] = [];
      server.use(
        answer(AdminOrderPaymentRecordDocument, (variables) => {
          recorded.push({ input: variables.input });
          return {
            orderPaymentRecord: {
              order: order('LUM-2026-00012', 'NEW', ['PROCESSING', 'CANCELLED'], {
                paymentStatus: 'PAID',
                canRecordPayment: false,
                paid: money(14990),
                payments: [payment('man_BaNkTrAnSfEr001', 'PAID', { provider: 'MANUAL', method: null, recordedBy: 'Medewerker', createdAt: '2026-11-21T08:15:00.000Z' }), payment('tst_00012OpenPaymnt', 'CANCELED')],
              }),
              userErrors: [],
            },
          };
        }),
      );
      const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

      const card = await screen.findByRole('article', { name: 'LUM-2026-00012' });
      await user.click(within(card).getByRole('button', { name: 'Betaling registreren voor LUM-2026-00012' }));
      const dialog = await screen.findByRole('dialog', { name: 'Betaling registreren – LUM-2026-00012' });
      expect(dialog.textContent).toContain('€\u00a0149,90 als betaald');
      expect(recorded).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Betaling registreren' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(recorded).toEqual([{ input: { orderId: 'LUM-2026-00012' } }]);
      const now = within(screen.getByRole('article', { name: 'LUM-2026-00012' }));
      expect(now.getByRole('status').textContent).toBe('Betaling van LUM-2026-00012 geregistreerd.');
      expect(now.getByText('Handmatig geregistreerd')).toBeTruthy();
      expect(now.getByText(/door Medewerker$/).textContent).toBe('21 nov 2026, 09:15 door Medewerker');
      expect(now.queryByRole('button', { name: /^Betaling registreren/ })).toBeNull();
    });

    it("'Terugbetalen' takes euro as typed, sends cents, refuses more than is left, and shows the server's refusal under the amount", async () => {
      serveOrders(() => [paidOrder('LUM-2026-00013', 'PRODUCTION', ['SHIPPED', 'CANCELLED'])]);
      const sent: AdminOrderRefundMutationVariables[] = [];
      const TOO_HIGH = 'Je kunt hoogstens €\u00a010,00 terugbetalen.';
      server.use(
        answer(AdminOrderRefundDocument, (variables) => {
          sent.push({ input: variables.input });
          if (sent.length === 1) {
            return { orderRefund: { order: paidOrder('LUM-2026-00013', 'PRODUCTION', ['SHIPPED', 'CANCELLED']), userErrors: [{ code: 'AMOUNT_TOO_HIGH', field: ['input', 'amountCents'], message: TOO_HIGH }] } };
          }
          const paid = paidOrder('LUM-2026-00013', 'PRODUCTION', ['SHIPPED', 'CANCELLED']);
          // Asked of the provider: pending, not refunded yet.
          return {
            orderRefund: {
              order: { ...paid, refundPending: money(950), refundable: money(12490 - 950), refunds: [refund('8', 'PENDING', 950, { reason: 'Stof te kort' }), ...paid.refunds] },
              userErrors: [],
            },
          };
        }),
      );
      const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

      await user.click(await screen.findByRole('button', { name: 'Terugbetalen van LUM-2026-00013' }));
      const dialog = await screen.findByRole('dialog', { name: 'Terugbetalen – LUM-2026-00013' });
      // € 149,90 paid − € 25,00 refunded.
      expect(dialog.textContent).toContain('Je kunt hoogstens €\u00a0124,90 terugbetalen.');
      const amount = within(dialog).getByRole('textbox', { name: 'Bedrag in euro' });
      expect(document.activeElement).toBe(amount);
      const send = within(dialog).getByRole('button', { name: 'Terugbetalen' });
      expect((send as HTMLButtonElement).disabled).toBe(true);

      await user.type(amount, '124,91');
      await user.click(send);
      expect(await within(dialog).findByText('Je kunt hoogstens €\u00a0124,90 terugbetalen.', { selector: 'p[id$="-error"]', ...exact })).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      await user.clear(amount);
      await user.type(amount, '12,505');
      await user.click(send);
      expect(await within(dialog).findByText(/Schrijf het bedrag als 12,50/)).toBeTruthy();
      expect(sent).toEqual([]);

      await user.clear(amount);
      await user.type(amount, '9,5');
      await user.type(within(dialog).getByRole('textbox', { name: /^Reden/ }), 'Stof te kort ');
      await user.click(send);
      // Someone refunded meanwhile: the server's refusal goes under the amount.
      expect(await within(dialog).findByText(TOO_HIGH, exact)).toBeTruthy();
      expect(amount.getAttribute('aria-describedby')).toContain('-error');
      expect(sent).toEqual([{ input: { orderId: 'LUM-2026-00013', amountCents: 950, reason: 'Stof te kort' } }]);

      await user.click(send);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent).toHaveLength(2);
      const card = within(screen.getByRole('article', { name: 'LUM-2026-00013' }));
      expect(card.getByRole('status').textContent).toBe('Terugbetaling van €\u00a09,50 voor LUM-2026-00013 gevraagd; ze is voltooid zodra de betaaldienst ze uitvoert.');
      expect(card.getByText(t.payment.refundPending, { selector: 'dt' }).nextElementSibling?.textContent).toBe('€\u00a09,50');
      expect(card.getByText('Terugbetaald', { selector: 'dt' }).nextElementSibling?.textContent).toBe('€\u00a025,00');
    }, 20_000);
  });

  describe('the order lifecycle', () => {
    it('shows what needs a person first, the amounts pending and charged back, each refund with its status and each chargeback', async () => {
      const ATTENTION = ['Terugboeking (chargeback) van €\u00a031,17: neem contact op met de klant.', 'De terugbetaling van €\u00a04,56 is mislukt; het bedrag kan opnieuw terugbetaald worden.'];
      serveOrders(() => [
        order('LUM-2026-00017', 'PRODUCTION', ['SHIPPED', 'CANCELLED'], {
          paymentStatus: 'CHARGED_BACK',
          canRecordPayment: false,
          attention: ATTENTION,
          paid: money(14990),
          refunded: money(2000),
          refundPending: money(1234),
          chargedBack: money(3117),
          refundable: money(8639),
          payments: [payment('tst_ChArGeDbAcK0001', 'PAID')],
          refunds: [
            refund('21', 'PENDING', 1234, { requestedBy: 'Automatisch' }),
            refund('20', 'FAILED', 456, { failure: 'Rekening van de klant is opgeheven' }),
            refund('19', 'REFUNDED', 2000, { creditsInvoice: false }),
            refund('18', 'CANCELED', 789),
          ],
          chargebacks: [
            { id: 'chb_0pEn', amount: money(3117), recordedAt: '2026-11-25T09:00:00.000Z', reversedAt: null, paymentId: 'tst_ChArGeDbAcK0001' },
            { id: 'chb_bAcK', amount: money(100), recordedAt: '2026-11-23T09:00:00.000Z', reversedAt: '2026-11-24T12:00:00.000Z', paymentId: 'tst_ChArGeDbAcK0001' },
          ],
        }),
      ]);
      renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

      const card = await screen.findByRole('article', { name: 'LUM-2026-00017' });
      const attention = within(card).getByRole('region', { name: 'Aandacht nodig LUM-2026-00017' });
      expect(within(attention).getAllByRole('listitem').map((line) => line.textContent)).toEqual(ATTENTION);
      const block = within(card).getByRole('region', { name: 'Betaling LUM-2026-00017' });
      // At the top of the card: before the contact data and the payment.
      expect(attention.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(attention.compareDocumentPosition(within(card).getByText(t.card.contactHeading)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      const b = within(block);
      const amount = (label: string) => b.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(amount('Terugbetaald')).toBe('€\u00a020,00');
      expect(amount('Terugbetaling in behandeling')).toBe('€\u00a012,34');
      expect(amount('Teruggeboekt')).toBe('€\u00a031,17');

      const refunds = within(b.getByText(t.payment.refundsHeading).nextElementSibling as HTMLElement).getAllByRole('listitem');
      expect(refunds.map((item) => item.querySelector('span.rounded-full')?.textContent)).toEqual(['In behandeling', 'Mislukt', 'Terugbetaald', 'Geannuleerd']);
      expect(refunds[0]!.textContent).toContain('Gevraagd door Automatisch op 22 nov 2026, 15:05');
      expect(refunds[0]!.textContent).not.toContain('Afgehandeld');
      expect(refunds[1]!.textContent).toContain('Reden: Rekening van de klant is opgeheven');
      expect(refunds[2]!.textContent).toContain('Afgehandeld op 24 nov 2026, 09:00');
      expect(refunds[2]!.textContent).toContain(t.payment.noCreditNote);
      expect(b.getAllByText(t.payment.noCreditNote)).toHaveLength(1);

      const chargebacks = within(b.getByText(t.payment.chargebacksHeading).nextElementSibling as HTMLElement).getAllByRole('listitem');
      expect(chargebacks[0]!.textContent).toContain('€\u00a031,17Staat open');
      expect(chargebacks[1]!.textContent).toContain('Teruggedraaid op 24 nov 2026, 13:00');
    });

    it("cancelling a paid order asks to confirm the refund of all it holds and sends it; an amount changed meanwhile is shown and sent anew", async () => {
      serveOrders(() => [paidOrder('LUM-2026-00016', 'PRODUCTION', ['SHIPPED', 'CANCELLED'])]);
      const MISMATCH = 'Het bedrag is intussen gewijzigd: terug te betalen is nu €\u00a0111,11. Bekijk de bestelling opnieuw.';
      const changes = serveStatusChanges((_, call) => {
        const paid = paidOrder('LUM-2026-00016', 'PRODUCTION', ['SHIPPED', 'CANCELLED']);
        if (call === 1) return { order: { ...paid, refundable: money(11111) }, userErrors: [{ code: 'REFUND_MISMATCH', field: ['input', 'refundCents'], message: MISMATCH }] };
        const cancelled = { ...paid, status: 'CANCELLED' as const, nextStatuses: [], refundable: money(0), refundPending: money(11111), refunds: [refund('9', 'PENDING', 11111), ...paid.refunds] };
        return { order: cancelled, userErrors: [] };
      });
      const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });
      await user.click(await screen.findByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00016') }));
      const dialog = await screen.findByRole('dialog');
      const cancel = within(dialog).getByRole('button', { name: /Geannuleerd/ });
      await user.click(cancel);
      // Not sent at the click: the refund is confirmed first.
      expect(changes).toEqual([]);
      expect(cancel.getAttribute('aria-expanded')).toBe('true');
      // What it holds now (Order.refundable), not its total nor what was paid.
      const step = within(dialog).getByRole('group', { name: 'Annuleren en €\u00a0124,90 terugbetalen' });
      expect(step.textContent).toContain('alles terug wat ervoor betaald is: €\u00a0124,90');
      expect(step.textContent).toContain('De betaaldienst voert de terugbetaling uit');
      await user.type(within(step).getByRole('textbox', { name: /^Reden/ }), 'Klant ziet af van de bestelling ');
      await user.click(within(step).getByRole('button', { name: 'Annuleren en €\u00a0124,90 terugbetalen' }));

      expect((await within(dialog).findByRole('alert')).textContent).toBe(MISMATCH);
      await user.click(within(dialog).getByRole('button', { name: 'Annuleren en €\u00a0111,11 terugbetalen' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(changes).toEqual([
        { input: { orderId: 'LUM-2026-00016', from: 'PRODUCTION', to: 'CANCELLED', refundCents: 12490, reason: 'Klant ziet af van de bestelling' } },
        { input: { orderId: 'LUM-2026-00016', from: 'PRODUCTION', to: 'CANCELLED', refundCents: 11111, reason: 'Klant ziet af van de bestelling' } },
      ]);
      const card = within(screen.getByRole('article', { name: 'LUM-2026-00016' }));
      expect(card.getByRole('status').textContent).toBe('LUM-2026-00016 geannuleerd. Terugbetaling van €\u00a0111,11 gevraagd; ze is voltooid zodra de betaaldienst ze uitvoert.');
      expect(card.getByText(t.payment.refundPending, { selector: 'dt' }).nextElementSibling?.textContent).toBe('€\u00a0111,11');
      expect(card.getAllByText('In behandeling').length).toBeGreaterThan(0);
    }, 15_000);

    it('the atelier cannot cancel a paid order (only beheer refunds) but cancels an unpaid one at the click', async () => {
      serveOrders(() => [paidOrder('LUM-2026-00018', 'PROCESSING', ['PRODUCTION', 'CANCELLED']), order('LUM-2026-00019', 'NEW', ['PROCESSING', 'CANCELLED'])]);
      const changes = serveStatusChanges(() => ({ order: order('LUM-2026-00019', 'CANCELLED', []), userErrors: [] }));
      const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: ATELIER });

      await user.click(await screen.findByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00018') }));
      const paid = await screen.findByRole('dialog');
      await user.click(within(paid).getByRole('button', { name: /Geannuleerd/ }));
      expect(within(paid).getByRole('status').textContent).toBe('Deze bestelling is betaald (€\u00a0124,90). Alleen beheer kan ze annuleren, met de terugbetaling.');
      expect(within(paid).queryByRole('button', { name: /terugbetalen/ })).toBeNull();
      expect(changes).toEqual([]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(screen.getByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00019') }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Geannuleerd/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(changes).toEqual([{ input: { orderId: 'LUM-2026-00019', from: 'NEW', to: 'CANCELLED' } }]);
    });
  });

  describe('status change and payment', () => {
    it('an unpaid order cannot go in processing: the server’s words are shown', async () => {
      serveOrders(() => [order('LUM-2026-00014', 'NEW', ['PROCESSING', 'CANCELLED'])]);
      const REQUIRED = 'Deze bestelling is nog niet betaald. Registreer eerst de betaling (bv. een overschrijving) voor de productie begint.';
      serveStatusChanges(() => ({ order: order('LUM-2026-00014', 'NEW', ['PROCESSING', 'CANCELLED']), userErrors: [{ code: 'PAYMENT_REQUIRED', field: ['input', 'to'], message: REQUIRED }] }));
      const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });
      await user.click(await screen.findByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00014') }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /In Behandeling/ }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(REQUIRED);
    });

    it("'Verzonden' asks for the carrier and the track-and-trace code, both required, and sends them", async () => {
      serveOrders(() => [paidOrder('LUM-2026-00015', 'PRODUCTION', ['SHIPPED', 'CANCELLED'])]);
      const changes = serveStatusChanges(({ carrier, trackingCode }, call) => {
        if (call === 1) {
          return {
            order: paidOrder('LUM-2026-00015', 'PRODUCTION', ['SHIPPED', 'CANCELLED']),
            userErrors: [{ code: 'SHIPPING_REQUIRED', field: ['input', 'trackingCode'], message: 'Vul de vervoerder en de track-and-tracecode in voor je de bestelling verzendt.' }],
          };
        }
        const shipped = { ...paidOrder('LUM-2026-00015', 'SHIPPED', ['COMPLETED']), carrier: carrier ?? null, trackingCode: trackingCode ?? null };
        return { order: shipped, userErrors: [] };
      });
      const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });
      await user.click(await screen.findByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00015') }));
      const dialog = await screen.findByRole('dialog');
      const shipped = within(dialog).getByRole('button', { name: /Verzonden/ });
      expect(within(dialog).queryByRole('textbox')).toBeNull();
      await user.click(shipped);
      expect(shipped.getAttribute('aria-expanded')).toBe('true');
      const carrier = within(dialog).getByRole('textbox', { name: 'Vervoerder' });
      const code = within(dialog).getByRole('textbox', { name: 'Track-and-tracecode' });
      await waitFor(() => expect(document.activeElement).toBe(carrier));
      const send = within(dialog).getByRole('button', { name: 'Wijzigen naar Verzonden' });

      await user.click(send);
      expect(await within(dialog).findByText('Vul de vervoerder in.')).toBeTruthy();
      expect(within(dialog).getByText('Vul de track-and-tracecode in.')).toBeTruthy();
      expect(carrier.getAttribute('aria-invalid')).toBe('true');
      expect(changes).toEqual([]);

      await user.type(carrier, ' bpost ');
      await user.type(code, '   ');
      await user.click(send);
      expect(await within(dialog).findByText('Vul de track-and-tracecode in.')).toBeTruthy();
      expect(changes).toEqual([]);

      await user.type(code, '3SLUM0001504711');
      await user.click(send);
      // The server's refusal of a field lands under that field.
      expect(await within(dialog).findByText('Vul de vervoerder en de track-and-tracecode in voor je de bestelling verzendt.')).toBeTruthy();
      expect(code.getAttribute('aria-invalid')).toBe('true');
      await user.click(send);

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(changes).toEqual([
        { input: { orderId: 'LUM-2026-00015', from: 'PRODUCTION', to: 'SHIPPED', carrier: 'bpost', trackingCode: '3SLUM0001504711' } },
        { input: { orderId: 'LUM-2026-00015', from: 'PRODUCTION', to: 'SHIPPED', carrier: 'bpost', trackingCode: '3SLUM0001504711' } },
      ]);
      const card = within(screen.getByRole('article', { name: 'LUM-2026-00015' }));
      expect(card.getByRole('status').textContent).toBe(t.statusChange.done('LUM-2026-00015', 'Verzonden'));
      expect(card.getByText('bpost')).toBeTruthy();
      expect(card.getByText('3SLUM0001504711')).toBeTruthy();
    });
  });
});
