import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingProductsDocument, ListingShopDocument, type ListingProductsQueryVariables } from '../../../gql/catalog';
import { catalogListings } from '../../../i18n/catalog-listings';
import { drawings, money } from '../../../test/fixtures';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import BlackoutListingPage from './BlackoutListingPage';
import LightFilteringListingPage from './LightFilteringListingPage';

const t = catalogListings.listing;
const LIGHT = '/rolgordijnen/lichtdoorlatend';
const DARK = '/rolgordijnen/verduisterend';

function product(
  id: string,
  slug: string,
  name: string,
  colours: string[],
  transparency: 'LICHTDOORLATEND' | 'BLACKOUT' | 'SEMI_BLACKOUT' | 'DIMOUT',
  cents: number,
  layout: 'LIGHT_FILTERING' | 'BLACKOUT_WHITE' | null = null,
) {
  return {
    id,
    slug,
    name,
    description: `Beschrijving van ${name}`,
    media: drawings([`/images/products/${slug}/1.svg`], name),
    transparency,
    price: money(cents),
    // Made to measure (with a configurator): its price is the lowest a shopper can pay.
    configurator: layout ? { layout } : null,
    colors: colours.map((colour) => ({ name: colour, hex: '#cccccc' })),
  };
}

const white = product('2', 'lichtdoorlatend-wit', 'Lichtdoorlatend rolgordijn – Wit', ['Wit'], 'LICHTDOORLATEND', 2995, 'LIGHT_FILTERING');
const grey = product('8', 'lichtdoorlatend-grijs', 'Lichtdoorlatend rolgordijn – Grijs', ['Grijs', 'Wit'], 'LICHTDOORLATEND', 3095);
const blackoutWhite = product('17', 'verduisterend-wit', 'Verduisterend rolgordijn – Wit', ['Wit'], 'BLACKOUT', 1478, 'BLACKOUT_WHITE');
const dimout = product('14', 'verduisterend-beige', 'Verduisterend rolgordijn – Beige', [], 'DIMOUT', 3595);

type Product = ReturnType<typeof product>;

/** Answers the listing with `pick(variables)` and records every set of variables the page sent. */
function serve(pick: (variables: ListingProductsQueryVariables) => { nodes: Product[]; totalCount?: number }) {
  const sent: ListingProductsQueryVariables[] = [];
  server.use(
    answer(ListingShopDocument, () => ({ shop: { delivery: { factoryLineWorkingDays: 12 }, warranty: { generalYears: 6 } } })),
    answer(ListingProductsDocument, (variables) => {
      sent.push(variables);
      const { nodes, totalCount = nodes.length } = pick(variables);
      return { products: { totalCount, pageInfo: { hasNextPage: false, endCursor: null }, nodes } };
    }),
  );
  return sent;
}

const last = (sent: ListingProductsQueryVariables[]) => sent[sent.length - 1];

describe('Light-filtering listing', () => {
  it('shows the server’s products and count, with the shop facts in the benefits box', async () => {
    const sent = serve(() => ({ nodes: [white], totalCount: 7 }));
    renderScreen(<LightFilteringListingPage />, { route: LIGHT, path: LIGHT });

    expect(screen.getByRole('heading', { level: 1, name: 'Lichtdoorlatende rolgordijnen' })).toBeTruthy();
    expect(await screen.findByText('7 product(en) gevonden')).toBeTruthy();
    // A made-to-measure blind is offered from its lowest price (issue 31), said as such.
    expect(screen.getByRole('list', { name: t.resultsLabel }).textContent).toContain('vanaf €\u00a029,95');
    expect(await screen.findByText('6 jaar garantie')).toBeTruthy();
    expect(screen.getByText(/binnen 12 werkdagen/)).toBeTruthy();
    expect(sent[0]).toEqual({ listing: 'LICHTDOORLATEND', colors: [], transparencies: [], sort: 'POPULARITY', first: 24 });
    // No blackout levels and no advice button on this listing.
    expect(screen.queryByRole('group', { name: t.levelsHeading })).toBeNull();
    expect(screen.queryByRole('link', { name: t.advice })).toBeNull();
  });

  it('sends the chosen colours, writes them to the URL, shows them as chips and says it is loading', async () => {
    const sent = serve((v) => ({ nodes: v.colors?.includes('Wit') ? [white] : [] }));
    const { user, location } = renderScreen(<LightFilteringListingPage />, { route: LIGHT, path: LIGHT });
    await screen.findByText('0 product(en) gevonden');

    const wit = screen.getByRole('button', { name: 'Wit', pressed: false });
    await user.click(wit);
    expect(screen.getByText(t.loading)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Grijs' }));

    expect(screen.getByRole('button', { name: 'Wit' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Grijs' }).getAttribute('aria-pressed')).toBe('true');
    expect(location()).toBe(`${LIGHT}?kleur=wit&kleur=grijs`);
    await waitFor(() => expect(last(sent)).toMatchObject({ colors: ['Wit', 'Grijs'], sort: 'POPULARITY' }));
    expect(await screen.findByText('1 product(en) gevonden')).toBeTruthy();
    const chips = screen.getByRole('region', { name: catalogListings.filters.activeHeading });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Wit', 'Grijs']);

    // A chip removes its own filter.
    await user.click(within(chips).getByRole('button', { name: 'Filter Wit verwijderen' }));
    expect(location()).toBe(`${LIGHT}?kleur=grijs`);
    await waitFor(() => expect(last(sent)).toMatchObject({ colors: ['Grijs'] }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('sorts by price through the server and keeps the sort in the URL', async () => {
    const sent = serve(() => ({ nodes: [white, grey] }));
    const { user, location } = renderScreen(<LightFilteringListingPage />, { route: LIGHT, path: LIGHT });
    await screen.findByText('2 product(en) gevonden');
    const sort = screen.getByLabelText(catalogListings.filters.sortLabel);
    expect([...(sort as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Populariteit', 'Prijs Laag–Hoog', 'Prijs Hoog–Laag']);

    await user.selectOptions(sort, 'Prijs Hoog–Laag');
    expect(location()).toBe(`${LIGHT}?sorteer=prijs-aflopend`);
    await waitFor(() => expect(last(sent)).toMatchObject({ sort: 'PRICE_DESC' }));
    await user.selectOptions(sort, 'Prijs Laag–Hoog');
    await waitFor(() => expect(last(sent)).toMatchObject({ sort: 'PRICE_ASC' }));
    expect(location()).toBe(`${LIGHT}?sorteer=prijs-oplopend`);
  });

  it('reads the filters from the URL and ignores values it does not know', async () => {
    const sent = serve(() => ({ nodes: [white] }));
    renderScreen(<LightFilteringListingPage />, { route: `${LIGHT}?kleur=WIT&kleur=oranje&sorteer=goedkoopst&niveau=blackout`, path: LIGHT });
    await screen.findByText('1 product(en) gevonden');
    expect(sent).toEqual([{ listing: 'LICHTDOORLATEND', colors: ['Wit'], transparencies: [], sort: 'POPULARITY', first: 24 }]);
    expect(screen.getByRole('button', { name: 'Wit' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("'Reset kleuren' clears the colours only, 'Reset alle' clears colours and sort", async () => {
    const sent = serve(() => ({ nodes: [white] }));
    const { user, location } = renderScreen(<LightFilteringListingPage />, {
      route: `${LIGHT}?kleur=wit&kleur=blauw&sorteer=prijs-oplopend`,
      path: LIGHT,
    });
    await screen.findByText('1 product(en) gevonden');

    await user.click(screen.getByRole('button', { name: t.resetColours }));
    expect(location()).toBe(`${LIGHT}?sorteer=prijs-oplopend`);
    await waitFor(() => expect(last(sent)).toMatchObject({ colors: [], sort: 'PRICE_ASC' }));

    await user.click(screen.getByRole('button', { name: 'Rood' }));
    await user.click(screen.getByRole('button', { name: t.resetAll }));
    expect(location()).toBe(LIGHT);
    await waitFor(() => expect(last(sent)).toEqual({ listing: 'LICHTDOORLATEND', colors: [], transparencies: [], sort: 'POPULARITY', first: 24 }));
    expect((screen.getByLabelText(catalogListings.filters.sortLabel) as HTMLSelectElement).value).toBe('populariteit');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('shows the empty state when nothing matches, and its button resets the filters', async () => {
    serve((v) => ({ nodes: v.colors?.length ? [] : [white] }));
    const { user, location } = renderScreen(<LightFilteringListingPage />, { route: `${LIGHT}?kleur=zwart`, path: LIGHT });
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByText('0 product(en) gevonden')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.emptyReset }));
    expect(location()).toBe(LIGHT);
    expect(await screen.findByText('1 product(en) gevonden')).toBeTruthy();
  });

  it('links the white product to its page and shows the redesign notice in a dialog for any other', async () => {
    serve(() => ({ nodes: [white, grey] }));
    const { user } = renderScreen(<LightFilteringListingPage />, { route: LIGHT, path: LIGHT });
    await screen.findByText('2 product(en) gevonden');

    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('h2'));
    expect(within(cards[0]!).getByRole('link', { name: t.view }).getAttribute('href')).toBe('/product/lichtdoorlatend-wit');
    expect(within(cards[0]!).getByRole('link', { name: white.name }).getAttribute('href')).toBe('/product/lichtdoorlatend-wit');
    expect(within(cards[1]!).queryByRole('link')).toBeNull();

    await user.click(within(cards[1]!).getByRole('button', { name: t.view }));
    const dialog = await screen.findByRole('dialog', { name: grey.name });
    expect(within(dialog).getByText(t.redesign)).toBeTruthy();
    await user.click(within(dialog).getAllByRole('button', { name: t.close })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows at most ten active chips, then '+N meer'", async () => {
    serve(() => ({ nodes: [] }));
    const all = ['wit', 'zwart', 'grijs', 'beige', 'bruin', 'blauw', 'groen', 'roze', 'paars', 'rood', 'geel'];
    const { user } = renderScreen(<LightFilteringListingPage />, { route: `${LIGHT}?${all.map((c) => `kleur=${c}`).join('&')}`, path: LIGHT });
    await screen.findByText(t.empty);
    const chips = screen.getByRole('region', { name: catalogListings.filters.activeHeading });
    expect(within(chips).getAllByRole('button', { name: /^Filter / })).toHaveLength(10);
    await user.click(within(chips).getByRole('button', { name: '+1 meer' }));
    expect(within(chips).getAllByRole('button', { name: /^Filter / })).toHaveLength(11);
  });
});

describe('Blackout listing', () => {
  it('filters by blackout level, combined with colours, and writes both to the URL', async () => {
    const sent = serve(() => ({ nodes: [blackoutWhite] }));
    const { user, location } = renderScreen(<BlackoutListingPage />, { route: DARK, path: DARK });
    await screen.findByText('1 product(en) gevonden');
    expect(sent[0]).toMatchObject({ listing: 'VERDUISTEREND', transparencies: [] });

    const levels = screen.getByRole('group', { name: t.levelsHeading });
    expect(within(levels).getByText('Volledig verduisterend')).toBeTruthy();
    expect(within(levels).getByText('Dempt licht effectief')).toBeTruthy();
    expect(within(levels).getByText('Zachte lichtdemping')).toBeTruthy();
    await user.click(within(levels).getByRole('checkbox', { name: /Dimout/ }));
    await user.click(within(levels).getByRole('checkbox', { name: /^Blackout/ }));
    await user.click(screen.getByRole('button', { name: 'Wit' }));

    expect(location()).toBe(`${DARK}?kleur=wit&niveau=blackout&niveau=dimout`);
    await waitFor(() => expect(last(sent)).toMatchObject({ colors: ['Wit'], transparencies: ['BLACKOUT', 'DIMOUT'] }));

    await user.click(within(levels).getByRole('checkbox', { name: /Semi-verduisterend/ }));
    await waitFor(() => expect(last(sent)).toMatchObject({ transparencies: ['BLACKOUT', 'SEMI_BLACKOUT', 'DIMOUT'] }));

    const requests = sent.length;
    await user.click(screen.getByRole('button', { name: t.resetAll }));
    expect(location()).toBe(DARK);
    expect(within(levels).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    // The unfiltered page is the first answer again (from the cache: no new request).
    expect(await screen.findByText('1 product(en) gevonden')).toBeTruthy();
    expect(sent).toHaveLength(requests);
  });

  it("badges blackout items, links cards to /product/verduisterend-{colour} (default zwart) and offers 'Gratis advies aanvragen'", async () => {
    serve(() => ({ nodes: [blackoutWhite, dimout] }));
    renderScreen(<BlackoutListingPage />, { route: DARK, path: DARK });
    await screen.findByText('2 product(en) gevonden');
    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('h2'));
    expect(within(cards[0]!).getByText(t.blackoutBadge)).toBeTruthy();
    expect(within(cards[1]!).queryByText(t.blackoutBadge)).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: t.view }).getAttribute('href')).toBe('/product/verduisterend-wit');
    expect(within(cards[1]!).getByRole('link', { name: t.view }).getAttribute('href')).toBe('/product/verduisterend-zwart');
    // The configurator's card says 'vanaf' its lowest price; a fixed-price blind's card its price, plainly.
    const exact = { normalizer: (text: string) => text };
    expect(within(cards[0]!).getByText('vanaf €\u00a014,78', exact)).toBeTruthy();
    expect(within(cards[1]!).getByText('€\u00a035,95', exact)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.advice }).getAttribute('href')).toBe('/contact');
  });
});
