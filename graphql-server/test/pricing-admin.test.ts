/**
 * Prices as rules, edited safely (issue 20 item 3): beheer changes a price group's rate and every product in it
 * follows at once — in quotes, in new cart lines, in its card's from-price — while a cart line priced before is
 * priced again at checkout (PRICE_CHANGED, and the cart then holds the new price). Rules the engine cannot price
 * (weighed over every combination of their choices), or that the form refuses, are refused with the reason and
 * change nothing; rules an older version stored that price a configuration at nothing or beyond what the shop
 * stores answer a user error for it, in a quote and in the cart; a rollback prices as before; a save on a stale
 * version is refused; only beheer may do any of it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffRole } from '../src/staff/permissions';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { visitor } from './visitor';

let app: TestApp;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  staff = await signInStaff(app.url, app.services);
});
afterAll(async () => {
  await app?.close();
});

const as = (cookie: string) => ({ cookie });
/** Amounts as the shop writes them: a no-break space after the euro sign. */
const nb = (text: string) => text.replace(/€ /g, '€\u00a0');
const ERRORS = 'userErrors { code field message }';
const PREVIEW_FIELDS = 'product { slug } sizes { label now { cents } after { cents } } fromPriceNow { cents } fromPriceAfter { cents }';
const GROUP_UPDATE = `mutation($input: PriceGroupInput!) { priceGroupUpdate(input: $input) { priceGroup { group version pricePerSquareMetre { cents } updatedBy } products { ${PREVIEW_FIELDS} } ${ERRORS} } }`;
const GROUP_PREVIEW = `query($input: PriceGroupInput!) { priceGroupPreview(input: $input) { products { ${PREVIEW_FIELDS} } ${ERRORS} } }`;
const RULES_UPDATE = `mutation($input: ProductRulesInput!) { productRulesUpdate(input: $input) { version preview { ${PREVIEW_FIELDS} } ${ERRORS} } }`;
const ROLLBACK = `mutation($p: ID!, $v: Int!, $e: Int!) { productRulesRollback(productId: $p, version: $v, expectedVersion: $e) { version ${ERRORS} } }`;
const VERSIONS = `query($id: ID!) { staffProduct(id: $id) { rulesVersion ruleVersions { version reason changes changedBy } product { price { cents } configurator { pricing { priceGroup pricePerSquareMetre { cents } } } } } }`;
const QUOTE = `query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents } } } }`;
const ADD = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { cart { lines { unitPrice { cents } } totals { total { cents } } } userErrors { code } } }`;
const PLACE = `mutation($input: OrderPlaceInput!) { orderPlace(input: $input) { order { id } ${ERRORS} } }`;

/** A blackout blind of 100 × 160 cm with free choices: 1,60 m² × the rate. */
const blind = (productId: string) => ({
  productId,
  configuration: {
    width: 100,
    height: 160,
    options: [
      { key: 'controlType', value: 'plastic-white' },
      { key: 'bottomBar', value: 'not-covered' },
      { key: 'controlSide', value: 'left' },
      { key: 'mounting', value: 'inside-recess' },
    ],
  },
});
const quote = async (productId: string) => (await app.gql(QUOTE, { p: productId, c: blind(productId).configuration })).data.priceQuote.price?.total.cents;
const versions = async (id: string) => (await app.gql(VERSIONS, { id }, as(staff))).data.staffProduct;
const group = async (n: number) =>
  (await app.gql('{ priceGroups { nodes { group version pricePerSquareMetre { cents } products { slug } } } }', {}, as(staff))).data.priceGroups.nodes.find(
    (g: { group: number }) => g.group === n,
  );
/** An edit of a product's price rules: its own rate per m², everything else as it is. */
const ownRate = (productId: string, cents: number, over: Record<string, unknown> = {}) => ({
  productId,
  expectedVersion: 1,
  pricing: { mode: 'PER_SQUARE_METRE', pricePerSquareMetreCents: cents },
  ...over,
});

describe('price groups', () => {
  it('are seeded so that no seeded price changed: each product in a group has its rate, and its own from-price', async () => {
    const groups = (await app.gql('{ priceGroups { nodes { group pricePerSquareMetre { cents } products { slug price { cents } configurator { pricing { pricePerSquareMetre { cents } } } } } } }', {}, as(staff)))
      .data.priceGroups.nodes;
    expect(groups.map((g: { group: number; pricePerSquareMetre: { cents: number } }) => [g.group, g.pricePerSquareMetre.cents])).toEqual([
      [1, 2495], [2, 2895], [3, 2995], [4, 3495], [5, 3695], [6, 3995], [7, 4295], [8, 4695],
    ]);
    const members = groups.flatMap((g: any) => g.products.map((p: any) => [g.group, p.slug, p.price.cents, p.configurator.pricing.pricePerSquareMetre.cents]));
    // The from-price is each product's lowest price (issue 31): 40 × 100 cm = 0,40 m² × the rate, or the light-filtering
    // configurator's minimum of € 29,95 (40 × 40 cm = 0,16 m² × € 29,95 = € 4,79).
    expect(members).toEqual([
      [2, 'light-filtering-white-roller-blind', 1158, 2895],
      [3, 'lichtdoorlatend-wit', 2995, 2995],
      [4, 'blackout-white-roller-blind', 1398, 3495],
      [5, 'blackout-grey-roller-blind', 1478, 3695],
      // Issue 31: the blackout white configurator is priced per m² too, in price group 5.
      [5, 'verduisterend-wit', 1478, 3695],
      [6, 'screen-grey-roller-blind', 1598, 3995],
      [7, 'screen-bronze-roller-blind', 1718, 4295],
    ]);
  });

  it('a new rate reaches quotes and new cart lines at once, and an older cart line is priced again at checkout', async () => {
    const id = await app.productId('screen-grey-roller-blind');
    const shopper = visitor(app);
    const before = (await shopper.gql(ADD, { input: blind(id) })).data.cartLineAdd.cart;
    // 1,00 m × 1,60 m × € 39,95 = € 63,92.
    expect(before.lines[0].unitPrice.cents).toBe(6392);
    const { version } = await group(6);

    const input = { group: 6, expectedVersion: version, pricePerSquareMetreCents: 4195 };
    const preview = (await app.gql(GROUP_PREVIEW, { input }, as(staff))).data.priceGroupPreview;
    expect(preview.userErrors).toEqual([]);
    expect(preview.products).toEqual([
      {
        product: { slug: 'screen-grey-roller-blind' },
        // 0,40 m² × 39,95 = 15,98 → × 41,95 = 16,78; 1,60 m² → 63,92 → 67,12; 240 × 250 cm = 6,00 m² → 239,70 → 251,70.
        sizes: [
          { label: '40 × 100 cm', now: { cents: 1598 }, after: { cents: 1678 } },
          { label: '100 × 160 cm', now: { cents: 6392 }, after: { cents: 6712 } },
          { label: '240 × 250 cm', now: { cents: 23970 }, after: { cents: 25170 } },
        ],
        // The from-price follows the rules: the smallest size's 15,98 → 16,78, never a rate typed beside them.
        fromPriceNow: { cents: 1598 },
        fromPriceAfter: { cents: 1678 },
      },
    ]);
    expect(await quote(id)).toBe(6392); // a preview changes nothing

    const changed = (await app.gql(GROUP_UPDATE, { input }, as(staff))).data.priceGroupUpdate;
    expect(changed.userErrors).toEqual([]);
    expect(changed.priceGroup).toMatchObject({ group: 6, version: version + 1, pricePerSquareMetre: { cents: 4195 }, updatedBy: 'Test Medewerker' });

    // 1,60 m² × € 41,95 = € 67,12, for a new quote and a new cart line; the card's from-price 0,40 m² × € 41,95 = € 16,78.
    expect(await quote(id)).toBe(6712);
    const fresh = (await visitor(app).gql(ADD, { input: blind(id) })).data.cartLineAdd.cart;
    expect(fresh.lines[0].unitPrice.cents).toBe(6712);
    expect((await versions(id)).product.price.cents).toBe(1678);

    // The cart priced before: checkout prices it again, says so, and the cart then holds the new price.
    const attempt = {
      attemptId: randomUUID(),
      customer: { name: 'An Peeters', email: 'an@example.com', phone: '+32 470 12 34 56', street: 'Kouter 14', postcode: '9000', city: 'Gent', country: 'BE' },
      paymentMethod: 'BANCONTACT',
      acceptNoWithdrawal: true,
      expectedTotalCents: before.totals.total.cents,
    };
    const placed = (await shopper.gql(PLACE, { input: attempt })).data.orderPlace;
    expect(placed.order).toBeNull();
    expect(placed.userErrors[0]).toMatchObject({ code: 'PRICE_CHANGED', field: ['input', 'expectedTotalCents'] });
    expect((await shopper.gql('{ cart { lines { unitPrice { cents } } } }')).data.cart.lines[0].unitPrice.cents).toBe(6712);

    const history = await versions(id);
    expect(history.rulesVersion).toBe(2);
    expect(history.ruleVersions).toEqual([
      { version: 2, reason: 'PRICE_GROUP', changes: [nb('Prijsgroep 6: € 39,95 → € 41,95 per m²'), nb('Vanafprijs: € 15,98 → € 16,78')], changedBy: 'Test Medewerker' },
      { version: 1, reason: 'INITIAL', changes: ['De regels zoals ze waren vóór de eerste wijziging'], changedBy: 'systeem' },
    ]);

    // The same change again, on the version it was read at: refused as stale, and nothing changes.
    const stale = (await app.gql(GROUP_UPDATE, { input: { ...input, pricePerSquareMetreCents: 9999 } }, as(staff))).data.priceGroupUpdate;
    expect(stale.userErrors.map((e: { code: string }) => e.code)).toEqual(['VERSION_CONFLICT']);
    expect(await quote(id)).toBe(6712);
  });
});

describe('a price group\'s history', () => {
  const HISTORY = `query($g: Int!) { priceGroup(group: $g) { version pricePerSquareMetre { cents } versions { version reason changes changedBy pricePerSquareMetre { cents } } } }`;
  const GROUP_ROLLBACK = `mutation($g: Int!, $v: Int!, $e: Int!) { priceGroupRollback(group: $g, version: $v, expectedVersion: $e) { priceGroup { version pricePerSquareMetre { cents } } products { product { slug } sizes { label now { cents } after { cents } } } ${ERRORS} } }`;
  const history = async (n: number) => (await app.gql(HISTORY, { g: n }, as(staff))).data.priceGroup;
  /** A version as the history lists it: [number, reason, what changed, who, rate] (a group has no from-price of its own, issue 31). */
  const row = (v: any) => [v.version, v.reason, v.changes, v.changedBy, v.pricePerSquareMetre.cents];

  it('shows each change (who, old rate → new rate); a rollback restores the old rate as a new version, and every product of the group follows', async () => {
    // Price group 2 holds one product, light-filtering-white-roller-blind, which no other test here changes.
    const id = await app.productId('light-filtering-white-roller-blind');
    let cleared = 0;
    const stopListening = app.services.changes.subscribe('pages', () => void cleared++);
    expect((await history(2)).versions.map(row)).toEqual([[1, 'INITIAL', ['De prijs zoals hij was vóór de eerste wijziging'], 'systeem', 2895]]);

    const edit = { group: 2, expectedVersion: 1, pricePerSquareMetreCents: 3195 };
    expect((await app.gql(GROUP_UPDATE, { input: edit }, as(staff))).data.priceGroupUpdate.userErrors).toEqual([]);
    // 1,60 m² × € 31,95 = € 51,12.
    expect(await quote(id)).toBe(5112);
    expect((await history(2)).versions.map(row)).toEqual([
      [2, 'EDIT', [nb('Prijs per m²: € 28,95 → € 31,95')], 'Test Medewerker', 3195],
      [1, 'INITIAL', ['De prijs zoals hij was vóór de eerste wijziging'], 'systeem', 2895],
    ]);

    // Refused, with nothing changed: on a stale version, to the current one, to one that does not exist.
    const refusals = async (v: number, e: number) => (await app.gql(GROUP_ROLLBACK, { g: 2, v, e }, as(staff))).data.priceGroupRollback;
    cleared = 0;
    expect((await refusals(1, 1)).userErrors).toEqual([{ code: 'VERSION_CONFLICT', field: ['expectedVersion'], message: expect.stringContaining('nu versie 2') }]);
    expect((await refusals(2, 2)).userErrors).toEqual([{ code: 'NOTHING_TO_CHANGE', field: ['version'], message: 'Dit is al de huidige versie.' }]);
    expect((await refusals(9, 2)).userErrors).toEqual([{ code: 'VERSION_NOT_FOUND', field: ['version'], message: 'Deze versie van de prijsgroep bestaat niet.' }]);
    // Beheer's alone, as a change is: another role is refused before anything runs.
    for (const role of [StaffRole.ATELIER, StaffRole.KLANTENSERVICE]) {
      const cookie = await signInStaff(app.url, app.services, { email: `${role}-groepen@lumina.test`, password: `een-lang-${role}-wachtwoord`, role });
      expect((await app.gql(GROUP_ROLLBACK, { g: 2, v: 1, e: 2 }, as(cookie))).errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
      expect((await app.gql(HISTORY, { g: 2 }, as(cookie))).errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    expect(cleared, 'a refused rollback clears no page').toBe(0);
    expect(await quote(id)).toBe(5112);
    expect((await history(2)).version).toBe(2);

    const rolledBack = (await app.gql(GROUP_ROLLBACK, { g: 2, v: 1, e: 2 }, as(staff))).data.priceGroupRollback;
    expect(rolledBack.userErrors).toEqual([]);
    expect(rolledBack.priceGroup).toEqual({ version: 3, pricePerSquareMetre: { cents: 2895 } });
    // 1,60 m² × € 31,95 = € 51,12 before, × € 28,95 = € 46,32 after.
    expect(rolledBack.products[0].sizes[1]).toEqual({ label: '100 × 160 cm', now: { cents: 5112 }, after: { cents: 4632 } });
    expect(cleared, 'the shared pages are cleared, as after an edit').toBeGreaterThan(0);
    stopListening();

    // The shopper's quote and the card's from-price are the old ones again: 0,40 m² × € 28,95 = € 11,58.
    expect(await quote(id)).toBe(4632);
    const product = await versions(id);
    expect(product.product.price.cents).toBe(1158);
    expect((await history(2)).versions.map(row)).toEqual([
      [3, 'ROLLBACK', ['Teruggezet naar versie 1', nb('Prijs per m²: € 31,95 → € 28,95')], 'Test Medewerker', 2895],
      [2, 'EDIT', [nb('Prijs per m²: € 28,95 → € 31,95')], 'Test Medewerker', 3195],
      [1, 'INITIAL', ['De prijs zoals hij was vóór de eerste wijziging'], 'systeem', 2895],
    ]);
    // The product's own history says why its price changed, its from-price with it (0,40 m² × € 31,95 = € 12,78).
    expect(product.ruleVersions[0]).toEqual({
      version: 3,
      reason: 'PRICE_GROUP',
      changes: ['Prijsgroep 2 teruggezet naar versie 1', nb('Prijsgroep 2: € 31,95 → € 28,95 per m²'), nb('Vanafprijs: € 12,78 → € 11,58')],
      changedBy: 'Test Medewerker',
    });

    // Back to version 1 again: it has the prices of now, so nothing would change.
    expect((await refusals(1, 3)).userErrors).toEqual([{ code: 'NOTHING_TO_CHANGE', field: ['version'], message: 'Deze versie heeft dezelfde prijzen als nu: er is niets gewijzigd.' }]);
    // Version 2 can be restored in its turn.
    expect((await refusals(2, 3)).userErrors).toEqual([]);
    expect(await quote(id)).toBe(5112);
  });
});

describe('a product\'s price rules', () => {
  it('that the engine cannot price are refused with the reason, and nothing changes', async () => {
    const id = await app.productId('blackout-white-roller-blind');
    const minusAll = ownRate(id, 3495, { surcharges: [{ group: 'bottomBar', value: 'not-covered', kind: 'PERCENT_OF_AREA', percent: -100 }] });
    const refused = (await app.gql(RULES_UPDATE, { input: minusAll }, as(staff))).data.productRulesUpdate;
    expect(refused.version).toBeNull();
    // 0,40 m² × 34,95 = 13,98, less 100 % of it: € 0,00 at the smallest size, with the cheapest choices.
    expect(refused.userErrors[0]).toEqual({
      code: 'UNPRICEABLE',
      field: null,
      message: nb('De goedkoopste samenstelling bij de kleinste maat (40 × 100 cm: Kettingsysteem: Kunststof ketting wit, Onderrail: Niet bekleed, Bediening: Links, Profielkleur: Wit, Montage: In de dag) komt op € 0,00; een prijs moet boven nul liggen.'),
    });

    const backwards = ownRate(id, 3495, { dimensions: [{ key: 'WIDTH', min: 240, max: 40, step: 5 }] });
    expect((await app.gql(RULES_UPDATE, { input: backwards }, as(staff))).data.productRulesUpdate.userErrors).toEqual([
      { code: 'OUT_OF_RANGE', field: ['input', 'dimensions', '0', 'max'], message: 'Breedte: het maximum moet minstens het minimum zijn.' },
    ]);
    const unknown = ownRate(id, 3495, { surcharges: [{ group: 'bottomBar', value: 'gold', kind: 'FIXED', amountCents: 100 }] });
    expect((await app.gql(RULES_UPDATE, { input: unknown }, as(staff))).data.productRulesUpdate.userErrors[0]).toMatchObject({ code: 'INVALID', field: ['input', 'surcharges', '0', 'value'] });

    // 1,60 m² × € 34,95 = € 55,92, as before; still version 1.
    expect(await quote(id)).toBe(5592);
    expect((await versions(id)).rulesVersion).toBe(1);
  });

  it('are weighed over every combination: two choices harmless one at a time but below zero together, or a price beyond what the shop stores, are refused', async () => {
    const id = await app.productId('blackout-white-roller-blind');
    const twoDiscounts = ownRate(id, 3495, {
      surcharges: [
        { group: 'controlType', value: 'metal-chain', kind: 'FIXED', amountCents: -1300 },
        { group: 'bottomBar', value: 'covered-both', kind: 'FIXED', amountCents: -1300 },
      ],
    });
    const refused = (await app.gql(RULES_UPDATE, { input: twoDiscounts }, as(staff))).data.productRulesUpdate;
    // 0,40 m² × 34,95 = 13,98: − 13,00 with either alone is 0,98, with both 13,98 − 26,00 = −12,02.
    expect(refused).toEqual({
      version: null,
      preview: null,
      userErrors: [
        {
          code: 'UNPRICEABLE',
          field: null,
          message: nb(
            'De goedkoopste samenstelling bij de kleinste maat (40 × 100 cm: Kettingsysteem: Metalen ketting, Onderrail: Beide kanten bekleed, Bediening: Links, Profielkleur: Wit, Montage: In de dag) komt op € -12,02; een prijs moet boven nul liggen.',
          ),
        },
      ],
    });

    const tenTimes = (group: string, value: string) => ({ group, value, kind: 'FACTOR', factor: 10 });
    const overflowing = ownRate(id, 1_000_000, { surcharges: [tenTimes('controlType', 'metal-chain'), tenTimes('bottomBar', 'covered-both'), tenTimes('profileColor', 'black')] });
    // 6,00 m² × 10.000,00 = 60.000,00, × 10 × 10 × 10 = 60.000.000,00 at 240 × 250 cm.
    expect((await app.gql(RULES_UPDATE, { input: overflowing }, as(staff))).data.productRulesUpdate.userErrors).toEqual([
      {
        code: 'UNPRICEABLE',
        field: null,
        message: nb(
          'De duurste samenstelling bij de grootste maat (240 × 250 cm: Kettingsysteem: Metalen ketting, Onderrail: Beide kanten bekleed, Bediening: Links, Profielkleur: Zwart, Montage: In de dag) komt op € 60.000.000,00; een prijs kan hoogstens € 21.474.836,47 zijn.',
        ),
      },
    ]);

    // Nothing changed: still version 1, and the public quote is 1,60 m² × € 34,95 = € 55,92 as before.
    expect((await versions(id)).rulesVersion).toBe(1);
    expect(await quote(id)).toBe(5592);
  });

  it('stored by an older version that price below zero or beyond what the shop stores answer a user error, in a quote and in the cart', async () => {
    const slug = 'screen-bronze-roller-blind';
    const id = await app.productId(slug);
    const [{ configurator: seeded }] = await app.ds.query('SELECT configurator FROM product WHERE slug = $1', [slug]);
    /** The seeded rules with some surcharges and the pricing changed, written straight into the product as an older version could. */
    const store = async (pricing: unknown, surcharges: [string, string, unknown][]) => {
      const rules = structuredClone(seeded);
      rules.pricing = pricing;
      for (const [group, value, surcharge] of surcharges) {
        rules.optionGroups.find((g: { key: string }) => g.key === group).choices.find((c: { value: string }) => c.value === value).surcharge = surcharge;
      }
      await app.ds.query('UPDATE product SET configurator = $2::jsonb WHERE slug = $1', [slug, JSON.stringify(rules)]);
    };
    const configuration = (width: number, height: number, choices: Record<string, string> = {}) => ({
      width,
      height,
      options: Object.entries({ controlType: 'plastic-white', bottomBar: 'not-covered', controlSide: 'left', mounting: 'inside-recess', ...choices }).map(([key, value]) => ({ key, value })),
    });
    const QUOTE_ERRORS = `query($p: ID!, $c: ConfigurationInput!) { priceQuote(productId: $p, configuration: $c) { price { total { cents } } ${ERRORS} } }`;
    const ADD_ERRORS = `mutation($input: CartLineAddInput!) { cartLineAdd(input: $input) { cart { lines { unitPrice { cents } } } ${ERRORS} } }`;
    const quoted = async (c: ReturnType<typeof configuration>) => {
      const res = await app.gql(QUOTE_ERRORS, { p: id, c });
      return res.errors ?? res.data.priceQuote;
    };
    const added = async (c: ReturnType<typeof configuration>) => {
      const res = await visitor(app).gql(ADD_ERRORS, { input: { productId: id, configuration: c } });
      return res.errors ?? { lines: res.data.cartLineAdd.cart?.lines ?? [], userErrors: res.data.cartLineAdd.userErrors };
    };
    const unpriceable = [{ code: 'UNPRICEABLE', field: ['configuration', 'options'], message: 'Deze samenstelling kan niet geprijsd worden; neem contact met ons op.' }];
    const refusedToo = [{ code: 'UNPRICEABLE', field: ['input', 'configuration', 'options'], message: unpriceable[0]!.message }];

    // −€ 13,00 twice at € 42,95 per m²: 0,40 m² × 42,95 = 17,18; with one 4,18, with both 17,18 − 26,00 = −8,82.
    await store({ mode: 'perSquareMetre', centsPerSquareMetre: 4295 }, [
      ['controlType', 'metal-chain', { kind: 'fixed', cents: -1300 }],
      ['bottomBar', 'covered-both', { kind: 'fixed', cents: -1300 }],
    ]);
    const both = configuration(40, 100, { controlType: 'metal-chain', bottomBar: 'covered-both' });
    expect(await quoted(both)).toEqual({ price: null, userErrors: unpriceable });
    expect(await added(both)).toEqual({ lines: [], userErrors: refusedToo });
    expect(await quoted(configuration(40, 100, { controlType: 'metal-chain' }))).toEqual({ price: { total: { cents: 418 } }, userErrors: [] });

    // € 10.000 per m² and × 10 three times: 6,00 m² × 10.000,00 × 1000 = 60.000.000,00 at 240 × 250 cm.
    const tenTimes = { kind: 'factor', factor: 10 };
    await store({ mode: 'perSquareMetre', centsPerSquareMetre: 1_000_000 }, [
      ['controlType', 'plastic-black', tenTimes],
      ['bottomBar', 'covered-one', tenTimes],
      ['profileColor', 'black', tenTimes],
    ]);
    const dearest = configuration(240, 250, { controlType: 'plastic-black', bottomBar: 'covered-one', profileColor: 'black' });
    expect(await quoted(dearest)).toEqual({ price: null, userErrors: unpriceable });
    expect(await added(dearest)).toEqual({ lines: [], userErrors: refusedToo });
    // Without the third factor it is 6.000.000,00: a price, and a cart line at it.
    const fits = configuration(240, 250, { controlType: 'plastic-black', bottomBar: 'covered-one' });
    expect(await quoted(fits)).toEqual({ price: { total: { cents: 600_000_000 } }, userErrors: [] });
    expect(await added(fits)).toEqual({ lines: [{ unitPrice: { cents: 600_000_000 } }], userErrors: [] });
    await app.ds.query('UPDATE product SET configurator = $2::jsonb WHERE slug = $1', [slug, JSON.stringify(seeded)]);
  });

  it('rolled back to an earlier version price as before, and a stale save is refused', async () => {
    const id = await app.productId('blackout-grey-roller-blind');
    // 1,60 m² × € 36,95 (price group 5) = € 59,12.
    expect(await quote(id)).toBe(5912);
    const saved = (await app.gql(RULES_UPDATE, { input: ownRate(id, 4000, { minimumPriceCents: 2000 }) }, as(staff))).data.productRulesUpdate;
    expect(saved.userErrors).toEqual([]);
    expect(saved.version).toBe(2);
    // 0,40 m² × 40,00 = 16,00 → the minimum 20,00; 1,60 m² × 40,00 = 64,00.
    expect(saved.preview.sizes.map((s: { after: { cents: number } }) => s.after.cents)).toEqual([2000, 6400, 24000]);
    expect(await quote(id)).toBe(6400);

    // A colleague still on version 1 saves: refused, nothing changes.
    const stale = (await app.gql(RULES_UPDATE, { input: ownRate(id, 5000) }, as(staff))).data.productRulesUpdate;
    expect(stale.userErrors).toEqual([
      { code: 'VERSION_CONFLICT', field: ['input', 'expectedVersion'], message: 'Iemand anders heeft dit intussen gewijzigd (nu versie 2). Herlaad de pagina, bekijk de nieuwe prijzen en sla opnieuw op.' },
    ]);
    expect(await quote(id)).toBe(6400);

    const rolledBack = (await app.gql(ROLLBACK, { p: id, v: 1, e: 2 }, as(staff))).data.productRulesRollback;
    expect(rolledBack).toEqual({ version: 3, userErrors: [] });
    expect(await quote(id)).toBe(5912);
    const after = await versions(id);
    // 0,40 m² × € 36,95 = € 14,78 again.
    expect(after.product).toEqual({ price: { cents: 1478 }, configurator: { pricing: { priceGroup: 5, pricePerSquareMetre: { cents: 3695 } } } });
    expect(after.ruleVersions.map((v: { version: number; reason: string; changes: string[] }) => [v.version, v.reason, v.changes])).toEqual([
      [3, 'ROLLBACK', ['Teruggezet naar versie 1', nb('Prijs: € 40,00 per m² → prijsgroep 5 (€ 36,95 per m²)'), nb('Vanafprijs: € 20,00 → € 14,78'), nb('Minimumprijs: € 20,00 → geen')]],
      [2, 'EDIT', [nb('Prijs: prijsgroep 5 (€ 36,95 per m²) → € 40,00 per m²'), nb('Vanafprijs: € 14,78 → € 20,00'), nb('Minimumprijs: geen → € 20,00')]],
      [1, 'INITIAL', ['De regels zoals ze waren vóór de eerste wijziging']],
    ]);
  });

  it('are beheer\'s alone', async () => {
    const atelier = await signInStaff(app.url, app.services, { email: 'atelier@lumina.test', password: 'een-lang-atelier-wachtwoord', role: StaffRole.ATELIER });
    const id = await app.productId('blackout-white-roller-blind');
    const res = await app.gql(RULES_UPDATE, { input: ownRate(id, 100) }, as(atelier));
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.gql('{ priceGroups { nodes { group } } }', {}, as(atelier))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await quote(id)).toBe(5592);
  });
});
