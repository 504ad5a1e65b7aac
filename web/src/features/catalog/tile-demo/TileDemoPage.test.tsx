import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TileDemoPageDocument, type TileDemoTileFragment } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { money } from '../../../test/fixtures';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import TileDemoPage from './TileDemoPage';

const t = catalogBrowse.tileDemo;

const tile = (id: string, slug: string, name: string, hex: string, configured: boolean): TileDemoTileFragment => ({
  id,
  slug,
  name,
  images: [],
  colors: [{ name: name.split('– ')[1]!, hex }],
  price: money(2995),
  configurator: configured ? { layout: 'LIGHT_FILTERING' } : null,
});

const tiles = [
  tile('2', 'lichtdoorlatend-wit', 'Lichtdoorlatend rolgordijn – Wit', '#f5f3ee', true),
  tile('20', 'translucent-grijs', 'Doorschijnend rolgordijn – Grijs', '#9a9893', false),
  tile('21', 'translucent-beige', 'Doorschijnend rolgordijn – Beige', '#d9c8a9', false),
];

describe('TileDemoPage', () => {
  it('selects a tile without a page and says so politely; the white one opens its page', async () => {
    server.use(answer(TileDemoPageDocument, () => ({ products: { nodes: tiles } })));
    const { user, location } = renderScreen(<TileDemoPage />, { route: '/product-tile-demo', path: '/product-tile-demo' });

    const grey = await screen.findByRole('button', { name: /Grijs/ });
    expect(grey.getAttribute('aria-pressed')).toBe('false');
    // A made-to-measure tile is offered from its lowest price, a fixed-price one at its price (issue 31).
    expect(screen.getByRole('button', { name: /Wit/ }).textContent).toContain('vanaf €\u00a029,95');
    expect(grey.textContent).not.toContain('vanaf');
    await user.click(grey);
    expect(grey.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(t.noPage('Doorschijnend rolgordijn – Grijs'))).toBeTruthy();
    expect(location()).toBe('/product-tile-demo');

    await user.click(screen.getByRole('button', { name: /Wit/ }));
    expect(location()).toBe('/product/lichtdoorlatend-wit');
  });
});
