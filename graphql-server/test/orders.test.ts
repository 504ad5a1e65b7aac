import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { vatIncluded } from '@lumina/schema';
import { openDatabase } from '../src/db/data-source';
import { seedDatabase } from '../src/db/seed';
import { adminQuery, withDatabase } from './pg';
import { startTestApp, type TestApp } from './harness';
import { expectReseedChangesNothing } from './reseed';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ asStaff: true });
});
afterAll(async () => {
  await app?.close();
});

const ORDER_FIELDS = `
  id status customerName customerEmail customerPhone shippingAddress paymentMethod productionNotes fabricatorExportReady createdAt
  subtotal { cents } shipping { cents } total { cents formatted } vat { cents }
  items { productName quantity unitPrice { cents } total { cents } fabricCode manufacturerCode fabricPriceGroup cassetteType
          selectedWidth selectedHeight mounting controlType controlSide configuration }`;

const ORDERS = `
  query($search: String, $status: OrderStatus, $first: Int, $after: String) {
    orders(search: $search, status: $status, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } nodes { ${ORDER_FIELDS} }
    }
  }`;

async function orders(variables: Record<string, unknown> = {}) {
  const { data, errors } = await app.gql(ORDERS, variables);
  expect(errors).toBeUndefined();
  const page = data.orders;
  return { totalCount: page.totalCount as number, hasNextPage: page.pageInfo.hasNextPage as boolean, endCursor: page.pageInfo.endCursor as string, items: page.nodes as any[] };
}

describe('sample orders seed', () => {
  it('holds about a dozen orders in every status, newest first, over several months', async () => {
    const all = await orders({ first: 100 });
    expect(all.totalCount).toBe(12);
    const count = (status: string) => all.items.filter((o) => o.status === status).length;
    expect(count('NEW')).toBeGreaterThanOrEqual(1);
    expect(count('PROCESSING')).toBeGreaterThanOrEqual(1);
    expect(count('PRODUCTION')).toBeGreaterThanOrEqual(1);
    expect(count('SHIPPED')).toBeGreaterThanOrEqual(1);
    expect(count('COMPLETED')).toBeGreaterThanOrEqual(1);
    expect(count('CANCELLED')).toBe(1);
    const times = all.items.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0] - times[times.length - 1]).toBeGreaterThan(60 * 24 * 60 * 60 * 1000);
    expect(times[0]).toBeLessThanOrEqual(Date.now());
    expect(all.items.some((o) => o.shippingAddress.endsWith('België'))).toBe(true);
    expect(all.items.some((o) => o.shippingAddress.endsWith('Nederland'))).toBe(true);
    expect(all.items.some((o) => o.productionNotes)).toBe(true);
    expect(all.items.some((o) => o.fabricatorExportReady)).toBe(true);
    expect(all.items.some((o) => !o.fabricatorExportReady)).toBe(true);
  });

  it('gives every order one to three items with full fabricator data on seeded fabric SKUs', async () => {
    const skus = ((await (await app.fetch('/admin/fabric-sku/all')).json()) as any).fabrics as any[];
    const bySku = new Map(skus.map((s) => [s.internal_sku, s]));
    for (const order of (await orders({ first: 100 })).items) {
      expect(order.items.length).toBeGreaterThanOrEqual(1);
      expect(order.items.length).toBeLessThanOrEqual(3);
      for (const item of order.items) {
        const sku = bySku.get(item.fabricCode);
        expect(sku, item.fabricCode).toBeDefined();
        expect(item.fabricPriceGroup).toBe(sku.price_group);
        expect(item.cassetteType).toBe(sku.cassette_type.toUpperCase().replace('-', '_'));
        expect(item.selectedWidth).toBeLessThanOrEqual(sku.max_width);
        expect(['INSIDE_RECESS', 'OUTSIDE_FRAME']).toContain(item.mounting);
        expect(['plastic-white', 'plastic-black', 'plastic-grey', 'metal-chain']).toContain(item.controlType);
        expect(['LEFT', 'RIGHT']).toContain(item.controlSide);
        expect(item.configuration).toMatchObject({ width: item.selectedWidth, height: item.selectedHeight, fabric: item.fabricCode });
      }
    }
  });

  it('keeps totals as the checkout makes them: item total = unit × quantity, subtotal = sum of items, shipping below € 375, VAT of the total', async () => {
    const all = (await orders({ first: 100 })).items;
    for (const order of all) {
      for (const item of order.items) expect(item.total.cents).toBe(item.unitPrice.cents * item.quantity);
      const sum = order.items.reduce((s: number, i: any) => s + i.total.cents, 0);
      expect(order.subtotal.cents).toBe(sum);
      expect(order.shipping.cents).toBe(sum >= 37500 ? 0 : 1995);
      expect(order.total.cents).toBe(sum + order.shipping.cents);
      expect(order.vat.cents).toBe(vatIncluded(order.total.cents));
      expect(order.total.formatted).toMatch(/^€\u00a0[\d.]+,\d{2}$/);
    }
    // The sample orders show both: some pay shipping, some ship free.
    expect(new Set(all.map((o: any) => o.shipping.cents))).toEqual(new Set([0, 1995]));
  });

  it('is not duplicated when the seed runs again', async () => {
    await expectReseedChangesNothing(app, ['customer_order', 'order_item']);
  });
});

describe('orders query', () => {
  it('pages newest first with totalCount and hasNextPage', async () => {
    const all = await orders({ first: 100 });
    const first = await orders({ first: 5 });
    expect(first).toMatchObject({ totalCount: 12, hasNextPage: true });
    expect(first.items).toHaveLength(5);
    const second = await orders({ first: 5, after: first.endCursor });
    const third = await orders({ first: 5, after: second.endCursor });
    expect(third).toMatchObject({ totalCount: 12, hasNextPage: false });
    expect(third.items).toHaveLength(2);
    expect([...first.items, ...second.items, ...third.items].map((o) => o.id)).toEqual(all.items.map((o) => o.id));
  });

  it('filters by status', async () => {
    const fresh = await orders({ status: 'NEW' });
    expect(fresh.totalCount).toBe(3);
    expect(fresh.items.every((o) => o.status === 'NEW')).toBe(true);
    expect((await orders({ status: 'CANCELLED' })).items.map((o) => o.customerName)).toEqual(['Thomas Visser']);
    const bad = await app.gql(ORDERS, { status: 'LOST' });
    expect(bad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('searches customer name, order id, fabric code and manufacturer code case-insensitively', async () => {
    const names = async (search: string, status?: string) => (await orders({ search, status })).items.map((o) => o.customerName);
    expect(await names('PEETERS')).toEqual(['An Peeters']);
    expect(await names('  van dijk ')).toEqual(['Fleur van Dijk']);
    const all = await orders({ first: 100 });
    const koen = all.items.find((o) => o.customerName === 'Koen Maes');
    expect(await names(koen.id.toLowerCase())).toEqual(['Koen Maes']);
    expect(await names('lum-vd-0301')).toEqual(['Koen Maes']);
    expect(await names('rw-71500-001')).toEqual(['Koen Maes']);
    expect(await names('lum-ld', 'NEW')).toEqual(['An Peeters', 'Nathalie Dubois']);
    expect(await names('Antwerpen')).toEqual([]); // the address is not searched
  });

  it('treats a blank search as no filter and LIKE wildcards literally', async () => {
    expect((await orders({ search: '   ' })).totalCount).toBe(12);
    expect((await orders({ search: '%' })).totalCount).toBe(0);
    expect((await orders({ search: 'LUM_' })).totalCount).toBe(0);
  });

  it('rejects a page size out of range or a foreign cursor with BAD_USER_INPUT', async () => {
    for (const variables of [{ first: 0 }, { first: 1000 }, { after: 'LUM-2025-00042' }]) {
      const { data, errors } = await app.gql(ORDERS, variables);
      expect(data).toBeNull();
      expect(errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('order query', () => {
  it('answers one order with its items, by id in any case', async () => {
    const all = await orders({ first: 100 });
    const expected = all.items.find((o) => o.customerName === 'Sofie Claes');
    const { data, errors } = await app.gql(`query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`, { id: expected.id.toLowerCase() });
    expect(errors).toBeUndefined();
    expect(data.order).toEqual(expected);
    expect(data.order.items.map((i: any) => i.fabricCode)).toEqual(['LUM-VD-0202', 'LUM-LD-0602']);
    expect(data.order.productionNotes).toContain('brandcertificaat');
  });

  it('answers null for an unknown order', async () => {
    expect(await app.gql(`{ order(id: "LUM-1999-00001") { id } }`)).toEqual({ data: { order: null } });
    expect(await app.gql(`{ order(id: "") { id } }`)).toEqual({ data: { order: null } });
  });
});

describe('GET /api/orders', () => {
  it('answers the SPEC §3 order array, newest first, with euro numbers and ISO dates', async () => {
    const res = await app.fetch('/api/orders');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('12');
    const body = (await res.json()) as any[];
    const gql = (await orders({ first: 100 })).items;
    expect(body.map((o) => o.id)).toEqual(gql.map((o) => o.id));
    for (const [index, order] of body.entries()) {
      expect(Object.keys(order).sort()).toEqual(
        // SPEC §3's fields, and where the order's money stands (issue 29).
        ['createdAt', 'customerEmail', 'customerName', 'customerPhone', 'fabricatorData', 'id', 'orderStatus', 'orderTotal', 'payment', 'shippingAddress'].sort(),
      );
      expect(Object.keys(order.payment).sort()).toEqual(['attention', 'charged_back', 'paid', 'refund_pending', 'refunded', 'status']);
      expect(Object.keys(order.fabricatorData).sort()).toEqual(['fabricator_export_ready', 'items', 'production_notes']);
      expect(typeof order.orderTotal).toBe('number');
      expect(order.orderTotal).toBe(gql[index].total.cents / 100);
      expect(order.createdAt).toBe(new Date(gql[index].createdAt).toISOString());
      expect(order.orderStatus).toBe(gql[index].status.toLowerCase());
      expect(typeof order.fabricatorData.fabricator_export_ready).toBe('boolean');
      for (const item of order.fabricatorData.items) {
        expect(Object.keys(item).sort()).toEqual(
          [
            'bediening',
            'bedieningszijde',
            'cassette_type',
            'fabric_code',
            'fabric_price_group',
            'manufacturer_code',
            'montage',
            'selected_height',
            'selected_width',
            'total_price',
          ].sort(),
        );
        expect(typeof item.total_price).toBe('number');
        expect(Number.isInteger(item.selected_width)).toBe(true);
        expect(Number.isInteger(item.fabric_price_group)).toBe(true);
      }
    }
    const sofie = body.find((o) => o.customerName === 'Sofie Claes');
    expect(sofie).toMatchObject({
      orderStatus: 'production',
      customerEmail: 'sofie.claes@example.com',
      customerPhone: '+32 472 10 20 30',
      shippingAddress: 'Meir 78 bus 3, 2000 Antwerpen, België',
      fabricatorData: {
        production_notes: 'Zijdeglans voor een kinderdagverblijf: brandcertificaat B1/M1 meesturen.',
        fabricator_export_ready: true,
      },
    });
    expect(sofie.fabricatorData.items[0]).toEqual({
      fabric_code: 'LUM-VD-0202',
      manufacturer_code: 'TX6230.02',
      fabric_price_group: 3,
      cassette_type: 'half-cassette',
      selected_width: 135,
      selected_height: 180,
      total_price: expect.any(Number),
      montage: 'in-de-dag',
      bediening: 'plastic-white',
      bedieningszijde: 'links',
    });
    const marieke = body.find((o) => o.customerName === 'Marieke Jansen');
    expect(marieke.fabricatorData.production_notes).toBeNull();
  });

  it('filters by status, search, limit and offset', async () => {
    const shipped = (await (await app.fetch('/api/orders?status=shipped')).json()) as any[];
    expect(shipped.map((o) => o.orderStatus)).toEqual(['shipped', 'shipped']);
    const search = (await (await app.fetch('/api/orders?search=LUM-VD-0301')).json()) as any[];
    expect(search.map((o) => o.customerName)).toEqual(['Koen Maes']);
    const page = await app.fetch('/api/orders?limit=4&offset=4');
    expect(page.headers.get('x-total-count')).toBe('12');
    expect(((await page.json()) as any[]).length).toBe(4);
  });

  it('answers 400 with a JSON message for a bad status or page, never a 500', async () => {
    for (const query of ['status=verloren', 'limit=0', 'limit=abc', 'offset=-1', 'limit=101']) {
      const res = await app.fetch(`/api/orders?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as any).message).toEqual(expect.any(String));
    }
  });
});

// Last in this file: it empties and refills the orders of this file's own database.
describe('sample orders are development data', () => {
  it('obey the books as a real order does: paid ones have their payment and invoice, the cancelled one its refund and credit note', async () => {
    const rows = (await app.ds.query(`
      SELECT o.id, o.status, o.payment_status, o.total_cents, o.paid_cents, o.refunded_cents,
        (SELECT coalesce(sum(amount_cents), 0)::int FROM payment p WHERE p.order_id = o.id AND p.status = 'paid') AS payments,
        (SELECT coalesce(sum(total_cents), 0)::int FROM invoice i WHERE i.order_id = o.id AND i.kind = 'invoice') AS invoiced,
        (SELECT coalesce(sum(total_cents), 0)::int FROM invoice i WHERE i.order_id = o.id AND i.kind = 'credit_note') AS credited,
        (SELECT coalesce(sum(amount_cents), 0)::int FROM refund r WHERE r.order_id = o.id AND r.status = 'refunded') AS refunds
      FROM customer_order o ORDER BY o.created_at`)) as Record<string, string | number>[];
    for (const o of rows) {
      const paid = o.status !== 'new';
      expect({ id: o.id, payments: o.payments, paid: o.paid_cents, invoiced: o.invoiced }).toEqual({
        id: o.id,
        payments: paid ? o.total_cents : 0,
        paid: paid ? o.total_cents : 0,
        invoiced: paid ? o.total_cents : 0,
      });
      const cancelled = o.status === 'cancelled';
      expect({ id: o.id, refunded: o.refunded_cents, refunds: o.refunds, credited: o.credited, status: o.payment_status }).toEqual({
        id: o.id,
        refunded: cancelled ? o.total_cents : 0,
        refunds: cancelled ? o.total_cents : 0,
        credited: cancelled ? o.total_cents : 0,
        status: cancelled ? 'refunded' : paid ? 'paid' : 'awaiting_payment',
      });
    }
    expect(rows.filter((o) => o.status === 'cancelled')).toHaveLength(1);
  });

  it('are seeded only when sampleOrders is on', async () => {
    // A database of its own, migrated from nothing: the orders here are in the books (their invoices cannot be deleted).
    const adminUrl = inject('pgAdminUrl');
    const database = `lumina_test_seed_${process.pid}`;
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database}`);
    await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
    const ds = await openDatabase(withDatabase(adminUrl, database));
    try {
      const count = async () => Number((await ds.query('SELECT count(*)::int AS n FROM customer_order'))[0].n);
      expect(await seedDatabase(ds, { sampleOrders: false })).not.toContain('customer_order');
      expect(await count()).toBe(0);
      expect(await seedDatabase(ds, { sampleOrders: true })).toEqual(['customer_order', 'review']);
      expect(await count()).toBe(12);
    } finally {
      await ds.destroy();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
  });
});
