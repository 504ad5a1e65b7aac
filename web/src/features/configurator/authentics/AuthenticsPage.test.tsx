/**
 * The Authentics page's price states and colour sample (SPEC §2 "Authentics page", §4, §5, §9): rendered through
 * the configurator route as the shop does, with the product and its rules answered by MSW.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartLineAddDocument, type CartLineAddMutationVariables } from '../../../gql/graphql';
import {
  ConfiguratorPageDocument,
  SampleRequestCreateDocument,
  type SampleRequestCreateMutation,
  type SampleRequestCreateMutationVariables,
} from '../../../gql/configurator';
import { configuratorTexts } from '../../../i18n/configurator';
import { authenticsTexts as t } from '../../../i18n/configurator-authentics';
import { cartWith, drawings, money } from '../../../test/fixtures';
import { answer, cartQuery, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import ConfiguratorRoute from '../ConfiguratorRoute';
import { choice, configuratorProduct, configuratorShop, group, meaning, mountingGroup } from '../test-fixtures';
import { ratingTexts } from '../../../i18n/rating';

// Typing re-renders the page and rewrites its URL per keystroke, and the first test loads the lazy screen.
vi.setConfig({ testTimeout: 20_000 });

const RANGE_ERROR = 'Voer een geldige maat in binnen het toegestane bereik.';
const size = (label: string, min: number, max: number) => ({
  key: label === 'Breedte' ? ('WIDTH' as const) : ('HEIGHT' as const),
  label,
  unit: 'MM' as const,
  min,
  max,
  step: 1,
  errorText: RANGE_ERROR,
});

/** The seeded Authentics product (graphql-server/src/db/seed): 42.75 per m² on millimetres, minimum 25.00. */
const product = configuratorProduct({
  id: '17',
  slug: 'rolgordijn-authentics-offwhite',
  name: 'Authentics – Rolgordijn semi-transparant – Off White',
  description: 'Semi-transparant rolgordijn uit de Authentics-lijn, rechtstreeks uit de fabriek.',
  media: drawings([1, 2, 3, 4, 5].map((n) => `/images/products/rolgordijn-authentics-offwhite/${n}.svg`)),
  price: money(2500),
  colors: [
    { name: 'Off White', hex: '#efe9dc' },
    { name: 'Grijs', hex: '#9a9893' },
    { name: 'Beige', hex: '#d9c8a9' },
    { name: 'Zwart', hex: '#23211f' },
  ],
  configurator: {
    layout: 'AUTHENTICS',
    dimensions: [size('Breedte', 300, 3000), size('Hoogte', 610, 3048)],
    pricing: { mode: 'PER_SQUARE_METRE', pricePerSquareMetre: money(4275), basePrice: null, priceGroup: null },
    minimumPrice: money(2500),
    optionGroups: [
      group(
        'color',
        'Kleur',
        // Each choice names the product colour it is; the swatch's hex and the sample's colour come from there.
        [
          choice('off-white', 'Off White', { meaning: meaning({ colour: 'Off White' }) }),
          choice('grijs', 'Grijs', { meaning: meaning({ colour: 'Grijs' }) }),
          choice('beige', 'Beige', { meaning: meaning({ colour: 'Beige' }) }),
          choice('zwart', 'Zwart', { meaning: meaning({ colour: 'Zwart' }) }),
        ],
        {
        role: 'COLOR',
        defaultValue: 'off-white',
      }),
      mountingGroup(),
    ],
  },
});
/** Shop facts with numbers of their own, so the page can only show them by reading them. */
const shop = configuratorShop({ delivery: { factoryLineWorkingDays: 9 }, warranty: { factoryYearsAuthentics: 7 } });

const PAGE = '/product/rolgordijn-authentics-offwhite';
/** The page with op de dag already chosen (a shared link), for tests about something else. */
const HUNG = `${PAGE}?mounting=outside-frame`;

/** Opens the page through the configurator route and waits for the lazily loaded screen. */
async function open(route = HUNG, answered = product) {
  server.use(answer(ConfiguratorPageDocument, () => ({ product: answered, shop })));
  const rendered = renderScreen(<ConfiguratorRoute />, { route, path: '/product/:id' });
  await screen.findByRole('heading', { level: 1, name: product.name }, { timeout: 10_000 });
  return rendered;
}

const exact = { normalizer: (text: string) => text };
const width = () => screen.getByLabelText('Breedte (mm)');
const height = () => screen.getByLabelText('Hoogte (mm)');
const computeButton = () => screen.getByRole('button', { name: t.price.compute });
const addButton = () => screen.queryByRole('button', { name: configuratorTexts.add.ready });
const described = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('Authentics: the price states', () => {
  it('enables Bereken je prijs only once both sizes are valid and the mounting chosen, then shows € 64,13 for 1000 × 1500 mm and only then the add button', async () => {
    const { user } = await open(PAGE);
    expect((computeButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('300–3000 mm')).toBeTruthy();
    expect(screen.getByText('610–3048 mm')).toBeTruthy();
    // No minus/plus on this page.
    expect(screen.queryByRole('button', { name: /kleiner|groter/ })).toBeNull();

    await user.type(width(), '1000');
    expect((computeButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(height(), '6');
    expect((computeButton() as HTMLButtonElement).disabled).toBe(true);
    await user.type(height(), '10');
    // 1000 × 610 mm is a size; how it hangs is still to choose, and the page says so.
    expect((computeButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(t.price.computeMountingHint)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'In de dag' }));
    expect(screen.getByText('In de dag maakt het atelier je rolgordijn 5 mm smaller dan je maat, zodat het vrij in de raamopening draait: 995 × 610 mm.')).toBeTruthy();
    expect((computeButton() as HTMLButtonElement).disabled).toBe(false);
    await user.clear(height());
    await user.type(height(), '1500');
    expect(screen.queryByText(t.price.inclVat)).toBeNull();
    expect(addButton()).toBeNull();

    await user.click(computeButton());
    const price = screen.getByText('€\u00a064,13', exact);
    expect(screen.getByText(t.price.inclVat)).toBeTruthy();
    const live = price.closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(addButton()).not.toBeNull();
  });

  it('any edit of a size clears the price and hides the add button, until it is computed again', async () => {
    const { user } = await open();
    await user.type(await screen.findByLabelText('Breedte (mm)'), '1000');
    await user.type(height(), '1500');
    await user.click(computeButton());
    expect(screen.getByText('€\u00a064,13', exact)).toBeTruthy();

    await user.type(width(), '0'); // 10000: out of range
    expect(screen.queryByText('€\u00a064,13', exact)).toBeNull();
    expect(screen.queryByText(t.price.inclVat)).toBeNull();
    expect(addButton()).toBeNull();
    await user.type(width(), '{Backspace}'); // back to 1000: still no price until asked again
    expect(screen.queryByText('€\u00a064,13', exact)).toBeNull();
    expect(addButton()).toBeNull();
    await user.click(computeButton());
    expect(screen.getByText('€\u00a064,13', exact)).toBeTruthy();

    await user.type(height(), '{Backspace}'); // 150 mm
    expect(screen.queryByText(/^€/)).toBeNull(); // no price (only 'Vanaf', the lowest)
    expect(addButton()).toBeNull();
  });

  it('charges the minimum € 25,00 for 300 × 610 mm', async () => {
    const { user } = await open();
    await user.type(await screen.findByLabelText('Breedte (mm)'), '300');
    await user.type(height(), '610');
    await user.click(computeButton());
    expect(screen.getByText('€\u00a025,00', exact)).toBeTruthy();
  });

  it('shows the range message on leaving a field, only when it is filled and out of range, never while typing', async () => {
    const { user } = await open();
    const w = await screen.findByLabelText('Breedte (mm)');
    await user.type(w, '200');
    expect(screen.queryByText(RANGE_ERROR)).toBeNull();
    expect(w.getAttribute('aria-invalid')).toBeNull();

    await user.tab();
    expect(w.getAttribute('aria-invalid')).toBe('true');
    expect(described(w)).toBe(`${RANGE_ERROR} | 300–3000 mm`);

    // Typing again hides it; leaving with a good size keeps it away.
    await user.type(w, '0');
    expect(screen.queryByText(RANGE_ERROR)).toBeNull();
    await user.tab();
    expect(screen.queryByText(RANGE_ERROR)).toBeNull();
    expect(w.getAttribute('aria-invalid')).toBeNull();

    // An empty field says nothing, in range or not.
    const h = height();
    await user.click(h);
    await user.tab();
    expect(screen.queryByText(RANGE_ERROR)).toBeNull();
    await user.type(h, '3049');
    expect(screen.queryByText(RANGE_ERROR)).toBeNull();
    await user.tab();
    expect(h.getAttribute('aria-invalid')).toBe('true');
    expect(described(h)).toBe(`${RANGE_ERROR} | 610–3048 mm`);
    expect(screen.getAllByText(RANGE_ERROR)).toHaveLength(1);
    expect((computeButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds the line with the sizes in mm and the chosen colour option', async () => {
    const sent: CartLineAddMutationVariables[] = [];
    server.use(
      ...cartQuery(cartWith({ id: 'l1', name: 'Rolgordijn', unitCents: 6413 })),
      answer(CartLineAddDocument, (variables) => {
        sent.push(variables);
        return {
          cartLineAdd: { cart: cartWith({ id: 'l1', name: 'Rolgordijn', unitCents: 6413 }), line: { id: 'l1', unitPrice: money(6413) }, userErrors: [] },
        };
      }),
    );
    const { user } = await open();
    const colours = await screen.findByRole('group', { name: t.colour.legend });
    expect((within(colours).getByRole('radio', { name: 'Off White' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(colours).getByText('Grijs'));
    expect((within(colours).getByRole('radio', { name: 'Grijs' }) as HTMLInputElement).checked).toBe(true);
    await user.type(width(), '1000');
    await user.type(height(), '1500');
    await user.click(computeButton());
    await user.click(addButton()!);
    await screen.findByText(configuratorTexts.add.added);
    expect(sent).toEqual([
      {
        input: {
          productId: '17',
          quantity: 1,
          configuration: { width: 1000, height: 1500, mountingHeight: null, options: [{ key: 'color', value: 'grijs' }, { key: 'mounting', value: 'outside-frame' }] },
        },
      },
    ]);
  });

  it('restores sizes and colour from a shared link, and still asks for Bereken je prijs', async () => {
    const { user } = await open(`${HUNG}&breedte=2000&hoogte=1000&color=zwart`);
    const w = (await screen.findByLabelText('Breedte (mm)')) as HTMLInputElement;
    expect(w.value).toBe('2000');
    expect((height() as HTMLInputElement).value).toBe('1000');
    expect((screen.getByRole('radio', { name: 'Zwart' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/^€/)).toBeNull(); // no price (only 'Vanaf', the lowest)
    await user.click(computeButton());
    expect(screen.getByText('€\u00a085,50', exact)).toBeTruthy();
  });
});

describe('Authentics: facts, rating and accordion', () => {
  it('claims no rating without an approved review, and says "vanaf" its lowest price (issue 31)', async () => {
    await open();
    // The spec's five stars 'Gebaseerd op 1.421 klantbeoordelingen' had no review behind them (EU Omnibus Directive,
    // Annex I points 23b and 23c of Directive 2005/29/EC): none approved, no stars and no count.
    expect(screen.getByText(ratingTexts.none)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /van 5 sterren/ })).toBeNull();
    expect(screen.queryByText(/\d (klant)?beoordeling/)).toBeNull();
    // The minimum price of € 25,00 (0,300 × 0,610 m = 0,183 m² × € 42,75 = € 7,82 is less), as Product.price says.
    expect(screen.getByText('Vanaf €\u00a025,00', exact)).toBeTruthy();
  });

  it("shows the rating of the product's approved reviews, its average and how many", async () => {
    await open(HUNG, { ...product, reviewSummary: { count: 3, averageRating: 4.3 } });
    expect(screen.getByRole('img', { name: '4,3 van 5 sterren' })).toBeTruthy();
    expect(screen.getByText('4,3 van 5')).toBeTruthy();
    expect(screen.getByText('3 beoordelingen')).toBeTruthy();
    expect(screen.queryByText(ratingTexts.none)).toBeNull();
  });

  it('quotes the shop facts and keeps one accordion panel open at a time, all closable', async () => {
    const { user } = await open();
    expect(screen.getByText('7 jaar garantie')).toBeTruthy();

    const description = screen.getByRole('button', { name: t.accordion.description });
    const specs = screen.getByRole('button', { name: t.accordion.specs });
    const measuring = screen.getByRole('button', { name: t.accordion.measuring });
    const panel = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(description.getAttribute('aria-expanded')).toBe('true');
    expect(panel(specs).hidden).toBe(true);

    await user.click(specs);
    expect(specs.getAttribute('aria-expanded')).toBe('true');
    expect(description.getAttribute('aria-expanded')).toBe('false');
    expect(panel(description).hidden).toBe(true);
    expect(panel(specs).hidden).toBe(false);
    expect(panel(specs).textContent).toContain('Ongeveer 9 werkdagen.');
    expect(panel(specs).textContent).toContain('7 jaar fabrieksgarantie.');

    await user.click(measuring);
    expect(within(panel(measuring)).getByRole('link', { name: t.accordion.measuringLink }).getAttribute('href')).toBe('/meetinstructies');
    expect(specs.getAttribute('aria-expanded')).toBe('false');
    await user.click(measuring);
    const all = [description, specs, measuring, screen.getByRole('button', { name: t.accordion.mounting })];
    expect(all.map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false']);
    expect(all.map((button) => panel(button).hidden)).toEqual([true, true, true, true]);
  });
});

describe('Authentics: the free colour sample', () => {
  it('sends the chosen colour with the draft, shows a refusal under its field, keeps the draft, and confirms once received', async () => {
    const sent: SampleRequestCreateMutationVariables[] = [];
    const refused: SampleRequestCreateMutation = {
      sampleRequestCreate: {
        sampleRequest: null,
        userErrors: [{ code: 'INVALID_EMAIL', field: ['input', 'email'], message: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.' }],
      },
    };
    server.use(
      answer(SampleRequestCreateDocument, (variables) => {
        sent.push(variables);
        return sent.length === 1 ? refused : { sampleRequestCreate: { sampleRequest: { id: '5', color: 'Beige' }, userErrors: [] } };
      }),
    );
    const { user } = await open();
    await user.click(within(await screen.findByRole('group', { name: t.colour.legend })).getByText('Beige'));
    await user.click(screen.getByRole('button', { name: configuratorTexts.sample.open }));
    const dialog = await screen.findByRole('dialog', { name: configuratorTexts.sample.title });
    const name = within(dialog).getByLabelText(configuratorTexts.sample.name);
    expect(document.activeElement).toBe(name);
    expect((within(dialog).getByLabelText(configuratorTexts.sample.colour) as HTMLInputElement).value).toBe('Beige');
    const submit = within(dialog).getByRole('button', { name: configuratorTexts.sample.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await user.type(name, 'An Peeters');
    await user.type(within(dialog).getByLabelText(configuratorTexts.sample.address), 'Veldstraat 1{Enter}9000 Gent');
    const email = within(dialog).getByLabelText(configuratorTexts.sample.email);
    // The browser refuses an address without a dot in its domain itself, with the server's words, and sends nothing.
    await user.type(email, 'an@voorbeeld');
    await user.click(submit);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(described(email)).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.');
    expect(sent).toEqual([]);

    // An address the browser's rules take, which this server refuses.
    await user.type(email, '.b');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.click(submit);

    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(described(email)).toBe('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.');
    expect(sent[0]).toEqual({ input: { productId: '17', color: 'Beige', name: 'An Peeters', address: 'Veldstraat 1\n9000 Gent', email: 'an@voorbeeld.b' } });
    expect((name as HTMLInputElement).value).toBe('An Peeters');
    expect(screen.getByRole('dialog')).toBeTruthy();

    await user.type(email, 'e');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]!.input.email).toBe('an@voorbeeld.be');
    const confirmation = screen.getByText(`${configuratorTexts.sample.sentTitle}. ${configuratorTexts.sample.sentText('Beige')}`);
    expect(confirmation.getAttribute('role')).toBe('status');
    const toasts = await screen.findByRole('region', { name: /Meldingen/ });
    expect(await within(toasts).findByText(configuratorTexts.sample.sentText('Beige'))).toBeTruthy();

    // The draft is cleared for a next request.
    await user.click(screen.getByRole('button', { name: configuratorTexts.sample.open }));
    expect((within(await screen.findByRole('dialog')).getByLabelText(configuratorTexts.sample.name) as HTMLInputElement).value).toBe('');
  });
});
