import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartLineAddDocument, type CartLineAddMutationVariables } from '../../../gql/graphql';
import { ProductListPageDocument, type ProductListCardFragment, type ProductListPageQuery, type ProductListPageQueryVariables } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { nl } from '../../../i18n/nl';
import { cartWith, drawings, money } from '../../../test/fixtures';
import { answer, cartQuery, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import ProductListPage from './ProductListPage';

const t = catalogBrowse.productList;

const product = (id: string, name: string, extra: Partial<ProductListCardFragment> = {}): ProductListCardFragment => ({
  id,
  slug: `slug-${id}`,
  name,
  description: `Beschrijving van ${name}`,
  media: drawings([`/images/products/slug-${id}/1.svg`], name),
  features: ['Gratis meetservice'],
  colors: [{ name: 'Grijs' }, { name: 'Wit' }],
  lightFilter: ['Lichtdoorlatend', 'Semi-transparant'],
  price: money(2995),
  configurator: null,
  ...extra,
});

/** A configured product (made to measure) and a plain one that can be added as it is. */
const configured = product('1', 'Verduisterend rolgordijn – Wit', {
  slug: 'blackout-white-roller-blind',
  price: money(3495),
  features: ['100% verduisterend'],
  configurator: { layout: 'BLACKOUT' },
});
const plain = product('9', 'Doorschijnend rolgordijn – Grijs', { price: money(2995) });
const authentics = product('8', 'Authentics – Rolgordijn semi-transparant – Off White', {
  slug: 'rolgordijn-authentics-offwhite',
  media: [],
  features: ['8 jaar garantie'],
  configurator: { layout: 'AUTHENTICS' },
});

function page(nodes: ProductListCardFragment[], totalCount = nodes.length, endCursor: string | null = null): ProductListPageQuery {
  return { products: { totalCount, pageInfo: { hasNextPage: endCursor !== null, endCursor }, nodes } };
}

function answerList(resolve: (variables: ProductListPageQueryVariables) => ProductListPageQuery) {
  const sent: ProductListPageQueryVariables[] = [];
  server.use(
    answer(ProductListPageDocument, (variables) => {
      sent.push(variables);
      return resolve(variables);
    }),
  );
  return sent;
}

const render = (route: string) => renderScreen(<ProductListPage />, { route, path: '/products' });

describe('ProductListPage', () => {
  it('shows all products with the server\'s total count, and skeleton cards while they load', async () => {
    const sent = answerList(() => page([configured, plain], 42, null));
    render('/products');
    expect(screen.getByRole('heading', { level: 1, name: t.allTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(catalogBrowse.common.loading);
    expect(await screen.findByText('42 producten')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(sent[0]).toMatchObject({ category: null, search: null, first: 24 });
    expect(document.title).toContain(t.allTitle);
  });

  it('titles a category and asks the server for it', async () => {
    const sent = answerList(() => page([configured], 7));
    render('/products?category=rolgordijnen');
    expect(screen.getByRole('heading', { level: 1, name: 'Rolgordijnen' })).toBeTruthy();
    expect(await screen.findByText('7 producten')).toBeTruthy();
    expect(sent[0]).toMatchObject({ category: 'rolgordijnen', search: null });
  });

  it('titles search results, counts them and leaves the searching to the server', async () => {
    const sent = answerList(() => page([configured], 3));
    render('/products?search=verduistérend');
    expect(screen.getByRole('heading', { level: 1, name: 'Zoekresultaten voor "verduistérend"' })).toBeTruthy();
    expect(await screen.findByText('3 resultaten gevonden')).toBeTruthy();
    expect(sent[0]).toMatchObject({ search: 'verduistérend', category: null });
    expect(document.title).toContain('Zoekresultaten voor "verduistérend"');
  });

  it('says so when the products cannot be loaded, and loads them on retry', async () => {
    let calls = 0;
    server.use(
      answer(ProductListPageDocument, () => {
        calls += 1;
        return calls === 1 ? { errors: [{ message: 'Database unavailable' }] } : page([plain], 1);
      }),
    );
    const { user } = render('/products');
    expect((await screen.findByRole('alert')).textContent).toBe(catalogBrowse.common.loadError);
    await user.click(screen.getByRole('button', { name: catalogBrowse.common.retry }));
    expect(await screen.findByText('1 producten')).toBeTruthy();
    expect(screen.getByRole('link', { name: plain.name })).toBeTruthy();
  });

  it('says so when nothing is found', async () => {
    answerList(() => page([], 0));
    render('/products?search=xyzzy');
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByText('0 resultaten gevonden')).toBeTruthy();
    expect(screen.getByRole('link', { name: t.showAll }).getAttribute('href')).toBe('/products');
  });

  it('adds a product without configurator rules with its first colour and light filter, through the cart mutation', async () => {
    answerList(() => page([configured, plain]));
    const added: CartLineAddMutationVariables[] = [];
    const cart = cartWith({ name: plain.name, unitCents: 2995 });
    server.use(
      answer(CartLineAddDocument, (variables) => {
        added.push(variables);
        return { cartLineAdd: { cart, line: { id: 'l1', unitPrice: money(2995) }, userErrors: [] } };
      }),
      ...cartQuery(cart),
    );
    const { user } = render('/products');
    const card = (await screen.findByRole('link', { name: plain.name })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: `${t.add}: ${plain.name}` }));

    expect(await screen.findByRole('heading', { name: nl.cart.confirmation.added })).toBeTruthy();
    expect(added).toEqual([{ input: { productId: '9', quantity: 1, selectedColor: 'Grijs', selectedLightFilter: 'Lichtdoorlatend' } }]);
  });

  it('shows the failure toast when the server refuses the line', async () => {
    answerList(() => page([plain]));
    server.use(
      answer(CartLineAddDocument, () => ({
        cartLineAdd: { cart: null, line: null, userErrors: [{ code: 'INVALID_CHOICE', field: ['input', 'selectedColor'], message: 'Deze kleur bestaat niet.' }] },
      })),
    );
    const { user } = render('/products');
    await user.click(await screen.findByRole('button', { name: `${t.add}: ${plain.name}` }));
    expect(await screen.findByText(nl.cart.addFailed.title)).toBeTruthy();
    expect(screen.getByText('Deze kleur bestaat niet.')).toBeTruthy();
  });

  it('sends a made-to-measure product to its configurator instead of adding it', async () => {
    answerList(() => page([configured]));
    render('/products');
    const link = await screen.findByRole('link', { name: `${t.configure}: ${configured.name}` });
    expect(link.getAttribute('href')).toBe('/product/blackout-white-roller-blind');
    expect(screen.queryByRole('button', { name: new RegExp(t.add) })).toBeNull();
    // The price of a made-to-measure product is where it starts.
    expect(screen.getByText(/^vanaf /).textContent).toBe('vanaf €\u00a034,95');
    expect(screen.getByRole('link', { name: configured.name }).getAttribute('href')).toBe('/products/1');
  });

  it('links the Authentics product to its own page, shows our placeholder without images and picks the feature icon by keyword', async () => {
    answerList(() => page([authentics, configured, plain]));
    render('/products');
    expect((await screen.findByRole('link', { name: authentics.name })).getAttribute('href')).toBe('/product/rolgordijn-authentics-offwhite');
    const card = screen.getByRole('link', { name: authentics.name }).closest('li')!;
    expect(within(card).getByRole('img', { name: catalogBrowse.common.imageAlt(authentics.name) }).getAttribute('data-placeholder')).toBe('true');
    expect(card.querySelector('[data-feature-icon]')?.getAttribute('data-feature-icon')).toBe('warranty');
    const blackout = screen.getByRole('link', { name: configured.name }).closest('li')!;
    expect(blackout.querySelector('[data-feature-icon]')?.getAttribute('data-feature-icon')).toBe('blackout');
    const measuring = screen.getByRole('link', { name: plain.name }).closest('li')!;
    expect(measuring.querySelector('[data-feature-icon]')?.getAttribute('data-feature-icon')).toBe('measuring');
  });

  it('loads the next page after the last cursor with "Meer laden"', async () => {
    const first = Array.from({ length: 24 }, (_, i) => product(String(i + 1), `Product ${i + 1}`));
    const sent = answerList((variables) =>
      variables.after === 'cursor-24' ? page([product('25', 'Product 25')], 25) : page(first, 25, 'cursor-24'),
    );
    const { user } = render('/products');
    expect(await screen.findByText('24 van 25 getoond')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.loadMore }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(sent.at(-1)).toMatchObject({ after: 'cursor-24', first: 24 });
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Product 25'));
  });
});
