/**
 * Fabric SKU management /admin/sku-management (issue 11 item 4; SPEC §2 "Admin SKU management", §5, §9 CSV)
 * against the real server, as staff: the overview's cards, SKU Search on Enter and with the button (a blank
 * search clears), the detail view, 'Settings' hiding a fabric from the shop's fabric collection and showing it
 * again, and 'Export CSV' downloaded, parsed and compared row by row with `fabricSkus`; axe on each tab and on
 * the settings dialog. 'Importeren' (issue 20 item 4): a CSV with one bad row writes nothing and names the row; a
 * valid one creates a fabric that then shows in the overview; axe on the import and 'Nieuwe stof' dialogs.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { axeStates, axeTheme, useStoredTheme } from './shop-frame';
import { signInAsStaff } from './staff';

/** The texts this spec reads, as in web/src/i18n/admin-skus.ts (copied: e2e cannot import web/src). */
const t = {
  title: "Lumina Beheer – Stof-SKU's",
  tabs: { overview: 'Stoffenoverzicht', search: 'SKU zoeken', detail: 'Details' },
  overviewLabel: 'Alle stoffen',
  searchLabel: 'Zoek op SKU, product-ID of fabrikantcode',
  searchButton: 'Zoeken',
  resultsLabel: 'Zoekresultaten',
  liveSwitch: 'Zichtbaar in de winkel',
  hidden: 'Verborgen',
  exportCsv: 'CSV exporteren',
  settings: 'Instellingen',
  settingsTitle: (sku: string) => `Instellingen – ${sku}`,
  save: 'Opslaan',
  history: 'Wijzigingen van de instellingen',
  historyEntry: (value: string) => `Zichtbaarheid: ${value}`,
  prompt: 'Selecteer een stof in het stoffenoverzicht of zoek er een op met SKU zoeken om de details te zien.',
  newFabric: 'Nieuwe stof',
  importButton: 'Importeren',
  importTitle: 'Stoffen importeren',
  importFile: 'CSV-bestand',
  importSubmit: 'Importeren',
  previewLabel: 'Voorbeeld van de import',
  importDone: (rows: number) => `${rows} ${rows === 1 ? 'rij' : 'rijen'} geïmporteerd.`,
};

const PATH = '/admin/sku-management';

/**
 * The seed's fabric SKUs (graphql-server/src/db/seed/fabric-skus.ts): one per colour of each quality, hidden ones
 * too, 19 light-filtering + 16 blackout + 8 screen = 43. The first, in SKU order, is Basic Voile's white.
 */
const SKU_COUNT = 43;
const BASIC_VOILE_WIT = {
  internalSku: 'LUM-LD-0101',
  fabricDisplayName: 'Basic Voile Wit',
  fabricLine: 'RG-LD-VOILE',
  manufacturerCode: 'LS310/01',
  supplierCode: 'LST-31001',
} as const;
const CSV_HEADER = ['Internal SKU', 'Display Name', 'Product ID', 'Price Group', 'Max Width', 'Cassette Type', 'Supplier', 'Lead Time'];
/** The fabrics the import tests create (hidden from the shop): the counts above leave them out. */
const E2E_PREFIX = 'LUM-E2E-';
const IMPORT_HEADER = [...CSV_HEADER, 'Fabric Type', 'Manufacturer Code', 'Supplier Code', 'Visible', 'Sample Available', 'Fabric Category', 'Quality Grade', 'Warranty Months'].join(',');
const importRow = (internalSku: string, priceGroup: number) =>
  `${internalSku},E2E Linnen ${internalSku.slice(-4)},RG-E2E,${priceGroup},240,open,Weverij E2E,10,lichtdoorlatend,E2E-${internalSku.slice(-4)},S-${internalSku.slice(-4)},false,true,Lichtdoorlatend,Comfort,24`;

interface Sku {
  internalSku: string;
  fabricDisplayName: string;
  fabricLine: string;
  fabricType: string;
  priceGroup: number;
  maxWidthCm: number;
  cassetteType: string;
  supplierName: string;
  leadTimeDays: number;
  manufacturerCode: string;
  supplierCode: string;
  visibleOnFrontend: boolean;
}

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** Every SKU from the API (staff cookie of `request`), page by page, in SKU order. */
async function allSkus(request: APIRequestContext): Promise<Sku[]> {
  const skus: Sku[] = [];
  let after: string | null = null;
  for (;;) {
    const data: { fabricSkus: { nodes: Sku[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } = await gql(
      request,
      `query($after: String) { fabricSkus(first: 100, after: $after) {
        nodes { internalSku fabricDisplayName fabricLine fabricType priceGroup maxWidthCm cassetteType supplierName leadTimeDays manufacturerCode supplierCode visibleOnFrontend }
        pageInfo { hasNextPage endCursor } } }`,
      { after },
    );
    skus.push(...data.fabricSkus.nodes);
    if (!data.fabricSkus.pageInfo.hasNextPage) return skus;
    after = data.fabricSkus.pageInfo.endCursor;
  }
}

/** The images of the fabrics the shop's collection shows now (public: no staff cookie). Each image names its SKU. */
async function collectionImages(request: APIRequestContext): Promise<string[]> {
  const images: string[] = [];
  let after: string | null = null;
  for (;;) {
    const data: { fabricCollection: { nodes: { image: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } } = await gql(
      request,
      'query($after: String) { fabricCollection(first: 100, after: $after) { nodes { image } pageInfo { hasNextPage endCursor } } }',
      { after },
    );
    images.push(...data.fabricCollection.nodes.map((node) => node.image));
    if (!data.fabricCollection.pageInfo.hasNextPage) return images;
    after = data.fabricCollection.pageInfo.endCursor;
  }
}
const imageOf = (internalSku: string) => `/images/fabrics/${internalSku.toLowerCase()}.svg`;

async function setVisible(request: APIRequestContext, internalSku: string, visibleOnFrontend: boolean) {
  await gql(request, 'mutation($input: FabricSkuSettingsInput!) { fabricSkuSettingsUpdate(input: $input) { userErrors { code } } }', {
    input: { internalSku, visibleOnFrontend },
  });
}

const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, name: string) => main(page).getByRole('tab', { name });
const panel = (page: Page, name: string) => main(page).getByRole('tabpanel', { name });

async function open(page: Page, path = PATH) {
  await signInAsStaff(page.context());
  await page.goto(path);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(t.title);
}

test.describe('SKU management', () => {
  test('Fabric Overview shows every SKU as a card; a card opens Detailed View', { tag: '@both' }, async ({ page }) => {
    await open(page);
    await expect(page).toHaveTitle(t.title);
    const cards = panel(page, t.tabs.overview).getByRole('list', { name: t.overviewLabel }).getByRole('button').filter({ hasNotText: E2E_PREFIX });
    await expect(cards).toHaveCount(SKU_COUNT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // Basic Voile: 240 cm wide at most, 7 days' lead time, woven by Leiestof; price group 3, the group of the
    // light-filtering white blind made of it, as the price screen and the fabric collection say (issue 31).
    const sku = BASIC_VOILE_WIT;
    const card = cards.filter({ hasText: sku.internalSku });
    await expect(card).toContainText(sku.fabricDisplayName);
    await expect(card).toContainText('Prijsgroep 3');
    await expect(card).toContainText('Max. 240 cm breed');
    await expect(card).toContainText('Levertijd 7 dagen');
    await expect(card).toContainText('Leiestof NV (Kortrijk, BE)');

    // Detailed View before a choice: the prompt.
    await tab(page, t.tabs.detail).click();
    await expect(panel(page, t.tabs.detail)).toContainText(t.prompt);
    await tab(page, t.tabs.overview).click();

    // Keyboard: Enter on a card opens it.
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(tab(page, t.tabs.detail)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`${PATH}?tab=detail&sku=${sku.internalSku}`);
    const detail = panel(page, t.tabs.detail);
    await expect(detail.getByRole('heading', { level: 2 })).toHaveText(sku.fabricDisplayName);
    await expect(detail).toContainText(sku.manufacturerCode);
    await expect(detail).toContainText(sku.supplierCode);
    await expect(detail).toContainText(sku.fabricLine);

    // A reload keeps the tab and the fabric.
    await page.reload();
    await expect(panel(page, t.tabs.detail).getByRole('heading', { level: 2 })).toHaveText(sku.fabricDisplayName);
  });

  test('SKU Search finds by manufacturer code on Enter and with the button; a blank search clears', async ({ page }) => {
    await open(page, `${PATH}?tab=search`);
    // Blackout Basic Grijs: Leiestof's article 420 in colour 03, our LUM-VD-0103; no other SKU's code holds 'LS420/03'.
    const sku = { internalSku: 'LUM-VD-0103', fabricDisplayName: 'Blackout Basic Grijs', manufacturerCode: 'LS420/03', supplierCode: 'LST-42003' };
    const search = panel(page, t.tabs.search);
    const field = search.getByRole('searchbox', { name: t.searchLabel });
    const results = search.getByRole('list', { name: t.resultsLabel }).getByRole('button');

    await field.fill(sku.manufacturerCode);
    await field.press('Enter');
    await expect(results).toHaveCount(1);
    await expect(results.filter({ hasText: sku.internalSku })).toContainText(sku.supplierCode);

    await field.fill('   ');
    await field.press('Enter');
    await expect(search.getByRole('list', { name: t.resultsLabel })).toHaveCount(0);

    await field.fill(sku.manufacturerCode.toLowerCase());
    await search.getByRole('button', { name: t.searchButton }).click();
    await expect(results).toHaveCount(1);

    await field.fill('');
    await search.getByRole('button', { name: t.searchButton }).click();
    await expect(search.getByRole('list', { name: t.resultsLabel })).toHaveCount(0);

    await field.fill(sku.manufacturerCode);
    await field.press('Enter');
    await results.filter({ hasText: sku.internalSku }).click();
    await expect(panel(page, t.tabs.detail).getByRole('heading', { level: 2 })).toHaveText(sku.fabricDisplayName);
  });

  test('Instellingen: Verborgen takes the fabric out of the shop’s collection, Zichtbaar brings it back', async ({ page, baseURL, playwright }, testInfo) => {
    await signInAsStaff(page.context());
    // A fabric of its own per project, so the two projects never toggle the same one; not one the catalogue
    // tests count (catalog-listings.spec.ts leaves price group 7 out): the two visible Blackout Velours colours.
    const sku =
      testInfo.project.name === 'phone'
        ? { internalSku: 'LUM-VD-0503', fabricDisplayName: 'Blackout Velours Petrol' }
        : { internalSku: 'LUM-VD-0501', fabricDisplayName: 'Blackout Velours Bordeaux' };
    const shopper = await playwright.request.newContext({ baseURL });
    try {
      expect(await collectionImages(shopper)).toContain(imageOf(sku.internalSku));
      await open(page, `${PATH}?tab=detail&sku=${sku.internalSku}`);
      const detail = panel(page, t.tabs.detail);
      await expect(detail.getByRole('heading', { level: 2 })).toHaveText(sku.fabricDisplayName);

      const toggle = async (to: 'Zichtbaar' | 'Verborgen') => {
        await main(page).getByRole('button', { name: t.settings }).click();
        const dialog = page.getByRole('dialog', { name: t.settingsTitle(sku.internalSku) });
        await expect(dialog).toBeVisible();
        const live = dialog.getByRole('switch', { name: t.liveSwitch, exact: true });
        await expect(live).toBeChecked({ checked: to === 'Verborgen' });
        await live.click();
        await dialog.getByRole('button', { name: t.save }).click();
        await expect(dialog).toBeHidden();
        await expect(detail.getByText(to, { exact: true }).first()).toBeVisible();
        await expect(detail.getByRole('region', { name: t.history }).getByText(t.historyEntry(to)).last()).toBeVisible();
      };

      await toggle('Verborgen');
      await expect.poll(async () => collectionImages(shopper)).not.toContain(imageOf(sku.internalSku));
      // The overview card says so too.
      await tab(page, t.tabs.overview).click();
      await expect(panel(page, t.tabs.overview).getByRole('button').filter({ hasText: sku.internalSku })).toContainText(t.hidden);
      await tab(page, t.tabs.detail).click();

      await toggle('Zichtbaar');
      await expect.poll(async () => collectionImages(shopper)).toContain(imageOf(sku.internalSku));
    } finally {
      await setVisible(page.request, sku.internalSku, true);
      await shopper.dispose();
    }
  });

  test('Export CSV downloads every SKU with the spec’s columns, row by row as the API has them', async ({ page }) => {
    await open(page);
    const skus = (await allSkus(page.request)).filter((sku) => !sku.internalSku.startsWith(E2E_PREFIX));
    const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name: t.exportCsv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^fabric-sku-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = (parse(await fs.readFile((await download.path())!, 'utf8'), { bom: true }) as string[][]).filter((row) => !row[0]!.startsWith(E2E_PREFIX));

    expect(rows[0]).toEqual(CSV_HEADER);
    expect(rows).toHaveLength(SKU_COUNT + 1);
    // Basic Voile Wit (fabric-skus.ts): price group 3 (its product's, issue 31), 240 cm, an open system, Leiestof, 7 days.
    expect(rows[1]).toEqual(['LUM-LD-0101', 'Basic Voile Wit', 'RG-LD-VOILE', '3', '240', 'open', 'Leiestof NV (Kortrijk, BE)', '7']);
    // Every other row as the API lists that SKU.
    const cassette = (value: string) => value.toLowerCase().replace(/_/g, '-');
    skus.forEach((sku, index) => {
      expect(rows[index + 1], sku.internalSku).toEqual([
        sku.internalSku,
        sku.fabricDisplayName,
        sku.fabricLine,
        String(sku.priceGroup),
        String(sku.maxWidthCm),
        cassette(sku.cassetteType),
        sku.supplierName,
        String(sku.leadTimeDays),
      ]);
    });
  });

  test('has no axe violations on Fabric Overview, SKU Search, Detailed View (without and with a fabric) and in the settings dialog', { tag: '@both' }, async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    await open(page);
    const axe = axeStates(page);
    await expect(panel(page, t.tabs.overview).getByRole('list', { name: t.overviewLabel })).toBeVisible();
    await axe.check('Fabric Overview');

    await tab(page, t.tabs.search).click();
    const field = panel(page, t.tabs.search).getByRole('searchbox', { name: t.searchLabel });
    await field.fill('LUM-VD');
    await field.press('Enter');
    await expect(panel(page, t.tabs.search).getByRole('list', { name: t.resultsLabel })).toBeVisible();
    await axe.check('SKU Search with results');

    await tab(page, t.tabs.detail).click();
    await expect(panel(page, t.tabs.detail)).toContainText(t.prompt);
    await axe.check('Detailed View without a fabric');

    const sku = BASIC_VOILE_WIT;
    await page.goto(`${PATH}?tab=detail&sku=${sku.internalSku}`);
    await expect(panel(page, t.tabs.detail).getByRole('heading', { level: 2 })).toHaveText(sku.fabricDisplayName);
    await axe.check('Detailed View');

    await main(page).getByRole('button', { name: t.settings }).click();
    await expect(page.getByRole('dialog', { name: t.settingsTitle(sku.internalSku) })).toBeVisible();
    await axe.check('Settings dialog');
    expect(axe.failures).toEqual([]);
  });

  test('Importeren: a CSV with one bad row writes nothing and names the row and its column', async ({ page }) => {
    await open(page);
    const fresh = `${E2E_PREFIX}0001`;
    const csv = [IMPORT_HEADER, importRow(fresh, 2), importRow(`${E2E_PREFIX}0002`, 12)].join('\r\n');
    await main(page).getByRole('button', { name: t.importButton }).click();
    const dialog = page.getByRole('dialog', { name: t.importTitle });
    await dialog.getByLabel(t.importFile).setInputFiles({ name: 'stoffen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = dialog.getByRole('region', { name: t.previewLabel });
    const bad = preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3', exact: true }) });
    await expect(bad).toContainText('Price Group: Prijsgroep moet een geheel getal van 1 tot 8 zijn.');
    await expect(preview.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2', exact: true }) })).toContainText('Nieuw');
    await expect(dialog.getByRole('button', { name: t.importSubmit })).toBeDisabled();

    // The server refuses the same file as a whole, naming the row, and writes nothing.
    const answer = await gql<{ fabricSkuImport: { imported: boolean; rows: { row: number; errors: { column: string }[] }[] } }>(
      page.request,
      'mutation($csv: String!) { fabricSkuImport(csv: $csv) { imported rows { row errors { column } } } }',
      { csv },
    );
    expect(answer.fabricSkuImport.imported).toBe(false);
    expect(answer.fabricSkuImport.rows.filter((row) => row.errors.length > 0)).toEqual([{ row: 3, errors: [{ column: 'Price Group' }] }]);
    const found = await gql<{ fabricSku: null | object }>(page.request, 'query($s: ID!) { fabricSku(internalSku: $s) { internalSku } }', { s: fresh });
    expect(found.fabricSku).toBeNull();
  });

  test('Importeren: a valid CSV creates the fabric, which then shows in the overview; no axe violations in the dialogs', async ({ page }, testInfo) => {
    await useStoredTheme(page, axeTheme(testInfo));
    await open(page);
    const axe = axeStates(page);
    const created = `${E2E_PREFIX}0101`;

    await main(page).getByRole('button', { name: t.newFabric }).click();
    await expect(page.getByRole('dialog', { name: t.newFabric })).toBeVisible();
    await axe.check('Nieuwe stof dialog');
    await page.keyboard.press('Escape');

    await main(page).getByRole('button', { name: t.importButton }).click();
    const dialog = page.getByRole('dialog', { name: t.importTitle });
    await dialog.getByLabel(t.importFile).setInputFiles({ name: 'stoffen.csv', mimeType: 'text/csv', buffer: Buffer.from([IMPORT_HEADER, importRow(created, 3)].join('\n')) });
    await expect(dialog.getByRole('region', { name: t.previewLabel })).toContainText(created);
    const submit = dialog.getByRole('button', { name: t.importSubmit });
    await expect(submit).toBeEnabled();
    await axe.check('Import dialog with its preview');
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.importDone(1), { exact: true })).toBeVisible();

    const card = panel(page, t.tabs.overview).getByRole('list', { name: t.overviewLabel }).getByRole('button').filter({ hasText: created });
    await expect(card).toContainText(`E2E Linnen ${created.slice(-4)}`);
    await expect(card).toContainText('Prijsgroep 3');
    expect(axe.failures).toEqual([]);
  });
});
