/**
 * The light-filtering white configurator's section logic (SPEC §2, §4, §5, §9): numbered sections with check
 * marks, 'Volgende stap', the next section opening 500 ms after the active one completes unless it was toggled by
 * hand, the metal chain forcing its colour, the first section collapsed under 768 px, 'Vanaf' and 'Vul eerst
 * alle opties in' until all five are complete, then the price — rendered through the route from rules served
 * over (mocked) GraphQL, so the screen reads its limits, labels and prices from the rules it is given.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfiguratorPageDocument } from '../../../gql/configurator';
import { CartLineAddDocument, type CartLineAddMutationVariables } from '../../../gql/graphql';
import { configuratorTexts } from '../../../i18n/configurator';
import { configuratorLightTexts as t } from '../../../i18n/configurator-light';
import { cartWith, money } from '../../../test/fixtures';
import { answer, cartQuery, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import { setWindowWidth } from '../../../test/media';
import ConfiguratorRoute from '../ConfiguratorRoute';
import { choice, configuratorProduct, configuratorShop, fixed, group, mountingGroup, type Choice, type Group, type Product, type Rules } from '../test-fixtures';
import { AUTO_ADVANCE_MS } from './use-sections';

const whenChain = (material: string) => ({ availableWhen: { group: 'chainMaterial', values: [material] } });
/** A single-choice group with its trade role. */
const roleGroup = (key: string, label: string, role: Group['role'], choices: Choice[], extra: Partial<Group> = {}) => group(key, label, choices, { role, ...extra });

/** The seeded rules as the API serves them (SPEC §9: 29.95 per m², minimum 29.95, metal +15, covered +15 / +30). */
function rules({ perM2 = 2995, minimum = 2995, metal = 1500 } = {}): Rules {
  return {
    layout: 'LIGHT_FILTERING',
    dimensions: [
      { key: 'WIDTH', label: 'Breedte', unit: 'CM', min: 40, max: 290, step: 5, errorText: 'Breedte moet tussen 40 en 290 cm zijn' },
      { key: 'HEIGHT', label: 'Hoogte', unit: 'CM', min: 40, max: 290, step: 5, errorText: 'Hoogte moet tussen 40 en 290 cm zijn' },
    ],
    pricing: { mode: 'PER_SQUARE_METRE', pricePerSquareMetre: money(perM2), basePrice: null, priceGroup: 3 },
    minimumPrice: money(minimum),
    optionGroups: [
      roleGroup(
        'chainMaterial',
        'Kettingmateriaal',
        'CONTROL_TYPE',
        [
          choice('plastic', 'Kunststof', { surcharge: fixed(0) }),
          choice('metal', 'Metaal', { surcharge: fixed(metal), forces: [{ group: 'chainColor', value: 'metal' }] }),
        ],
      ),
      roleGroup('chainColor', 'Kettingkleur', 'CHAIN_COLOR', [
        choice('white', 'Wit', whenChain('plastic')),
        choice('black', 'Zwart', whenChain('plastic')),
        choice('grey', 'Grijs', whenChain('plastic')),
        choice('metal', 'Metaal', whenChain('metal')),
      ]),
      roleGroup('bottomBar', 'Onderlat', 'BOTTOM_BAR', [
        choice('not-covered', 'Niet bekleed', { surcharge: fixed(0) }),
        choice('covered-one', 'Eén kant bekleed', { surcharge: fixed(1500) }),
        choice('covered-both', 'Beide kanten bekleed', { surcharge: fixed(3000) }),
      ]),
      roleGroup('controlSide', 'Bediening', 'CONTROL_SIDE', [choice('left', 'Links'), choice('right', 'Rechts')]),
      roleGroup(
        'profileColor',
        'Profielkleur',
        'PROFILE_COLOR',
        [choice('white', 'Wit'), choice('anthracite', 'Antraciet'), choice('silver', 'Zilver'), choice('black', 'Zwart')].map((c) => ({ ...c, surcharge: fixed(0) })),
        { defaultValue: 'white' },
      ),
      mountingGroup(),
    ],
  };
}

const product = (configurator = rules(), price = money(2995)): Product =>
  configuratorProduct({
    price,
    id: '7',
    slug: 'lichtdoorlatend-wit',
    name: 'Lichtdoorlatend rolgordijn – Wit',
    description: 'Zacht gefilterd daglicht en privacy overdag.',
    // Not the seed's fabric: the page names the one the answer gives for its colour.
    fabrics: [{ color: 'Wit', name: 'Zijdeglans Parel' }],
    configurator,
  });

// Not the spec's 5–7: the page must quote the shop facts, not a number of its own.
const shop = configuratorShop({ delivery: { productionMinWorkingDays: 4, productionMaxWorkingDays: 6 } });

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.useRealTimers();
});

function open({ query = '', configurator = rules(), width = 1280, reducedMotion = false, price = money(2995) } = {}) {
  setWindowWidth(width, reducedMotion);
  server.use(answer(ConfiguratorPageDocument, () => ({ product: product(configurator, price), shop })));
  return renderScreen(<ConfiguratorRoute slug="lichtdoorlatend-wit" />, { route: `/product/lichtdoorlatend-wit${query}`, path: '/product/lichtdoorlatend-wit' });
}

const TITLES = ['Afmetingen', 'Kettingsysteem', 'Onderlat', 'Bediening', 'Profielkleur'] as const;
type Title = (typeof TITLES)[number];
/** A section's header button, whatever its state ('1 Afmetingen' or '1 Afmetingen voltooid'). */
const header = (title: Title) => screen.getByRole('button', { name: new RegExp(`^${TITLES.indexOf(title) + 1} ${title}`) });
const isOpen = (title: Title) => header(title).getAttribute('aria-expanded') === 'true';
/** Complete: the header's name ends in 'voltooid' (for the eye there is the check mark). */
const isComplete = (title: Title) => screen.queryByRole('button', { name: `${TITLES.indexOf(title) + 1} ${title} ${t.sections.completed}` }) !== null;
const panel = (title: Title) => document.getElementById(header(title).getAttribute('aria-controls')!)!;
const radio = (groupName: string, name: string | RegExp) => within(screen.getByRole('group', { name: groupName })).getByRole('radio', { name });
/**
 * Opens a section unless it is open already: a complete section opens the next by itself after 500 ms, so a
 * click on a header could close what the timer just opened. Checked and clicked in one synchronous step.
 */
const openSection = (title: Title) => {
  if (!isOpen(title)) fireEvent.click(header(title));
};
const summary = () => screen.getByRole('region', { name: t.summary.title });
const summaryButton = () => within(summary()).getByRole('button') as HTMLButtonElement;
const exact = { normalizer: (text: string) => text };
/** The summary as label -> value lines. */
function summaryEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const term of within(summary()).getAllByRole('term')) entries[term.textContent!] = term.nextElementSibling!.textContent!;
  return entries;
}

describe('light-filtering configurator: the page', () => {
  it('shows the name, four pictures, five numbered sections and the production time of the shop facts', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lichtdoorlatend rolgordijn – Wit' })).toBeTruthy();
    const carousel = screen.getByRole('region', { name: 'Afbeeldingen van Lichtdoorlatend rolgordijn – Wit' });
    expect(within(carousel).getAllByRole('img', { hidden: true })).toHaveLength(4);
    expect(within(carousel).getAllByRole('button', { name: /^Toon afbeelding/ })).toHaveLength(4);
    expect(within(carousel).getByRole('button', { name: 'Vorige afbeelding' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Volgende afbeelding' })).toBeTruthy();

    const headings = within(screen.getByRole('group', { name: t.sections.label })).getAllByRole('heading', { level: 2 });
    const names = [
      '1 Afmetingen',
      '2 Kettingsysteem',
      '3 Onderlat',
      '4 Bediening',
      // The profile colour has its default (Wit): complete from the start.
      '5 Profielkleur voltooid',
    ];
    expect(headings).toHaveLength(5);
    headings.forEach((heading, i) => {
      const button = within(heading).getByRole('button', { name: names[i] });
      expect(document.getElementById(button.getAttribute('aria-controls')!)?.getAttribute('aria-labelledby')).toBe(button.id);
    });
    expect(TITLES.map(isComplete)).toEqual([false, false, false, false, true]);
    expect(screen.getByText('Productietijd: 4–6 werkdagen')).toBeTruthy();
    expect(screen.getByText('Verwachte levering: di 8 december')).toBeTruthy();
    expect(screen.getByText('Stof: Zijdeglans Parel')).toBeTruthy();
  });

  it('opens the dimensions section on a wide screen, and starts with it collapsed below 768 px', async () => {
    open({ width: 768 });
    await screen.findByRole('heading', { level: 1 });
    expect(isOpen('Afmetingen')).toBe(true);
    expect(panel('Afmetingen').hidden).toBe(false);
    expect(screen.getByLabelText('Breedte (cm)')).toBeTruthy();
    expect(TITLES.slice(1).map(isOpen)).toEqual([false, false, false, false]);
  });

  it('starts with every section collapsed on a phone (767 px), and opens one with a click, Enter or Space', async () => {
    const { user } = open({ width: 767 });
    await screen.findByRole('heading', { level: 1 });
    expect(TITLES.map(isOpen)).toEqual([false, false, false, false, false]);
    expect(panel('Afmetingen').hidden).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Breedte (cm)' })).toBeNull();

    await user.click(header('Afmetingen'));
    expect(isOpen('Afmetingen')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Breedte (cm)' })).toBeTruthy();
    header('Afmetingen').focus();
    await user.keyboard('{Enter}');
    expect(isOpen('Afmetingen')).toBe(false);
    await user.keyboard(' ');
    expect(isOpen('Afmetingen')).toBe(true);
    // Arrow keys move between the headers.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('Kettingsysteem'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(header('Profielkleur'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(header('Afmetingen'));
  });
});

describe('light-filtering configurator: sections', () => {
  it('marks the dimensions complete only with two valid sizes and a way of hanging, and shows the area once both are above 0', async () => {
    const { user } = open();
    const width = await screen.findByLabelText('Breedte (cm)');
    const height = screen.getByLabelText('Hoogte (cm)');
    expect(screen.queryByText(/^Oppervlakte/)).toBeNull();

    await user.type(width, '300');
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Breedte moet tussen 40 en 290 cm zijn')).toBeTruthy();
    await user.type(height, '60');
    expect(screen.getByText('Oppervlakte: 1,80 m²')).toBeTruthy();
    expect(isComplete('Afmetingen')).toBe(false);

    // Minus steps by 5 and stays within 40..290.
    await user.click(screen.getByRole('button', { name: 'Breedte 5 cm kleiner' }));
    expect((width as HTMLInputElement).value).toBe('290');
    await user.clear(width);
    await user.type(width, '45');
    await user.click(screen.getByRole('button', { name: 'Breedte 5 cm kleiner' }));
    await user.click(screen.getByRole('button', { name: 'Breedte 5 cm kleiner' }));
    expect((width as HTMLInputElement).value).toBe('40');
    expect(screen.getByText('Oppervlakte: 0,24 m²')).toBeTruthy();
    // Two sizes, but not yet how it hangs: the section asks for it, and says why it matters.
    expect(isComplete('Afmetingen')).toBe(false);
    expect(within(panel('Afmetingen')).getByText(configuratorTexts.mounting.choose)).toBeTruthy();
    await user.click(radio('Montage', 'Op de dag'));
    expect(screen.getByRole('button', { name: '1 Afmetingen voltooid' })).toBeTruthy();
    expect(screen.getByText('Op de dag maakt het atelier je rolgordijn precies op je maat, zodat het de raamopening helemaal bedekt: 40 × 60 cm.')).toBeTruthy();
  });

  it('takes every whole centimetre, and its buttons add or take 5 from the size shown (issue 31: 123 → 128 → 123)', async () => {
    const { user } = open({ query: '?mounting=inside-recess' });
    const width = (await screen.findByLabelText('Breedte (cm)')) as HTMLInputElement;
    await user.type(width, '123');
    await user.type(screen.getByLabelText('Hoogte (cm)'), '187');
    expect(width.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: '1 Afmetingen voltooid' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Breedte 5 cm groter' }));
    expect(width.value).toBe('128');
    await user.click(screen.getByRole('button', { name: 'Breedte 5 cm kleiner' }));
    expect(width.value).toBe('123');
    // In de dag: 0,5 cm narrower than measured, said with the reason.
    expect(screen.getByText('In de dag maakt het atelier je rolgordijn 0,5 cm smaller dan je maat, zodat het vrij in de raamopening draait: 122,5 × 187 cm.')).toBeTruthy();
    expect(summaryEntries()).toMatchObject({ Afmetingen: '123 × 187 cm', Montage: 'In de dag' });
  });

  it('needs the mounting height for a blind over 250 cm before the dimensions are complete', async () => {
    const { user } = open({ query: '?chainMaterial=plastic&chainColor=white&bottomBar=not-covered&controlSide=left&mounting=outside-frame' });
    await user.type(await screen.findByLabelText('Breedte (cm)'), '100');
    await user.type(screen.getByLabelText('Hoogte (cm)'), '255');
    const mounting = screen.getByLabelText('Montagehoogte (cm, optioneel)');
    expect(mounting.getAttribute('aria-invalid')).toBe('true');
    expect(isComplete('Afmetingen')).toBe(false);
    await user.type(mounting, '280');
    expect(screen.getByRole('button', { name: '1 Afmetingen voltooid' })).toBeTruthy();
    // The loop ends 150 cm above the floor: a chain of at most 130 cm.
    expect(screen.getByText('Jouw ketting: 130 cm, met kettingspanner.')).toBeTruthy();
    expect(summaryButton().disabled).toBe(false);
  });

  it('offers white, black and grey for a plastic chain, and only metal — chosen — for a metal one', async () => {
    const { user } = open({ query: '?breedte=100&hoogte=100' });
    await user.click(await screen.findByRole('button', { name: /^2 Kettingsysteem/ }));
    const colours = () => within(screen.getByRole('group', { name: 'Kettingkleur' })).queryAllByRole('radio');
    expect(colours()).toHaveLength(0);

    await user.click(radio('Kettingmateriaal', 'Kunststof'));
    expect(colours().map((r) => r.closest('label')!.textContent)).toEqual(['Wit', 'Zwart', 'Grijs']);
    expect(colours().some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(isComplete('Kettingsysteem')).toBe(false);
    await user.click(radio('Kettingkleur', 'Zwart'));
    expect(screen.getByRole('button', { name: '2 Kettingsysteem voltooid' })).toBeTruthy();

    await user.click(radio('Kettingmateriaal', /^Metaal/));
    expect(colours().map((r) => r.closest('label')!.textContent)).toEqual(['Metaal']);
    expect((colours()[0] as HTMLInputElement).checked).toBe(true);
    expect(summaryEntries()).toMatchObject({ Kettingmateriaal: 'Metaal +€\u00a015,00', Kettingkleur: 'Metaal' });

    // Back to plastic: the metal colour is gone and a colour must be chosen again.
    await user.click(radio('Kettingmateriaal', 'Kunststof'));
    expect(colours().some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(isComplete('Kettingsysteem')).toBe(false);
    expect(summaryEntries()).toMatchObject({ Kettingmateriaal: 'Kunststof', Kettingkleur: t.summary.notChosen });
  });

  it("'Volgende stap' closes the section, opens the next and puts focus on its header; an incomplete section says what is missing", async () => {
    const { user } = open();
    await screen.findByLabelText('Breedte (cm)');
    const next = () => within(panel('Afmetingen')).getByRole('button', { name: t.sections.next });

    await user.click(next());
    expect(isOpen('Afmetingen')).toBe(true);
    const width = screen.getByLabelText('Breedte (cm)');
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(width.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('Breedte moet tussen 40 en 290 cm zijn');
    expect(document.activeElement).toBe(width);

    await user.type(width, '120');
    await user.type(screen.getByLabelText('Hoogte (cm)'), '150');
    // Sizes alone do not complete it: how the blind hangs is asked, and the first way gets the focus.
    await user.click(next());
    expect(isOpen('Afmetingen')).toBe(true);
    expect(within(panel('Afmetingen')).getByText('Kies een optie bij Montage.')).toBeTruthy();
    expect(document.activeElement).toBe(radio('Montage', 'In de dag'));
    await user.click(radio('Montage', 'In de dag'));
    await user.click(next());
    expect(isOpen('Afmetingen')).toBe(false);
    expect(isOpen('Kettingsysteem')).toBe(true);
    expect(document.activeElement).toBe(header('Kettingsysteem'));

    await user.click(within(panel('Kettingsysteem')).getByRole('button', { name: t.sections.next }));
    expect(isOpen('Kettingsysteem')).toBe(true);
    expect(screen.getByText('Kies een optie bij Kettingmateriaal.')).toBeTruthy();
    expect(document.activeElement).toBe(radio('Kettingmateriaal', 'Kunststof'));

    // The last section's 'Volgende stap' goes to the summary.
    await user.click(header('Profielkleur'));
    await user.click(within(panel('Profielkleur')).getByRole('button', { name: t.sections.next }));
    expect(document.activeElement).toBe(within(summary()).getByRole('heading', { name: t.summary.title }));
  });
});

describe('light-filtering configurator: moving on by itself', () => {
  /** Renders with real timers until the page is there, then takes over the clock. */
  async function openWithFakeClock(query = '?mounting=inside-recess', reducedMotion = false) {
    const view = open({ query, reducedMotion });
    await screen.findByLabelText('Breedte (cm)');
    vi.useFakeTimers();
    return view;
  }
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('opens the next section 500 ms after the active one became complete, and scrolls it into view', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    await openWithFakeClock();
    type('Breedte (cm)', '120');
    type('Hoogte (cm)', '150');
    expect(screen.getByRole('button', { name: '1 Afmetingen voltooid' })).toBeTruthy();
    tick(AUTO_ADVANCE_MS - 1);
    expect(isOpen('Kettingsysteem')).toBe(false);
    tick(1);
    expect(isOpen('Kettingsysteem')).toBe(true);
    expect(scrolled.at(-1)?.contains(header('Kettingsysteem'))).toBe(true);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    // It does not take the focus from where the shopper is typing, and the first section stays open.
    expect(document.activeElement).not.toBe(header('Kettingsysteem'));
    expect(isOpen('Afmetingen')).toBe(true);

    // The chain section is now the active one: a metal chain completes it (its colour forced), then on to 3.
    fireEvent.click(radio('Kettingmateriaal', /^Metaal/));
    tick(AUTO_ADVANCE_MS);
    expect(isOpen('Onderlat')).toBe(true);
    fireEvent.click(radio('Onderlat', /^Beide kanten bekleed/));
    tick(AUTO_ADVANCE_MS);
    expect(isOpen('Bediening')).toBe(true);
    scrollIntoView.mockRestore();
  });

  it('jumps to the next section without smooth scrolling under reduced motion', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    await openWithFakeClock(undefined, true);
    type('Breedte (cm)', '120');
    type('Hoogte (cm)', '150');
    tick(AUTO_ADVANCE_MS);
    expect(isOpen('Kettingsysteem')).toBe(true);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });
    scrollIntoView.mockRestore();
  });

  it('does not move on when the section became incomplete again within the 500 ms', async () => {
    await openWithFakeClock();
    type('Breedte (cm)', '120');
    type('Hoogte (cm)', '150');
    tick(300);
    type('Hoogte (cm)', '15');
    tick(AUTO_ADVANCE_MS);
    expect(isOpen('Kettingsysteem')).toBe(false);
    type('Hoogte (cm)', '155');
    tick(AUTO_ADVANCE_MS);
    expect(isOpen('Kettingsysteem')).toBe(true);
  });

  it('does not move on from a section the shopper toggled by hand, nor when it was complete already', async () => {
    await openWithFakeClock();
    // Closed and opened again by hand: completing it moves nothing.
    fireEvent.click(header('Afmetingen'));
    fireEvent.click(header('Afmetingen'));
    type('Breedte (cm)', '120');
    type('Hoogte (cm)', '150');
    tick(AUTO_ADVANCE_MS * 4);
    expect(isOpen('Kettingsysteem')).toBe(false);

    // 'Volgende stap' opens the next one (not by hand): that one moves on again.
    fireEvent.click(within(panel('Afmetingen')).getByRole('button', { name: t.sections.next }));
    expect(isOpen('Kettingsysteem')).toBe(true);
    fireEvent.click(radio('Kettingmateriaal', 'Kunststof'));
    tick(AUTO_ADVANCE_MS * 2);
    expect(isOpen('Onderlat')).toBe(false);
    fireEvent.click(radio('Kettingkleur', 'Grijs'));
    // A hand toggle of the active section within the 500 ms cancels the step.
    tick(200);
    fireEvent.click(header('Kettingsysteem'));
    tick(AUTO_ADVANCE_MS * 2);
    expect(isOpen('Onderlat')).toBe(false);
  });

  it('opens nothing by itself for a configuration that is complete when the page opens', async () => {
    await openWithFakeClock('?breedte=100&hoogte=100&chainMaterial=plastic&chainColor=white&bottomBar=not-covered&controlSide=left&mounting=inside-recess');
    tick(AUTO_ADVANCE_MS * 4);
    expect(TITLES.map(isOpen)).toEqual([true, false, false, false, false]);
  });
});

describe('light-filtering configurator: summary and price', () => {
  it("shows 'Vanaf' the product's lowest price and a disabled 'Vul eerst alle opties in' until all five are complete, then the price", async () => {
    const sent: CartLineAddMutationVariables[] = [];
    server.use(
      ...cartQuery(cartWith({ id: 'l1', name: 'Rolgordijn', unitCents: 13485 })),
      answer(CartLineAddDocument, (variables) => {
        sent.push(variables);
        return { cartLineAdd: { cart: cartWith({ id: 'l1', name: 'Rolgordijn', unitCents: 13485 }), line: { id: 'l1', unitPrice: money(13485) }, userErrors: [] } };
      }),
    );
    const { user } = open();
    await user.type(await screen.findByLabelText('Breedte (cm)'), '200');
    await user.type(screen.getByLabelText('Hoogte (cm)'), '150');
    await user.click(radio('Montage', 'In de dag'));
    expect(within(summary()).getByText('Vanaf €\u00a029,95', exact)).toBeTruthy();
    expect(within(summary()).getByText(t.summary.prompt)).toBeTruthy();
    expect(summaryButton().textContent).toBe('Vul eerst alle opties in');
    expect(summaryButton().disabled).toBe(true);
    const bar = screen.getByRole('region', { name: t.mobileBar });
    expect(within(bar).getByText('Vanaf €\u00a029,95', exact)).toBeTruthy();
    expect((within(bar).getByRole('button', { name: 'Vul eerst alle opties in' }) as HTMLButtonElement).disabled).toBe(true);

    openSection('Kettingsysteem');
    await user.click(radio('Kettingmateriaal', /^Metaal/));
    openSection('Onderlat');
    await user.click(radio('Onderlat', /^Beide kanten bekleed/));
    expect(summaryButton().disabled).toBe(true);
    openSection('Bediening');
    await user.click(radio('Bediening', 'Rechts'));

    // 200 × 150 cm = 3 m² × 29,95 = 89,85; + metal 15 + both sides covered 30 = 134,85.
    expect(TITLES.map(isComplete)).toEqual([true, true, true, true, true]);
    const live = within(summary()).getByText('€\u00a0134,85', exact).closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(live?.textContent).toBe('Totaalprijs €\u00a0134,85 incl. btw');
    expect(within(summary()).queryByText(/^Vanaf/)).toBeNull();
    expect(within(bar).getByText('€\u00a0134,85', exact)).toBeTruthy();
    expect(summaryEntries()).toEqual({
      Afmetingen: '200 × 150 cm',
      Montage: 'In de dag',
      Kettingmateriaal: 'Metaal +€\u00a015,00',
      Kettingkleur: 'Metaal',
      Onderlat: 'Beide kanten bekleed +€\u00a030,00',
      Bediening: 'Rechts',
      Profielkleur: 'Wit',
    });

    expect(summaryButton().textContent).toBe('Toevoegen aan winkelwagen');
    await user.click(summaryButton());
    await screen.findByText('Toegevoegd aan je winkelwagen');
    expect(sent).toEqual([
      {
        input: {
          productId: '7',
          quantity: 1,
          configuration: {
            width: 200,
            height: 150,
            mountingHeight: null,
            options: [
              { key: 'profileColor', value: 'white' },
              { key: 'mounting', value: 'inside-recess' },
              { key: 'chainMaterial', value: 'metal' },
              { key: 'chainColor', value: 'metal' },
              { key: 'bottomBar', value: 'covered-both' },
              { key: 'controlSide', value: 'right' },
            ],
          },
        },
      },
    ]);
  });

  it("says 'Vanaf' the product's lowest price as the engine computed it (the same as its structured data), and prices from the rules it is given", async () => {
    // Issue 31: 'Vanaf' is Product.price, the lowest price a shopper can pay (here the minimum of € 10,00), not the
    // rate per m² nor a number of the page's own.
    open({
      query: '?breedte=100&hoogte=100&chainMaterial=plastic&chainColor=white&bottomBar=not-covered&mounting=inside-recess',
      configurator: rules({ perM2: 3150, minimum: 1000 }),
      price: money(1000),
    });
    expect(await within(await screen.findByRole('region', { name: t.summary.title })).findByText('Vanaf €\u00a010,00', exact)).toBeTruthy();
    expect(screen.queryByText(/31,50 per m²|Vanaf €\u00a031,50/)).toBeNull();
    await userChoice('Bediening', 'Links');
    await waitFor(() => expect(within(summary()).getByText('€\u00a031,50', exact)).toBeTruthy());
  });

  it('a size below the minimum price costs the minimum: 40 × 40 cm is € 29,95', async () => {
    open({ query: '?breedte=40&hoogte=40&chainMaterial=plastic&chainColor=grey&bottomBar=not-covered&controlSide=left&mounting=outside-frame' });
    expect(await within(await screen.findByRole('region', { name: t.summary.title })).findByText('€\u00a029,95', exact)).toBeTruthy();
    expect(screen.getByText('Oppervlakte: 0,16 m²')).toBeTruthy();
    expect(summaryButton().disabled).toBe(false);
  });
});

/** Opens a section by hand and picks a choice (through the real events). */
async function userChoice(title: Title, label: string) {
  fireEvent.click(header(title));
  fireEvent.click(radio(title, label));
}
