import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OverviewPageDocument, type BrowseOverviewCardFragment, type OverviewPageQuery, type OverviewPageQueryVariables } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import OverviewPage from './OverviewPage';

const t = catalogBrowse.overview;

const card = (id: string, slug: string, name: string, cents: number): BrowseOverviewCardFragment => ({
  id,
  slug,
  name,
  description: `Over ${name}`,
  images: [`/images/products/${slug}/1.svg`],
  price: { cents },
});

// Prices unlike the spec's, so a hard-coded page could not pass.
const blackout = card('1', 'blackout-white-roller-blind', 'Verduisterend rolgordijn – Wit', 1234);
const light = card('2', 'lichtdoorlatend-wit', 'Lichtdoorlatend rolgordijn – Wit', 2222);

const shop = { brand: { name: 'Lumina' }, delivery: { factoryLineWorkingDays: 12 } };

/** Answers like the server: the products of a filter, and the unfiltered count. */
function answerOverview(catalogue: { product: BrowseOverviewCardFragment; fabricType: string; controls: string[] }[]) {
  const sent: OverviewPageQueryVariables[] = [];
  server.use(
    answer(OverviewPageDocument, (variables): OverviewPageQuery => {
      sent.push(variables);
      const fabricTypes: string[] | null = variables.fabricTypes ? [variables.fabricTypes].flat() : null;
      const controls: string[] | null = variables.controls ? [variables.controls].flat() : null;
      const nodes = catalogue
        .filter((p) => !fabricTypes || fabricTypes.includes(p.fabricType))
        .filter((p) => !controls || controls.some((c) => p.controls.includes(c)))
        .map((p) => p.product);
      return { products: { totalCount: nodes.length, nodes }, overviewAll: { totalCount: catalogue.length }, shop };
    }),
  );
  return sent;
}

const catalogue = [
  { product: blackout, fabricType: 'VERDUISTEREND', controls: ['CHAIN'] },
  { product: light, fabricType: 'LICHTDOORLATEND', controls: ['CHAIN'] },
];

const render = (route = '/rolgordijnen') => renderScreen(<OverviewPage />, { route, path: '/rolgordijnen' });
const chip = (name: string) => screen.getByRole('button', { name });
const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent).filter((n) => n !== t.why.heading('Lumina'));

describe('OverviewPage', () => {
  it('shows the API products with their from-prices, the facts of the Why block, and six skeletons first', async () => {
    answerOverview(catalogue);
    const { container } = render();
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(6);
    expect(await screen.findByText('vanaf €\u00a012,34', { normalizer: (s) => s })).toBeTruthy();
    expect(cardNames()).toEqual([blackout.name, light.name]);
    const link = screen.getByRole('link', { name: `${t.configure}: ${blackout.name}` });
    expect(link.getAttribute('href')).toBe('/product/blackout-white-roller-blind');
    expect(screen.getByRole('heading', { name: 'Waarom kiezen voor Lumina?' })).toBeTruthy();
    expect(screen.getByText('Levering binnen 12 werkdagen')).toBeTruthy();
    expect(chip(t.chips.all).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters on the server by the chosen chip and keeps it in the URL', async () => {
    const sent = answerOverview(catalogue);
    const { user, location } = render();
    await screen.findByText(blackout.name);
    expect(sent.at(-1)).toEqual({ fabricTypes: null, controls: null });

    await user.click(chip(t.chips.verduisterend));
    await waitFor(() => expect(cardNames()).toEqual([blackout.name]));
    expect(sent.at(-1)).toEqual({ fabricTypes: ['VERDUISTEREND'], controls: null });
    expect(location()).toBe('/rolgordijnen?filter=verduisterend');
    expect(chip(t.chips.verduisterend).getAttribute('aria-pressed')).toBe('true');
    expect(chip(t.chips.all).getAttribute('aria-pressed')).toBe('false');

    await user.click(chip(t.chips.lichtdoorlatend));
    await waitFor(() => expect(cardNames()).toEqual([light.name]));
    expect(sent.at(-1)).toEqual({ fabricTypes: ['LICHTDOORLATEND', 'SEMI_TRANSPARANT', 'SCREEN'], controls: null });

    await user.click(chip(t.chips.ketting));
    await waitFor(() => expect(location()).toBe('/rolgordijnen?filter=ketting'));
    expect(sent.at(-1)).toEqual({ fabricTypes: null, controls: ['CHAIN'] });

    // Pressing the pressed chip again goes back to all roller blinds.
    await user.click(chip(t.chips.ketting));
    await waitFor(() => expect(location()).toBe('/rolgordijnen'));
  });

  it('starts from the chip in the URL, and offers the way back to all when a filter finds nothing', async () => {
    const sent = answerOverview(catalogue);
    const { user, location } = render('/rolgordijnen?filter=motor');
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(sent[0]).toEqual({ fabricTypes: null, controls: ['MOTOR'] });
    expect(chip(t.chips.motor).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: t.showAll }));
    expect(await screen.findByText(blackout.name)).toBeTruthy();
    expect(location()).toBe('/rolgordijnen');
  });

  it('shows the six cards of the spec, without a price of its own, when the API has no overview products', async () => {
    answerOverview([]);
    render();
    const list = await screen.findByRole('list', { name: t.listLabel });
    // SPEC §9's "starting prices" were rates per m²: a card says "vanaf" only the server's lowest price (issue 31).
    expect(within(list).queryAllByText(/vanaf/)).toEqual([]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    const links = within(list).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/product/blackout-white-roller-blind',
      '/product/lichtdoorlatend-wit',
      '/product/screen-grey-roller-blind',
      '/product/blackout-grey-roller-blind',
      '/product/light-filtering-white-roller-blind',
      '/product/screen-bronze-roller-blind',
    ]);
  });

  it('filters the fallback cards by the same rule', async () => {
    answerOverview([]);
    render('/rolgordijnen?filter=verduisterend');
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/product/blackout-white-roller-blind',
      '/product/blackout-grey-roller-blind',
    ]);
  });
});
