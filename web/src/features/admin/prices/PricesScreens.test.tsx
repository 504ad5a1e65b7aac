import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminPriceGroupHistoryDocument,
  AdminPriceGroupPreviewDocument,
  AdminPriceGroupRollbackDocument,
  AdminPriceGroupsDocument,
  AdminPriceGroupUpdateDocument,
  AdminProductRulesDocument,
  AdminProductRulesPreviewDocument,
  AdminProductRulesRollbackDocument,
  type AdminPriceGroupRollbackMutationVariables,
  type AdminPriceGroupUpdateMutationVariables,
  type AdminProductRulesRollbackMutationVariables,
} from '../../../gql/admin';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import PriceGroupsPage from './PriceGroupsPage';
import PriceRulesPage from './PriceRulesPage';

/** What a screen reader reads as a field's description (its error and hint). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const value = (element: HTMLElement) => (element as HTMLInputElement).value;

const BEHEER = {
  email: 'beheer@lumina.test',
  name: 'Test Beheer',
  role: 'BEHEER' as const,
  can: ['Query.priceGroups', 'Query.priceGroup', 'Mutation.priceGroupRollback', 'Query.productRulesPreview', 'Mutation.productRulesUpdate', 'Mutation.productRulesRollback'],
};

const money = (cents: number) => ({ cents, formatted: `€\u00a0${(cents / 100).toFixed(2).replace('.', ',')}` });
const group = (n: number, cents: number, products: { id: string; name: string }[] = []) => ({
  group: n,
  version: 1,
  pricePerSquareMetre: money(cents),
  updatedBy: null as string | null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  products,
});
const BRONZE = { id: '6', name: 'Screen rolgordijn – Brons' };
const preview = (sizes: [string, number, number][], from: [number, number]) => ({
  product: BRONZE,
  sizes: sizes.map(([label, now, after]) => ({ label, now: money(now), after: money(after) })),
  fromPriceNow: money(from[0]),
  fromPriceAfter: money(from[1]),
});

/** A group's history as the server lists it, newest first. */
const groupVersion = (version: number, reason: 'INITIAL' | 'EDIT' | 'ROLLBACK', changes: string[], changedBy = 'Test Medewerker') => ({
  version,
  reason,
  changes,
  changedBy,
  changedAt: `2026-11-2${version}T10:00:00.000Z`,
});
const history = (n: number, version: number, versions: ReturnType<typeof groupVersion>[]) => ({ priceGroup: { group: n, version, versions } });
const seeded = groupVersion(1, 'INITIAL', ['De prijs zoals hij was vóór de eerste wijziging'], 'systeem');

describe('PriceGroupsPage (/admin/prijzen)', () => {
  it("shows a group's versions (who, when, old rate → new rate) and rolls an earlier one back after a confirmation", async () => {
    const rolledBack: AdminPriceGroupRollbackMutationVariables[] = [];
    const edited = groupVersion(2, 'EDIT', ['Prijs per m²: € 42,95 → € 45,95']);
    let groups = [{ ...group(7, 4595, [BRONZE]), version: 2, updatedBy: 'Test Medewerker' }];
    server.use(
      answer(AdminPriceGroupsDocument, () => ({ priceGroups: { nodes: groups } })),
      answer(AdminPriceGroupHistoryDocument, () => history(7, 2, [edited, seeded])),
      answer(AdminPriceGroupRollbackDocument, (variables) => {
        rolledBack.push(variables);
        groups = [{ ...group(7, 4295, [BRONZE]), version: 3, updatedBy: 'Test Beheer' }];
        return { priceGroupRollback: { priceGroup: groups[0]!, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<PriceGroupsPage />, { staff: BEHEER });
    const table = await screen.findByRole('table', { name: 'Prijsgroepen' });
    await user.click(within(table).getByRole('button', { name: 'Prijsgroep 7 wijzigen' }));
    const versions = await screen.findByRole('region', { name: 'Versies van prijsgroep 7' });
    const [current, first] = [...versions.querySelectorAll<HTMLElement>('ol > li')];
    expect(current!.textContent).toContain('Versie 2Huidige versie');
    expect(current!.textContent).toContain('Test Medewerker');
    expect(current!.textContent).toContain('Prijs per m²: € 42,95 → € 45,95');
    expect(within(current!).queryByRole('button')).toBeNull();
    expect(first!.textContent).toContain('Versie 1Oorspronkelijke prijs');

    await user.click(within(first!).getByRole('button', { name: 'Terugzetten naar versie 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Terugzetten naar versie 1?' });
    expect(dialog.textContent).toContain('elk product van de groep kost dan weer wat het toen kostte');
    await user.click(within(dialog).getByRole('button', { name: 'Terugzetten' }));
    expect(await screen.findByText('Prijsgroep 7 is teruggezet: dit is nu versie 3. Elk product van de groep kost weer de prijs van toen.')).toBeTruthy();
    expect(rolledBack).toEqual([{ group: 7, version: 1, expectedVersion: 2 }]);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Prijsgroepen' })).getByRole('row', { name: /Prijsgroep 7/ }).textContent).toContain('€\u00a042,95'),
    );
  });

  it("refuses a rate that is no amount under its field, previews a group's new rate on its products, and saves it", async () => {
    const saved: AdminPriceGroupUpdateMutationVariables[] = [];
    let groups = [group(6, 3995), group(7, 4295, [BRONZE])];
    server.use(
      answer(AdminPriceGroupsDocument, () => ({ priceGroups: { nodes: groups } })),
      answer(AdminPriceGroupHistoryDocument, () => history(7, 1, [seeded])),
      answer(AdminPriceGroupPreviewDocument, () => ({
        // 1,60 m² × € 42,95 = € 68,72 → × € 45,95 = € 73,52; the from-price, 40 × 100 cm: 0,40 m² → € 17,18 → € 18,38.
        priceGroupPreview: { products: [preview([['100 × 160 cm', 6872, 7352]], [1718, 1838])], userErrors: [] },
      })),
      answer(AdminPriceGroupUpdateDocument, (variables) => {
        saved.push(variables);
        groups = [group(6, 3995), { ...group(7, 4595, [BRONZE]), version: 2, updatedBy: 'Test Medewerker' }];
        return { priceGroupUpdate: { priceGroup: groups[1]!, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<PriceGroupsPage />, { staff: BEHEER });
    const table = await screen.findByRole('table', { name: 'Prijsgroepen' });
    expect(within(table).getByRole('row', { name: /Prijsgroep 7/ }).textContent).toContain('Screen rolgordijn – Brons');

    await user.click(within(table).getByRole('button', { name: 'Prijsgroep 7 wijzigen' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Prijsgroep 7 wijzigen' }));
    const rate = screen.getByLabelText('Nieuwe prijs per m² (€)');
    expect(value(rate)).toBe('42,95');
    await user.clear(rate);
    await user.type(rate, 'veel');
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    expect(description(rate)).toBe('Vul de prijs per m² in euro in, bijvoorbeeld 34,95.');
    expect(document.activeElement).toBe(rate);

    await user.clear(rate);
    await user.type(rate, '45,95');
    // Issue 31: a group has no from-price to type; each product's follows from its rules, and the preview shows it.
    expect(screen.queryByLabelText(/vanafprijs/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    const shown = await screen.findByRole('table', { name: 'Prijzen van Screen rolgordijn – Brons, nu en na de wijziging' });
    expect(within(shown).getByRole('row', { name: /100 × 160 cm/ }).textContent).toContain('100 × 160 cm€\u00a068,72€\u00a073,52');
    expect(within(shown).getByRole('row', { name: /Vanafprijs/ }).textContent).toContain('€\u00a017,18€\u00a018,38');

    await user.click(screen.getByRole('button', { name: 'Wijziging opslaan' }));
    expect(await screen.findByText('Prijsgroep 7 is opgeslagen. Elk product van de groep kost nu de nieuwe prijs.')).toBeTruthy();
    expect(saved).toEqual([{ input: { group: 7, expectedVersion: 1, pricePerSquareMetreCents: 4595 } }]);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Prijsgroepen' })).getByRole('row', { name: /Prijsgroep 7/ }).textContent).toContain('€\u00a045,95'),
    );
  });
});

const rulesAnswer = (rulesVersion: number) => ({
  staffProduct: {
    id: '6',
    rulesVersion,
    product: {
      id: '6',
      name: BRONZE.name,
      // 40 × 100 cm = 0,40 m² × € 42,95 = € 17,18: the lowest price a shopper can pay.
      price: money(1718),
      configurator: {
        pricing: { mode: 'PER_SQUARE_METRE' as const, priceGroup: 7, pricePerSquareMetre: { cents: 4295 }, basePrice: null },
        minimumPrice: null,
        dimensions: [
          { key: 'WIDTH' as const, label: 'Breedte', unit: 'CM' as const, min: 40, max: 240, step: 5 },
          { key: 'HEIGHT' as const, label: 'Hoogte', unit: 'CM' as const, min: 100, max: 250, step: 5 },
        ],
        optionGroups: [
          {
            key: 'bottomBar',
            label: 'Onderrail',
            kind: 'SINGLE' as const,
            fixedValue: null,
            choices: [{ value: 'not-covered', label: 'Niet bekleed', surcharge: { kind: 'PERCENT_OF_AREA' as const, amount: null, percent: 0, factor: null } }],
          },
        ],
      },
    },
    ruleVersions: [
      {
        version: 2,
        reason: 'PRICE_GROUP' as const,
        changes: ['Prijsgroep 7: € 42,95 → € 45,95 per m²'],
        changedBy: 'Test Medewerker',
        changedAt: '2026-11-24T11:00:00.000Z',
      },
      {
        version: 1,
        reason: 'INITIAL' as const,
        changes: ['De regels zoals ze waren vóór de eerste wijziging'],
        changedBy: 'systeem',
        changedAt: '2026-11-24T10:00:00.000Z',
      },
    ].slice(2 - rulesVersion),
  },
  priceGroups: { nodes: [{ group: 7, pricePerSquareMetre: { formatted: '€\u00a042,95' } }] },
});

describe('PriceRulesPage (/admin/producten/:id/prijsregels)', () => {
  it("shows the engine's refusal and a refused field where they belong, and rolls an earlier version back", async () => {
    const rolledBack: AdminProductRulesRollbackMutationVariables[] = [];
    let version = 2;
    server.use(
      answer(AdminProductRulesDocument, () => rulesAnswer(version)),
      answer(AdminProductRulesPreviewDocument, ({ input }) => ({
        productRulesPreview: {
          preview: null,
          userErrors:
            input.surcharges?.[0]?.percent === -100
              ? [{ code: 'UNPRICEABLE' as const, field: null, message: 'De kleinste maat (40 × 100 cm) komt op € 0,00; een prijs moet boven nul liggen.' }]
              : [
                  {
                    code: 'OUT_OF_RANGE' as const,
                    field: ['input', 'dimensions', '0', 'max'],
                    message: 'Breedte: het maximum moet minstens het minimum zijn.',
                  },
                ],
        },
      })),
      answer(AdminProductRulesRollbackDocument, (variables) => {
        rolledBack.push(variables);
        version = 3;
        return { productRulesRollback: { version: 3, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<PriceRulesPage />, { route: '/admin/producten/6/prijsregels', path: '/admin/producten/:id/prijsregels', staff: BEHEER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prijsregels – Screen rolgordijn – Brons' })).toBeTruthy();
    expect(value(screen.getByLabelText('Prijsgroep'))).toBe('7');
    // The from-price is the engine's, shown and not typed (issue 31).
    expect(screen.queryByLabelText(/vanafprijs/i)).toBeNull();
    expect(screen.getByText('Vanafprijs op de kaart').nextElementSibling?.textContent).toBe('€\u00a017,18');

    const percent = screen.getByLabelText('Percentage voor Niet bekleed');
    await user.clear(percent);
    await user.type(percent, '-100');
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    expect(await screen.findByText('De kleinste maat (40 × 100 cm) komt op € 0,00; een prijs moet boven nul liggen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wijziging opslaan' })).toBeNull();

    await user.clear(percent);
    await user.type(percent, '0');
    await user.click(screen.getByRole('button', { name: 'Voorbeeld bekijken' }));
    const widthMax = screen.getAllByLabelText('Maximum')[0]!;
    await waitFor(() => expect(description(widthMax)).toBe('Breedte: het maximum moet minstens het minimum zijn.'));

    const versions = screen.getByRole('region', { name: 'Versies' });
    await user.click(within(versions).getByRole('button', { name: 'Terugzetten naar versie 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Terugzetten' }));
    expect(await screen.findByText('Teruggezet: dit is nu versie 3.')).toBeTruthy();
    expect(rolledBack).toEqual([{ productId: '6', version: 1, expectedVersion: 2 }]);
  });
});
