import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPageDocument, OrderPlaceDocument, type CheckoutPageQuery, type OrderPlaceMutation, type OrderPlaceMutationVariables } from '../../gql/checkout';
import { CartCountDocument, CartDocument, type CartQuery } from '../../gql/graphql';
import { cartShop, money } from '../../test/fixtures';
import { answer, GRAPHQL_URL, server } from '../../test/msw';
import { renderScreen } from '../../test/render';
import CheckoutPage from './CheckoutPage';
import { fullNavigation } from './leave-for';

type Cart = NonNullable<CheckoutPageQuery['cart']>;

/** Text matching that keeps the no-break space of a price (the default folds it into a space). */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const LINE_NAME = 'Lichtdoorlatend rolgordijn – Wit';

/** The server's totals of a cart, worked out by hand: the page only formats them. */
interface TotalsCents {
  subtotal: number;
  shipping: number;
  total: number;
  vat: number;
  toFreeShipping: number;
}
/** € 71,88 + € 9,95 shipping = € 81,83, of which € 14,20 VAT (8183 × 21 / 121 = 1420,19…); € 303,12 to free shipping. */
const SMALL: TotalsCents = { subtotal: 7188, shipping: 995, total: 8183, vat: 1420, toFreeShipping: 30312 };
/** € 400,00 ships free; VAT 40000 × 21 / 121 = 6942,14… → € 69,42. */
const LARGE: TotalsCents = { subtotal: 40000, shipping: 0, total: 40000, vat: 6942, toFreeShipping: 0 };
/** € 75,00 + € 9,95 = € 84,95; VAT 8495 × 21 / 121 = 1474,34… → € 14,74; € 300,00 to free shipping. */
const CHANGED: TotalsCents = { subtotal: 7500, shipping: 995, total: 8495, vat: 1474, toFreeShipping: 30000 };

function cartWith(totals: TotalsCents): Cart {
  return {
    id: 'cart-secret',
    itemCount: 2,
    discountCode: null,
    discountCodeProblem: null,
    lines: [
      {
        id: 'line-1',
        quantity: 2,
        summary: ['Afmetingen: 100 × 120 cm', 'Bediening: Links'],
        product: { id: 'p-1', name: LINE_NAME, images: ['/images/wit.jpg'] },
        total: money(totals.subtotal),
      },
    ],
    totals: {
      subtotal: money(totals.subtotal),
      discount: money(0),
      shipping: money(totals.shipping),
      total: money(totals.total),
      vat: money(totals.vat),
      toFreeShipping: money(totals.toFreeShipping),
    },
    deliveryEstimate: { date: '2026-12-08', label: 'di 8 december', workingDays: 10 },
  } as Cart;
}

const shop = {
  vatPercent: 21,
  paymentMethods: ['PAYPAL', 'BANCONTACT', 'IDEAL', 'CREDITCARD'],
  delivery: { freeShippingThreshold: money(37500) },
} satisfies Partial<CheckoutPageQuery['shop']>;

/** An order placed; with no payUrl (no payment could be opened) the shopper goes to the confirmation. */
const placed = (id: string, payUrl: string | null = null): OrderPlaceMutation => ({ orderPlace: { order: { id, payUrl }, userErrors: [] } }) as unknown as OrderPlaceMutation;

/** The same cart as the header's `cart` query sees it (both read one cart from the server). */
function panelCart(cart: Cart | null): CartQuery['cart'] {
  if (!cart) return null;
  return {
    id: cart.id,
    itemCount: cart.itemCount,
    discountCode: cart.discountCode,
    discountCodeProblem: cart.discountCodeProblem,
    totals: cart.totals,
    lines: cart.lines.map((line) => ({
      ...line,
      product: { ...line.product, slug: 'lichtdoorlatend-wit', configurator: null },
      configuration: { width: 100, height: 120, mountingHeight: null, options: [] },
      unitPrice: money(Math.round(cart.totals.subtotal.cents / line.quantity)),
    })),
  } as CartQuery['cart'];
}

function withCart(cart: Cart | null) {
  server.use(
    answer(CheckoutPageDocument, () => ({ cart, shop }) as CheckoutPageQuery),
    answer(CartDocument, () => ({ cart: panelCart(cart), shop: cartShop })),
    answer(CartCountDocument, () => ({ cart: cart && { id: cart.id, itemCount: cart.itemCount } })),
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof renderScreen>['user'], { country = 'BE', postcode = '9000' } = {}) {
  // Pasted, not typed key by key: the same change events, a fraction of the time.
  const enter = async (name: RegExp, text: string) => {
    await user.click(field(name));
    await user.paste(text);
  };
  await enter(/^Naam/, 'An Peeters');
  await enter(/^E-mailadres/, 'an@voorbeeld.be');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Land/ }), country);
  await enter(/^Straat en huisnummer/, 'Veldstraat 1');
  await enter(/^Postcode/, postcode);
  await enter(/^Plaats/, country === 'BE' ? 'Gent' : 'Amsterdam');
  await user.click(screen.getByRole('radio', { name: country === 'BE' ? 'Bancontact' : 'iDEAL' }));
  await user.click(screen.getByRole('checkbox', { name: /maatwerk niet kan worden geretourneerd/ }));
}

const submit = () => screen.getByRole('button', { name: /^Bestelling plaatsen/ });

function render() {
  return renderScreen(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('CheckoutPage', () => {
  it('shows the summary with the server amounts, shipping still due and what is missing for free shipping', async () => {
    withCart(cartWith(SMALL));
    render();
    const summary = await screen.findByRole('region', { name: 'Overzicht van je bestelling' });
    expect(within(summary).getByText(LINE_NAME)).toBeTruthy();
    expect(within(summary).getByText('Afmetingen: 100 × 120 cm')).toBeTruthy();
    expect(screen.getByTestId('order-shipping').textContent).toBe('€\u00a09,95');
    expect(within(summary).getByText('Nog €\u00a0303,12 tot gratis verzending (vanaf €\u00a0375,00).', exact)).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('€\u00a081,83');
    expect(within(summary).getByText('Inclusief €\u00a014,20 btw (21%)', exact)).toBeTruthy();
    expect(within(summary).getByText('Verwachte levering: di 8 december')).toBeTruthy();
    expect(submit().textContent).toBe('Bestelling plaatsen – €\u00a081,83');
  });

  it("shows 'Gratis' when the server charges no shipping", async () => {
    withCart(cartWith(LARGE));
    render();
    expect((await screen.findByTestId('order-shipping')).textContent).toBe('Gratis');
    expect(screen.queryByText(/tot gratis verzending/)).toBeNull();
  });

  it('a change made in the cart panel reads shipping and the total with shipping again', async () => {
    let cart = cartWith(SMALL);
    let reads = 0;
    server.use(
      answer(CheckoutPageDocument, () => (reads++, { cart, shop }) as CheckoutPageQuery),
      answer(CartDocument, () => ({ cart: panelCart(cart), shop: cartShop })),
    );
    const { client } = render();
    await screen.findByTestId('checkout-total');
    await waitFor(() => expect(reads).toBe(1));
    // What the panel's quantity change does: the server's answer updates the cart's lines total in the cache.
    cart = cartWith(LARGE);
    client.cache.modify({ id: client.cache.identify({ __typename: 'Cart', id: 'cart-secret' }), fields: { totals: (totals: object) => ({ ...totals, subtotal: money(40000) }) } });
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('€\u00a0400,00'));
    expect(screen.getByTestId('order-shipping').textContent).toBe('Gratis');
    expect(reads).toBe(2);
  });

  it('an empty cart shows the empty state with a link to the blinds, and no form', async () => {
    withCart(null);
    render();
    expect(await screen.findByRole('heading', { name: 'Je winkelwagen is leeg' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bekijk de rolgordijnen' }).getAttribute('href')).toBe('/rolgordijnen');
    expect(screen.queryByRole('button', { name: /^Bestelling plaatsen/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("refuses a Belgian postcode '123' in the browser, sends nothing and focuses the first error", async () => {
    withCart(cartWith(SMALL));
    let sent = 0;
    server.use(answer(OrderPlaceDocument, () => (sent++, placed('LUM-1'))));
    const { user } = render();
    await screen.findByRole('heading', { name: 'Contactgegevens' });
    await user.type(field(/^Postcode/), '123');
    await user.click(submit());

    const postcode = field(/^Postcode/);
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Een Belgische postcode heeft 4 cijfers, bijvoorbeeld 9000.')).toBeTruthy();
    expect(postcode.getAttribute('aria-describedby')).toContain('checkout-postcode-error');
    // The first field with an error is the name: it gets focus.
    expect(document.activeElement).toBe(field(/^Naam/));
    expect(field(/^Naam/).getAttribute('aria-describedby')).toBe('checkout-name-error');
    expect(screen.getByText('Kies hoe je wilt betalen.')).toBeTruthy();
    expect(screen.getByText('Bevestig dat je begrijpt dat maatwerk niet kan worden geretourneerd.')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it("accepts the Dutch postcode '1016 BS' and sends it with the shopper's data, the total seen and an attemptId", async () => {
    withCart(cartWith(SMALL));
    const sent: OrderPlaceMutationVariables[] = [];
    server.use(answer(OrderPlaceDocument, (variables) => (sent.push(variables), placed('LUM-2026-00042'))));
    const { user } = render();
    await screen.findByRole('heading', { name: 'Contactgegevens' });
    await fillIn(user, { country: 'NL', postcode: '1016 bs' });
    await user.click(submit());

    await waitFor(() => expect(sent).toHaveLength(1));
    const { input } = sent[0]!;
    expect(input.attemptId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect({ ...input, attemptId: 'x' }).toEqual({
      attemptId: 'x',
      customer: { name: 'An Peeters', email: 'an@voorbeeld.be', phone: null, street: 'Veldstraat 1', postcode: '1016 BS', city: 'Amsterdam', country: 'NL' },
      paymentMethod: 'IDEAL',
      acceptNoWithdrawal: true,
      expectedTotalCents: 8183,
      notes: null,
    });
  });

  it('puts iDEAL first for the Netherlands and Bancontact first for Belgium', async () => {
    withCart(cartWith(SMALL));
    const { user } = render();
    const group = await screen.findByRole('radiogroup', { name: /Betaalmethode/ });
    const names = () => within(group).getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(names()).toEqual(['BANCONTACT', 'PAYPAL', 'IDEAL', 'CREDITCARD']);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Land/ }), 'NL');
    expect(names()).toEqual(['IDEAL', 'PAYPAL', 'BANCONTACT', 'CREDITCARD']);
  });

  it("shows the server's refusal under the field its path names, and a general one in the alert", async () => {
    withCart(cartWith(SMALL));
    server.use(
      answer(OrderPlaceDocument, () => ({
        orderPlace: {
          order: null,
          userErrors: [
            { code: 'INVALID_POSTCODE', field: ['input', 'customer', 'postcode'], message: 'Deze postcode bestaat niet.' },
            { code: 'INVALID_EMAIL', field: ['input', 'customer', 'email'], message: 'Dit e-mailadres kan geen post ontvangen.' },
          ],
        },
      })),
    );
    const { user } = render();
    await screen.findByRole('heading', { name: 'Contactgegevens' });
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByText('Deze postcode bestaat niet.')).toBeTruthy();
    expect(field(/^Postcode/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^E-mailadres/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(/^E-mailadres/)));
    // Nothing typed is lost.
    expect((field(/^Straat en huisnummer/) as HTMLInputElement).value).toBe('Veldstraat 1');
  });

  it('PRICE_CHANGED reads the cart again: the new total shows and the next attempt sends it', async () => {
    let cart = cartWith(SMALL);
    server.use(
      answer(CheckoutPageDocument, () => ({ cart, shop }) as CheckoutPageQuery),
      answer(CartDocument, () => ({ cart: panelCart(cart), shop: cartShop })),
    );
    const sent: OrderPlaceMutationVariables[] = [];
    server.use(
      answer(OrderPlaceDocument, (variables) => {
        sent.push(variables);
        if (sent.length > 1) return placed('LUM-2026-00043');
        cart = cartWith(CHANGED);
        return {
          orderPlace: { order: null, userErrors: [{ code: 'PRICE_CHANGED', field: null, message: 'De prijs van je winkelwagen is gewijzigd.' }] },
        } as unknown as OrderPlaceMutation;
      }),
    );
    const { user, location } = render();
    await screen.findByRole('heading', { name: 'Contactgegevens' });
    await fillIn(user);
    await user.click(submit());

    const alert = await screen.findByText(/De prijs van je winkelwagen is gewijzigd\./);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('€\u00a084,95'));
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/bestelling/LUM-2026-00043'));
    expect(sent.map((v) => v.input.expectedTotalCents)).toEqual([8183, 8495]);
    expect(sent[1]!.input.attemptId).toBe(sent[0]!.input.attemptId);
  });

  it('a double click sends one request with one attemptId', async () => {
    withCart(cartWith(SMALL));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: OrderPlaceMutationVariables[] = [];
    server.use(
      answer(OrderPlaceDocument, (variables) => {
        sent.push(variables);
        // Answered only once released, so the second click falls while the first is on its way.
        return { orderPlace: (() => held.then(() => placed('LUM-2026-00044').orderPlace)) as never };
      }),
    );
    const { user, location } = render();
    await screen.findByRole('heading', { name: 'Contactgegevens' });
    await fillIn(user);
    await user.dblClick(submit());
    await user.click(screen.getByRole('button', { name: 'Bestelling wordt geplaatst...' }));
    expect(screen.getByRole('button', { name: 'Bestelling wordt geplaatst...' }).getAttribute('aria-disabled')).toBe('true');
    release();
    await waitFor(() => expect(location()).toBe('/bestelling/LUM-2026-00044'));
    expect(sent).toHaveLength(1);
  });

  it('a network failure keeps the form and the attemptId, so the retry cannot make a second order', async () => {
    withCart(cartWith(SMALL));
    const sent: OrderPlaceMutationVariables[] = [];
    server.use(
      // The first call is lost on the way (the handler added first answers first, once).
      graphql.link(GRAPHQL_URL).mutation('OrderPlace', ({ variables }) => {
        sent.push(variables as OrderPlaceMutationVariables);
        return HttpResponse.error();
      }, { once: true }),
      answer(OrderPlaceDocument, (variables) => (sent.push(variables), placed('LUM-2026-00045'))),
    );
    const { user, location } = render();
    await screen.findByRole('heading', { name: 'Contactgegevens' });
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByText(/Je bestelling kon niet worden verstuurd/)).toBeTruthy();
    expect((field(/^Naam/) as HTMLInputElement).value).toBe('An Peeters');
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/bestelling/LUM-2026-00045'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.input.attemptId).toBe(sent[0]!.input.attemptId);
  });

  it('after the order: reads the shared cart again, forgets the stored form and goes to /bestelling/{id}', async () => {
    withCart(cartWith(SMALL));
    // The header badge's count is the shared cart's part on this page: the checkout's own answer holds it (no request of
    // its own), and after the order it is read again from the server.
    let cartReads = 0;
    let ordered = false;
    server.use(
      answer(CartCountDocument, () => (cartReads++, { cart: ordered ? null : { id: 'cart-secret', itemCount: 2 } })),
      answer(OrderPlaceDocument, () => ((ordered = true), placed('LUM-2026-00046'))),
    );
    const { user, location } = render();
    await screen.findByRole('heading', { name: 'Contactgegevens' });
    await fillIn(user);
    expect(cartReads).toBe(0);
    expect(window.sessionStorage.getItem('checkout-form')).toContain('Veldstraat 1');
    await user.click(submit());

    await waitFor(() => expect(location()).toBe('/bestelling/LUM-2026-00046'));
    await waitFor(() => expect(cartReads).toBe(1));
    expect(window.sessionStorage.getItem('checkout-form')).toBeNull();
  });

  it("with a payment opened, sends the shopper to the provider's page with a full navigation", async () => {
    withCart(cartWith(SMALL));
    server.use(answer(OrderPlaceDocument, () => placed('LUM-2026-00047', '/betalen/test/tst_Fr5tPaYmEnT00047')));
    const leave = vi.spyOn(fullNavigation, 'to').mockImplementation(() => undefined);
    try {
      const { user, location } = render();
      await screen.findByRole('heading', { name: 'Contactgegevens' });
      await fillIn(user);
      await user.click(submit());

      await waitFor(() => expect(leave).toHaveBeenCalledWith('/betalen/test/tst_Fr5tPaYmEnT00047'));
      expect(leave).toHaveBeenCalledTimes(1);
      // Not through the router: the provider sends the shopper back to the confirmation afterwards.
      expect(location()).toBe('/checkout');
      expect(screen.getByRole('status').textContent).toBe('Bestelling geplaatst. Je gaat naar de betaalpagina...');
      expect(window.sessionStorage.getItem('checkout-form')).toBeNull();
    } finally {
      leave.mockRestore();
    }
  });

  it('a reload keeps what the shopper typed (but asks for the acknowledgement again)', async () => {
    withCart(cartWith(SMALL));
    const first = render();
    await screen.findByRole('heading', { name: 'Contactgegevens' });
    await fillIn(first.user, { country: 'NL', postcode: '1016 BS' });
    first.unmount();

    render();
    await screen.findByRole('heading', { name: 'Contactgegevens' });
    expect((field(/^Naam/) as HTMLInputElement).value).toBe('An Peeters');
    expect((field(/^Postcode/) as HTMLInputElement).value).toBe('1016 BS');
    expect((screen.getByRole('combobox', { name: /^Land/ }) as HTMLSelectElement).value).toBe('NL');
    expect((screen.getByRole('radio', { name: 'iDEAL' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /maatwerk/ }) as HTMLInputElement).checked).toBe(false);
  });
});
