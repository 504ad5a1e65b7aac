import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartLineAddDocument, type CartLineAddMutationVariables } from '../../../gql/graphql';
import { ProductDetailPageDocument, ProductReviewsDocument, ReviewCreateDocument, type ProductDetailPageQuery, type ProductReviewsQuery, type ReviewCreateMutationVariables } from '../../../gql/catalog';
import { catalogProductDetail as t } from '../../../i18n/catalog-product-detail';
import { cartWith, money } from '../../../test/fixtures';
import { answer, cartQuery, server } from '../../../test/msw';
import { productPageTexts } from '../../../i18n/product-page';
import { renderScreen } from '../../../test/render';
import ProductDetailPage from './ProductDetailPage';

const product: NonNullable<ProductDetailPageQuery['product']> = {
  id: '41',
  slug: 'translucent-mist',
  name: 'Doorschijnend rolgordijn – Mist',
  description: 'Doorschijnende stof die het daglicht verspreidt.',
  reviewSummary: { count: 0, averageRating: null },
  media: ['/images/a.svg', '/images/b.svg'].map((url, i) => ({ id: String(i + 1), url, alt: `Doorschijnend rolgordijn – Mist, afbeelding ${i + 1}`, width: 800, height: 600, sources: [] })),
  features: ['Gratis meetservice', 'Premium stof'],
  colors: [{ name: 'Mist' }, { name: 'Zand' }],
  lightFilter: ['Lichtdoorlatend', 'Semi-transparant'],
  price: money(2750),
  line: 'FACTORY',
  configurator: null,
  // A range the seed does not use, so the hint can only come from this answer.
  sizes: [
    { key: 'WIDTH', min: 45, max: 235 },
    { key: 'HEIGHT', min: 105, max: 245 },
  ],
};
const shop = { delivery: { atelierMinWorkingDays: 12, atelierMaxWorkingDays: 19, freeShippingThreshold: { cents: 41000 } } };
const noReviews: ProductReviewsQuery = { reviews: { totalCount: 0, nodes: [] }, product: { id: '41', reviewSummary: { count: 0, averageRating: null } } };

function page(p: typeof product | null = product, reviews = noReviews, route = '/products/41') {
  server.use(
    answer(ProductDetailPageDocument, () => ({ product: p, shop })),
    answer(ProductReviewsDocument, () => reviews),
  );
  return renderScreen(<ProductDetailPage />, { route, path: '/products/:id' });
}

const cart = cartWith({ name: product.name, unitCents: 2750, quantity: 2 });
const cartAnswer = { cartLineAdd: { cart, line: { id: 'l1', unitPrice: money(2750) }, userErrors: [] } };

describe('product page: adding to the cart', () => {
  it('enables the button only once a colour and a light filter are chosen, then sends them with sizes and quantity', async () => {
    const sent: CartLineAddMutationVariables[] = [];
    server.use(
      ...cartQuery(cart),
      answer(CartLineAddDocument, (variables) => {
        sent.push(variables);
        return cartAnswer;
      }),
    );
    const { user } = page();
    const button = await screen.findByRole('button', { name: t.add });
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(screen.getByText('€\u00a027,50', { normalizer: (text) => text })).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await user.selectOptions(screen.getByLabelText(t.colour), 'Zand');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(t.lightFilter), 'Semi-transparant');
    expect((button as HTMLButtonElement).disabled).toBe(false);

    await user.type(screen.getByLabelText(t.width), '13x5');
    await user.type(screen.getByLabelText(t.height), '160');
    await user.selectOptions(screen.getByLabelText(t.quantity), '3');
    await user.click(button);

    await screen.findByText('Toegevoegd aan je winkelwagen');
    expect(sent).toEqual([
      { input: { productId: '41', quantity: 3, selectedColor: 'Zand', selectedLightFilter: 'Semi-transparant', configuration: { width: 135, height: 160 } } },
    ]);
  });

  it('sends no size when none is typed, and shows a size the server refuses under its field', async () => {
    const sent: CartLineAddMutationVariables[] = [];
    server.use(
      ...cartQuery(cart),
      answer(CartLineAddDocument, (variables) => {
        sent.push(variables);
        return sent.length === 1
          ? cartAnswer
          : { cartLineAdd: { cart: null, line: null, userErrors: [{ code: 'OUT_OF_RANGE', field: ['input', 'configuration', 'width'], message: 'Breedte moet tussen 45 en 235 cm zijn' }] } };
      }),
    );
    const { user } = page();
    await user.selectOptions(await screen.findByLabelText(t.colour), 'Mist');
    await user.selectOptions(screen.getByLabelText(t.lightFilter), 'Lichtdoorlatend');
    await user.click(screen.getByRole('button', { name: t.add }));
    await screen.findByText('Toegevoegd aan je winkelwagen');
    await user.keyboard('{Escape}');
    expect(sent[0]!.input).toEqual({ productId: '41', quantity: 1, selectedColor: 'Mist', selectedLightFilter: 'Lichtdoorlatend' });

    await user.type(screen.getByLabelText(t.width), '5000');
    await user.click(screen.getByRole('button', { name: t.add }));
    const width = screen.getByLabelText(t.width);
    await waitFor(() => expect(width.getAttribute('aria-invalid')).toBe('true'));
    // The server's message first, then the product's range.
    const description = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '').split(' ').map((ref) => document.getElementById(ref)?.textContent).join(' ');
    expect(description(width)).toBe('Breedte moet tussen 45 en 235 cm zijn 45–235 cm');
    expect(description(screen.getByLabelText(t.height))).toBe('105–245 cm');
    expect((screen.getByLabelText(t.width) as HTMLInputElement).value).toBe('5000');
  });

  it('is the configurator for a made-to-measure product: it goes there, keeping what its query string says', async () => {
    const { location } = page({ ...product, slug: 'lichtdoorlatend-wit', configurator: { layout: 'LIGHT_FILTERING' } }, noReviews, '/products/41?breedte=120&kleur=Wit');
    await waitFor(() => expect(location()).toBe('/product/lichtdoorlatend-wit?breedte=120&kleur=Wit'));
    expect(screen.queryByRole('button', { name: t.add })).toBeNull();
  });

  it('chooses the colour a link names (kleur), as a fabric of the collection opens it', async () => {
    page(product, noReviews, '/products/41?kleur=Zand');
    const colour = (await screen.findByRole('combobox', { name: t.colour })) as HTMLSelectElement;
    expect(colour.value).toBe('Zand');
  });

  it('says the product does not exist for an unknown id, and for an id that is not a number without asking the server', async () => {
    page(null);
    expect(await screen.findByRole('heading', { name: productPageTexts.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(productPageTexts.notFoundText)).toBeTruthy();
    renderScreen(<ProductDetailPage />, { route: '/products/abc', path: '/products/:id' });
    expect(screen.getAllByText(productPageTexts.notFoundText)).toHaveLength(2);
  });

  it('opens the delivery panel with the numbers of the shop facts', async () => {
    const { user } = page();
    const toggle = await screen.findByRole('button', { name: t.delivery.title });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText(t.delivery.time(12, 19)).closest('[hidden]')).not.toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(t.delivery.time(12, 19)).closest('[hidden]')).toBeNull();
    expect(screen.getByText(t.delivery.shipping('€\u00a0410,00'), { normalizer: (text) => text })).toBeTruthy();
  });
});

describe('product page: reviews', () => {
  it('shows the empty texts when there are no reviews', async () => {
    page();
    expect(await screen.findByText(t.reviews.emptyTitle)).toBeTruthy();
    expect(screen.getByText(t.reviews.emptyText)).toBeTruthy();
  });

  it('shows the summary to one decimal and the reviews as text, with Dutch long dates', async () => {
    page(product, {
      reviews: {
        totalCount: 2,
        nodes: [
          { id: '2', customerName: 'An Peeters', initials: 'AP', rating: 4, comment: '<b>Mooi</b>\nTweede regel', date: '2026-03-05T10:00:00Z' },
          { id: '1', customerName: 'Bert Claes', initials: 'BC', rating: 3, comment: 'Goed', date: '2026-02-01T10:00:00Z' },
        ],
      },
      product: { id: '41', reviewSummary: { count: 2, averageRating: 3.5 } },
    });
    expect(await screen.findByText('3,5 van 5')).toBeTruthy();
    expect(screen.getByText('2 beoordelingen')).toBeTruthy();
    expect(screen.getByText('5 maart 2026')).toBeTruthy();
    const comment = screen.getByText(/<b>Mooi<\/b>/);
    expect(comment.querySelector('b')).toBeNull();
    expect(screen.getByRole('img', { name: '4 van 5 sterren' })).toBeTruthy();
  });

  it('sends a complete review, closes the dialog, clears the draft and says it awaits approval', async () => {
    const sent: ReviewCreateMutationVariables[] = [];
    server.use(
      answer(ReviewCreateDocument, (variables) => {
        sent.push(variables);
        return { reviewCreate: { review: { id: '9', status: 'PENDING' }, userErrors: [] } };
      }),
    );
    const { user } = page();
    await user.click(await screen.findByRole('button', { name: t.reviews.write }));
    const dialog = await screen.findByRole('dialog', { name: t.reviews.dialogTitle });
    const submit = within(dialog).getByRole('button', { name: t.reviews.submit }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(t.reviews.name), 'Ine');
    await user.type(within(dialog).getByLabelText(t.reviews.comment), 'Prachtig');
    expect(submit.disabled).toBe(true);
    await user.click(within(dialog).getByLabelText(t.reviews.ratingOption(4)));
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    expect(await screen.findByText(`${t.reviews.sentTitle}. ${t.reviews.sentText}`)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([{ input: { productId: '41', name: 'Ine', rating: 4, comment: 'Prachtig' } }]);
    await user.click(screen.getByRole('button', { name: t.reviews.write }));
    expect((screen.getByLabelText(t.reviews.name) as HTMLInputElement).value).toBe('');
  });

  it('shows the server\'s refusal under its field and keeps the draft; a general refusal above the buttons', async () => {
    let call = 0;
    server.use(
      answer(ReviewCreateDocument, () => {
        call += 1;
        return call === 1
          ? { reviewCreate: { review: null, userErrors: [{ code: 'TOO_LONG', field: ['input', 'name'], message: 'Naam mag maximaal 80 tekens bevatten.' }] } }
          : { reviewCreate: { review: null, userErrors: [{ code: 'RATE_LIMITED', field: null, message: 'Probeer het later opnieuw.' }] } };
      }),
    );
    const { user } = page();
    await user.click(await screen.findByRole('button', { name: t.reviews.write }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(t.reviews.name), 'Ine');
    await user.type(within(dialog).getByLabelText(t.reviews.comment), 'Prachtig');
    await user.click(within(dialog).getByLabelText(t.reviews.ratingOption(5)));
    await user.click(within(dialog).getByRole('button', { name: t.reviews.submit }));
    expect(await within(dialog).findByText('Naam mag maximaal 80 tekens bevatten.')).toBeTruthy();
    expect(within(dialog).getByLabelText(t.reviews.name).getAttribute('aria-invalid')).toBe('true');
    expect((within(dialog).getByLabelText(t.reviews.comment) as HTMLTextAreaElement).value).toBe('Prachtig');

    await user.click(within(dialog).getByRole('button', { name: t.reviews.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Probeer het later opnieuw.');
  });
});
