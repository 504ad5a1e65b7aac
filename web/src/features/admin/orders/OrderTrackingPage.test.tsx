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
const KLANTENSERVICE = { email: 'ks@lumina.test', name: 'Klantendienst', role: 'KLANTENSERVICE' as const, can: ['Query.orders', 'Query.order', 'GET /admin/orders/:id/invoice'] };

/** Text matching that keeps the no-break space of a price (the default folds it into a space). */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

function order(
  id: string,
  status: OrderStatus,
  nextStatuses: OrderStatus[],
  history: { from: OrderStatus | null; to: OrderStatus }[] = [{ from: null, to: 'NEW' }],
  changes: Partial<AdminOrderCardFragment> = {},
): AdminOrderCardFragment {
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
        controlType: 'plastic-white',
        controlSide: 'LEFT',
        chainLengthCm: 100,
        safetyDevice: 'KETTINGSPANNER',
        total: money(14990),
      },
    ],
    statusHistory: history.map((change, index) => ({ ...change, changedBy: index === 0 ? 'Webshop' : 'Medewerker', changedAt: `2026-11-2${index}T10:00:00.000Z` })),
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
    refundable: { cents: 0 },
    payments: [payment(`tst_${id.slice(-5)}OpenPaymnt`, 'OPEN')],
    refunds: [],
    paymentHistory: [],
    invoices: [],
    ...changes,
  };
}

type Payment = AdminOrderCardFragment['payments'][number];

function payment(id: string, status: Payment['status'], changes: Partial<Payment> = {}): Payment {
  return { id, provider: 'TEST', method: 'bancontact', status, amount: money(14990), refunded: money(0), recordedBy: null, createdAt: '2026-11-20T09:31:00.000Z', ...changes };
}

/** Paid € 149,90 at the test provider, of which € 25,00 was refunded: € 124,90 can still go back. */
function paidOrder(id: string, status: OrderStatus, nextStatuses: OrderStatus[]): AdminOrderCardFragment {
  return order(id, status, nextStatuses, undefined, {
    paymentStatus: 'PAID',
    canRecordPayment: false,
    paid: money(14990),
    refunded: money(2500),
    // 14990 − 2500, all of it left in the one payment.
    refundable: { cents: 12490 },
    payments: [payment('tst_Pa1dPaYmEnT0001', 'PAID', { refunded: money(2500) })],
    refunds: [{ id: '7', status: 'refunded', amount: money(2500), reason: 'Kras op de cassette', requestedBy: 'Medewerker', createdAt: '2026-11-22T14:05:00.000Z' }],
    paymentHistory: [{ from: 'awaiting_payment', to: 'paid', changedBy: 'Testbetaling', changedAt: '2026-11-20T09:33:00.000Z' }],
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

describe('Order tracking', () => {
  it('sends the search (after typing stops) and the status filter to the server and keeps both in the URL', async () => {
    const sent = serveOrders((v) => (v.search ? [order('LUM-2026-00007', 'PROCESSING', ['PRODUCTION', 'CANCELLED'])] : []));
    const { user, location } = renderScreen(<OrderTrackingPage />, { route: `${PATH}?status=processing`, path: PATH, staff: BEHEER });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lumina Admin – Order Tracking System' })).toBeTruthy();
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
    expect(document.title).toBe('Lumina Admin – Order Tracking System');

    await user.selectOptions(screen.getByLabelText(t.filters.status), t.statuses.COMPLETED);
    await waitFor(() => expect(sent.at(-1)).toEqual({ production: true, search: 'lum-vd-0101', status: 'COMPLETED', first: 20 }));
    expect(location()).toBe(`${PATH}?status=completed&zoek=lum-vd-0101`);
  });

  it('shows an order card with its contact, fabric data, export badge and history', async () => {
    serveOrders(() => [order('LUM-2026-00007', 'PROCESSING', ['PRODUCTION', 'CANCELLED'], [{ from: null, to: 'NEW' }, { from: 'NEW', to: 'PROCESSING' }])]);
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
    expect(c.getByText('100 cm, met kettingspanner')).toBeTruthy();
    expect(c.getByText('Bellen voor levering.')).toBeTruthy();
    expect(c.getByText(t.card.exportReady)).toBeTruthy();
    expect(c.getByText('Nieuw → In Behandeling')).toBeTruthy();
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
    const changes: AdminOrderStatusChangeMutationVariables[] = [];
    const STALE = 'Deze bestelling is intussen gewijzigd. Bekijk de nieuwe status en probeer het opnieuw.';
    server.use(
      answer(AdminOrderStatusChangeDocument, (variables) => {
        changes.push({ input: variables.input });
        return {
          orderStatusChange: {
            order: order('LUM-2026-00008', 'PRODUCTION', ['SHIPPED', 'CANCELLED'], [
              { from: null, to: 'NEW' },
              { from: 'NEW', to: 'PROCESSING' },
              { from: 'PROCESSING', to: 'PRODUCTION' },
            ]),
            userErrors: [{ code: 'STALE_STATUS', field: ['input', 'from'], message: STALE }],
          },
        };
      }),
    );
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
    expect(within(card).getByText('In Behandeling → Productie')).toBeTruthy();
    expect(within(card).getAllByText(t.statuses.PRODUCTION).length).toBeGreaterThan(0);
    expect(changes).toHaveLength(1);
  });

  it('changes the status: the card shows the new status and history, and a message confirms it', async () => {
    serveOrders(() => [order('LUM-2026-00009', 'NEW', ['PROCESSING', 'CANCELLED'])]);
    server.use(
      answer(AdminOrderStatusChangeDocument, ({ input }) => ({
        orderStatusChange: {
          order: order(String(input.orderId), input.to, ['PRODUCTION', 'CANCELLED'], [
            { from: null, to: 'NEW' },
            { from: 'NEW', to: input.to },
          ]),
          userErrors: [],
        },
      })),
    );
    const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

    await user.click(await screen.findByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00009') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /In Behandeling/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = screen.getByRole('article', { name: 'LUM-2026-00009' });
    expect(within(card).getByRole('status').textContent).toBe(t.statusChange.done('LUM-2026-00009', 'In Behandeling'));
    expect(within(card).getByText('Nieuw → In Behandeling')).toBeTruthy();
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
    it('shows where the money stands: status, paid, refunded, each payment and refund, and the payment history', async () => {
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
      expect(block.getByText('Wacht op betaling → Betaald')).toBeTruthy();
      expect(block.getByText(/door Testbetaling op/).textContent).toBe('door Testbetaling op 20 nov 2026, 10:33');
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
              order: order('LUM-2026-00012', 'NEW', ['PROCESSING', 'CANCELLED'], undefined, {
                paymentStatus: 'PAID',
                canRecordPayment: false,
                paid: money(14990),
                payments: [payment('man_BaNkTrAnSfEr001', 'PAID', { provider: 'MANUAL', method: null, recordedBy: 'Medewerker', createdAt: '2026-11-21T08:15:00.000Z' }), payment('tst_00012OpenPaymnt', 'CANCELED')],
                paymentHistory: [{ from: 'awaiting_payment', to: 'paid', changedBy: 'Medewerker', changedAt: '2026-11-21T08:15:00.000Z' }],
              }),
              userErrors: [],
            },
          };
        }),
      );
      const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });

      const card = await screen.findByRole('article', { name: 'LUM-2026-00012' });
      expect(within(card).getByText('Nog geen wijziging.')).toBeTruthy(); // no payment history yet
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
      expect(now.getByText('Wacht op betaling → Betaald')).toBeTruthy();
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
          return { orderRefund: { order: { ...paid, refunded: money(2500 + 950), refundable: { cents: 12490 - 950 } }, userErrors: [] } };
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
      expect(card.getByRole('status').textContent).toBe('€\u00a09,50 van LUM-2026-00013 terugbetaald.');
      expect(card.getByText('Terugbetaald', { selector: 'dt' }).nextElementSibling?.textContent).toBe('€\u00a034,50');
    }, 20_000);
  });

  describe('status change and payment', () => {
    it('an unpaid order cannot go in processing: the server’s words are shown', async () => {
      serveOrders(() => [order('LUM-2026-00014', 'NEW', ['PROCESSING', 'CANCELLED'])]);
      const REQUIRED = 'Deze bestelling is nog niet betaald. Registreer eerst de betaling (bv. een overschrijving) voor de productie begint.';
      server.use(
        answer(AdminOrderStatusChangeDocument, () => ({
          orderStatusChange: { order: order('LUM-2026-00014', 'NEW', ['PROCESSING', 'CANCELLED']), userErrors: [{ code: 'PAYMENT_REQUIRED', field: ['input', 'to'], message: REQUIRED }] },
        })),
      );
      const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH, staff: BEHEER });
      await user.click(await screen.findByRole('button', { name: t.statusChange.buttonLabel('LUM-2026-00014') }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: /In Behandeling/ }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(REQUIRED);
    });

    it("'Verzonden' asks for the carrier and the track-and-trace code, both required, and sends them", async () => {
      serveOrders(() => [paidOrder('LUM-2026-00015', 'PRODUCTION', ['SHIPPED', 'CANCELLED'])]);
      const changes: AdminOrderStatusChangeMutationVariables[] = [];
      server.use(
        answer(AdminOrderStatusChangeDocument, (variables) => {
          changes.push({ input: variables.input });
          const { carrier, trackingCode } = variables.input;
          if (changes.length === 1) {
            return {
              orderStatusChange: {
                order: paidOrder('LUM-2026-00015', 'PRODUCTION', ['SHIPPED', 'CANCELLED']),
                userErrors: [{ code: 'SHIPPING_REQUIRED', field: ['input', 'trackingCode'], message: 'Vul de vervoerder en de track-and-tracecode in voor je de bestelling verzendt.' }],
              },
            };
          }
          const shipped = { ...paidOrder('LUM-2026-00015', 'SHIPPED', ['COMPLETED']), carrier: carrier ?? null, trackingCode: trackingCode ?? null };
          return { orderStatusChange: { order: shipped, userErrors: [] } };
        }),
      );
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
