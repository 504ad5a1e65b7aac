import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OrderPayDocument,
  PlacedOrderDocument,
  type OrderPayMutation,
  type OrderPayMutationVariables,
  type PaymentStatus,
  type PlacedOrderQuery,
  type PlacedOrderQueryVariables,
} from '../../gql/checkout';
import { money, shopFacts } from '../../test/fixtures';
import { answer, server } from '../../test/msw';
import { renderScreen } from '../../test/render';
import { nl } from '../../i18n/nl';
import ConfirmationPage from './ConfirmationPage';
import { fullNavigation } from './leave-for';

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
  payUrl: '/betalen/test/tst_Xq7pL2mN9vR4sT1w',
  canPay: true,
  invoices: [],
  notes: 'Raam boven de trap.',
  items: [
    { id: 'i-1', productName: 'Lichtdoorlatend rolgordijn – Wit', quantity: 2, summary: ['Afmetingen: 100 × 120 cm'], total: money(7188) },
  ],
  subtotal: money(7188),
  discount: money(0),
  discountLabel: null,
  shipping: money(995),
  total: money(8183),
  vat: money(1420),
  refundPending: money(0),
  deliveryEstimate: { date: '2026-12-08', label: 'di 8 december' },
} satisfies NonNullable<PlacedOrderQuery['placedOrder']>;

/** Text matching that keeps the no-break space of a price (the default folds it into a space). */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

// Three of the four methods, in an order of the server's own: what 'Opnieuw betalen' offers comes from here.
const shop = { vatPercent: 21, paymentMethods: ['IDEAL', 'CREDITCARD', 'BANCONTACT'], contact: { email: shopFacts.contact.email, phone: shopFacts.contact.phone } } satisfies PlacedOrderQuery['shop'];

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
    expect(payment.textContent).toContain('Je koos Bancontact. Je hebt nog niets betaald.');
    // The provider's page, reached by a plain link (a full navigation), not the old promise of an e-mail.
    expect(within(payment).getByRole('link', { name: 'Betalen' }).getAttribute('href')).toBe('/betalen/test/tst_Xq7pL2mN9vR4sT1w');
    expect(screen.queryByText(/betaalinstructies/)).toBeNull();

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

  describe('the payment', () => {
    type Order = NonNullable<PlacedOrderQuery['placedOrder']>;
    const serve = (changes: Partial<Order>) => server.use(answer(PlacedOrderDocument, () => ({ placedOrder: { ...order, ...changes }, shop }) as PlacedOrderQuery));
    const region = (name: string) => screen.findByRole('region', { name });
    const retry = () => screen.queryByRole('button', { name: 'Opnieuw betalen' });

    afterEach(() => vi.restoreAllMocks());

    it("paid: says so with the amount, offers the invoice and nothing to pay", async () => {
      const invoice = { number: '2026-000042', kind: 'INVOICE' as const, total: money(8183), url: '/bestelling/LUM-2026-00042/factuur.pdf' };
      serve({ paymentStatus: 'PAID', payUrl: null, canPay: false, invoices: [invoice] });
      render('LUM-2026-00042');
      const paid = await region('Je bestelling is betaald');
      expect(paid.textContent).toContain('We hebben je betaling van €\u00a081,83 goed ontvangen.');
      const download = within(paid).getByRole('link', { name: 'Factuur downloaden' });
      expect(download.getAttribute('href')).toBe('/bestelling/LUM-2026-00042/factuur.pdf');
      expect(download.hasAttribute('download')).toBe(true);
      expect(download.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(download.getAttribute('aria-describedby')!)?.textContent).toBe('Nr. 2026-000042, €\u00a081,83 (pdf)');
      expect(screen.getByText('Betaald')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Betalen' })).toBeNull();
      expect(retry()).toBeNull();
    });

    it('refunded: the invoice and its credit note to download', async () => {
      serve({
        paymentStatus: 'REFUNDED',
        payUrl: null,
        canPay: false,
        invoices: [
          { number: '2026-000042', kind: 'INVOICE', total: money(8183), url: '/bestelling/LUM-2026-00042/factuur.pdf' },
          { number: 'CN-2026-000007', kind: 'CREDIT_NOTE', total: money(8183), url: '/bestelling/LUM-2026-00042/factuur/CN-2026-000007.pdf' },
        ],
      });
      render('LUM-2026-00042');
      const refunded = await region('Je bestelling is terugbetaald');
      expect(within(refunded).getByRole('link', { name: 'Creditnota downloaden' }).getAttribute('href')).toBe('/bestelling/LUM-2026-00042/factuur/CN-2026-000007.pdf');
      expect(within(refunded).getByText('Nr. CN-2026-000007, €\u00a081,83 (pdf)', exact)).toBeTruthy();
      expect(within(refunded).getAllByRole('link')).toHaveLength(2);
    });

    it.each<[PaymentStatus, string, RegExp]>([
      ['PENDING', 'Je betaling wordt verwerkt', /bevestigt je betaling nog/],
      ['REFUNDED', 'Je bestelling is terugbetaald', /teruggestort/],
    ])('%s: says what is happening, with nothing to pay', async (paymentStatus, heading, text) => {
      serve({ paymentStatus, payUrl: null, canPay: false });
      render('LUM-2026-00042');
      expect((await region(heading)).textContent).toMatch(text);
      expect(screen.getByText(nl.paymentStatuses[paymentStatus])).toBeTruthy();
      expect(retry()).toBeNull();
      expect(screen.queryByRole('link', { name: 'Betalen' })).toBeNull();
    });

    it.each<[PaymentStatus, string, RegExp]>([
      ['FAILED', 'Je betaling is mislukt', /niets van je rekening afgeschreven/],
      ['CANCELED', 'Je betaling is geannuleerd', /afgebroken/],
      ['EXPIRED', 'Je betaling is verlopen', /niet op tijd afgerond/],
      ['AWAITING_PAYMENT', 'Je betaling staat nog open', /kon nog niet worden gestart/],
    ])("%s with no payment open: says what happened and offers 'Opnieuw betalen'", async (paymentStatus, heading, text) => {
      serve({ paymentStatus, payUrl: null, canPay: true });
      render('LUM-2026-00042');
      const payment = await region(heading);
      expect(payment.textContent).toMatch(text);
      expect(within(payment).getByRole('button', { name: 'Opnieuw betalen' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Betalen' })).toBeNull();
    });

    it.each<[PaymentStatus, number, string, RegExp]>([
      // € 76,54 being refunded: the amount the provider refunds now (not the order's total of € 81,83).
      ['PAID', 7654, 'Je geld wordt teruggestort', /We storten €\u00a076,54 terug via de betaaldienst/],
      ['PAID', 0, 'Je geld wordt teruggestort', /We storten terug wat je betaalde/],
      ['REFUNDED', 0, 'Je bestelling is terugbetaald', /teruggestort/],
      ['FAILED', 0, 'Er is niets betaald', /niets betaald, dus er wordt ook niets teruggestort/],
    ])('a cancelled order (%s, %i pending) leads with the cancellation and what happens with the money, without a button', async (paymentStatus, pending, heading, text) => {
      serve({ status: 'CANCELLED', paymentStatus, payUrl: null, canPay: false, refundPending: money(pending) });
      render('LUM-2026-00042');
      expect(await screen.findByRole('heading', { level: 1, name: 'Je bestelling is geannuleerd' })).toBeTruthy();
      expect((await region(heading)).textContent).toMatch(text);
      expect(document.title).toContain('Je bestelling is geannuleerd');
      expect(screen.queryByText(/Bedankt/)).toBeNull();
      expect(retry()).toBeNull();
    });

    it('charged back: asks the shopper to contact the shop, with its e-mail and phone in the head', async () => {
      serve({ paymentStatus: 'CHARGED_BACK', payUrl: null, canPay: false });
      render('LUM-2026-00042');
      const head = (await screen.findByRole('heading', { level: 1, name: 'Er is een probleem met je betaling' })).closest('header')!;
      expect(within(head).getByRole('link', { name: shopFacts.contact.email }).getAttribute('href')).toBe(`mailto:${shopFacts.contact.email}?subject=LUM-2026-00042`);
      expect(within(head).getByRole('link', { name: shopFacts.contact.phone })).toBeTruthy();
      expect((await region('Je betaling is teruggeboekt')).textContent).toMatch(/maakt het atelier je rolgordijnen niet/);
      expect(retry()).toBeNull();
    });

    it('a failed payment leads the page: the failure, then pay again with the method chosen (the order\'s at first), then the order', async () => {
      serve({ paymentStatus: 'FAILED', paymentMethod: 'CREDITCARD', payUrl: null, canPay: true });
      const asked: OrderPayMutationVariables[] = [];
      server.use(
        answer(OrderPayDocument, (variables) => {
          asked.push(variables);
          return { orderPay: { checkoutUrl: '/betalen/test/tst_MeThOdChAnGe0001', order: { ...order, paymentMethod: 'IDEAL', payUrl: '/betalen/test/tst_MeThOdChAnGe0001' }, userErrors: [] } } as OrderPayMutation;
        }),
      );
      const leave = vi.spyOn(fullNavigation, 'to').mockImplementation(() => undefined);
      const { user, location } = render('LUM-2026-00042');

      const heading = await screen.findByRole('heading', { level: 1, name: 'Je betaling is niet gelukt' });
      expect(heading.closest('header')!.textContent).toContain('An Peeters, je bestelling is bewaard.');
      expect(screen.queryByText(/Bedankt/)).toBeNull();
      const payment = await region('Je betaling is mislukt');
      // Before the order's facts, so it is in view first.
      expect(payment.compareDocumentPosition(screen.getByTestId('order-number')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      const methods = within(payment).getByRole('group', { name: 'Betalen met' });
      // The shop's methods, the Belgian one first; the order's own chosen.
      expect(within(methods).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['BANCONTACT', 'IDEAL', 'CREDITCARD']);
      expect((within(methods).getByRole('radio', { name: 'Creditcard' }) as HTMLInputElement).checked).toBe(true);
      expect(within(methods).queryByRole('radio', { name: 'PayPal' })).toBeNull();

      await user.click(within(methods).getByRole('radio', { name: 'iDEAL' }));
      await user.click(within(payment).getByRole('button', { name: 'Opnieuw betalen' }));
      await waitFor(() => expect(leave).toHaveBeenCalledWith('/betalen/test/tst_MeThOdChAnGe0001'));
      expect(asked).toEqual([{ input: { orderId: 'LUM-2026-00042', paymentMethod: 'IDEAL' } }]);
      // The provider's page is reached by a full navigation, once; the router stays.
      expect(leave).toHaveBeenCalledTimes(1);
      expect(location()).toBe('/bestelling/LUM-2026-00042');
    });

    it("a provider that cannot be reached is said in an alert, and the button stays to try again", async () => {
      serve({ paymentStatus: 'EXPIRED', payUrl: null, canPay: true });
      const UNAVAILABLE = 'De betaaldienst is even niet bereikbaar. Je bestelling is bewaard; probeer zo dadelijk opnieuw te betalen.';
      let calls = 0;
      server.use(
        answer(OrderPayDocument, () =>
          ++calls === 1
            ? ({ orderPay: { checkoutUrl: null, order: { ...order, paymentStatus: 'EXPIRED', payUrl: null }, userErrors: [{ code: 'PROVIDER_UNAVAILABLE', field: null, message: UNAVAILABLE }] } } as OrderPayMutation)
            : ({ orderPay: { checkoutUrl: '/betalen/test/tst_SeCoNdTrY000002', order: { ...order, payUrl: '/betalen/test/tst_SeCoNdTrY000002' }, userErrors: [] } } as OrderPayMutation),
        ),
      );
      const leave = vi.spyOn(fullNavigation, 'to').mockImplementation(() => undefined);
      const { user } = render('LUM-2026-00042');
      await user.click(await screen.findByRole('button', { name: 'Opnieuw betalen' }));

      expect((await screen.findByRole('alert')).textContent).toBe(UNAVAILABLE);
      expect(leave).not.toHaveBeenCalled();
      const again = screen.getByRole('button', { name: 'Opnieuw betalen' });
      expect(again.getAttribute('aria-disabled')).toBeNull();
      await user.click(again);
      await waitFor(() => expect(leave).toHaveBeenCalledWith('/betalen/test/tst_SeCoNdTrY000002'));
      expect(calls).toBe(2);
    });

    it('a network failure is said in an alert, and the button stays', async () => {
      serve({ paymentStatus: 'CANCELED', payUrl: null, canPay: true });
      server.use(answer(OrderPayDocument, () => ({ errors: [{ message: 'Internal server error' }] })));
      const leave = vi.spyOn(fullNavigation, 'to').mockImplementation(() => undefined);
      const { user } = render('LUM-2026-00042');
      await user.click(await screen.findByRole('button', { name: 'Opnieuw betalen' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Je betaling kon niet worden gestart. Controleer je verbinding en probeer het opnieuw.');
      expect(screen.getByRole('button', { name: 'Opnieuw betalen' })).toBeTruthy();
      expect(leave).not.toHaveBeenCalled();
    });

    it('while the payment is being processed, the page asks again until it is paid', async () => {
      let reads = 0;
      server.use(
        answer(PlacedOrderDocument, () => {
          reads++;
          const paid = reads > 1;
          return { placedOrder: { ...order, paymentStatus: paid ? 'PAID' : 'PENDING', payUrl: null, canPay: false }, shop } as PlacedOrderQuery;
        }),
      );
      render('LUM-2026-00042');
      await region('Je betaling wordt verwerkt');
      // Polled every 5 s: the next answer says paid.
      expect(await screen.findByRole('region', { name: 'Je bestelling is betaald' }, { timeout: 9000 })).toBeTruthy();
      expect(reads).toBe(2);
    }, 15_000);
  });
});
