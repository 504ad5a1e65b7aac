/**
 * Acties (issue 33): beheer makes, changes, pauses and ends promotions through the API; each change is kept with who,
 * when and what (in Dutch, old → new); a refusal changes nothing. Other roles are refused (staff-roles.test.ts walks
 * that for every operation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, startTestApp, type TestApp } from './harness';
import { screenOperation } from './screen-operation';

let app: TestApp;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  staff = await signInStaff(app.url, app.services);
});
afterAll(async () => {
  await app?.close();
});

const FIELDS = `id name code kind percentOff amountOff { cents } freeShipping minimumOrder { cents } startsAt endsAt usageLimit
  usageLimitPerCustomer budget { cents } scope { productIds fabricTypes priceGroups } status paused endedAt uses discountGiven { cents } version
  history { changes changedBy }`;
const PAYLOAD = `promotion { ${FIELDS} } userErrors { code field message }`;

const create = async (input: Record<string, unknown>) =>
  answered(await app.gql(`mutation($input: PromotionInput!) { promotionCreate(input: $input) { ${PAYLOAD} } }`, { input }, { cookie: staff })).promotionCreate;
const update = async (id: string, expectedVersion: number, input: Record<string, unknown>) =>
  (await app.gql(`mutation($id: ID!, $v: Int!, $input: PromotionInput!) { promotionUpdate(id: $id, expectedVersion: $v, input: $input) { ${PAYLOAD} } }`, { id, v: expectedVersion, input }, { cookie: staff }))
    .data.promotionUpdate;
const pause = async (id: string, paused: boolean, expectedVersion: number) =>
  (await app.gql(`mutation($id: ID!, $p: Boolean!, $v: Int!) { promotionPause(id: $id, paused: $p, expectedVersion: $v) { ${PAYLOAD} } }`, { id, p: paused, v: expectedVersion }, { cookie: staff }))
    .data.promotionPause;
const end = async (id: string, expectedVersion: number) =>
  (await app.gql(`mutation($id: ID!, $v: Int!) { promotionEnd(id: $id, expectedVersion: $v) { ${PAYLOAD} } }`, { id, v: expectedVersion }, { cookie: staff })).data.promotionEnd;
/** The answer's data; its errors fail the test with what they say. */
function answered(result: { data?: any; errors?: unknown }) {
  expect(result.errors).toBeUndefined();
  return result.data;
}
const count = async () => Number((await app.ds.query('SELECT count(*)::int AS n FROM promotion'))[0].n);

const winter = { name: 'Wintersolden', percentOff: 20, startsAt: '2027-01-03T00:00', endsAt: '2027-01-31T23:59', fabricTypes: ['VERDUISTEREND'] };

describe('promotions for beheer', () => {
  it('makes an automatic sale, in Brussels time, and keeps what was made', async () => {
    const made = await create(winter);
    expect(made.userErrors).toEqual([]);
    expect(made.promotion).toMatchObject({
      name: 'Wintersolden',
      code: null,
      kind: 'AUTOMATIC',
      percentOff: 20,
      amountOff: null,
      freeShipping: false,
      minimumOrder: { cents: 0 },
      startsAt: '2027-01-02T23:00:00.000Z',
      endsAt: '2027-01-31T22:59:00.000Z',
      usageLimit: null,
      budget: null,
      scope: { productIds: [], fabricTypes: ['VERDUISTEREND'], priceGroups: [] },
      status: 'SCHEDULED',
      uses: 0,
      discountGiven: { cents: 0 },
      version: 1,
    });
    expect(made.promotion.history).toEqual([
      {
        changedBy: 'Test Medewerker',
        changes: [
          'Actie aangemaakt',
          'Naam: Wintersolden',
          'Code: geen',
          'Korting: 20 %',
          'Minimaal bestelbedrag: geen',
          'Begin: 3 januari 2027 om 00:00',
          'Einde: 31 januari 2027 om 23:59',
          'Aantal keer te gebruiken: onbeperkt',
          'Aantal keer per klant: onbeperkt',
          'Budget: onbeperkt',
          'Producten: alle',
          'Stofsoorten: Verduisterend',
          'Prijsgroepen: alle',
        ],
      },
    ]);
    const listed = (await app.gql(`{ promotions(first: 10) { totalCount nodes { id name status } } }`, {}, { cookie: staff })).data.promotions;
    expect(listed.nodes).toContainEqual({ id: made.promotion.id, name: 'Wintersolden', status: 'SCHEDULED' });
  });

  it('makes a code that is active now, unique whatever its case, with limits; changes it, pauses it and ends it', async () => {
    const product = await app.productId('blackout-white-roller-blind');
    const input = {
      name: 'Nieuwsbrief december',
      code: 'welkom-10',
      amountOffCents: 1000,
      minimumOrderCents: 15000,
      startsAt: '2026-01-01T00:00:00+01:00',
      endsAt: '2030-01-01T00:00:00+01:00',
      usageLimit: 100,
      usageLimitPerCustomer: 1,
      budgetCents: 50000,
      productIds: [product],
    };
    const made = await create(input);
    expect(made.userErrors).toEqual([]);
    expect(made.promotion).toMatchObject({ code: 'WELKOM-10', kind: 'CODE', amountOff: { cents: 1000 }, status: 'ACTIVE', scope: { productIds: [product] } });
    const id = made.promotion.id;

    const before = await count();
    expect((await create({ ...input, code: 'Welkom-10' })).userErrors).toEqual([
      { code: 'CODE_TAKEN', field: ['input', 'code'], message: 'De code WELKOM-10 is al in gebruik bij een andere actie; kies een andere code.' },
    ]);
    expect((await create({ ...input, code: 'ANDERE', productIds: ['999999'] })).userErrors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', field: ['input', 'productIds'], message: 'Deze producten bestaan niet: 999999.' },
    ]);
    expect((await create({ ...input, code: 'DERDE', amountOffCents: null })).userErrors.map((e: { code: string; field: string[] }) => [e.code, e.field])).toEqual([
      ['INVALID', ['input', 'percentOff']],
    ]);
    expect(await count()).toBe(before);

    const changed = await update(id, 1, { ...input, amountOffCents: 1500, usageLimit: null });
    expect(changed.userErrors).toEqual([]);
    expect(changed.promotion).toMatchObject({ amountOff: { cents: 1500 }, usageLimit: null, version: 2 });
    expect(changed.promotion.history[0]).toEqual({ changedBy: 'Test Medewerker', changes: ['Korting: €\u00a010,00 → €\u00a015,00', 'Aantal keer te gebruiken: 100 keer → onbeperkt'] });

    // Read at version 1 by someone else: refused, nothing changed.
    expect((await update(id, 1, { ...input, name: 'Anders' })).userErrors[0]).toMatchObject({ code: 'VERSION_CONFLICT', field: ['expectedVersion'] });
    expect((await update(id, 2, { ...input, amountOffCents: 1500, usageLimit: null })).userErrors[0]).toMatchObject({ code: 'NOTHING_TO_CHANGE' });

    const paused = await pause(id, true, 2);
    expect(paused.promotion).toMatchObject({ status: 'PAUSED', paused: true, version: 3 });
    const resumed = await pause(id, false, 3);
    expect(resumed.promotion).toMatchObject({ status: 'ACTIVE', version: 4 });
    const ended = await end(id, 4);
    expect(ended.promotion).toMatchObject({ status: 'ENDED', version: 5 });
    expect(ended.promotion.endedAt).not.toBeNull();
    expect(ended.promotion.history.map((h: { changes: string[] }) => h.changes[0])).toEqual(['Beëindigd', 'Hervat', 'Gepauzeerd', 'Korting: €\u00a010,00 → €\u00a015,00', 'Actie aangemaakt']);

    // Ended, it stays as it is.
    expect((await update(id, 5, { ...input, name: 'Later' })).userErrors).toEqual([
      { code: 'ENDED', field: null, message: 'Deze actie is afgelopen en kan niet meer gewijzigd worden. Maak een nieuwe actie.' },
    ]);
    expect((await pause(id, true, 5)).promotion).toMatchObject({ status: 'ENDED', version: 5 });
    expect((await end('424242', 1)).userErrors[0]).toMatchObject({ code: 'PROMOTION_NOT_FOUND', field: ['id'] });
  });

  it('is staff data: a visitor without a session reads none of it and makes none', async () => {
    const anonymous = await app.gql('{ promotions { totalCount } }');
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data?.promotions ?? null).toBeNull();
    const before = await count();
    const made = await app.gql(`mutation($input: PromotionInput!) { promotionCreate(input: $input) { userErrors { code } } }`, { input: { ...winter, name: 'Stiekem' } });
    expect(made.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await count()).toBe(before);
  });

  it("answers the screen's own list (/admin/acties) with every promotion", async () => {
    const { data, errors } = await app.gql(await screenOperation('Promotions'), {}, { cookie: staff });
    expect(errors).toBeUndefined();
    expect(data.promotions.nodes.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Wintersolden', 'Nieuwsbrief december']));
  });

  it('previews what a promotion as filled in would do to example carts, and stores nothing', async () => {
    const before = await count();
    const product = await app.productId('blackout-white-roller-blind');
    const preview = async (input: Record<string, unknown>) =>
      answered(
        await app.gql(`query($input: PromotionInput!) { promotionPreview(input: $input) { examples { label before { cents } after { cents } discount { cents } } userErrors { code field } } }`, { input }, { cookie: staff }),
      ).promotionPreview;
    // € 10,00 off one product, with the code of an existing promotion (a preview is about the effect, not the name).
    const one = await preview({ ...winter, code: 'WELKOM-10', percentOff: null, amountOffCents: 1000, fabricTypes: null, productIds: [product] });
    expect(one.userErrors).toEqual([]);
    expect(one.examples).toHaveLength(1);
    const [example] = one.examples;
    expect(example.label).toMatch(/, \d+ × \d+ cm$/);
    expect(example.discount.cents).toBe(1000);
    expect(example.after.cents).toBe(example.before.cents - 1000);
    // Across the shop, 10 %: four products, and the first two together.
    const all = await preview({ ...winter, percentOff: 10, fabricTypes: null });
    expect(all.examples).toHaveLength(5);
    expect(all.examples[4].label).toMatch(/ en .* samen$/);
    expect((await preview({ ...winter, percentOff: 0 })).userErrors).toEqual([{ code: 'OUT_OF_RANGE', field: ['input', 'percentOff'] }]);
    expect(await count()).toBe(before);
  });
});
