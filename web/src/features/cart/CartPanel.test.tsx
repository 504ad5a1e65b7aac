import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCart } from '../../components/cart-context';
import { CartDocument, CartLineAddDocument } from '../../gql/graphql';
import { nl } from '../../i18n/nl';
import { cartShop, cartWith, money } from '../../test/fixtures';
import { answer, server } from '../../test/msw';
import { renderScreen } from '../../test/render';

const t = nl.cart;

/** A screen's add button, as a configurator has one: disabled while the add is on its way (the focus leaves it). */
function AddButton() {
  const { addLine } = useCart();
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    await addLine({ productId: '2', quantity: 1 });
    setAdding(false);
  };
  return (
    <button type="button" disabled={adding} onClick={() => void add()}>
      Toevoegen aan winkelwagen
    </button>
  );
}

const NAME = 'Lichtdoorlatend rolgordijn – Wit';

/** The server's cart after the add: one blind of this price, and shipping as the server adds it up. */
function withCart(unitCents: number, shippingCostCents?: number) {
  const cart = cartWith({ name: NAME, unitCents, shippingCostCents });
  server.use(
    answer(CartDocument, () => ({ cart, shop: cartShop })),
    answer(CartLineAddDocument, () => ({ cartLineAdd: { cart, line: { id: 'l1', unitPrice: money(unitCents) }, userErrors: [] } })),
  );
}

describe('cart panel', () => {
  it('after an add, opens with its confirmation, which has the focus; closed, the focus is back on the add button', async () => {
    withCart(8082);
    const { user } = renderScreen(<AddButton />);
    const add = screen.getByRole('button', { name: 'Toevoegen aan winkelwagen' });
    await user.click(add);

    const panel = await screen.findByRole('dialog', { name: t.title });
    const confirmation = within(panel).getByRole('heading', { name: t.confirmation.added });
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(within(panel).getAllByText(NAME).length).toBeGreaterThan(0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(add);
  });

  it('shows the shipping and the total the checkout will charge, or that shipping is free, as the server adds them up', async () => {
    // € 80,82 of blinds: € 12,34 shipping (not the shop's rate: the panel shows what the server says), € 93,16 to pay.
    withCart(8082, 1234);
    const { user } = renderScreen(<AddButton />);
    await user.click(screen.getByRole('button', { name: 'Toevoegen aan winkelwagen' }));
    const panel = await screen.findByRole('dialog', { name: t.title });
    expect(within(panel).getByTestId('order-shipping').textContent).toBe('€\u00a012,34');
    expect(within(panel).getByText('Nog €\u00a0294,18 tot gratis verzending (vanaf €\u00a0375,00).', { normalizer: (text) => text })).toBeTruthy();
    expect(within(panel).getByTestId('cart-total').textContent).toBe('€\u00a093,16');
    expect(within(panel).getByText('Inclusief €\u00a016,17 btw (21%)', { normalizer: (text) => text })).toBeTruthy();
  });

  it('says shipping is free from the threshold', async () => {
    withCart(40000);
    const { user } = renderScreen(<AddButton />);
    await user.click(screen.getByRole('button', { name: 'Toevoegen aan winkelwagen' }));
    const panel = await screen.findByRole('dialog', { name: t.title });
    expect(within(panel).getByTestId('order-shipping').textContent).toBe(nl.totals.free);
    expect(within(panel).queryByText(/tot gratis verzending/)).toBeNull();
    expect(within(panel).getByTestId('cart-total').textContent).toBe('€\u00a0400,00');
  });
});
