import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfiguratorPageDocument, type ConfiguratorLayout } from '../../../gql/configurator';
import { configuratorTexts } from '../../../i18n/configurator';
import { money } from '../../../test/fixtures';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import ConfiguratorRoute from '../ConfiguratorRoute';
import { configuratorProduct, configuratorShop, type Rules } from '../test-fixtures';

const t = configuratorTexts.sample;

/** The least rules a configurator of this layout renders from: two sizes, a price per m², no options. */
const rules = (layout: ConfiguratorLayout): Rules => ({
  layout,
  dimensions: [
    { key: 'WIDTH', label: 'Breedte', unit: 'CM', min: 40, max: 240, step: 5, errorText: 'Breedte moet tussen 40 en 240 cm zijn' },
    { key: 'HEIGHT', label: 'Hoogte', unit: 'CM', min: 40, max: 240, step: 5, errorText: 'Hoogte moet tussen 40 en 240 cm zijn' },
  ],
  pricing: { mode: 'PER_SQUARE_METRE', pricePerSquareMetre: money(3495), basePrice: null, priceGroup: null },
  minimumPrice: null,
  optionGroups: [],
});

describe('a free colour sample (issue 31: only the Authentics page offered one)', () => {
  it.each<ConfiguratorLayout>(['BLACKOUT', 'LIGHT_FILTERING', 'BLACKOUT_WHITE', 'AUTHENTICS'])('can be asked from the %s configurator, in the product’s colour', async (layout) => {
    const product = configuratorProduct({ name: 'Screen rolgordijn – Grijs', colors: [{ name: 'Grijs', hex: '#9a9893' }], configurator: rules(layout) });
    server.use(answer(ConfiguratorPageDocument, () => ({ product, shop: configuratorShop() })));
    const { user } = renderScreen(<ConfiguratorRoute />, { route: '/product/product', path: '/product/:id' });
    await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: t.open }));
    const dialog = await screen.findByRole('dialog', { name: t.title });
    expect((within(dialog).getByLabelText(t.colour) as HTMLInputElement).value).toBe('Grijs');
    // One colour: nothing else to choose on the page, so the dialog does not say to.
    expect(within(dialog).queryByText(t.colourHint)).toBeNull();
  });
});
