import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminFabricSkuCreateDocument,
  AdminFabricSkuDocument,
  AdminFabricSkuImportDocument,
  AdminFabricSkuImportPreviewDocument,
  AdminFabricSkusDocument,
  AdminFabricSkuUpdateDocument,
  AdminFabricSkuSettingsUpdateDocument,
  AdminSkusBrandDocument,
  type AdminFabricSkuCreateMutationVariables,
  type AdminFabricSkusQueryVariables,
  type AdminFabricSkuUpdateMutationVariables,
  type AdminFabricSkuSettingsUpdateMutationVariables,
} from '../../../gql/admin';
import { adminSkus } from '../../../i18n/admin-skus';
import { answer, server } from '../../../test/msw';
import { renderScreen } from '../../../test/render';
import SkuManagementPage from './SkuManagementPage';

const t = adminSkus;
const ATELIER = {
  email: 'atelier@lumina.test',
  name: 'Atelier',
  role: 'ATELIER' as const,
  can: [
    'Query.fabricSkus',
    'Query.fabricSku',
    'Mutation.fabricSkuSettingsUpdate',
    'Mutation.fabricSkuCreate',
    'Mutation.fabricSkuUpdate',
    'Query.fabricSkuImportPreview',
    'Mutation.fabricSkuImport',
  ],
};
const PATH = '/admin/sku-management';

function sku(internalSku: string, fabricDisplayName: string, manufacturerCode: string, extra: Partial<{ visibleOnFrontend: boolean; sampleAvailable: boolean; usedBy: { productId: string; productName: string; productSlug: string; published: boolean; colour: string | null }[] }> = {}) {
  return {
    id: internalSku,
    internalSku,
    fabricDisplayName,
    fabricLine: 'RG-LD-VOILE',
    fabricType: 'LICHTDOORLATEND' as const,
    priceGroup: 1,
    manufacturerCode,
    supplierCode: `LST-${internalSku.slice(-4)}`,
    supplierName: 'Leiestof NV (Kortrijk, BE)',
    maxWidthCm: 240,
    cassetteType: 'OPEN' as const,
    leadTimeDays: 7,
    visibleOnFrontend: true,
    sampleAvailable: true,
    exportMetadata: {
      supplierName: 'Leiestof NV (Kortrijk, BE)',
      fabricCategory: 'Lichtdoorlatend – voile',
      qualityGrade: 'Standaard',
      warrantyMonths: 24,
      specialInstructions: 'Lichte stof.',
    },
    settingsHistory: [] as { setting: 'VISIBLE_ON_FRONTEND' | 'SAMPLE_AVAILABLE'; value: boolean; changedBy: string; changedAt: string }[],
    changeHistory: [] as { action: 'CREATED' | 'UPDATED'; fields: { field: string; before: string | null; after: string }[]; changedBy: string; changedAt: string }[],
    usedBy: [] as { productId: string; productName: string; productSlug: string; published: boolean; colour: string | null }[],
    ...extra,
  };
}

const wit = sku('LUM-LD-0101', 'Basic Voile – Wit', 'LS310/01');
const grijs = sku('LUM-LD-0103', 'Basic Voile – Lichtgrijs', 'LS310/03', {
  sampleAvailable: false,
  usedBy: [{ productId: '9', productName: 'Lichtdoorlatend rolgordijn – Grijs', productSlug: 'lichtdoorlatend-grijs', published: false, colour: 'Grijs' }],
});
const lino = sku('LUM-LD-0201', 'Lino – Wit', 'VC2041-01');

type Sku = ReturnType<typeof sku>;

/** Answers the list query: the overview gets `overview` in pages of one (to prove it pages through), a search `found`. */
function serveSkus(overview: Sku[], found: (search: string) => Sku[] = () => []) {
  const sent: AdminFabricSkusQueryVariables[] = [];
  server.use(
    answer(AdminSkusBrandDocument, () => ({ shop: { brand: { name: 'Lumina' } } })),
    answer(AdminFabricSkusDocument, (variables) => {
      sent.push(variables);
      if (variables.search) {
        const nodes = found(variables.search);
        return { fabricSkus: { totalCount: nodes.length, pageInfo: { hasNextPage: false, endCursor: null }, nodes } };
      }
      const start = variables.after ? Number(variables.after) : 0;
      const end = start + 1;
      return {
        fabricSkus: {
          totalCount: overview.length,
          pageInfo: { hasNextPage: end < overview.length, endCursor: end < overview.length ? String(end) : null },
          nodes: overview.slice(start, end),
        },
      };
    }),
  );
  return sent;
}

describe('SKU management', () => {
  it('Fabric Overview pages through every SKU, shows each as a card, and a card opens Detailed View', async () => {
    const sent = serveSkus([wit, grijs, lino]);
    server.use(answer(AdminFabricSkuDocument, ({ internalSku }) => ({ fabricSku: [wit, grijs, lino].find((s) => s.internalSku === internalSku) ?? null })));
    const { user, location } = renderScreen(<SkuManagementPage />, { route: PATH, path: PATH, staff: ATELIER });

    expect(screen.getByRole('tab', { name: t.tabs.overview }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(t.loading)).toBeTruthy();
    const list = await screen.findByRole('list', { name: t.overviewLabel });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(sent).toEqual([{ first: 100 }, { first: 100, after: '1' }, { first: 100, after: '2' }]);
    const card = within(list).getByRole('button', { name: /LUM-LD-0103/ });
    expect(card.textContent).toContain('Zichtbaar');
    expect(card.textContent).toContain('Prijsgroep 1');
    expect(card.textContent).toContain('Max. 240 cm breed · Open systeem');
    expect(card.textContent).toContain('Levertijd 7 dagen');
    expect(card.textContent).toContain('Leverancier: Leiestof NV (Kortrijk, BE)');
    expect(card.textContent).toContain(t.noSample);

    await user.click(card);
    expect(location()).toBe(`${PATH}?tab=detail&sku=LUM-LD-0103`);
    expect(screen.getByRole('tab', { name: t.tabs.detail }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Basic Voile – Lichtgrijs' })).toBeTruthy();
    expect(screen.getByText('LS310/03')).toBeTruthy();
    expect(screen.getByText('Lichtdoorlatend – voile')).toBeTruthy();
    const used = screen.getByRole('region', { name: t.detail.usedByHeading });
    expect(used.textContent).toContain('Lichtdoorlatend rolgordijn – Grijs (/lichtdoorlatend-grijs, kleur Grijs, niet gepubliceerd)');
  });

  it('the tabs as the WAI-ARIA pattern: one tab stop, arrow keys wrap, Home and End, the tab in the URL, a typed search kept', async () => {
    serveSkus([wit]);
    const { user, location } = renderScreen(<SkuManagementPage />, { route: PATH, path: PATH, staff: ATELIER });
    const list = screen.getByRole('tablist', { name: t.tabs.label });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([t.tabs.overview, t.tabs.search, t.tabs.detail]);
    const overview = screen.getByRole('tab', { name: t.tabs.overview });
    const search = screen.getByRole('tab', { name: t.tabs.search });
    const detail = screen.getByRole('tab', { name: t.tabs.detail });
    const selected = () => tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);
    // Each tab controls the panel it names; only the selected panel is shown, the others stay in the page.
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.getAttribute('aria-labelledby'))).toEqual([overview.id]);

    // A key moves focus to a tab and selects it (the primitive focuses a moment after the key, as browsers allow).
    const press = async (key: string, tab: HTMLElement) => {
      await user.keyboard(key);
      await waitFor(() => expect(document.activeElement).toBe(tab));
      await waitFor(() => expect(selected()).toEqual([tab.textContent]));
    };

    // One tab stop: Tab from the control before the list lands on the selected tab.
    act(() => screen.getByRole('button', { name: t.import.button }).focus());
    await press('{Tab}', overview);
    await press('{ArrowRight}', search);
    expect(location()).toBe(`${PATH}?tab=search`);
    await user.type(screen.getByLabelText(t.search.label), 'LS310');
    await user.click(search);
    await press('{ArrowRight}', detail);
    await press('{ArrowRight}', overview);
    expect(location()).toBe(PATH);
    await press('{ArrowLeft}', detail);
    expect(screen.getByRole('tabpanel', { name: t.tabs.detail }).textContent).toContain(t.detail.prompt);
    await press('{Home}', overview);
    await press('{End}', detail);
    expect(location()).toBe(`${PATH}?tab=detail`);
    // Tab leaves the list for the shown panel; Shift+Tab comes back to the selected tab.
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: t.tabs.detail }));
    await press('{Shift>}{Tab}{/Shift}', detail);
    await user.click(search);
    expect(selected()).toEqual([t.tabs.search]);
    expect((screen.getByLabelText(t.search.label) as HTMLInputElement).value).toBe('LS310');
  });

  it('SKU Search: Enter and the button search on the server; a blank search clears the results without a call', async () => {
    const sent = serveSkus([wit], (search) => (search === 'LS310' ? [wit, grijs] : []));
    const { user } = renderScreen(<SkuManagementPage />, { route: `${PATH}?tab=search`, path: PATH, staff: ATELIER });
    const searches = () => sent.filter((v) => v.search !== undefined);
    const field = screen.getByLabelText(t.search.label);

    await user.type(field, ' {Enter}');
    await user.click(screen.getByRole('button', { name: t.search.submit }));
    expect(searches()).toEqual([]);

    await user.clear(field);
    await user.type(field, ' LS310 {Enter}');
    const results = await screen.findByRole('list', { name: t.search.resultsLabel });
    expect(within(results).getAllByRole('button')).toHaveLength(2);
    expect(within(results).getByText('LS310/03')).toBeTruthy();
    expect(within(results).getByText('LST-0103')).toBeTruthy();
    expect(screen.getByText(t.search.count(2, 'LS310'))).toBeTruthy();
    expect(searches()).toEqual([{ search: 'LS310', first: 100 }]);

    await user.clear(field);
    await user.type(field, 'xx');
    await user.click(screen.getByRole('button', { name: t.search.submit }));
    expect(await screen.findByText(t.emptyTitle)).toBeTruthy();
    expect(screen.getByText(t.emptyText)).toBeTruthy();

    await user.clear(field);
    await user.type(field, '  {Enter}');
    await waitFor(() => expect(screen.queryByText(t.emptyTitle)).toBeNull());
    expect(screen.queryByRole('list', { name: t.search.resultsLabel })).toBeNull();
    expect(searches()).toEqual([
      { search: 'LS310', first: 100 },
      { search: 'xx', first: 100 },
    ]);
  });

  it('shows staff when the detail cannot be loaded, and loads it on retry', async () => {
    serveSkus([wit]);
    let fail = true;
    server.use(
      answer(AdminFabricSkuDocument, () => (fail ? { errors: [{ message: 'Database niet bereikbaar' }] } : { fabricSku: wit })),
    );
    const { user } = renderScreen(<SkuManagementPage />, { route: `${PATH}?tab=detail&sku=LUM-LD-0101`, path: PATH, staff: ATELIER });

    expect((await screen.findByRole('alert')).textContent).toBe(t.detail.failed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 2, name: wit.fabricDisplayName })).toBeTruthy();
  });

  it('shows staff when the overview cannot be loaded', async () => {
    server.use(
      answer(AdminSkusBrandDocument, () => ({ shop: { brand: { name: 'Lumina' } } })),
      answer(AdminFabricSkusDocument, () => ({ errors: [{ message: 'Database niet bereikbaar' }] })),
    );
    renderScreen(<SkuManagementPage />, { route: PATH, path: PATH, staff: ATELIER });
    expect((await screen.findByRole('alert')).textContent).toBe(t.loadFailed);
  });

  it('Settings: disabled until a fabric is selected; saves only what changed and shows the new badges and history', async () => {
    serveSkus([wit]);
    server.use(answer(AdminFabricSkuDocument, () => ({ fabricSku: wit })));
    const updates: AdminFabricSkuSettingsUpdateMutationVariables[] = [];
    server.use(
      answer(AdminFabricSkuSettingsUpdateDocument, (variables) => {
        updates.push(variables);
        return {
          fabricSkuSettingsUpdate: {
            fabricSku: {
              ...wit,
              visibleOnFrontend: false,
              settingsHistory: [{ setting: 'VISIBLE_ON_FRONTEND', value: false, changedBy: 'Medewerker', changedAt: '2026-11-23T10:00:00.000Z' }],
            },
            userErrors: [],
          },
        };
      }),
    );
    const { user } = renderScreen(<SkuManagementPage />, { route: PATH, path: PATH, staff: ATELIER });
    const settings = screen.getByRole('button', { name: t.settings.button });
    expect((settings as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(t.settings.selectFirst)).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: /LUM-LD-0101/ }));
    await screen.findByRole('heading', { level: 2, name: wit.fabricDisplayName });
    await user.click(screen.getByRole('button', { name: t.settings.button }));
    const dialog = await screen.findByRole('dialog', { name: t.settings.title('LUM-LD-0101') });
    const save = within(dialog).getByRole('button', { name: t.settings.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(within(dialog).getByRole('switch', { name: t.settings.live }));
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([{ input: { internalSku: 'LUM-LD-0101', visibleOnFrontend: false } }]);
    const panel = screen.getByRole('tabpanel', { name: t.tabs.detail });
    expect(within(panel).getByText('Zichtbaarheid: Verborgen')).toBeTruthy();
    expect(within(panel).getByText(t.hidden)).toBeTruthy();
    // The overview card (same SKU in Apollo's cache) shows it too.
    await user.click(screen.getByRole('tab', { name: t.tabs.overview }));
    expect(within(screen.getByRole('button', { name: /LUM-LD-0101/ })).getByText(t.hidden)).toBeTruthy();
  });

  it('Settings shows the server’s refusal', async () => {
    serveSkus([wit]);
    server.use(
      answer(AdminFabricSkuDocument, () => ({ fabricSku: wit })),
      answer(AdminFabricSkuSettingsUpdateDocument, () => ({
        fabricSkuSettingsUpdate: { fabricSku: null, userErrors: [{ code: 'NOT_FOUND', field: ['input', 'internalSku'], message: 'Deze stof bestaat niet (meer).' }] },
      })),
    );
    const { user } = renderScreen(<SkuManagementPage />, { route: `${PATH}?tab=detail&sku=LUM-LD-0101`, path: PATH, staff: ATELIER });
    await screen.findByRole('heading', { level: 2, name: wit.fabricDisplayName });
    await user.click(screen.getByRole('button', { name: t.settings.button }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: t.settings.sample }));
    await user.click(within(dialog).getByRole('button', { name: t.settings.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Deze stof bestaat niet (meer).');
  });

  it('Nieuwe stof: checks every field in the browser, shows the server\'s refusal under its field, and opens the created SKU', async () => {
    serveSkus([wit]);
    const created = { ...sku('LUM-TST-0001', 'Linnen – Zand', 'MF-1'), fabricType: 'SCREEN' as const, cassetteType: 'HALF_CASSETTE' as const, priceGroup: 3 };
    const sent: AdminFabricSkuCreateMutationVariables[] = [];
    server.use(
      answer(AdminFabricSkuDocument, () => ({ fabricSku: created })),
      answer(AdminFabricSkuCreateDocument, (variables) => {
        sent.push(variables);
        return sent.length === 1
          ? { fabricSkuCreate: { fabricSku: null, userErrors: [{ code: 'DUPLICATE_SKU', field: ['input', 'internalSku'], message: 'De interne SKU LUM-TST-0001 bestaat al.' }] } }
          : { fabricSkuCreate: { fabricSku: created, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<SkuManagementPage />, { route: PATH, path: PATH, staff: ATELIER });
    await user.click(await screen.findByRole('button', { name: t.form.create }));
    const dialog = await screen.findByRole('dialog', { name: t.form.createTitle });
    await user.click(within(dialog).getByRole('button', { name: t.form.save }));
    // The browser's check: each empty field says so under itself.
    const sku_ = within(dialog).getByRole('textbox', { name: 'Interne SKU' });
    await waitFor(() => expect(sku_.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Vul de interne SKU in.')).toBeTruthy();
    expect(within(dialog).getByText('Vul de prijsgroep in.')).toBeTruthy();
    expect(within(dialog).getByText('Kies het cassettetype.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(sku_, 'LUM-TST-0001');
    await user.type(within(dialog).getByRole('textbox', { name: 'Stoflijn (product-ID)' }), 'RG-TST');
    await user.type(within(dialog).getByRole('textbox', { name: 'Weergavenaam' }), 'Linnen – Zand');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Stofsoort' }), 'screen');
    await user.type(within(dialog).getByRole('textbox', { name: 'Prijsgroep' }), '9');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fabrikantcode' }), 'MF-1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Leverancierscode' }), 'S-1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Leverancier' }), 'Weverij');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maximale breedte (cm)' }), '240');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Cassettetype' }), 'half-cassette');
    await user.type(within(dialog).getByRole('textbox', { name: 'Levertijd (werkdagen)' }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Stofcategorie' }), 'Screen');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kwaliteitsklasse' }), 'Comfort');
    await user.type(within(dialog).getByRole('textbox', { name: 'Garantie (maanden)' }), '24');
    await user.click(within(dialog).getByRole('button', { name: t.form.save }));
    expect(await within(dialog).findByText('Prijsgroep moet een geheel getal van 1 tot 8 zijn.')).toBeTruthy();
    expect(sent).toEqual([]);

    const group = within(dialog).getByRole('textbox', { name: 'Prijsgroep' });
    await user.clear(group);
    await user.type(group, '3');
    await user.click(within(dialog).getByRole('button', { name: t.form.save }));
    expect(await within(dialog).findByText('De interne SKU LUM-TST-0001 bestaat al.')).toBeTruthy();
    expect(sent[0]!.input).toEqual({
      internalSku: 'LUM-TST-0001',
      fabricLine: 'RG-TST',
      fabricDisplayName: 'Linnen – Zand',
      fabricType: 'SCREEN',
      priceGroup: 3,
      manufacturerCode: 'MF-1',
      supplierCode: 'S-1',
      supplierName: 'Weverij',
      maxWidthCm: 240,
      cassetteType: 'HALF_CASSETTE',
      leadTimeDays: 10,
      visibleOnFrontend: true,
      sampleAvailable: true,
      fabricCategory: 'Screen',
      qualityGrade: 'Comfort',
      warrantyMonths: 24,
      specialInstructions: '',
    });

    await user.click(within(dialog).getByRole('button', { name: t.form.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 2, name: 'Linnen – Zand' })).toBeTruthy();
  });

  it('Bewerken: the selected SKU\'s fields, saved with fabricSkuUpdate and shown in its history', async () => {
    serveSkus([wit]);
    const updates: AdminFabricSkuUpdateMutationVariables[] = [];
    server.use(
      answer(AdminFabricSkuDocument, () => ({ fabricSku: wit })),
      answer(AdminFabricSkuUpdateDocument, (variables) => {
        updates.push(variables);
        const changeHistory = [{ action: 'UPDATED' as const, fields: [{ field: 'priceGroup', before: '1', after: '4' }], changedBy: 'Atelier', changedAt: '2026-11-24T10:00:00.000Z' }];
        return { fabricSkuUpdate: { fabricSku: { ...wit, priceGroup: 4, changeHistory }, userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<SkuManagementPage />, { route: `${PATH}?tab=detail&sku=LUM-LD-0101`, path: PATH, staff: ATELIER });
    await screen.findByRole('heading', { level: 2, name: wit.fabricDisplayName });
    await user.click(screen.getByRole('button', { name: t.form.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.form.editTitle('LUM-LD-0101') });
    const sku_ = within(dialog).getByRole('textbox', { name: 'Interne SKU' }) as HTMLInputElement;
    expect([sku_.value, sku_.readOnly]).toEqual(['LUM-LD-0101', true]);
    const group = within(dialog).getByRole('textbox', { name: 'Prijsgroep' });
    await user.clear(group);
    await user.type(group, '4');
    await user.click(within(dialog).getByRole('button', { name: t.form.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates[0]!.input).toMatchObject({ internalSku: 'LUM-LD-0101', priceGroup: 4, fabricType: 'LICHTDOORLATEND', cassetteType: 'OPEN', warrantyMonths: 24 });
    // The detail shows the edit in the fabric's history, with the field as the form names it.
    const changes = screen.getByRole('region', { name: t.detail.changesHeading });
    expect(within(changes).getByText(t.detail.changeActions.UPDATED)).toBeTruthy();
    expect(within(changes).getByText('Prijsgroep: 1 → 4')).toBeTruthy();
  });

  it('shows neither form to a role without them', async () => {
    serveSkus([wit]);
    server.use(answer(AdminFabricSkuDocument, () => ({ fabricSku: wit })));
    renderScreen(<SkuManagementPage />, { route: `${PATH}?tab=detail&sku=LUM-LD-0101`, path: PATH, staff: { ...ATELIER, can: ['Query.fabricSkus', 'Query.fabricSku'] } });
    await screen.findByRole('heading', { level: 2, name: wit.fabricDisplayName });
    expect(screen.queryByRole('button', { name: t.form.create })).toBeNull();
    expect(screen.queryByRole('button', { name: t.form.edit })).toBeNull();
  });

  it('Importeren: previews each row with its action and errors; enabled only when every row is valid', async () => {
    serveSkus([wit]);
    const bad = 'Internal SKU,Price Group\nLUM-LD-0101,12\n';
    const good = 'Internal SKU,Price Group\nLUM-LD-0101,2\n';
    const previewed: string[] = [];
    const imported: string[] = [];
    server.use(
      answer(AdminFabricSkuImportPreviewDocument, ({ csv }) => {
        previewed.push(csv);
        const errors = csv === bad ? [{ column: 'Price Group', code: 'OUT_OF_RANGE' as const, message: 'Prijsgroep moet een geheel getal van 1 tot 8 zijn.' }] : [];
        return { fabricSkuImportPreview: { imported: false, rows: [{ row: 2, internalSku: 'LUM-LD-0101', action: 'UPDATE' as const, errors }], userErrors: [] } };
      }),
      answer(AdminFabricSkuImportDocument, ({ csv }) => {
        imported.push(csv);
        return { fabricSkuImport: { imported: true, rows: [{ row: 2, internalSku: 'LUM-LD-0101', action: 'UPDATE' as const, errors: [] }], userErrors: [] } };
      }),
    );
    const { user } = renderScreen(<SkuManagementPage />, { route: PATH, path: PATH, staff: ATELIER });
    await user.click(await screen.findByRole('button', { name: t.import.button }));
    const dialog = await screen.findByRole('dialog', { name: t.import.title });
    const submit = within(dialog).getByRole('button', { name: t.import.submit }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const file = within(dialog).getByLabelText(t.import.file);
    await user.upload(file, new File([bad], 'stoffen.csv', { type: 'text/csv' }));
    const table = await within(dialog).findByRole('table');
    const cells = within(table).getAllByRole('row')[1]!;
    expect(within(cells).getByRole('rowheader').textContent).toBe('2');
    expect(cells.textContent).toContain(t.import.actions.UPDATE);
    expect(cells.textContent).toContain('Price Group: Prijsgroep moet een geheel getal van 1 tot 8 zijn.');
    expect(within(dialog).getByText(t.import.summary(1, 1))).toBeTruthy();
    expect(submit.disabled).toBe(true);

    await user.upload(file, new File([good], 'stoffen.csv', { type: 'text/csv' }));
    await within(dialog).findByText(t.import.summary(1, 0));
    expect(previewed).toEqual([bad, good]);
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(imported).toEqual([good]);
    expect(await screen.findByText(t.import.done(1))).toBeTruthy();
  });

  it('Importeren refuses a file that is too large or not a CSV before sending it, and says why the server refused one', async () => {
    serveSkus([wit]);
    server.use(
      answer(AdminFabricSkuImportPreviewDocument, () => ({
        fabricSkuImportPreview: { imported: false, rows: [], userErrors: [{ code: 'CSV_MISSING_COLUMN' as const, field: ['csv'], message: 'De kolom "Internal SKU" ontbreekt in de eerste rij.' }] },
      })),
    );
    const { user } = renderScreen(<SkuManagementPage />, { route: PATH, path: PATH, staff: ATELIER });
    await user.click(await screen.findByRole('button', { name: t.import.button }));
    const dialog = await screen.findByRole('dialog', { name: t.import.title });
    const file = within(dialog).getByLabelText(t.import.file);
    await user.upload(file, new File(['x'.repeat(60_001)], 'groot.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(t.import.tooLarge(60))).toBeTruthy();
    expect(file.getAttribute('aria-invalid')).toBe('true');
    await user.upload(file, new File(['Display Name\nrood'], 'stoffen.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('De kolom "Internal SKU" ontbreekt in de eerste rij.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: t.import.submit }) as HTMLButtonElement).disabled).toBe(true);
  });
});
