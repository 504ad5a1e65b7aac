import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlacedOrderDocument, type PlacedOrderQuery, type PlacedOrderQueryVariables } from '../../gql/checkout';
import { money, shopFacts } from '../../test/fixtures';
import { answer, server } from '../../test/msw';
import { renderScreen } from '../../test/render';
import ConfirmationPage from './ConfirmationPage';

const order = {
  id: 'LUM-2026-00042',
  status: 'NEW',
  createdAt: '2026-11-23T10:00:00.000Z',
  customerName: 'An Peeters',
  customerEmail: 'an@voorbeeld.be',
  customerPhone: '',
  shippingAddress: 'Veldstraat 1, 9000 Gent, België',
  country: 'BE',
  paymentMethod: 'BANCONTACT',
  paymentStatus: 'AWAITING_PAYMENT',
  notes: 'Raam boven de trap.',
  items: [
    { id: 'i-1', productName: 'Lichtdoorlatend rolgordijn – Wit', quantity: 2, summary: ['Afmetingen: 100 × 120 cm'], total: money(7188) },
  ],
  subtotal: money(7188),
  shipping: money(995),
  total: money(8183),
  vat: money(1420),
  deliveryEstimate: { date: '2026-12-08', label: 'di 8 december' },
} satisfies NonNullable<PlacedOrderQuery['placedOrder']>;

/** Text matching that keeps the no-break space of a price (the default folds it into a space). */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const shop = { vatPercent: 21, contact: { email: shopFacts.contact.email, phone: shopFacts.contact.phone } };

function render(code: string) {
  return renderScreen(<ConfirmationPage />, { route: `/bestelling/${code}`, path: '/bestelling/:code' });
}

describe('ConfirmationPage', () => {
  it('thanks the shopper with the order number, its items, totals, address, delivery and the open payment', async () => {
    const asked: PlacedOrderQueryVariables[] = [];
    server.use(answer(PlacedOrderDocument, (variables) => (asked.push(variables), { placedOrder: order, shop }) as PlacedOrderQuery));
    render('LUM-2026-00042');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' })).toBeTruthy();
    expect(asked).toEqual([{ id: 'LUM-2026-00042' }]);
    expect(screen.getByTestId('order-number').textContent).toBe('LUM-2026-00042');
    expect(screen.getByText('Nieuw')).toBeTruthy();
    expect(screen.getByText('Wacht op betaling')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Je betaling staat nog open' });
    expect(payment.textContent).toContain('Bancontact');
    expect(payment.textContent).toContain('an@voorbeeld.be');

    const items = screen.getByRole('region', { name: 'Wat je bestelde' });
    expect(within(items).getByText('Lichtdoorlatend rolgordijn – Wit')).toBeTruthy();
    expect(within(items).getByText('Afmetingen: 100 × 120 cm')).toBeTruthy();
    expect(within(items).getByText('€\u00a09,95', exact)).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('€\u00a081,83');
    expect(within(items).getByText('Inclusief €\u00a014,20 btw (21%)', exact)).toBeTruthy();

    const delivery = screen.getByRole('region', { name: 'Levering' });
    expect(within(delivery).getByText('Verwachte levering: di 8 december')).toBeTruthy();
    expect(within(delivery).getByText('9000 Gent')).toBeTruthy();
    expect(within(delivery).getByText('Raam boven de trap.')).toBeTruthy();
    const questions = screen.getByRole('region', { name: 'Vragen over je bestelling?' });
    expect(within(questions).getByRole('link', { name: shopFacts.contact.email })).toBeTruthy();
    expect(screen.getByText(/herroepingsrecht van 14 dagen niet/)).toBeTruthy();
  });

  it("says 'Bestelling niet gevonden' when the server gives this browser no order", async () => {
    server.use(answer(PlacedOrderDocument, () => ({ placedOrder: null, shop }) as PlacedOrderQuery));
    render('LUM-2026-00099');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestelling niet gevonden' })).toBeTruthy();
    expect(screen.getByText(/alleen zichtbaar in de browser waarmee ze geplaatst is/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('order-number')).toBeNull();
  });
});
