/**
 * Checkout (issue 11, ARCHITECTURE §4): `orderPlace` turns a cart into an order in one transaction, prices
 * every line again, copies the fabricator data, empties the cart, and is idempotent per attempt. Bad input
 * orders nothing. The confirmation is readable only by the visitor who ordered, and by staff. Staff move an
 * order through the state machine; an illegal or stale change is refused with nothing changed.
 */
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/http/logging';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { visitor, type Visitor } from './visitor';

let app: TestApp;
let staff: TestApp;
const ids: Record<string, string> = {};
/** What the app logged, a parsed line each. */
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  app = await startTestApp({ logger: createLogger({ level: 'warn', destination: { write: (line: string) => void logged.push(JSON.parse(line)) } }) });
  staff = await startTestApp({ asStaff: true });
  for (const slug of ['verduisterend-wit', 'lichtdoorlatend-wit', 'screen-grey-roller-blind', 'rolgordijn-authentics-offwhite']) ids[slug] = await app.productId(slug);
});
afterAll(async () => {
  await app?.close();
  await staff?.close();
});

/** An order of `app` as staff see it (a staff session on the shoppers' database). */
let appStaffCookie: string | undefined;
async function staffView(id: string) {
  appStaffCookie ??= await signInStaff(app.url, app.services);
  const { data, errors } = await app.gql(`query($id: ID!) { order(id: $id) { ${ORDER} } }`, { id }, { cookie: appStaffCookie });
  expect(errors).toBeUndefined();
  return data.order;
}

const opts = (o: Record<string, string>) => Object.entries(o).map(([key, value]) => ({ key, value }));
const blackoutWhite = (width = 150, height = 180) => ({
  productId: ids['verduisterend-wit']!,
  configuration: {
    width,
    height,
    options: opts({ mounting: 'inside-recess', systemColor: 'white', chainType: 'metal', controlSide: 'left', cassette: 'half', bottomBar: 'standard' }),
  },
});

const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { cart { id totals { subtotal { cents } shipping { cents } total { cents } vat { cents } } deliveryEstimate { date workingDays } } userErrors { code message } } }`;
/** What the customer sees of an order (OrderConfirmation)... */
const CONFIRMATION = `id status total { cents } subtotal { cents } shipping { cents } vat { cents } customerName customerEmail customerPhone shippingAddress
  country paymentMethod paymentStatus notes deliveryEstimate { date workingDays }
  items { id productId productName quantity unitPrice { cents } total { cents } summary }`;
/** ...and what staff see of it (Order), with the fabricator data. */
const ORDER = `id status productionNotes fabricatorExportReady nextStatuses statusHistory { from to changedBy changedAt }
  items { productName quantity fabricCode manufacturerCode fabricPriceGroup cassetteType selectedWidth selectedHeight
          fabricationWidthMm fabricationHeightMm mounting controlType controlSide chainLengthCm safetyDevice mountingHeightCm summary }`;
const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { ${CONFIRMATION} } userErrors { code field message } } }`;
const PLACED = `query($id: ID!, $cartId: ID) { placedOrder(id: $id, cartId: $cartId) { id total { cents } } }`;
const CART = `{ cart { itemCount lines { id unitPrice { cents } } totals { subtotal { cents } } } }`;
const CHANGE = `mutation($input: OrderStatusChangeInput!) { orderStatusChange(input: $input) { order { id status nextStatuses statusHistory { from to changedBy } } userErrors { code field message } } }`;

const customer = (over: Record<string, unknown> = {}) => ({
  name: 'An Peeters',
  email: 'an.peeters@example.com',
  phone: '+32 470 12 34 56',
  street: 'Kouter 14',
  postcode: '9000',
  city: 'Gent',
  country: 'BE',
  ...over,
});
const attempt = (over: Record<string, unknown> = {}) => ({
  attemptId: randomUUID(),
  customer: customer(),
  paymentMethod: 'BANCONTACT',
  acceptNoWithdrawal: true,
  ...over,
});

async function shopperWithCart(lines: Record<string, unknown>[] = [blackoutWhite()]): Promise<{ v: Visitor; cartTotal: number; withShipping: number; vat: number }> {
  const v = visitor(app);
  let last: any;
  for (const line of lines) {
    const { data } = await v.gql(ADD, { input: line });
    expect(data.cartLineAdd.userErrors).toEqual([]);
    last = data.cartLineAdd.cart;
  }
  return { v, cartTotal: last.totals.subtotal.cents, withShipping: last.totals.total.cents, vat: last.totals.vat.cents };
}

describe('orderPlace', () => {
  it('makes an order of the cart with the fabricator data of every line, and empties the cart', async () => {
    const { v, withShipping, vat } = await shopperWithCart([blackoutWhite(150, 180), blackoutWhite(90, 120)]);
    const { data } = await v.gql(PLACE, { input: attempt({ expectedTotalCents: withShipping, notes: 'Graag bellen voor levering.' }) });
    expect(data.orderPlace.userErrors).toEqual([]);
    const order = data.orderPlace.order;
    expect(order.id).toMatch(/^LUM-\d{4}-\d{5}$/);
    expect(order.status).toBe('NEW');
    expect(order.paymentMethod).toBe('BANCONTACT');
    expect(order.paymentStatus).toBe('AWAITING_PAYMENT');
    expect(order.shippingAddress).toBe('Kouter 14, 9000 Gent, België');
    expect(order.country).toBe('BE');
    expect(order.notes).toBe('Graag bellen voor levering.');
    expect(order.total.cents).toBe(withShipping);
    expect(order.subtotal.cents + order.shipping.cents).toBe(order.total.cents);
    expect(order.items.reduce((n: number, i: any) => n + i.total.cents, 0)).toBe(order.subtotal.cents);
    // The VAT the cart showed (the VAT in the total with shipping), the same definition on the order.
    expect(order.vat.cents).toBe(vat);
    expect(order.deliveryEstimate.workingDays).toBeGreaterThan(0);
    expect(order.items.map((i: any) => i.summary[0])).toEqual(['Afmetingen: 150 × 180 cm', 'Afmetingen: 90 × 120 cm']);

    // The staff view of the same order: its history and the fabricator data of every line.
    const full = await staffView(order.id);
    expect(full.nextStatuses).toEqual(['PROCESSING', 'CANCELLED']);
    expect(full.productionNotes).toBe('Graag bellen voor levering.');
    expect(full.statusHistory).toEqual([{ from: null, to: 'NEW', changedBy: 'Webshop', changedAt: expect.any(String) }]);
    expect(full.fabricatorExportReady).toBe(false); // not checked by staff yet

    const [first] = full.items;
    expect(first).toMatchObject({
      quantity: 1,
      selectedWidth: 150,
      selectedHeight: 180,
      fabricationWidthMm: 1495, // in de dag: 5 mm less
      fabricationHeightMm: 1800,
      mounting: 'INSIDE_RECESS',
      controlType: 'metal',
      controlSide: 'LEFT',
      cassetteType: 'HALF_CASSETTE',
      chainLengthCm: expect.any(Number),
      safetyDevice: 'KETTINGSPANNER',
    });
    expect(first.fabricCode).toMatch(/^LUM-VD-/);
    const sku = (await staff.gql(`query($s: ID!) { fabricSku(internalSku: $s) { manufacturerCode priceGroup } }`, { s: first.fabricCode })).data.fabricSku;
    expect(first.manufacturerCode).toBe(sku.manufacturerCode);
    expect(first.fabricPriceGroup).toBe(sku.priceGroup);
    expect(first.summary).toContain('Afmetingen: 150 × 180 cm');

    const cart = (await v.gql(CART)).data.cart;
    expect(cart.itemCount).toBe(0);
    expect(cart.lines).toEqual([]);
  });

  it('charges shipping below the free-shipping threshold and none from it', async () => {
    const small = await shopperWithCart([blackoutWhite(80, 100)]);
    const facts = (await app.gql('{ shop { delivery { freeShippingThreshold { cents } shippingCost { cents } } } }')).data.shop.delivery;
    expect(small.cartTotal).toBeLessThan(facts.freeShippingThreshold.cents);
    expect(small.withShipping - small.cartTotal).toBe(facts.shippingCost.cents);
    const big = await shopperWithCart([{ ...blackoutWhite(240, 240), quantity: 8 }]);
    expect(big.cartTotal).toBeGreaterThanOrEqual(facts.freeShippingThreshold.cents);
    expect(big.withShipping).toBe(big.cartTotal);
  });

  it('answers the same order to a repeated attempt and makes no second one', async () => {
    const { v } = await shopperWithCart();
    const input = attempt();
    const answers = await Promise.all([v.gql(PLACE, { input }), v.gql(PLACE, { input })]);
    const again = await v.gql(PLACE, { input });
    const idsSeen = [...answers, again].map((a) => a.data.orderPlace.order?.id);
    expect(new Set(idsSeen).size).toBe(1);
    expect(idsSeen[0]).toBeTruthy();
    const [{ count }] = await app.ds.query('SELECT count(*)::int AS count FROM customer_order WHERE checkout_token = $1', [input.attemptId]);
    expect(count).toBe(1);
  });

  it('refuses an attempt id used by another cart, and an empty cart, ordering nothing', async () => {
    const a = await shopperWithCart();
    const b = await shopperWithCart();
    const input = attempt();
    expect((await a.v.gql(PLACE, { input })).data.orderPlace.userErrors).toEqual([]);
    const stolen = (await b.v.gql(PLACE, { input })).data.orderPlace;
    expect(stolen.order).toBeNull();
    expect(stolen.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['input', 'attemptId'] });
    expect((await b.v.gql(CART)).data.cart.itemCount).toBe(1);
    const empty = (await a.v.gql(PLACE, { input: attempt() })).data.orderPlace;
    expect(empty.userErrors).toEqual([{ code: 'CART_EMPTY', field: null, message: 'Je winkelwagen is leeg: er is niets om te bestellen.' }]);
    const none = (await visitor(app).gql(PLACE, { input: attempt() })).data.orderPlace;
    expect(none.userErrors[0].code).toBe('CART_NOT_FOUND');
  });

  it('checks every field in Dutch, with the postcode of the chosen country, and orders nothing', async () => {
    const { v } = await shopperWithCart();
    const before = await app.ds.query('SELECT count(*)::int AS count FROM customer_order');
    const bad = (await v.gql(PLACE, {
      input: attempt({
        customer: customer({ name: ' ', email: 'an@', phone: 'bel me', postcode: '123', city: 'x'.repeat(101) }),
        acceptNoWithdrawal: false,
        attemptId: 'kort',
      }),
    })).data.orderPlace;
    expect(bad.order).toBeNull();
    const byField = Object.fromEntries(bad.userErrors.map((e: any) => [e.field.join('.'), e.code]));
    expect(byField).toEqual({
      'input.customer.name': 'REQUIRED',
      'input.customer.email': 'INVALID_EMAIL',
      'input.customer.phone': 'INVALID_PHONE',
      'input.customer.city': 'TOO_LONG',
      'input.customer.postcode': 'INVALID_POSTCODE',
      'input.attemptId': 'INVALID',
      'input.acceptNoWithdrawal': 'WITHDRAWAL_NOT_ACCEPTED',
    });
    expect(bad.userErrors.find((e: any) => e.code === 'INVALID_POSTCODE').message).toBe('Een Belgische postcode heeft 4 cijfers, bijvoorbeeld 9000.');
    const dutchAsBelgian = (await v.gql(PLACE, { input: attempt({ customer: customer({ postcode: '1016 BS' }) }) })).data.orderPlace;
    expect(dutchAsBelgian.userErrors.map((e: any) => e.code)).toEqual(['INVALID_POSTCODE']);
    expect(await app.ds.query('SELECT count(*)::int AS count FROM customer_order')).toEqual(before);
    expect((await v.gql(CART)).data.cart.itemCount).toBe(1);

    const dutch = (await v.gql(PLACE, { input: attempt({ customer: customer({ postcode: '1016bs', city: 'Amsterdam', country: 'NL' }), paymentMethod: 'IDEAL' }) })).data
      .orderPlace;
    expect(dutch.userErrors).toEqual([]);
    expect(dutch.order.shippingAddress).toBe('Kouter 14, 1016 BS Amsterdam, Nederland');
  });

  it('refuses a total the shopper did not see, keeps the cart and gives it the new prices', async () => {
    const { v, withShipping } = await shopperWithCart();
    // The price the cart shows is older than the catalogue's (the price list changed after the line was added).
    await app.ds.query(`UPDATE cart_line SET unit_price_cents = unit_price_cents - 500 WHERE cart_id IN (SELECT cart_id FROM cart_line ORDER BY created_at DESC LIMIT 1)`);
    const shown = (await v.gql(CART)).data.cart.totals.subtotal.cents;
    const changed = (await v.gql(PLACE, { input: attempt({ expectedTotalCents: withShipping - 500 }) })).data.orderPlace;
    expect(changed.order).toBeNull();
    expect(changed.userErrors[0]).toMatchObject({ code: 'PRICE_CHANGED', field: ['input', 'expectedTotalCents'] });
    expect(changed.userErrors[0].message).toMatch(/^De prijs van je bestelling is gewijzigd; het totaal is nu €\s\d/);
    const cart = (await v.gql(CART)).data.cart;
    expect(cart.itemCount).toBe(1);
    expect(cart.totals.subtotal.cents).toBe(shown + 500);
    const placed = (await v.gql(PLACE, { input: attempt({ expectedTotalCents: withShipping }) })).data.orderPlace;
    expect(placed.userErrors).toEqual([]);
    expect(placed.order.total.cents).toBe(withShipping);
  });

  it('answers the order that was placed when asking for its payment then fails beyond the provider, and logs why', async () => {
    const { v } = await shopperWithCart();
    const payments = app.services.payments;
    const start = payments.start.bind(payments);
    payments.start = () => Promise.reject(new Error('connection terminated'));
    logged.length = 0;
    try {
      const { data, errors } = await v.gql(`mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id status paymentStatus payUrl } userErrors { code } } }`, {
        input: attempt(),
      });
      expect([errors, data.orderPlace.userErrors]).toEqual([undefined, []]);
      const order = data.orderPlace.order;
      expect([order.status, order.paymentStatus, order.payUrl]).toEqual(['NEW', 'AWAITING_PAYMENT', null]);
      const line = logged.find((entry) => entry.msg === 'asking for the payment failed after the order was placed');
      expect([line?.orderId, (line?.err as { message?: string } | undefined)?.message]).toEqual([order.id, 'connection terminated']);
    } finally {
      payments.start = start;
    }
  });

  it('works for an integrator with cartId and no cookie', async () => {
    const created = (await app.gql(`mutation($input: CartCreateInput!) { cartCreate(input: $input) { cart { id } userErrors { code } } }`, { input: { lines: [blackoutWhite()] } }))
      .data.cartCreate;
    const placed = (await app.gql(PLACE, { input: attempt({ cartId: created.cart.id }) })).data.orderPlace;
    expect(placed.userErrors).toEqual([]);
    expect((await app.gql(PLACED, { id: placed.order.id, cartId: created.cart.id })).data.placedOrder.id).toBe(placed.order.id);
  });
});

describe('the confirmation', () => {
  it('is readable by the visitor who ordered and by staff, by nobody else', async () => {
    const { v } = await shopperWithCart();
    const order = (await v.gql(PLACE, { input: attempt() })).data.orderPlace.order;
    expect((await v.gql(PLACED, { id: order.id })).data.placedOrder).toEqual({ id: order.id, total: order.total });
    expect((await v.gql(PLACED, { id: order.id.toLowerCase() })).data.placedOrder.id).toBe(order.id);
    const stranger = await shopperWithCart();
    expect((await stranger.v.gql(PLACED, { id: order.id })).data.placedOrder).toBeNull();
    expect((await visitor(app).gql(PLACED, { id: order.id })).data.placedOrder).toBeNull();
  });

  it('is readable by staff', async () => {
    const v = visitor(staff);
    await v.gql(ADD, { input: { ...blackoutWhite(), productId: await staff.productId('verduisterend-wit') } });
    const order = (await v.gql(PLACE, { input: attempt() })).data.orderPlace.order;
    expect((await staff.gql(PLACED, { id: order.id })).data.placedOrder.id).toBe(order.id);
  });
});

describe('staff status changes', () => {
  const history = async (id: string) => (await staff.gql(`query($id: ID!) { order(id: $id) { status statusHistory { from to changedBy } } }`, { id })).data.order;

  it('refuses an illegal or stale change with nothing changed, and applies a double click once', async () => {
    const v = visitor(staff);
    await v.gql(ADD, { input: { ...blackoutWhite(), productId: await staff.productId('verduisterend-wit') } });
    const id = (await v.gql(PLACE, { input: attempt() })).data.orderPlace.order.id;

    const illegal = (await staff.gql(CHANGE, { input: { orderId: id, from: 'NEW', to: 'SHIPPED' } })).data.orderStatusChange;
    expect(illegal.userErrors).toEqual([{ code: 'ILLEGAL_TRANSITION', field: ['input', 'to'], message: 'Een bestelling met status "Nieuw" kan niet naar "Verzonden".' }]);
    expect((await history(id)).status).toBe('NEW');

    // Nothing is made before it is paid: production waits for a payment, here one staff record by hand.
    const unpaid = (await staff.gql(CHANGE, { input: { orderId: id, from: 'NEW', to: 'PROCESSING' } })).data.orderStatusChange;
    expect(unpaid.userErrors).toEqual([
      { code: 'PAYMENT_REQUIRED', field: ['input', 'to'], message: 'Deze bestelling is nog niet betaald. Registreer eerst de betaling (bv. een overschrijving) voor de productie begint.' },
    ]);
    const recorded = (await staff.gql(`mutation($input: OrderPaymentRecordInput!) { orderPaymentRecord(input: $input) { order { paymentStatus } userErrors { code } } }`, { input: { orderId: id } })).data.orderPaymentRecord;
    expect(recorded).toEqual({ order: { paymentStatus: 'PAID' }, userErrors: [] });

    const twice = await Promise.all([1, 2].map(() => staff.gql(CHANGE, { input: { orderId: id, from: 'NEW', to: 'PROCESSING' } })));
    const outcomes = twice.map((r) => r.data.orderStatusChange.userErrors.map((e: any) => e.code).join() || 'OK').sort();
    expect(outcomes).toEqual(['OK', 'STALE_STATUS']);
    const stale = twice.find((r) => r.data.orderStatusChange.userErrors.length)!.data.orderStatusChange;
    expect(stale.userErrors[0].message).toBe('Deze bestelling is intussen gewijzigd: de status is nu "In Behandeling". Bekijk ze opnieuw voor je iets wijzigt.');
    expect(stale.order.status).toBe('PROCESSING');

    const untracked = (await staff.gql(CHANGE, { input: { orderId: id, from: 'PROCESSING', to: 'PRODUCTION' } })).data.orderStatusChange;
    expect(untracked.userErrors).toEqual([]);
    const noCarrier = (await staff.gql(CHANGE, { input: { orderId: id, from: 'PRODUCTION', to: 'SHIPPED', trackingCode: '3SABC123' } })).data.orderStatusChange;
    expect(noCarrier.userErrors).toEqual([{ code: 'SHIPPING_REQUIRED', field: ['input', 'carrier'], message: 'Vul de vervoerder en de track-and-tracecode in voor je de bestelling verzendt.' }]);
    const longCode = (await staff.gql(CHANGE, { input: { orderId: id, from: 'PRODUCTION', to: 'SHIPPED', carrier: 'bpost', trackingCode: 'X'.repeat(101) } })).data.orderStatusChange;
    expect(longCode.userErrors).toEqual([{ code: 'TOO_LONG', field: ['input', 'trackingCode'], message: 'Hoogstens 100 tekens.' }]);
    const shipping = { carrier: 'bpost', trackingCode: '3SABC123' };
    for (const [from, to] of [['PRODUCTION', 'SHIPPED'], ['SHIPPED', 'COMPLETED']]) {
      const step = (await staff.gql(CHANGE, { input: { orderId: id, from, to, ...(to === 'SHIPPED' ? shipping : {}) } })).data.orderStatusChange;
      expect(step.userErrors).toEqual([]);
      expect(step.order.status).toBe(to);
    }
    const done = await history(id);
    expect(done.statusHistory).toEqual([
      { from: null, to: 'NEW', changedBy: 'Webshop' },
      { from: 'NEW', to: 'PROCESSING', changedBy: expect.any(String) },
      { from: 'PROCESSING', to: 'PRODUCTION', changedBy: expect.any(String) },
      { from: 'PRODUCTION', to: 'SHIPPED', changedBy: expect.any(String) },
      { from: 'SHIPPED', to: 'COMPLETED', changedBy: expect.any(String) },
    ]);
    expect(done.statusHistory[1].changedBy.length).toBeGreaterThan(0);
    const back = (await staff.gql(CHANGE, { input: { orderId: id, from: 'COMPLETED', to: 'NEW' } })).data.orderStatusChange;
    expect(back.userErrors[0].code).toBe('ILLEGAL_TRANSITION');
    expect((await history(id)).statusHistory).toHaveLength(5);
    const unknown = (await staff.gql(CHANGE, { input: { orderId: 'LUM-1999-00001', from: 'NEW', to: 'PROCESSING' } })).data.orderStatusChange;
    expect(unknown).toEqual({ order: null, userErrors: [{ code: 'ORDER_NOT_FOUND', field: ['input', 'orderId'], message: 'Deze bestelling bestaat niet.' }] });
  });

  it('exports the order for the fabricator as CSV and JSON with the same data', async () => {
    const fabricCode = async (id: string) => (await staff.gql(`query($id: ID!) { order(id: $id) { items { fabricCode } } }`, { id })).data.order.items[0].fabricCode;
    const v = visitor(staff);
    const added = await v.gql(ADD, { input: { ...blackoutWhite(135, 175), productId: await staff.productId('verduisterend-wit') } });
    expect(added.data.cartLineAdd.userErrors).toEqual([]);
    const placed = (await v.gql(PLACE, { input: attempt({ customer: customer({ name: '=HYPERLINK("x")' }) }) })).data.orderPlace;
    expect(placed.userErrors).toEqual([]);
    const order = placed.order;
    const json: any = await (await staff.fetch(`/admin/orders/${order.id}/fabricator-export.json`)).json();
    expect(json).toMatchObject({ order_id: order.id, status: 'new', customer_name: '=HYPERLINK("x")', fabricator_export_ready: false });
    expect(json.items).toEqual([
      expect.objectContaining({ line: 1, fabric_code: await fabricCode(order.id), selected_width_cm: 135, selected_height_cm: 175, fabrication_width_mm: 1345, montage: 'in-de-dag' }),
    ]);
    const res = await staff.fetch(`/admin/orders/${order.id}/fabricator-export.csv`);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="fabricator-export-${order.id}.csv"`);
    const rows = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ order_id: order.id, fabric_code: await fabricCode(order.id), selected_width_cm: '135', fabrication_width_mm: '1345', bedieningszijde: 'links' });
    expect((await staff.fetch('/admin/orders/LUM-1999-00001/fabricator-export.csv')).status).toBe(404);
  });
});
