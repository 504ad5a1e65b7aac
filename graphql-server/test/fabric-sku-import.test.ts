/**
 * Staff create and edit fabric SKUs (issue 20 item 4): every SPEC §3 field, checked by the one form schema and
 * answered field by field; a duplicate internal SKU is refused; each change is recorded with who and when; the
 * atelier may, klantenservice is refused with 403 before anything runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';

let app: TestApp;
let atelier: string;
let klantenservice: string;
beforeAll(async () => {
  app = await startTestApp();
  atelier = await signInStaff(app.url, app.services, { email: 'atelier-stof@lumina.test', password: 'een-lang-atelier-wachtwoord', role: 'atelier' });
  klantenservice = await signInStaff(app.url, app.services, { email: 'ks-stof@lumina.test', password: 'een-lang-ks-wachtwoord', role: 'klantenservice' });
});
afterAll(async () => {
  await app?.close();
});

const SKU_FIELDS = `internalSku fabricLine fabricDisplayName fabricType priceGroup manufacturerCode supplierCode maxWidthCm cassetteType leadTimeDays
  visibleOnFrontend sampleAvailable exportMetadata { supplierName fabricCategory qualityGrade warrantyMonths specialInstructions }
  changeHistory { action fields { field before after } changedBy changedAt }`;
const CREATE = `mutation($input: FabricSkuInput!) { fabricSkuCreate(input: $input) { fabricSku { ${SKU_FIELDS} } userErrors { code field message } } }`;
const UPDATE = `mutation($input: FabricSkuInput!) { fabricSkuUpdate(input: $input) { fabricSku { ${SKU_FIELDS} } userErrors { code field message } } }`;

const NEW_SKU = {
  internalSku: 'LUM-TST-0001',
  fabricLine: 'RG-TST-LINNEN',
  fabricDisplayName: 'Linnen – Zand',
  fabricType: 'LICHTDOORLATEND',
  priceGroup: 3,
  manufacturerCode: 'MF-123',
  supplierCode: 'SUP-9',
  supplierName: 'Weverij De Leie',
  maxWidthCm: 240,
  cassetteType: 'HALF_CASSETTE',
  leadTimeDays: 10,
  visibleOnFrontend: false,
  sampleAvailable: true,
  fabricCategory: 'Lichtdoorlatend – linnen',
  qualityGrade: 'Comfort',
  warrantyMonths: 24,
  specialInstructions: '',
};

const create = async (input: Record<string, unknown>, cookie = atelier) => (await app.gql(CREATE, { input }, { cookie })).data?.fabricSkuCreate;
const update = async (input: Record<string, unknown>, cookie = atelier) => (await app.gql(UPDATE, { input }, { cookie })).data?.fabricSkuUpdate;

describe('fabric SKU form', () => {
  it('creates a SKU with every field and edits it, recording who, when and what changed', async () => {
    const created = await create(NEW_SKU);
    expect(created.userErrors).toEqual([]);
    expect(created.fabricSku).toMatchObject({
      internalSku: 'LUM-TST-0001',
      fabricLine: 'RG-TST-LINNEN',
      fabricType: 'LICHTDOORLATEND',
      cassetteType: 'HALF_CASSETTE',
      priceGroup: 3,
      visibleOnFrontend: false,
      exportMetadata: { supplierName: 'Weverij De Leie', fabricCategory: 'Lichtdoorlatend – linnen', qualityGrade: 'Comfort', warrantyMonths: 24, specialInstructions: '' },
    });
    expect(created.fabricSku.changeHistory).toHaveLength(1);
    expect(created.fabricSku.changeHistory[0]).toMatchObject({ action: 'CREATED', changedBy: expect.any(String) });
    expect(created.fabricSku.changeHistory[0].fields).toContainEqual({ field: 'priceGroup', before: null, after: '3' });

    const edited = await update({ ...NEW_SKU, internalSku: 'lum-tst-0001', priceGroup: 5, fabricDisplayName: '  Linnen – Zandkleur ' });
    expect(edited.userErrors).toEqual([]);
    expect(edited.fabricSku).toMatchObject({ internalSku: 'LUM-TST-0001', priceGroup: 5, fabricDisplayName: 'Linnen – Zandkleur' });
    expect(edited.fabricSku.changeHistory.map((c: any) => c.action)).toEqual(['CREATED', 'UPDATED']);
    expect(edited.fabricSku.changeHistory[1].fields).toEqual([
      { field: 'fabricDisplayName', before: 'Linnen – Zand', after: 'Linnen – Zandkleur' },
      { field: 'priceGroup', before: '3', after: '5' },
    ]);
    expect(Date.parse(edited.fabricSku.changeHistory[1].changedAt)).not.toBeNaN();

    // The same values again record nothing.
    const same = await update({ ...NEW_SKU, priceGroup: 5, fabricDisplayName: 'Linnen – Zandkleur' });
    expect(same.fabricSku.changeHistory).toHaveLength(2);

    // A field left out keeps its value (hidden stays hidden); an empty one is refused.
    const partly = await update({ internalSku: 'LUM-TST-0001', leadTimeDays: 12 });
    expect(partly.userErrors).toEqual([]);
    expect(partly.fabricSku).toMatchObject({ leadTimeDays: 12, priceGroup: 5, visibleOnFrontend: false });
    expect(partly.fabricSku.changeHistory[2].fields).toEqual([{ field: 'leadTimeDays', before: '10', after: '12' }]);
    const emptied = await update({ internalSku: 'LUM-TST-0001', supplierName: ' ' });
    expect(emptied.userErrors).toEqual([{ code: 'REQUIRED', field: ['input', 'supplierName'], message: 'Vul de leverancier in.' }]);
    expect(emptied.fabricSku.changeHistory).toHaveLength(3);
  });

  it('refuses a duplicate internal SKU in any case, and answers each refused field with its path', async () => {
    const duplicate = await create({ ...NEW_SKU, internalSku: 'lum-ld-0101' });
    expect(duplicate).toEqual({
      fabricSku: null,
      userErrors: [{ code: 'DUPLICATE_SKU', field: ['input', 'internalSku'], message: expect.stringContaining('bestaat al') }],
    });

    const wrong = await create({ ...NEW_SKU, internalSku: 'LUM TST', priceGroup: 9, fabricDisplayName: ' ', fabricType: 'SEMI_TRANSPARANT', leadTimeDays: null });
    expect(wrong.fabricSku).toBeNull();
    expect(wrong.userErrors).toEqual([
      { code: 'INVALID', field: ['input', 'internalSku'], message: expect.stringContaining('interne SKU') },
      { code: 'REQUIRED', field: ['input', 'fabricDisplayName'], message: 'Vul de weergavenaam in.' },
      { code: 'INVALID', field: ['input', 'fabricType'], message: expect.stringContaining('Stofsoort') },
      { code: 'OUT_OF_RANGE', field: ['input', 'priceGroup'], message: 'Prijsgroep moet een geheel getal van 1 tot 8 zijn.' },
      { code: 'REQUIRED', field: ['input', 'leadTimeDays'], message: 'Vul de levertijd in.' },
    ]);

    const unknown = await update({ ...NEW_SKU, internalSku: 'LUM-XX-9999' });
    expect(unknown.userErrors).toEqual([{ code: 'NOT_FOUND', field: ['input', 'internalSku'], message: 'Deze stof-SKU bestaat niet.' }]);
  });

  it('refuses klantenservice with 403 before anything is written', async () => {
    const res = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: klantenservice },
      body: JSON.stringify({ query: CREATE, variables: { input: { ...NEW_SKU, internalSku: 'LUM-TST-0403' } } }),
    });
    expect(res.status).toBe(403);
    expect((await app.ds.query(`SELECT 1 FROM fabric_sku WHERE internal_sku = 'LUM-TST-0403'`)).length).toBe(0);
  });
});

const PREVIEW = `query($csv: String!) { fabricSkuImportPreview(csv: $csv) { imported rows { row internalSku action errors { column code message } } userErrors { code field message } } }`;
const IMPORT = `mutation($csv: String!) { fabricSkuImport(csv: $csv) { imported rows { row internalSku action errors { column code message } } userErrors { code field message } } }`;
const preview = async (csv: string) => (await app.gql(PREVIEW, { csv }, { cookie: atelier })).data.fabricSkuImportPreview;
const importCsv = async (csv: string) => (await app.gql(IMPORT, { csv }, { cookie: atelier })).data.fabricSkuImport;
const changeCount = async () => Number((await app.ds.query(`SELECT count(*) AS n FROM fabric_sku_change`))[0].n);
const skuRows = async () => app.ds.query(`SELECT * FROM fabric_sku ORDER BY internal_sku`);

const FULL_HEADER =
  'Internal SKU,Display Name,Product ID,Price Group,Max Width,Cassette Type,Supplier,Lead Time,Fabric Type,Manufacturer Code,Supplier Code,Visible,Sample Available,Fabric Category,Quality Grade,Warranty Months,Special Instructions';

describe('CSV import', () => {
  it('writes nothing when one row is bad, and names the row and the column', async () => {
    const before = await skuRows();
    const changes = await changeCount();
    const csv = [
      FULL_HEADER,
      'LUM-IMP-0001,Import Een,RG-IMP,2,200,open,Weverij,5,screen,MF-1,S-1,true,true,Screen,Comfort,24,',
      'LUM-IMP-0002,Import Twee,RG-IMP,12,200,open,Weverij,5,screen,MF-2,S-2,ja,nee,Screen,Comfort,24,',
      'LUM-LD-0101,,,,,,,,,,,,,,,,',
    ].join('\r\n');
    const seen = await preview(csv);
    expect(seen.userErrors).toEqual([]);
    expect(seen.rows).toEqual([
      { row: 2, internalSku: 'LUM-IMP-0001', action: 'CREATE', errors: [] },
      { row: 3, internalSku: 'LUM-IMP-0002', action: 'CREATE', errors: [{ column: 'Price Group', code: 'OUT_OF_RANGE', message: 'Prijsgroep moet een geheel getal van 1 tot 8 zijn.' }] },
      expect.objectContaining({ row: 4, internalSku: 'LUM-LD-0101', action: 'UPDATE', errors: expect.arrayContaining([{ column: 'Display Name', code: 'REQUIRED', message: 'Vul de weergavenaam in.' }]) }),
    ]);

    const done = await importCsv(csv);
    expect(done.imported).toBe(false);
    expect(done.userErrors).toEqual([{ code: 'ROWS_INVALID', field: ['csv'], message: 'Er is niets geïmporteerd: 2 rijen hebben fouten. Verbeter ze en importeer opnieuw.' }]);
    expect(done.rows[1].errors[0]).toMatchObject({ column: 'Price Group' });
    expect(await skuRows()).toEqual(before);
    expect(await changeCount()).toBe(changes);
  });

  it("creates and updates from a valid file, each change in the SKU's history", async () => {
    const csv = [
      'internal sku,Price Group,Display Name,Product ID,Max Width,Cassette Type,Supplier,Lead Time,Fabric Type,Manufacturer Code,Supplier Code,Fabric Category,Quality Grade,Warranty Months',
      'LUM-IMP-0101,4,"Velours, ""Nacht""",RG-IMP,260,full-cassette,Weverij,12,verduisterend,MF-9,S-9,Verduisterend,Premium,36',
    ].join('\n');
    expect((await preview(csv)).rows).toEqual([{ row: 2, internalSku: 'LUM-IMP-0101', action: 'CREATE', errors: [] }]);
    const done = await importCsv(csv);
    expect(done).toMatchObject({ imported: true, userErrors: [] });
    const sku = (await app.gql(`{ fabricSku(internalSku: "LUM-IMP-0101") { fabricDisplayName priceGroup cassetteType visibleOnFrontend changeHistory { action changedBy } } }`, {}, { cookie: atelier })).data.fabricSku;
    expect(sku).toMatchObject({ fabricDisplayName: 'Velours, "Nacht"', priceGroup: 4, cassetteType: 'FULL_CASSETTE', visibleOnFrontend: true });
    expect(sku.changeHistory).toEqual([{ action: 'CREATED', changedBy: expect.any(String) }]);

    // An existing SKU's row may give only some columns (in any case of its SKU); the rest stays.
    const partial = 'Internal SKU,Price Group\nlum-imp-0101,5\n';
    expect((await preview(partial)).rows).toEqual([{ row: 2, internalSku: 'LUM-IMP-0101', action: 'UPDATE', errors: [] }]);
    expect((await importCsv(partial)).imported).toBe(true);
    const after = (await app.gql(`{ fabricSku(internalSku: "LUM-IMP-0101") { priceGroup fabricDisplayName changeHistory { action fields { field before after } } } }`, {}, { cookie: atelier })).data.fabricSku;
    expect(after.priceGroup).toBe(5);
    expect(after.fabricDisplayName).toBe('Velours, "Nacht"');
    expect(after.changeHistory[1]).toEqual({ action: 'UPDATED', fields: [{ field: 'priceGroup', before: '4', after: '5' }] });
  });

  it('and the form take turns: a SKU created while an import of it waits is updated by the import, never a clash', async () => {
    const csv = [FULL_HEADER, 'LUM-RACE-0001,Race Import,RG-RACE,2,200,open,Weverij,5,screen,MF-R,S-R,true,true,Screen,Comfort,24,'].join('\n');
    for (let i = 0; i < 3; i++) {
      await app.ds.query(`DELETE FROM fabric_sku_change WHERE internal_sku = 'LUM-RACE-0001'`);
      await app.ds.query(`DELETE FROM fabric_sku WHERE internal_sku = 'LUM-RACE-0001'`);
      const [imported, created] = await Promise.all([importCsv(csv), create({ ...NEW_SKU, internalSku: 'LUM-RACE-0001', fabricDisplayName: 'Race Formulier' })]);
      // Whichever had its turn first created it; the other found it there (the import updates it, the form says it exists).
      expect(imported.imported).toBe(true);
      expect(imported.userErrors).toEqual([]);
      expect(created.userErrors.map((e: { code: string }) => e.code)).toEqual(created.fabricSku ? [] : ['DUPLICATE_SKU']);
      const actions = await app.ds.query(`SELECT action FROM fabric_sku_change WHERE internal_sku = 'LUM-RACE-0001' ORDER BY id`);
      expect(actions.map((a: { action: string }) => a.action)).toEqual(created.fabricSku ? ['created', 'updated'] : ['created']);
    }
  });

  it('reads back its own export: importing the export of the current SKUs changes nothing', async () => {
    // A name that looks like a formula goes out with the export's guard and must come back without it.
    await update({ ...NEW_SKU, fabricDisplayName: '=SOM(A1) "stof", met komma' });
    const before = await skuRows();
    const changes = await changeCount();
    const csv = await (await app.fetch('/admin/fabric-sku/export.csv', { headers: { cookie: atelier } })).text();
    expect(csv).toContain(`"'=SOM(A1) ""stof"", met komma"`);
    const seen = await preview(csv);
    expect(seen.userErrors).toEqual([]);
    expect(seen.rows.length).toBe(before.length);
    expect(seen.rows.filter((r: any) => r.action !== 'UNCHANGED' || r.errors.length > 0)).toEqual([]);
    expect((await importCsv(csv)).imported).toBe(true);
    expect(await skuRows()).toEqual(before);
    expect(await changeCount()).toBe(changes);
  });

  it('refuses a file it cannot import with a clear reason', async () => {
    const big = `Internal SKU,Display Name\nLUM-X,${'a'.repeat(60_500)}`;
    expect((await preview(big)).userErrors).toEqual([{ code: 'CSV_TOO_LARGE', field: ['csv'], message: expect.stringContaining('te groot') }]);
    const many = `Internal SKU\n${'X\n'.repeat(1001)}`;
    expect((await preview(many)).userErrors[0]).toMatchObject({ code: 'CSV_TOO_LARGE' });
    expect((await preview('Internal SKU,Kleur\nLUM-X,rood')).userErrors[0]).toMatchObject({ code: 'CSV_UNKNOWN_COLUMN', message: expect.stringContaining('"Kleur"') });
    expect((await preview('Display Name\nrood')).userErrors[0]).toMatchObject({ code: 'CSV_MISSING_COLUMN' });
    expect((await preview('Internal SKU\n"LUM-X')).userErrors[0]).toMatchObject({ code: 'CSV_UNREADABLE' });
    expect((await preview('')).userErrors[0]).toMatchObject({ code: 'CSV_EMPTY' });
    const twice = await preview('Internal SKU,Price Group\nLUM-LD-0101,2\nlum-ld-0101,3');
    expect(twice.rows[1].errors[0]).toMatchObject({ column: 'Internal SKU', code: 'DUPLICATE_SKU', message: 'De interne SKU lum-ld-0101 staat ook al in rij 2.' });
  });

  it('refuses klantenservice the import with 403', async () => {
    const res = await app.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: klantenservice },
      body: JSON.stringify({ query: IMPORT, variables: { csv: 'Internal SKU,Price Group\nLUM-LD-0101,8' } }),
    });
    expect(res.status).toBe(403);
  });
});
