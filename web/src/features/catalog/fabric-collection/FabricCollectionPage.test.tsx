import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FabricCollectionFacetsDocument, FabricCollectionPageDocument, type FabricCollectionPageQueryVariables, type FabricType } from '../../../gql/catalog';
import { catalogListings } from '../../../i18n/catalog-listings';
import { money } from '../../../test/fixtures';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import FabricCollectionPage from './FabricCollectionPage';

const t = catalogListings.fabrics;
const PATH = '/fabric-collection';

const facets = {
  fabricTypes: ['LICHTDOORLATEND', 'VERDUISTEREND'] as FabricType[],
  priceGroups: [1, 2, 5],
  colors: ['Grijs', 'Wit'],
  materials: ['Polyester', 'Polyester met acrylcoating'],
};

/** The product made of a fabric: its price (the lowest a shopper can pay) and its rules' group and rate per m². */
const made = (color: string, id: string, slug: string, priceCents: number, group: number | null, rateCents: number) => ({
  color,
  product: { id, slug, price: money(priceCents), configurator: { pricing: { priceGroup: group, pricePerSquareMetre: money(rateCents) } } },
});
type MadeAs = ReturnType<typeof made> | null;

function fabric(id: string, name: string, fabricType: FabricType, priceGroup: number | null, madeAs: MadeAs, sampleAvailable = true) {
  return {
    id,
    name,
    image: `/images/fabrics/${id}.svg`,
    fabricType,
    priceGroup,
    colorTag: 'Wit',
    material: 'Polyester',
    sampleAvailable,
    madeAs,
  };
}

// Made into the light-filtering white blind: its group 3 (€ 29,95 per m²) and its lowest price, the minimum € 29,95.
const voile = fabric('1', 'Basic Voile Wit', 'LICHTDOORLATEND', 3, made('Wit', '2', 'lichtdoorlatend-wit', 2995, 3, 2995));
// Made into the grey blackout blind, group 5 (€ 36,95 per m²): from 0,40 m² × € 36,95 = € 14,78.
const blackout = fabric('20', 'Blackout Basic Grijs', 'VERDUISTEREND', 5, made('Grijs', '4', 'blackout-grey-roller-blind', 1478, 5, 3695));
const lino = fabric('5', 'Lino Taupe', 'LICHTDOORLATEND', 2, null);
const velours = fabric('31', 'Blackout Velours Petrol', 'VERDUISTEREND', 7, null, false);

type Fabric = ReturnType<typeof fabric>;

function serve(pick: (v: FabricCollectionPageQueryVariables) => { nodes: Fabric[]; totalCount?: number; endCursor?: string | null }) {
  const sent: FabricCollectionPageQueryVariables[] = [];
  server.use(
    answer(FabricCollectionFacetsDocument, () => ({ fabricCollectionFacets: facets })),
    answer(FabricCollectionPageDocument, (variables) => {
      sent.push(variables);
      const { nodes, totalCount = nodes.length, endCursor = null } = pick(variables);
      return { fabricCollection: { totalCount, pageInfo: { hasNextPage: endCursor !== null, endCursor }, nodes } };
    }),
  );
  return sent;
}

const last = (sent: FabricCollectionPageQueryVariables[]) => sent[sent.length - 1];

describe('Fabric collection', () => {
  it('shows the fabrics with their from-price, the server’s count; a fabric opens the product made of it in its colour, or says it is a sample only', async () => {
    const sent = serve(() => ({ nodes: [voile, blackout, lino, velours], totalCount: 39 }));
    renderScreen(<FabricCollectionPage />, { route: PATH, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeTruthy();
    expect(await screen.findByText('39 stof(fen) gevonden')).toBeTruthy();
    // Issue 31: the product's group, that group's rate said as a rate, and 'vanaf' the lowest price, never the rate.
    const exact = { normalizer: (text: string) => text };
    const blackoutCard = screen.getByRole('heading', { name: blackout.name }).closest('li')!;
    expect(within(blackoutCard).getByText('Verduisterend · Prijsgroep 5 · €\u00a036,95 per m²', exact)).toBeTruthy();
    expect(within(blackoutCard).getByText('vanaf €\u00a014,78', exact)).toBeTruthy();
    expect(within(blackoutCard).queryByText(/vanaf €\u00a036,95|v\.a\./)).toBeNull();
    const voileCard = screen.getByRole('heading', { name: voile.name }).closest('li')!;
    expect(within(voileCard).getByText('Lichtdoorlatend · Prijsgroep 3 · €\u00a029,95 per m²', exact)).toBeTruthy();
    expect(screen.getByRole('link', { name: voile.name }).getAttribute('href')).toBe('/product/lichtdoorlatend-wit?kleur=Wit');
    expect(screen.getByRole('link', { name: blackout.name }).getAttribute('href')).toBe('/product/blackout-grey-roller-blind?kleur=Grijs');
    expect(screen.queryByRole('link', { name: lino.name })).toBeNull();
    const linoCard = screen.getByRole('heading', { name: lino.name }).closest('li')!;
    expect(within(linoCard).getByText(t.sampleOnly)).toBeTruthy();
    // A sample only: its group, but no rate and no price a shopper could not pay.
    expect(within(linoCard).getByText('Lichtdoorlatend · Prijsgroep 2')).toBeTruthy();
    expect(within(linoCard).queryByText(/€/)).toBeNull();
    const veloursCard = screen.getByRole('heading', { name: velours.name }).closest('li')!;
    expect(within(veloursCard).getByText(t.notOrderable)).toBeTruthy();
    expect(screen.getAllByText(t.sampleOnly)).toHaveLength(1);
    expect(sent[0]).toEqual({ fabricTypes: [], priceGroups: [], colors: [], materials: [], sort: 'NAME', first: 24 });
  });

  it('offers the filter values the facets name, sends the chosen ones and keeps them in the URL', async () => {
    const sent = serve(() => ({ nodes: [voile] }));
    const { user, location } = renderScreen(<FabricCollectionPage />, { route: PATH, path: PATH });
    await screen.findByText('1 stof(fen) gevonden');

    const types = screen.getByRole('group', { name: t.typeHeading });
    expect(within(types).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['Lichtdoorlatend', 'Verduisterend']);
    const groups = screen.getByRole('group', { name: t.priceGroupHeading });
    expect(within(groups).getAllByRole('checkbox')).toHaveLength(3);

    await user.click(within(types).getByRole('checkbox', { name: 'Verduisterend' }));
    await user.click(within(groups).getByRole('checkbox', { name: 'Prijsgroep 5' }));
    await user.click(within(groups).getByRole('checkbox', { name: 'Prijsgroep 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Grijs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Polyester met acrylcoating' }));

    expect(location()).toBe(`${PATH}?type=verduisterend&prijsgroep=2&prijsgroep=5&kleur=grijs&materiaal=polyester-met-acrylcoating`);
    await waitFor(() =>
      expect(last(sent)).toEqual({
        fabricTypes: ['VERDUISTEREND'],
        priceGroups: [2, 5],
        colors: ['Grijs'],
        materials: ['Polyester met acrylcoating'],
        sort: 'NAME',
        first: 24,
      }),
    );
  });

  it('sorts by name or price group', async () => {
    const sent = serve(() => ({ nodes: [voile, blackout] }));
    const { user, location } = renderScreen(<FabricCollectionPage />, { route: PATH, path: PATH });
    await screen.findByText('2 stof(fen) gevonden');
    const sort = screen.getByLabelText(catalogListings.filters.sortLabel) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual(['Naam', 'Prijsgroep']);
    await user.selectOptions(sort, 'Prijsgroep');
    expect(location()).toBe(`${PATH}?sorteer=prijsgroep`);
    await waitFor(() => expect(last(sent)).toMatchObject({ sort: 'PRICE_GROUP' }));
  });

  it('reads the URL, ignoring values the collection does not know', async () => {
    const sent = serve(() => ({ nodes: [blackout] }));
    renderScreen(<FabricCollectionPage />, {
      route: `${PATH}?type=verduisterend&type=velours&prijsgroep=9&prijsgroep=2&kleur=GRIJS&kleur=paars&materiaal=zijde&sorteer=prijs`,
      path: PATH,
    });
    await screen.findByText('1 stof(fen) gevonden');
    // The page waited for the facets to know which colour and material slugs are real.
    expect(sent).toEqual([{ fabricTypes: ['VERDUISTEREND'], priceGroups: [2], colors: ['Grijs'], materials: [], sort: 'NAME', first: 24 }]);
    expect((screen.getByRole('checkbox', { name: 'Grijs' }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows the empty state, and 'Reset alle filters' brings every fabric back", async () => {
    serve((v) => ({ nodes: v.fabricTypes?.length ? [] : [voile, blackout] }));
    const { user, location } = renderScreen(<FabricCollectionPage />, { route: `${PATH}?type=lichtdoorlatend&sorteer=prijsgroep`, path: PATH });
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeTruthy();
    expect(screen.getByText(t.emptyText)).toBeTruthy();
    expect(screen.getByText('0 stof(fen) gevonden')).toBeTruthy();
    const main = screen.getByRole('heading', { name: t.emptyTitle }).parentElement!;
    await user.click(within(main).getByRole('button', { name: t.resetAll }));
    expect(location()).toBe(PATH);
    expect(await screen.findByText('2 stof(fen) gevonden')).toBeTruthy();
  });

  it("loads the next page with 'Meer laden'", async () => {
    const sent = serve((v) => (v.after ? { nodes: [blackout], totalCount: 2 } : { nodes: [voile], totalCount: 2, endCursor: 'c1' }));
    const { user } = renderScreen(<FabricCollectionPage />, { route: PATH, path: PATH });
    await screen.findByText('2 stof(fen) gevonden');
    await user.click(screen.getByRole('button', { name: catalogListings.filters.loadMore }));
    expect(await screen.findByRole('heading', { name: blackout.name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: voile.name })).toBeTruthy();
    expect(last(sent)).toMatchObject({ after: 'c1' });
    expect(screen.queryByRole('button', { name: catalogListings.filters.loadMore })).toBeNull();
  });
});
