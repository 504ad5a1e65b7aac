/**
 * The staff side of the fabric SKU database (issue 11): 'Settings' toggles Live/Hidden and sample-available,
 * recorded with who and when, and a hidden fabric leaves the shop's fabric collection; 'Export CSV' is made on
 * the server over every SKU with the spec's columns, quoting and formula-injection safe.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let staff: TestApp;
beforeAll(async () => {
  staff = await startTestApp({ asStaff: true });
});
afterAll(async () => {
  await staff?.close();
});

const UPDATE = `mutation($input: FabricSkuSettingsInput!) { fabricSkuSettingsUpdate(input: $input) {
  fabricSku { internalSku visibleOnFrontend sampleAvailable settingsHistory { setting value changedBy changedAt } }
  userErrors { code field message } } }`;
const COLLECTION_CODES = `{ fabricCollection(first: 100) { totalCount nodes { name } } }`;

describe('fabric SKU settings', () => {
  it('hides a fabric from the collection and shows it again, recording each change', async () => {
    const sku = 'LUM-LD-0201';
    const display = (await staff.gql(`{ fabricSku(internalSku: "${sku}") { fabricDisplayName } }`)).data.fabricSku.fabricDisplayName;
    const before = (await staff.gql(COLLECTION_CODES)).data.fabricCollection;
    expect(before.nodes.map((n: any) => n.name)).toContain(display);

    const hidden = (await staff.gql(UPDATE, { input: { internalSku: sku.toLowerCase(), visibleOnFrontend: false } })).data.fabricSkuSettingsUpdate;
    expect(hidden.userErrors).toEqual([]);
    expect(hidden.fabricSku).toMatchObject({ internalSku: sku, visibleOnFrontend: false });
    expect(hidden.fabricSku.settingsHistory).toEqual([{ setting: 'VISIBLE_ON_FRONTEND', value: false, changedBy: expect.any(String), changedAt: expect.any(String) }]);
    const during = (await staff.gql(COLLECTION_CODES)).data.fabricCollection;
    expect(during.totalCount).toBe(before.totalCount - 1);
    expect(during.nodes.map((n: any) => n.name)).not.toContain(display);
    const rest = (await (await staff.fetch('/api/fabric-collection')).json()) as any;
    expect(JSON.stringify(rest)).not.toContain(display);

    // The same value again records nothing; both settings at once record both.
    const same = (await staff.gql(UPDATE, { input: { internalSku: sku, visibleOnFrontend: false } })).data.fabricSkuSettingsUpdate;
    expect(same.fabricSku.settingsHistory).toHaveLength(1);
    const back = (await staff.gql(UPDATE, { input: { internalSku: sku, visibleOnFrontend: true, sampleAvailable: false } })).data.fabricSkuSettingsUpdate;
    expect(back.fabricSku).toMatchObject({ visibleOnFrontend: true, sampleAvailable: false });
    expect(back.fabricSku.settingsHistory.map((c: any) => [c.setting, c.value])).toEqual([
      ['VISIBLE_ON_FRONTEND', false],
      ['VISIBLE_ON_FRONTEND', true],
      ['SAMPLE_AVAILABLE', false],
    ]);
    expect((await staff.gql(COLLECTION_CODES)).data.fabricCollection.totalCount).toBe(before.totalCount);
  });

  it('refuses an unknown SKU and an empty change, changing nothing', async () => {
    const unknown = (await staff.gql(UPDATE, { input: { internalSku: 'LUM-XX-9999', visibleOnFrontend: false } })).data.fabricSkuSettingsUpdate;
    expect(unknown).toEqual({ fabricSku: null, userErrors: [{ code: 'NOT_FOUND', field: ['input', 'internalSku'], message: 'Deze stof-SKU bestaat niet.' }] });
    const nothing = (await staff.gql(UPDATE, { input: { internalSku: 'LUM-VD-0101' } })).data.fabricSkuSettingsUpdate;
    expect(nothing.userErrors[0].code).toBe('NOTHING_TO_CHANGE');
    expect(nothing.fabricSku.settingsHistory).toEqual([]);
  });
});

describe('Export CSV', () => {
  it('downloads every SKU with the spec columns, quoted and formula-safe, named for today', async () => {
    // A supplier name with a comma and quotes, and a display name that looks like a formula.
    await staff.ds.query(`UPDATE fabric_sku SET display_name = '=cmd|'' /C calc''!A0', supplier_name = 'Weverij "De Leie", Kortrijk' WHERE internal_sku = 'LUM-SC-0101'`);
    const res = await staff.fetch('/admin/fabric-sku/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="fabric-sku-export-${today}.csv"`);
    const text = await res.text();
    const [header, ...rows] = parse(text, { bom: true }) as string[][];
    expect(header).toEqual(['Internal SKU', 'Display Name', 'Product ID', 'Price Group', 'Max Width', 'Cassette Type', 'Supplier', 'Lead Time']);

    const all = ((await (await staff.fetch('/admin/fabric-sku/all')).json()) as any).fabrics as any[];
    expect(rows).toHaveLength(all.length);
    expect(all.length).toBeGreaterThan(25); // more than one GraphQL page
    all.forEach((s, i) => {
      const name = s.display_name.startsWith('=') ? `'${s.display_name}` : s.display_name;
      expect(rows[i]).toEqual([s.internal_sku, name, s.product_id, String(s.price_group), String(s.max_width), s.cassette_type, s.supplier, String(s.lead_time)]);
    });
    const tricky = rows.find((r) => r[0] === 'LUM-SC-0101')!;
    expect(tricky[1]).toBe(`'=cmd|' /C calc'!A0`);
    expect(tricky[6]).toBe('Weverij "De Leie", Kortrijk');
    expect(text).toContain('"Weverij ""De Leie"", Kortrijk"');
  });
});
