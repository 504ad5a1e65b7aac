import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { expectReseedChangesNothing } from './reseed';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ asStaff: true });
});
afterAll(async () => {
  await app?.close();
});

const PAGE = `
  query($search: String, $first: Int, $after: String) {
    fabricSkus(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { internalSku fabricLine fabricDisplayName fabricType priceGroup manufacturerCode supplierCode maxWidthCm cassetteType leadTimeDays visibleOnFrontend sampleAvailable }
    }
  }`;

async function skus(variables: Record<string, unknown>) {
  const { data, errors } = await app.gql(PAGE, variables);
  expect(errors).toBeUndefined();
  const page = data.fabricSkus;
  return { totalCount: page.totalCount as number, hasNextPage: page.pageInfo.hasNextPage as boolean, endCursor: page.pageInfo.endCursor, items: page.nodes as any[] };
}

describe('fabric SKU database seed', () => {
  it('holds at least 40 SKUs over price groups 1–8, the three fabric types, several suppliers, some hidden', async () => {
    const all = await skus({ first: 100 });
    expect(all.totalCount).toBeGreaterThanOrEqual(40);
    expect(all.items).toHaveLength(all.totalCount);
    expect(new Set(all.items.map((s) => s.priceGroup))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(new Set(all.items.map((s) => s.fabricType))).toEqual(new Set(['LICHTDOORLATEND', 'VERDUISTEREND', 'SCREEN']));
    expect(new Set(all.items.map((s) => s.cassetteType))).toEqual(new Set(['OPEN', 'HALF_CASSETTE', 'FULL_CASSETTE']));
    expect(all.items.some((s) => !s.visibleOnFrontend)).toBe(true);
    expect(all.items.some((s) => !s.sampleAvailable)).toBe(true);
    for (const s of all.items) expect(s.internalSku).toMatch(/^LUM-(LD|VD|SC)-\d{4}$/);
    const { data } = await app.gql(`{ fabricSkus(first: 100) { nodes { exportMetadata { supplierName } } } }`);
    const suppliers = new Set(data.fabricSkus.nodes.map((s: any) => s.exportMetadata.supplierName));
    expect(suppliers.size).toBeGreaterThanOrEqual(3);
    expect(suppliers.size).toBeLessThanOrEqual(5);
  });

  it('is not duplicated when the seed runs again', async () => {
    await expectReseedChangesNothing(app, ['fabric_sku']);
  });
});

describe('fabricSkus query', () => {
  it('pages through all SKUs in SKU order with totalCount and hasNextPage', async () => {
    const all = await skus({ first: 100 });
    const pages: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await skus({ first: 10, after });
      expect(page.totalCount).toBe(all.totalCount);
      pages.push(...page.items.map((s) => s.internalSku));
      if (!page.hasNextPage) break;
      expect(page.items).toHaveLength(10);
      after = page.endCursor;
    }
    expect(pages).toEqual(all.items.map((s) => s.internalSku));
    expect([...pages].sort()).toEqual(pages);
  });

  it('defaults to a page of 25', async () => {
    const page = await skus({});
    expect(page.items).toHaveLength(25);
  });

  it('searches internal SKU, product id and manufacturer code case-insensitively', async () => {
    const bySku = await skus({ search: 'lum-ld-02' });
    expect(bySku.items.map((s) => s.internalSku)).toEqual(['LUM-LD-0201', 'LUM-LD-0202', 'LUM-LD-0203', 'LUM-LD-0204']);
    expect(bySku.totalCount).toBe(4);

    const byFabricLine = await skus({ search: 'rg-vd-thermo' });
    expect(byFabricLine.items.map((s) => s.fabricLine)).toEqual(['RG-VD-THERMO', 'RG-VD-THERMO', 'RG-VD-THERMO']);

    const byManufacturer = await skus({ search: 'vc2041' });
    expect(byManufacturer.items.map((s) => s.manufacturerCode)).toEqual(['VC2041-01', 'VC2041-02', 'VC2041-03', 'VC2041-04']);

    const trimmed = await skus({ search: '  LUM-SC-0103  ' });
    expect(trimmed.items.map((s) => s.internalSku)).toEqual(['LUM-SC-0103']);

    const byName = await skus({ search: 'Champagne' }); // only in the display name, which is not searched
    expect(byName.totalCount).toBe(0);
  });

  it('pages through a search in SKU order, each match once', async () => {
    const whole = await skus({ search: 'lum-ld', first: 100 });
    expect(whole.totalCount).toBeGreaterThan(5);
    const paged: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await skus({ search: 'lum-ld', first: 2, after });
      paged.push(...page.items.map((s) => s.internalSku));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(paged).toEqual(whole.items.map((s) => s.internalSku));
    expect([...paged].sort()).toEqual(paged);
  });

  it('treats a blank search as no filter and LIKE wildcards literally', async () => {
    const all = await skus({ first: 1 });
    expect((await skus({ search: '   ', first: 1 })).totalCount).toBe(all.totalCount);
    expect((await skus({ search: '%' })).totalCount).toBe(0);
    expect((await skus({ search: 'LUM_LD' })).totalCount).toBe(0);
    expect((await skus({ search: '\\' })).totalCount).toBe(0);
  });

  it('rejects a page size out of range with BAD_USER_INPUT, never an internal error', async () => {
    for (const variables of [{ first: 0 }, { first: 101 }, { after: 'geen-cursor' }]) {
      const { data, errors } = await app.gql(PAGE, variables);
      expect(data).toBeNull();
      expect(errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(errors?.[0].message).toMatch(/first|after/);
    }
  });
});

describe('fabricSku query', () => {
  it('answers one SKU with its export metadata, case-insensitively', async () => {
    const { data, errors } = await app.gql(
      `query($sku: ID!) { fabricSku(internalSku: $sku) { internalSku fabricDisplayName fabricType priceGroup fabricLine manufacturerCode supplierCode cassetteType maxWidthCm
        exportMetadata { supplierName fabricCategory qualityGrade warrantyMonths specialInstructions } } }`,
      { sku: 'lum-ld-0202' },
    );
    expect(errors).toBeUndefined();
    expect(data.fabricSku).toEqual({
      internalSku: 'LUM-LD-0202',
      fabricDisplayName: 'Lino Zand',
      fabricType: 'LICHTDOORLATEND',
      priceGroup: 2,
      fabricLine: 'RG-LD-LINO',
      manufacturerCode: 'VC2041-02',
      supplierCode: 'VDC-204102',
      cassetteType: 'HALF_CASSETTE',
      maxWidthCm: 280,
      exportMetadata: {
        supplierName: 'Weverij Vandecasteele (Waregem, BE)',
        fabricCategory: 'Lichtdoorlatend – linnenlook',
        qualityGrade: 'Comfort',
        warrantyMonths: 60,
        specialInstructions: expect.stringContaining('lengterichting'),
      },
    });
  });

  it('answers null for an unknown SKU', async () => {
    expect(await app.gql(`{ fabricSku(internalSku: "LUM-XX-9999") { internalSku } }`)).toEqual({ data: { fabricSku: null } });
    expect(await app.gql(`{ fabricSku(internalSku: "   ") { internalSku } }`)).toEqual({ data: { fabricSku: null } });
  });
});

const LIST_ENTRY_KEYS = [
  'cassette_type',
  'display_name',
  'internal_sku',
  'lead_time',
  'max_width',
  'price_group',
  'product_id',
  'sample_available',
  'supplier',
  'visible',
];

function expectListEntry(entry: any) {
  expect(typeof entry.internal_sku).toBe('string');
  expect(typeof entry.display_name).toBe('string');
  expect(typeof entry.product_id).toBe('string');
  expect(Number.isInteger(entry.price_group)).toBe(true);
  expect(Number.isInteger(entry.max_width)).toBe(true);
  expect(typeof entry.cassette_type).toBe('string');
  expect(typeof entry.supplier).toBe('string');
  expect(Number.isInteger(entry.lead_time)).toBe(true);
  expect(typeof entry.visible).toBe('boolean');
  expect(typeof entry.sample_available).toBe('boolean');
}

describe('GET /admin/fabric-sku/all', () => {
  it('answers {success, fabrics[]} with every SKU as a SPEC §3 list entry', async () => {
    const res = await app.fetch('/admin/fabric-sku/all');
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(Object.keys(body).sort()).toEqual(['fabrics', 'success']);
    expect(body.success).toBe(true);
    const { data } = await app.gql(`{ fabricSkus(first: 1) { totalCount } }`);
    expect(body.fabrics).toHaveLength(data.fabricSkus.totalCount);
    for (const entry of body.fabrics) {
      expect(Object.keys(entry).sort()).toEqual(LIST_ENTRY_KEYS);
      expectListEntry(entry);
    }
    expect(body.fabrics.find((f: any) => f.internal_sku === 'LUM-VD-0502')).toEqual({
      internal_sku: 'LUM-VD-0502',
      display_name: 'Blackout Velours Aubergine',
      product_id: 'RG-VD-VELOURS',
      price_group: 7,
      max_width: 220,
      cassette_type: 'full-cassette',
      supplier: 'Rheinweber Textil GmbH (Krefeld, DE)',
      lead_time: 21,
      visible: false,
      sample_available: false,
    });
  });
});

describe('GET /admin/fabric-sku/search', () => {
  it('answers {success, results[]} with list entries plus manufacturer and supplier code', async () => {
    const res = await app.fetch('/admin/fabric-sku/search?q=VC2041');
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.success).toBe(true);
    expect(body.results).toHaveLength(4);
    for (const entry of body.results) {
      expect(Object.keys(entry).sort()).toEqual([...LIST_ENTRY_KEYS, 'manufacturer_code', 'supplier_code'].sort());
      expectListEntry(entry);
    }
    expect(body.results[0]).toMatchObject({ internal_sku: 'LUM-LD-0201', manufacturer_code: 'VC2041-01', supplier_code: 'VDC-204101' });
  });

  it('finds by SKU, product id or manufacturer code regardless of case', async () => {
    const get = async (q: string) =>
      ((await (await app.fetch(`/admin/fabric-sku/search?q=${encodeURIComponent(q)}`)).json()) as any).results.map(
        (r: any) => r.internal_sku,
      );
    expect(await get('lum-sc-03')).toEqual(['LUM-SC-0301', 'LUM-SC-0302']);
    expect(await get('Rg-Sc-Panorama')).toEqual(['LUM-SC-0301', 'LUM-SC-0302']);
    expect(await get('sx-4530')).toEqual(['LUM-SC-0201', 'LUM-SC-0202', 'LUM-SC-0203']);
    expect(await get('%')).toEqual([]);
    expect(await get('_')).toEqual([]);
  });

  it('answers an empty result for a blank, whitespace, repeated or missing q without asking the database', async () => {
    const spy = vi.spyOn(app.services.fabricSkus, 'search');
    try {
      for (const path of [
        '/admin/fabric-sku/search?q=',
        '/admin/fabric-sku/search?q=%20%20%09',
        '/admin/fabric-sku/search',
        '/admin/fabric-sku/search?q=a&q=b',
      ]) {
        const res = await app.fetch(path);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ success: true, results: [] });
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('GET /admin/fabric-sku/{internalSku}', () => {
  it('answers {success, fabric} in the SPEC §3 detail shape', async () => {
    const res = await app.fetch('/admin/fabric-sku/LUM-SC-0103');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      fabric: {
        internalSku: 'LUM-SC-0103',
        productId: 'RG-SC-CLASSIC',
        fabricDisplayName: 'Screen Classic 5% Brons',
        fabricType: 'screen',
        // The group of the product made of it, the bronze screen blind (issue 31: one group per product).
        priceGroup: 7,
        manufacturerCode: 'SX-4500-03',
        supplierCode: 'STX-450003',
        maxWidthCm: 300,
        cassetteType: 'open',
        leadTimeDays: 10,
        visibleOnFrontend: true,
        sampleAvailable: true,
        exportMetadata: {
          supplier_name: 'Screentex Europe BV (Tilburg, NL)',
          fabric_category: 'Screen – glasvezel/PVC, openheid 5%',
          quality_grade: 'Comfort',
          warranty_months: 60,
          special_instructions: 'Screenweefsel niet knikken; zijkanten ultrasoon snijden.',
        },
      },
    });
  });

  it('finds a SKU written in lower case', async () => {
    const body = (await (await app.fetch('/admin/fabric-sku/lum-vd-0301')).json()) as any;
    expect(body.fabric.internalSku).toBe('LUM-VD-0301');
  });

  it('answers 404 {success: false, message} for an unknown or odd SKU', async () => {
    for (const sku of ['LUM-XX-9999', '%27%3B%20drop', 'x'.repeat(200), '%25']) {
      const res = await app.fetch(`/admin/fabric-sku/${sku}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Stof niet gevonden' });
    }
  });
});
