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
