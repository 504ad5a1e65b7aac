import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminOrdersBrandDocument,
  AdminOrdersDocument,
  AdminOrderStatusChangeDocument,
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

function order(id: string, status: OrderStatus, nextStatuses: OrderStatus[], history: { from: OrderStatus | null; to: OrderStatus }[] = [{ from: null, to: 'NEW' }]): AdminOrderCardFragment {
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
    exportCsvUrl: `/admin/orders/${id}/fabricator-export.csv`,
    exportJsonUrl: `/admin/orders/${id}/fabricator-export.json`,
  };
}

type Order = AdminOrderCardFragment;

function serveOrders(pick: (v: AdminOrdersQueryVariables) => Order[]) {
  const sent: AdminOrdersQueryVariables[] = [];
  server.use(
    answer(AdminOrdersBrandDocument, () => ({ shop: { brand: { name: 'Lumina' } } })),
    answer(AdminOrdersDocument, (variables) => {
      sent.push(variables);
      const nodes = pick(variables);
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
    const { user, location } = renderScreen(<OrderTrackingPage />, { route: `${PATH}?status=processing`, path: PATH });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lumina Admin – Order Tracking System' })).toBeTruthy();
    expect(await screen.findByText(t.emptyTitle)).toBeTruthy();
    expect(screen.getByText(t.emptyText)).toBeTruthy();
    expect((screen.getByLabelText(t.filters.status) as HTMLSelectElement).value).toBe('processing');
    expect(sent).toEqual([{ status: 'PROCESSING', first: 20 }]);

    await user.type(screen.getByLabelText(t.filters.search), 'lum-vd-0101');
    // After the debounce (300 ms) and the answer: a little more than findBy's default second on a busy machine.
    expect(await screen.findByText(t.count(1), {}, { timeout: 3000 })).toBeTruthy();
    // One request for the whole word, not one per keystroke.
    expect(sent).toEqual([
      { status: 'PROCESSING', first: 20 },
      { search: 'lum-vd-0101', status: 'PROCESSING', first: 20 },
    ]);
    expect(location()).toBe(`${PATH}?status=processing&zoek=lum-vd-0101`);
    expect(document.title).toBe('Lumina Admin – Order Tracking System');

    await user.selectOptions(screen.getByLabelText(t.filters.status), t.statuses.COMPLETED);
    await waitFor(() => expect(sent.at(-1)).toEqual({ search: 'lum-vd-0101', status: 'COMPLETED', first: 20 }));
    expect(location()).toBe(`${PATH}?status=completed&zoek=lum-vd-0101`);
  });

  it('shows an order card with its contact, fabric data, export badge and history', async () => {
    serveOrders(() => [order('LUM-2026-00007', 'PROCESSING', ['PRODUCTION', 'CANCELLED'], [{ from: null, to: 'NEW' }, { from: 'NEW', to: 'PROCESSING' }])]);
    renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH });

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

  it('offers only the next statuses; a stale view is refused with the server’s message and the order as it is now', async () => {
    serveOrders(() => [order('LUM-2026-00008', 'NEW', ['PROCESSING', 'CANCELLED'])]);
    const changes: AdminOrderStatusChangeMutationVariables[] = [];
    const STALE = 'Deze bestelling is intussen gewijzigd. Bekijk de nieuwe status en probeer het opnieuw.';
    server.use(
      answer(AdminOrderStatusChangeDocument, (variables) => {
        changes.push(variables);
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
    const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH });

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
    const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH });

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
    const { user } = renderScreen(<OrderTrackingPage />, { route: PATH, path: PATH });

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
});
