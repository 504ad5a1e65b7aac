import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfiguratorPageDocument } from '../../../gql/configurator';
import {
  CartLineAddDocument,
  CartLineReplaceDocument,
  type CartLineAddMutationVariables,
  type CartLineReplaceMutationVariables,
} from '../../../gql/graphql';
import { blackoutWhiteTexts as t } from '../../../i18n/configurator-blackout-white';
import { cartWith, money } from '../../../test/fixtures';
import { answer, cartQuery, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import ConfiguratorRoute from '../ConfiguratorRoute';
import { configuratorTexts } from '../../../i18n/configurator';
import { choice, configuratorProduct, configuratorShop, factor, fixed, group, mountingGroup, type Product, type Rules } from '../test-fixtures';

/** The blackout white rules as the API serves them (the seed's: 36.95 per m² in price group 5, SPEC §9's metal +12.50 and half cassette ×1.15). */
function rules({ perM2 = 3695, metalCents = 1250 } = {}): Rules {
  return {
    layout: 'BLACKOUT_WHITE',
    dimensions: [
      { key: 'WIDTH', label: 'Breedte', unit: 'CM', min: 40, max: 240, step: 5, errorText: 'Breedte moet tussen 40 en 240 cm zijn' },
      { key: 'HEIGHT', label: 'Hoogte', unit: 'CM', min: 100, max: 250, step: 5, errorText: 'Hoogte moet tussen 100 en 250 cm zijn' },
    ],
    pricing: { mode: 'PER_SQUARE_METRE', pricePerSquareMetre: money(perM2), basePrice: null, priceGroup: 5 },
    minimumPrice: null,
    optionGroups: [
      group('systemType', 'Systeemtype', [choice('blackout-pro', 'BLACKOUT Pro'), choice('blackout-classic', 'BLACKOUT Classic')], { defaultValue: 'blackout-pro' }),
      mountingGroup('Montagetype'),
      group('systemColor', 'Systeemkleur', [choice('white', 'Wit'), choice('anthracite', 'Antraciet'), choice('black', 'Zwart')], { role: 'PROFILE_COLOR' }),
      group(
        'chainType',
        'Kettingtype',
        [
          choice('plastic', 'Kunststof ketting', { surcharge: fixed(0) }),
          choice('metal', 'Metalen ketting', { surcharge: fixed(metalCents), forces: [{ group: 'chainColor', value: 'metal' }] }),
        ],
        { role: 'CONTROL_TYPE' },
      ),
      // Issue 31: the chain's colour, as on every chain-operated blind (a metal chain is metal).
      group(
        'chainColor',
        'Kettingkleur',
        [
          ...[['white', 'Wit'], ['black', 'Zwart'], ['grey', 'Grijs']].map(([value, label]) => choice(value!, label!, { availableWhen: { group: 'chainType', values: ['plastic'] } })),
          choice('metal', 'Metaal', { availableWhen: { group: 'chainType', values: ['metal'] } }),
        ],
        { role: 'CHAIN_COLOR' },
      ),
      group('controlSide', 'Bediening', [choice('left', 'Links'), choice('right', 'Rechts')], { role: 'CONTROL_SIDE' }),
      group('cassette', 'Cassette', [choice('open', 'Open systeem', { surcharge: factor(1) }), choice('half', 'Halve cassette', { surcharge: factor(1.15) })],
        { role: 'CASSETTE' },
      ),
      group('bottomBar', 'Onderlat', [choice('standard', 'Standaard onderlat', { surcharge: fixed(0) }), choice('heavy-duty', 'Verzwaarde onderlat', { surcharge: fixed(750) })],
        { role: 'BOTTOM_BAR' },
      ),
      group('accessories', 'Accessoires', [
        choice('side-guides', 'Zijgeleiders (minder lichtinval langs de zijkant)', { surcharge: fixed(2495) }),
        choice('spacer-brackets', 'Afstandssteunen (vrij van de klink)', { surcharge: fixed(650) }),
        ],
        { kind: 'MULTIPLE' },
      ),
      group('extras', 'Extra diensten', [
        choice('measure-check', 'Controle van je maten door het atelier', { surcharge: fixed(0) }),
        choice('installation', 'Montage aan huis', { surcharge: fixed(3995) }),
        ],
        { kind: 'MULTIPLE' },
      ),
      group('notes', 'Opmerkingen', [], { kind: 'TEXT' }),
    ],
  };
}

const product = (configurator = rules()): Product =>
  configuratorProduct({
    id: '12',
    slug: 'verduisterend-wit',
    name: 'Verduisterend rolgordijn Compleet – Wit',
    description: 'Ons verduisterende rolgordijn in wit.',
    price: money(3695),
    configurator,
  });

const shop = configuratorShop({ warranty: { generalYears: 6 } });

function open(query = '', configurator = rules()) {
  server.use(answer(ConfiguratorPageDocument, () => ({ product: product(configurator), shop })));
  return renderScreen(<ConfiguratorRoute />, { route: `/product/verduisterend-wit${query}`, path: '/product/:id' });
}

const summary = () => screen.getByRole('complementary', { name: t.summary.title });
const priceRegion = () => within(summary()).getByRole('status');
/** The summary's button (on a phone the page bar has the same one). */
const completeButton = () => within(summary()).getByRole('button') as HTMLButtonElement;
/** An option group's fieldset, by its legend (role queries over this long page are slow in jsdom). */
const fieldset = (groupName: string) => screen.getByText(groupName, { selector: 'legend' }).closest('fieldset')!;
const radio = (groupName: string, name: RegExp | string) => within(fieldset(groupName)).getByLabelText(name, { selector: 'input[type=radio]' });
const box = (groupName: string, name: RegExp) => within(fieldset(groupName)).getByLabelText(name, { selector: 'input[type=checkbox]' });
/** The summary as label -> value lines. */
function summaryEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const row of within(summary()).getAllByRole('term')) entries[row.textContent!] = row.nextElementSibling!.textContent!;
  return entries;
}

/** A complete configuration's link (150 × 180 cm, in de dag, plastic chain, open, standard bar), with changes. */
function link(changes: Record<string, string | string[]> = {}): string {
  const params = new URLSearchParams();
  const choices = { breedte: '150', hoogte: '180', mounting: 'inside-recess', systemColor: 'white', chainType: 'plastic', chainColor: 'white', controlSide: 'left', cassette: 'open', bottomBar: 'standard', ...changes };
  for (const [key, value] of Object.entries(choices)) for (const v of [value].flat()) params.append(key, v);
  return `?${params}`;
}

/** A whole shopper's session on this long page takes a few seconds in jsdom. */
const SLOW = 20_000;

describe('blackout white configurator: the page', { timeout: SLOW }, () => {
  it('shows the headline, four pictures and the ten sections in the mock\'s order', async () => {
    open();
    // The first test also waits for the screen's lazily loaded chunk.
    expect(await screen.findByRole('heading', { level: 1, name: 'Verduisterend rolgordijn Compleet – Wit' }, { timeout: 5000 })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Afbeeldingen van Verduisterend rolgordijn Compleet – Wit' });
    expect(within(carousel).getAllByRole('img', { hidden: true })).toHaveLength(4);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      '1Afmetingen',
      '2Systeemtype',
      '3Montagetype',
      '4Systeemkleur',
      '5Kettingtype en bediening',
      '6Cassette',
      '7Onderlat',
      '8Accessoires',
      '9Extra diensten',
      '10Opmerkingen',
      t.summary.title,
    ]);
    // Each section is a region named by its title alone (the number is decoration).
    expect(screen.getByRole('region', { name: 'Kettingtype en bediening' })).toBeTruthy();
    // How it hangs: each way drawn and explained, none chosen, and what to choose it for.
    const mounting = within(screen.getByRole('region', { name: 'Montagetype' }));
    expect(mounting.getByRole('link', { name: 'Zo meet je op' }).getAttribute('href')).toBe('/meetinstructies');
    expect(mounting.getByRole('img', { name: configuratorTexts.mounting.inside.drawing })).toBeTruthy();
    expect(mounting.getByRole('img', { name: configuratorTexts.mounting.outside.drawing })).toBeTruthy();
    expect(mounting.getAllByRole('radio').map((r) => [(r as HTMLInputElement).checked, r.getAttribute('aria-describedby') && document.getElementById(r.getAttribute('aria-describedby')!)!.textContent])).toEqual([
      [false, configuratorTexts.mounting.inside.how],
      [false, configuratorTexts.mounting.outside.how],
    ]);
    expect(mounting.getByText(configuratorTexts.mounting.choose)).toBeTruthy();
    expect(screen.getByText('Verwachte levering: di 8 december')).toBeTruthy();
    expect(screen.getByText('6 jaar garantie')).toBeTruthy();
  });
});

describe('a renamed product', () => {
  it('sends the shopper from the old slug to the current one, keeping the choices in the address', async () => {
    server.use(answer(ConfiguratorPageDocument, () => ({ product: product(), shop })));
    const { location } = renderScreen(<ConfiguratorRoute />, { route: '/product/verduisterend-wit-oud?breedte=150', path: '/product/:id' });
    await waitFor(() => expect(location()).toBe('/product/verduisterend-wit?breedte=150'));
  });
});

describe('blackout white configurator: price and button', { timeout: SLOW }, () => {
  it('prices the choices as SPEC §9 and the rules say, and enables the button only once all is valid', async () => {
    const { user } = open();
    const width = await screen.findByLabelText('Breedte (cm)');
    expect(priceRegion().textContent).toBe(t.price.incomplete);
    expect(completeButton().textContent).toBe('Configuratie voltooien');
    expect(completeButton().disabled).toBe(true);

    await user.type(width, '250');
    expect(screen.getByText('Breedte moet tussen 40 en 240 cm zijn')).toBeTruthy();
    await user.clear(width);
    await user.type(width, '150');
    expect(screen.queryByText('Breedte moet tussen 40 en 240 cm zijn')).toBeNull();
    await user.type(screen.getByLabelText('Hoogte (cm)'), '180');
    await user.click(radio('Montagetype', 'In de dag'));
    await user.click(radio('Systeemkleur', 'Wit'));
    await user.click(radio('Kettingtype', /^Kunststof ketting/));
    await user.click(radio('Bediening', 'Links'));
    await user.click(radio('Cassette', /^Open systeem/));
    await user.click(radio('Onderlat', /^Standaard onderlat/));
    // Everything but the chain's colour: no price yet (issue 31: the atelier needs it).
    expect(completeButton().disabled).toBe(true);
    expect(priceRegion().textContent).toBe(t.price.incomplete);
    expect(within(fieldset('Kettingkleur')).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Wit', 'Zwart', 'Grijs']);
    await user.click(radio('Kettingkleur', 'Zwart'));

    const shows = async (price: string) => waitFor(() => expect(priceRegion().textContent).toBe(`${t.price.total}${price}`));
    await shows('€\u00a099,77'); // 1,50 × 1,80 = 2,70 m² × € 36,95 = € 99,765
    expect(completeButton().disabled).toBe(false);
    await user.click(radio('Kettingtype', /^Metalen ketting/));
    await shows('€\u00a0112,27'); // + € 12,50 = € 112,265
    await user.click(radio('Cassette', /^Halve cassette/));
    await shows('€\u00a0129,10'); // € 112,265 × 1,15 = € 129,10475
    await user.click(radio('Onderlat', /^Verzwaarde onderlat/));
    await shows('€\u00a0136,60'); // + € 7,50
    await user.click(box('Accessoires', /^Zijgeleiders/));
    await user.click(box('Accessoires', /^Afstandssteunen/));
    await shows('€\u00a0168,05'); // + € 24,95 + € 6,50
    await user.click(box('Extra diensten', /^Montage aan huis/));
    await shows('€\u00a0208,00'); // + € 39,95 = € 208,00475
    // A size out of range takes the price and the button away again.
    await user.clear(screen.getByLabelText('Hoogte (cm)'));
    await user.type(screen.getByLabelText('Hoogte (cm)'), '90');
    expect(priceRegion().textContent).toBe(t.price.incomplete);
    expect(completeButton().disabled).toBe(true);
    const height = screen.getByLabelText('Hoogte (cm)');
    expect(document.getElementById(height.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Hoogte moet tussen 100 en 250 cm zijn');
  });

  it('prices with the rules it is given, not with numbers of its own', async () => {
    open(link({ chainType: 'metal', cassette: 'half' }), rules({ perM2: 4000, metalCents: 1000 }));
    // (2,70 m² × 40,00 = 108,00 + 10,00) × 1,15 = 135,70
    await waitFor(() => expect(priceRegion().textContent).toBe(`${t.price.total}€\u00a0135,70`));
    // The surcharge labels come from the same rules.
    expect(radio('Kettingtype', /^Metalen ketting/).closest('label')!.textContent).toBe('Metalen ketting+€\u00a010,00');
    expect(radio('Cassette', /^Halve cassette/).closest('label')!.textContent).toBe('Halve cassette+15%');
  });
});

describe('blackout white configurator: summary and notes', { timeout: SLOW }, () => {
  it('lists the real choices with the measured and fabrication size and the chain', async () => {
    const { user } = open();
    await user.type(await screen.findByLabelText('Breedte (cm)'), '150');
    expect(summaryEntries()).toMatchObject({ Afmetingen: t.summary.notChosen, Systeemtype: 'BLACKOUT Pro', Montagetype: t.summary.notChosen, Accessoires: t.summary.none });
    expect(summaryEntries()).not.toHaveProperty('Maakmaat');

    await user.type(screen.getByLabelText('Hoogte (cm)'), '180');
    await user.click(radio('Systeemtype', 'BLACKOUT Classic'));
    await user.click(radio('Montagetype', 'In de dag'));
    await user.click(radio('Systeemkleur', 'Antraciet'));
    await user.click(radio('Kettingtype', /^Metalen ketting/));
    // A metal chain is metal.
    expect(within(fieldset('Kettingkleur')).getAllByRole('radio').map((r) => [r.closest('label')!.textContent, (r as HTMLInputElement).checked])).toEqual([['Metaal', true]]);
    await user.click(radio('Bediening', 'Rechts'));
    await user.click(radio('Cassette', /^Halve cassette/));
    await user.click(radio('Onderlat', /^Verzwaarde onderlat/));
    await user.click(box('Accessoires', /^Zijgeleiders/));
    await user.click(box('Extra diensten', /^Controle/));

    await waitFor(() =>
      expect(summaryEntries()).toEqual({
        Afmetingen: '150 × 180 cm',
        Maakmaat: '149,5 × 180 cm',
        Systeemtype: 'BLACKOUT Classic',
        Montagetype: 'In de dag',
        Systeemkleur: 'Antraciet',
        Kettingtype: 'Metalen ketting (+€\u00a012,50)',
        Kettingkleur: 'Metaal',
        Bediening: 'Rechts',
        Ketting: '100 cm, met kettingspanner',
        Cassette: 'Halve cassette (+15%)',
        Onderlat: 'Verzwaarde onderlat (+€\u00a07,50)',
        Accessoires: 'Zijgeleiders (minder lichtinval langs de zijkant) (+€\u00a024,95)',
        'Extra diensten': 'Controle van je maten door het atelier',
        Opmerkingen: t.summary.none,
      }),
    );
    expect(screen.getByText('In de dag maakt het atelier je rolgordijn 0,5 cm smaller dan je maat, zodat het vrij in de raamopening draait: 149,5 × 180 cm.')).toBeTruthy();

    // Op de dag: the atelier makes the size as measured; a mounting height gives a chain that ends 150 cm up.
    await user.click(radio('Montagetype', 'Op de dag'));
    await user.type(screen.getByLabelText('Montagehoogte (cm, optioneel)'), '240');
    await waitFor(() => expect(summaryEntries()).toMatchObject({ Maakmaat: '150 × 180 cm', Montagehoogte: '240 cm', Ketting: '90 cm, met kettingspanner' }));
    expect(screen.getByText('Op de dag maakt het atelier je rolgordijn precies op je maat, zodat het de raamopening helemaal bedekt: 150 × 180 cm.')).toBeTruthy();
  });

  it('keeps the notes: in the summary, in the shared link and in the line sent to the cart', async () => {
    const sent: CartLineAddMutationVariables[] = [];
    server.use(
      ...cartQuery(cartWith({ id: '5', name: 'Rolgordijn', unitCents: 3795 })),
      answer(CartLineAddDocument, (variables) => {
        sent.push(variables);
        return { cartLineAdd: { cart: cartWith({ id: '5', name: 'Rolgordijn', unitCents: 9977 }), line: { id: '5', unitPrice: money(9977) }, userErrors: [] } };
      }),
    );
    const { user, location } = open(link());
    const notes = await screen.findByRole('textbox', { name: 'Opmerkingen' });
    await user.type(notes, 'Raam met hendel');
    await waitFor(() => expect(summaryEntries().Opmerkingen).toBe('Raam met hendel'));
    expect(new URLSearchParams(location().split('?')[1]).get('notes')).toBe('Raam met hendel');

    await user.click(completeButton());
    expect(await screen.findByText('Toegevoegd aan je winkelwagen')).toBeTruthy();
    await user.keyboard('{Escape}');
    // The server charged what the page showed: nothing to tell.
    expect(screen.queryByText('Prijs aangepast')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input.productId).toBe('12');
    expect(sent[0]!.input.quantity).toBe(1);
    expect(sent[0]!.input.configuration).toMatchObject({ width: 150, height: 180, mountingHeight: null });
    expect(sent[0]!.input.configuration!.options).toEqual(
      expect.arrayContaining([
        { key: 'systemType', value: 'blackout-pro' },
        { key: 'mounting', value: 'inside-recess' },
        { key: 'notes', value: 'Raam met hendel' },
      ]),
    );
  });

  it("tells the shopper when the server charges another price than the preview (its rules changed meanwhile): the server's wins", async () => {
    server.use(
      ...cartQuery(cartWith({ id: '5', name: 'Rolgordijn', unitCents: 3995 })),
      answer(CartLineAddDocument, () => ({
        cartLineAdd: { cart: cartWith({ id: '5', name: 'Rolgordijn', unitCents: 3995 }), line: { id: '5', unitPrice: money(3995) }, userErrors: [] },
      })),
    );
    const { user } = open(link());
    await screen.findByLabelText('Breedte (cm)');
    await waitFor(() => expect(completeButton().disabled).toBe(false));
    await user.click(completeButton());
    expect(await screen.findByText('Prijs aangepast')).toBeTruthy();
    expect(screen.getByText('De prijzen zijn intussen gewijzigd: je winkelwagen rekent met €\u00a039,95 per stuk.', { normalizer: (text) => text })).toBeTruthy();
  });

  it('restores a shared link, a multiple group and notes included; drops what the rules do not allow', async () => {
    open(link({ accessories: ['side-guides', 'spacer-brackets', 'laser'], notes: 'Graag bellen', cassette: 'gold' }));
    expect(((await screen.findByRole('textbox', { name: 'Opmerkingen' })) as HTMLTextAreaElement).value).toBe('Graag bellen');
    expect((box('Accessoires', /^Zijgeleiders/) as HTMLInputElement).checked).toBe(true);
    expect((box('Accessoires', /^Afstandssteunen/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Breedte (cm)') as HTMLInputElement).value).toBe('150');
    // The unknown cassette is dropped: the configuration is incomplete, not broken.
    expect(summaryEntries().Cassette).toBe(t.summary.notChosen);
    expect(completeButton().disabled).toBe(true);
  });

  it('replaces the cart line it was opened from, with "Wijziging opslaan"', async () => {
    const sent: CartLineReplaceMutationVariables[] = [];
    server.use(
      ...cartQuery(cartWith({ id: '7', name: 'Rolgordijn', unitCents: 5045 })),
      answer(CartLineReplaceDocument, (variables) => {
        sent.push(variables);
        return { cartLineReplace: { cart: cartWith({ id: '7', name: 'Rolgordijn', unitCents: 5045 }), line: { id: '7', unitPrice: money(5045) }, userErrors: [] } };
      }),
    );
    const { user, location } = open(link({ regel: '7' }));
    await screen.findByLabelText('Breedte (cm)');
    await user.click(radio('Kettingtype', /^Metalen ketting/));
    expect(screen.getByText('Je wijzigt een regel uit je winkelwagen.')).toBeTruthy();
    expect(completeButton().textContent).toBe('Wijziging opslaan');
    await user.click(completeButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.id).toBe('7');
    expect(sent[0]!.input.configuration?.options).toEqual(expect.arrayContaining([{ key: 'chainType', value: 'metal' }]));
    // Replaced: a next click adds a new line, and the link no longer names the cart line.
    await waitFor(() => expect(location()).not.toContain('regel='));
    expect(screen.queryByText('Je wijzigt een regel uit je winkelwagen.')).toBeNull();
  });
});
