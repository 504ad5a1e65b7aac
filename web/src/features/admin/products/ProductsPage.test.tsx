import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminProductChoicesDocument,
  AdminProductCreateDocument,
  AdminProductDocument,
  AdminProductsDocument,
  AdminProductUpdateDocument,
  type AdminProductCreateMutationVariables,
  type AdminProductDetailFragment,
  type AdminProductsQueryVariables,
  type AdminProductUpdateMutationVariables,
} from '../../../gql/admin';
import { adminProducts as t } from '../../../i18n/admin-products';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import ProductsPage from './ProductsPage';

const detail = (slug: string, changes: Partial<AdminProductDetailFragment> = {}): AdminProductDetailFragment => ({
  id: '21',
  published: true,
  sortOrder: 6,
  oldSlugs: [],
  colors: [{ name: 'Beige', hex: '#d9c8a9', fabricSku: 'LUM-LD-0104' }],
  product: {
    id: '21',
    slug,
    name: 'Doorschijnend rolgordijn – Beige',
    description: 'Doorschijnende stof in beige.',
    category: 'rolgordijnen',
    line: 'FACTORY',
    fabricType: 'LICHTDOORLATEND',
    cardCategory: null,
    listings: ['TILE_DEMO'],
    transparency: 'LICHTDOORLATEND',
    controls: ['CHAIN'],
    lightFilter: ['Lichtdoorlatend'],
    features: ['Premium stof'],
  },
  history: [],
  ...changes,
});

const node = (id: string, name: string, slug: string, published: boolean) => ({ id, published, sortOrder: Number(id), product: { id, slug, name } });

function serveList(sent: AdminProductsQueryVariables[]) {
  server.use(
    answer(AdminProductsDocument, (variables) => {
      sent.push(variables);
      const edges =
        variables.published === false
          ? [node('22', 'Oud model', 'oud-model', false)]
          : [node('21', 'Doorschijnend rolgordijn – Beige', 'translucent-beige', true), node('22', 'Oud model', 'oud-model', false)];
      return {
        staffProducts: { totalCount: edges.length, pageInfo: { hasNextPage: false, endCursor: 'c' }, edges: edges.map((n) => ({ cursor: `c${n.id}`, node: n })) },
      };
    }),
    answer(AdminProductChoicesDocument, () => ({
      staffProductFacets: { categories: ['rolgordijnen'] },
      staffProducts: {
        nodes: [
          { id: '21', product: { id: '21', name: 'Doorschijnend rolgordijn – Beige' } },
          { id: '22', product: { id: '22', name: 'Oud model' } },
        ],
      },
      fabricSkus: {
        nodes: [
          { internalSku: 'LUM-LD-0104', fabricDisplayName: 'Basic Voile Beige', fabricType: 'LICHTDOORLATEND', visibleOnFrontend: true },
          { internalSku: 'LUM-LD-0105', fabricDisplayName: 'Basic Voile Zand', fabricType: 'LICHTDOORLATEND', visibleOnFrontend: true },
          { internalSku: 'LUM-LD-0106', fabricDisplayName: 'Basic Voile Oud', fabricType: 'LICHTDOORLATEND', visibleOnFrontend: false },
          { internalSku: 'LUM-VD-0101', fabricDisplayName: 'Blackout Basic Wit', fabricType: 'VERDUISTEREND', visibleOnFrontend: true },
        ],
      },
    })),
  );
}

describe('ProductsPage (/admin/producten)', () => {
  it('filters the list, and edits every field: colours with their fabric, features by line, refusals under their fields', async () => {
    const listed: AdminProductsQueryVariables[] = [];
    const sent: AdminProductUpdateMutationVariables[] = [];
    serveList(listed);
    server.use(
      answer(AdminProductDocument, () => ({ staffProduct: detail('translucent-beige') })),
      answer(AdminProductUpdateDocument, (variables) => {
        sent.push(variables);
        if (sent.length === 1) {
          return {
            productUpdate: {
              product: detail('translucent-beige'),
              userErrors: [
                { code: 'SLUG_TAKEN', field: ['input', 'slug'], message: 'Een ander product heeft (of had) deze URL-naam. Kies een andere.' },
                { code: 'UNKNOWN_FABRIC_SKU', field: ['input', 'colors', '1', 'fabricSku'], message: 'Er is geen stof met SKU ‘LUM-LD-0105’. Kies een stof uit de lijst.' },
              ],
            },
          };
        }
        const history = [
          {
            changes: {
              slug: { from: 'translucent-beige', to: 'translucent-zand' },
              fabricSkus: { from: { Beige: 'LUM-LD-0104' }, to: { Beige: 'LUM-LD-0104', Zand: 'LUM-LD-0105' } },
            },
            changedBy: 'Beheer',
            changedAt: '2026-11-24T10:00:00.000Z',
          },
        ];
        return { productUpdate: { product: detail('translucent-zand', { oldSlugs: ['translucent-beige'], history }), userErrors: [] } };
      }),
    );
    const { user, location } = renderScreen(<ProductsPage />, { route: '/admin/producten', path: '/admin/producten' });

    await screen.findByRole('list', { name: t.listLabel });
    expect(screen.getByText(t.count(2))).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(t.filters.published), t.filters.onlyUnpublished);
    await user.selectOptions(screen.getByLabelText(t.filters.listing), t.form.listings.verduisterend!);
    await waitFor(() => expect(listed.at(-1)).toEqual({ first: 20, category: null, listing: 'VERDUISTEREND', published: false }));
    expect(await screen.findByText(t.count(1))).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(t.filters.published), t.filters.all);
    await user.selectOptions(screen.getByLabelText(t.filters.listing), t.filters.all);
    const entry = await within(await screen.findByRole('list', { name: t.listLabel })).findByRole('link', { name: t.open('Doorschijnend rolgordijn – Beige', 'translucent-beige') });
    // Named by what it does, described by whether it is published and its position.
    const description = entry.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual([t.published, t.position(21)]);
    await user.click(entry);
    expect(location()).toBe('/admin/producten?product=21');

    // A second colour, with a live fabric of the product's kind (the hidden and the blackout ones are not offered).
    await user.click(await screen.findByRole('button', { name: t.form.addColour }));
    const name2 = screen.getByLabelText(t.form.colourName(2));
    await waitFor(() => expect(document.activeElement).toBe(name2));
    await user.type(name2, 'beige');
    const sku2 = screen.getByLabelText(t.form.colourSku(2));
    expect(
      within(sku2)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'LUM-LD-0104', 'LUM-LD-0105']);
    await user.selectOptions(sku2, 'LUM-LD-0105');
    await user.click(screen.getByRole('button', { name: t.form.save }));
    // The browser refuses a colour name twice, under the field, before anything is sent.
    expect(await screen.findByText('De kleur ‘beige’ staat er twee keer in; geef elke kleur een eigen naam.')).toBeTruthy();
    expect(name2.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.clear(name2);
    await user.type(name2, 'Zand');
    const features = screen.getByLabelText('Kenmerken');
    await user.type(features, '{Enter}Handgemaakt');
    await user.click(screen.getByLabelText(t.form.listings.overview!));
    const slug = screen.getByLabelText('URL-naam');
    await user.clear(slug);
    await user.type(slug, 'translucent-grijs');
    await user.click(screen.getByRole('button', { name: t.form.save }));
    expect(await screen.findByText('Een ander product heeft (of had) deze URL-naam. Kies een andere.')).toBeTruthy();
    expect(screen.getByText('Er is geen stof met SKU ‘LUM-LD-0105’. Kies een stof uit de lijst.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(slug));
    expect(sku2.getAttribute('aria-invalid')).toBe('true');
    expect(sent[0]!.input).toMatchObject({
      id: '21',
      listings: ['OVERVIEW', 'TILE_DEMO'],
      colors: [
        { name: 'Beige', hex: '#d9c8a9', fabricSku: 'LUM-LD-0104' },
        { name: 'Zand', hex: '#f5f3ee', fabricSku: 'LUM-LD-0105' },
      ],
      features: ['Premium stof', 'Handgemaakt'],
      cardCategory: null,
      transparency: 'LICHTDOORLATEND',
      published: true,
      sortOrder: 6,
    });

    await user.clear(slug);
    await user.type(slug, 'translucent-zand');
    await user.click(screen.getByRole('button', { name: t.form.save }));
    expect(await screen.findByText(t.form.saved)).toBeTruthy();
    expect(screen.getByText('/translucent-beige')).toBeTruthy();
    expect(screen.getByText(t.change('URL-naam', 'translucent-beige', 'translucent-zand'))).toBeTruthy();
    expect(screen.getByText(t.change(t.fields.fabricSkus!, 'Beige: LUM-LD-0104', 'Beige: LUM-LD-0104, Zand: LUM-LD-0105'))).toBeTruthy();
    // A long journey of typing on a busy machine: the limit is a guard against a hang, not a speed test.
  }, 60_000);

  it('a refusal of the colours as a whole is said under them, and the list takes focus', async () => {
    serveList([]);
    const message = 'De kleur ‘Zand’ staat niet bij ‘Kleur’ in de configurator, dus een klant kan haar niet bestellen. Voeg ze eerst aan de regels toe.';
    server.use(
      answer(AdminProductDocument, () => ({ staffProduct: detail('translucent-beige') })),
      answer(AdminProductUpdateDocument, () => ({
        productUpdate: { product: detail('translucent-beige'), userErrors: [{ code: 'CONFIGURATOR_COLOUR', field: ['input', 'colors'], message }] },
      })),
    );
    const { user } = renderScreen(<ProductsPage />, { route: '/admin/producten?product=21', path: '/admin/producten' });
    await user.click(await screen.findByRole('button', { name: t.form.save }));
    const colours = await screen.findByRole('group', { name: t.form.colours });
    await waitFor(() => expect(document.activeElement).toBe(colours));
    expect(colours.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
  }, 60_000);

  it("'Nieuw product' asks whose rules it takes, checks it in the browser and opens the created product", async () => {
    serveList([]);
    const sent: AdminProductCreateMutationVariables[] = [];
    server.use(
      answer(AdminProductCreateDocument, (variables) => {
        sent.push(variables);
        return { productCreate: { product: detail('nieuw-rolgordijn', { id: '40', published: false }), userErrors: [] } };
      }),
      answer(AdminProductDocument, () => ({ staffProduct: detail('nieuw-rolgordijn', { id: '40', published: false }) })),
    );
    const { user, location } = renderScreen(<ProductsPage />, { route: '/admin/producten', path: '/admin/producten' });

    await user.click(await screen.findByRole('button', { name: t.create }));
    const heading = await screen.findByRole('heading', { level: 2, name: t.form.createTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByLabelText('Gepubliceerd')).toBeNull();
    await user.click(screen.getByRole('button', { name: t.form.createSubmit }));
    expect(await screen.findByText('Kies het product waarvan de regels worden overgenomen.')).toBeTruthy();
    expect(screen.getByText('Vul een naam in.')).toBeTruthy();
    expect(screen.getByText('Kies de stofsoort.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Regels overnemen van'), 'Oud model');
    await user.type(screen.getByLabelText('Naam'), 'Nieuw rolgordijn');
    await user.type(screen.getByLabelText('URL-naam'), 'nieuw-rolgordijn');
    await user.selectOptions(screen.getByLabelText('Stofsoort'), 'Lichtdoorlatend');
    await user.type(screen.getByLabelText(t.form.colourName(1)), 'Wit');
    await user.click(screen.getByRole('button', { name: t.form.createSubmit }));
    await waitFor(() => expect(location()).toBe('/admin/producten?product=40'));
    expect(sent[0]!.input).toMatchObject({
      rulesFrom: '22',
      name: 'Nieuw rolgordijn',
      slug: 'nieuw-rolgordijn',
      fabricType: 'LICHTDOORLATEND',
      line: 'FACTORY',
      controls: ['CHAIN'],
      colors: [{ name: 'Wit', fabricSku: '' }],
    });
    expect(sent[0]!.input).not.toHaveProperty('published');
  }, 60_000);
});
