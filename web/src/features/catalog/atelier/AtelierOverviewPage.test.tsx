import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AtelierOverviewPageDocument } from '../../../gql/catalog';
import { catalogBrowse } from '../../../i18n/catalog-browse';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import AtelierOverviewPage, { cardDelaySeconds } from './AtelierOverviewPage';

const t = catalogBrowse.atelier;
const shop = { contact: { address: { city: 'Gent' } }, delivery: { atelierMinWorkingDays: 15, atelierMaxWorkingDays: 21 } };

describe('AtelierOverviewPage', () => {
  it('shows six cards with the server\'s prices where it has the product, no price otherwise, staggered', async () => {
    server.use(
      answer(AtelierOverviewPageDocument, () => ({
        products: {
          nodes: [
            // Unlike the spec's 29.95, so the price must come from here.
            { id: '2', slug: 'lichtdoorlatend-wit', name: 'Lichtdoorlatend rolgordijn – Wit', description: 'Zacht licht.', images: [], price: { cents: 3111 } },
          ],
        },
        shop,
      })),
    );
    renderScreen(<AtelierOverviewPage />, { route: '/lumina-atelier' });
    expect(await screen.findByText(t.intro('Gent', 15, 21))).toBeTruthy();
    const list = screen.getByRole('list', { name: t.listLabel });
    const prices = within(list).getAllByText(/^vanaf /).map((p) => p.textContent);
    // Only the product the server has names a price (its lowest, issue 31); the others name none, never a rate per m².
    expect(prices).toEqual(['vanaf €\u00a031,11']);
    const links = within(list).getAllByRole('link', { name: new RegExp(`^${t.configure}`) });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/product/blackout-white-roller-blind',
      '/product/lichtdoorlatend-wit',
      '/product/screen-grey-roller-blind',
      '/product/blackout-grey-roller-blind',
      '/product/light-filtering-white-roller-blind',
      '/product/screen-bronze-roller-blind',
    ]);
    const delays = within(list).getAllByRole('listitem').map((li) => li.style.transitionDelay);
    expect(delays).toEqual([0, 1, 2, 3, 4, 5].map((i) => `${cardDelaySeconds(i)}s`));
    expect(cardDelaySeconds(0)).toBe(0.6);
    expect(cardDelaySeconds(2)).toBeCloseTo(0.9);
  });
});
