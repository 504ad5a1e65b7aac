import { describe, expect, it } from 'vitest';
import { parseForm } from './fields';
import { brusselsInstant, brusselsLocal, PROMOTION_FORM_CODES, promotionForm } from './promotion';

const parse = (input: Record<string, unknown>) => parseForm(promotionForm, PROMOTION_FORM_CODES, input);
const base = { name: ' Wintersolden ', percentOff: 20, startsAt: '2027-01-03T00:00', endsAt: '2027-01-31T23:59' };

describe('promotionForm', () => {
  it('reads an automatic sale: a percentage, the period in Brussels time, no limits, the whole order', () => {
    const result = parse(base);
    expect(result).toEqual({
      ok: true,
      values: {
        name: 'Wintersolden',
        code: null,
        percentOff: 20,
        amountOffCents: null,
        freeShipping: false,
        minimumOrderCents: 0,
        // January is CET (UTC+1).
        startsAt: new Date('2027-01-02T23:00:00Z'),
        endsAt: new Date('2027-01-31T22:59:00Z'),
        usageLimit: null,
        usageLimitPerCustomer: null,
        budgetCents: null,
        productIds: [],
        fabricTypes: [],
        priceGroups: [],
      },
    });
  });

  it('reads a code in capitals, an amount in euros as typed, limits and a scope', () => {
    const result = parse({
      ...base,
      code: 'welkom-10',
      percentOff: null,
      amountOffCents: '10,00',
      minimumOrderCents: '€ 150',
      usageLimit: '500',
      usageLimitPerCustomer: 1,
      budgetCents: 250000,
      productIds: ['12', 12, 7],
      fabricTypes: ['VERDUISTEREND', 'screen'],
      priceGroups: [3, '4'],
      startsAt: '2027-06-01T10:00:00+02:00',
      endsAt: '2027-06-30T23:59',
    });
    expect(result.ok && result.values).toMatchObject({
      code: 'WELKOM-10',
      amountOffCents: 1000,
      minimumOrderCents: 15000,
      usageLimit: 500,
      usageLimitPerCustomer: 1,
      budgetCents: 250000,
      productIds: ['12', '7'],
      fabricTypes: ['verduisterend', 'screen'],
      priceGroups: [3, 4],
      startsAt: new Date('2027-06-01T08:00:00Z'),
    });
  });

  it('asks for exactly one effect', () => {
    const none = parse({ ...base, percentOff: '' });
    const two = parse({ ...base, freeShipping: true });
    for (const result of [none, two]) {
      expect(result).toEqual({ ok: false, errors: [{ code: 'INVALID', path: ['percentOff'], message: 'Kies één korting: een percentage, een bedrag of gratis verzending.' }] });
    }
    expect(parse({ ...base, percentOff: null, freeShipping: true }).ok).toBe(true);
  });

  it('refuses each field it cannot read, in Dutch, with its code', () => {
    const result = parse({
      name: '',
      code: 'ab',
      percentOff: 101,
      startsAt: 'morgen',
      endsAt: '',
      usageLimit: 0,
      priceGroups: [9],
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => [e.path.join('.'), e.code, e.message])).toEqual([
      ['name', 'REQUIRED', 'Geef de actie een naam.'],
      ['code', 'INVALID', 'Een kortingscode bestaat uit 3 tot 32 letters, cijfers en koppeltekens (niet aan het begin of einde), bijvoorbeeld WINTER-25.'],
      ['percentOff', 'OUT_OF_RANGE', 'Korting in procent moet een geheel getal van 1 tot 100 zijn.'],
      ['startsAt', 'INVALID', 'Vul een geldige datum en tijd in.'],
      ['endsAt', 'REQUIRED', 'Vul in wanneer de actie eindigt.'],
      ['usageLimit', 'OUT_OF_RANGE', 'Aantal keer te gebruiken moet een geheel getal van 1 tot 1000000 zijn.'],
      ['priceGroups', 'INVALID', 'Een prijsgroep is een getal van 1 tot 8.'],
    ]);
  });

  it('refuses a period that ends before it begins, and a code with a hyphen at its end', () => {
    const backwards = parse({ ...base, endsAt: '2027-01-03T00:00' });
    expect(!backwards.ok && backwards.errors).toEqual([{ code: 'OUT_OF_RANGE', path: ['endsAt'], message: 'De actie moet eindigen na haar begin.' }]);
    expect(parse({ ...base, code: 'WINTER-' }).ok).toBe(false);
    // 30 February with an offset is no day (JavaScript would take it for 2 March).
    const noDay = parse({ ...base, endsAt: '2027-02-30T00:00:00+01:00' });
    expect(!noDay.ok && noDay.errors).toEqual([{ code: 'INVALID', path: ['endsAt'], message: 'Vul een geldige datum en tijd in.' }]);
  });
});

describe('brusselsInstant', () => {
  it('reads a local time in CET in winter and CEST in summer', () => {
    expect(brusselsInstant('2026-12-24T00:00')).toEqual(new Date('2026-12-23T23:00:00Z'));
    expect(brusselsInstant('2026-07-01 12:30')).toEqual(new Date('2026-07-01T10:30:00Z'));
    expect(brusselsInstant('2026-07-01')).toEqual(new Date('2026-06-30T22:00:00Z'));
  });

  it('reads a time the clocks skip an hour later, and the repeated hour as its second (CET)', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(brusselsInstant('2026-03-29T02:30')).toEqual(new Date('2026-03-29T01:30:00Z'));
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens twice.
    expect(brusselsInstant('2026-10-25T02:30')).toEqual(new Date('2026-10-25T01:30:00Z'));
  });

  it('writes an instant back as the local time it names', () => {
    expect(brusselsLocal(new Date('2026-12-23T23:00:00Z'))).toBe('2026-12-24T00:00');
    expect(brusselsLocal(new Date('2026-07-01T10:30:00Z'))).toBe('2026-07-01T12:30');
  });

  it('refuses what is no date', () => {
    expect(brusselsInstant('2026-02-30')).toBeNull();
    expect(brusselsInstant('2026-01-01T24:00')).toBeNull();
    expect(brusselsInstant('31-12-2026')).toBeNull();
  });
});
