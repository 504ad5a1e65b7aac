/**
 * A promotion as staff create and edit it (issue 33, `/admin/acties`, `promotionCreate` / `promotionUpdate`): one
 * schema for the staff form and the API. A **code** makes it a code the shopper enters; without one it is an
 * automatic sale. Exactly one effect: a percentage off, an amount off, or free shipping. The period is two moments:
 * an instant (a Date, or ISO 8601 with its offset) or a local time as a staff form's date field gives it
 * ("2026-12-24T00:00"), read in the shop's time zone, Europe/Brussels. Limits left empty are no limit.
 */
import * as z from 'zod/mini';
import { FABRIC_TYPE } from '../catalogue';
import { PRICE_GROUP_RANGE } from '../configurator';
import { SHOP_TIME_ZONE } from '../brand';
import { flag, optionalText, optionalWholeNumber, someOf, text, type FormErrorCode } from './fields';
import { amount } from './product-rules';

export const PROMOTION_LIMITS = {
  name: 120,
  /** A code: 3–32 letters, digits and hyphens, kept in capitals. */
  code: { min: 3, max: 32 },
  percentOff: { min: 1, max: 100 },
  amountCents: { min: 1, max: 1_000_000 },
  minimumOrderCents: { min: 0, max: 10_000_000 },
  budgetCents: { min: 1, max: 100_000_000 },
  usageLimit: { min: 1, max: 1_000_000 },
  usageLimitPerCustomer: { min: 1, max: 1000 },
  /** At most this many products in a scope. */
  scopeEntries: 200,
} as const;

const L = PROMOTION_LIMITS;

export const PROMOTION_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]*[A-Z0-9])?$/;

/** The Dutch words of the promotion form; the server answers the same in its userErrors. */
export const PROMOTION_TEXTS = {
  name: { label: 'Naam van de actie', required: 'Geef de actie een naam.' },
  code: { label: 'Kortingscode' },
  codePattern: `Een kortingscode bestaat uit ${L.code.min} tot ${L.code.max} letters, cijfers en koppeltekens (niet aan het begin of einde), bijvoorbeeld WINTER-25.`,
  percentOff: { label: 'Korting in procent' },
  amountOff: 'het kortingsbedrag',
  minimumOrder: 'het minimale bestelbedrag',
  budget: 'het budget',
  usageLimit: { label: 'Aantal keer te gebruiken' },
  usageLimitPerCustomer: { label: 'Aantal keer per klant' },
  oneEffect: 'Kies één korting: een percentage, een bedrag of gratis verzending.',
  startsAt: 'Vul in wanneer de actie begint.',
  endsAt: 'Vul in wanneer de actie eindigt.',
  moment: 'Vul een geldige datum en tijd in.',
  endsBeforeStart: 'De actie moet eindigen na haar begin.',
  scopeTooBig: `Een actie geldt voor hoogstens ${L.scopeEntries} producten.`,
  priceGroup: `Een prijsgroep is een getal van ${PRICE_GROUP_RANGE.min} tot ${PRICE_GROUP_RANGE.max}.`,
  fabricTypes: { label: 'Stofsoorten' },
} as const;

const T = PROMOTION_TEXTS;

/** What the promotion form can refuse a field for (PromotionErrorCode holds them, with those only the server knows). */
export const PROMOTION_FORM_CODES = ['REQUIRED', 'TOO_LONG', 'INVALID', 'OUT_OF_RANGE'] as const satisfies readonly FormErrorCode[];

/** The offset of `zone` from UTC at `instant`, in milliseconds (CET +1 h, CEST +2 h). */
function zoneOffset(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local date and time in Europe/Brussels names. A time the clocks skip in March ("2026-03-29T02:30")
 * is read an hour later (03:30 CEST); in the hour that repeats in October, the second of the two (CET).
 */
export function brusselsInstant(local: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const day = new Date(asUtc);
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  const guess = asUtc - zoneOffset(asUtc, SHOP_TIME_ZONE);
  return new Date(asUtc - zoneOffset(guess, SHOP_TIME_ZONE));
}

/** An instant as a local date and time in Europe/Brussels, "2026-12-24T00:00" (a staff form's date field). */
export function brusselsLocal(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A moment: a Date, an ISO 8601 instant with its offset, or a local time in Europe/Brussels. */
function moment(required: string) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): Date => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return flag(ctx, value, 'REQUIRED', required);
      // An instant with its offset must name a real day too: JavaScript would read 30 February as 2 March.
      const isoDay = (text: string) => brusselsInstant(text.slice(0, 10)) !== null;
      const date =
        value instanceof Date
          ? value
          : typeof value === 'string'
            ? ISO_WITH_OFFSET.test(value.trim())
              ? isoDay(value.trim())
                ? new Date(value.trim())
                : null
              : brusselsInstant(value)
            : null;
      if (!date || Number.isNaN(date.getTime())) return flag(ctx, value, 'INVALID', T.moment);
      return date;
    }),
  );
}

/** A list of at most `scopeEntries` distinct values, each checked by `each` (null: refused with `message`). */
function scopeList<T>(each: (value: unknown) => T | null, message: string) {
  return z.pipe(
    z.nullish(z.unknown()),
    z.transform((value: unknown, ctx): T[] => {
      if (value === null || value === undefined) return [];
      if (!Array.isArray(value)) return flag(ctx, value, 'INVALID', message);
      if (value.length > L.scopeEntries) return flag(ctx, value, 'OUT_OF_RANGE', T.scopeTooBig);
      const out: T[] = [];
      for (const item of value) {
        const read = each(item);
        if (read === null) return flag(ctx, value, 'INVALID', message);
        if (!out.includes(read)) out.push(read);
      }
      return out;
    }),
  );
}

const productId = (value: unknown) => {
  const id = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(id) ? id : null;
};
/** A price group as a number (the API) or as its digits (a form's checkbox). */
const priceGroup = (value: unknown) => {
  const group = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value;
  return typeof group === 'number' && Number.isInteger(group) && group >= PRICE_GROUP_RANGE.min && group <= PRICE_GROUP_RANGE.max ? group : null;
};

export const promotionForm = z
  .object({
    name: text(T.name, L.name),
    code: z.pipe(
      optionalText(T.code, L.code.max, { pattern: { test: /^[A-Za-z0-9-]*$/, code: 'INVALID', message: T.codePattern } }),
      z.transform((value: string, ctx): string | null => {
        if (value === '') return null;
        const upper = value.toUpperCase();
        if (upper.length < L.code.min || !PROMOTION_CODE_PATTERN.test(upper)) return flag(ctx, value, 'INVALID', T.codePattern);
        return upper;
      }),
    ),
    percentOff: optionalWholeNumber(T.percentOff, L.percentOff),
    amountOffCents: amount(T.amountOff, L.amountCents, false),
    freeShipping: z.pipe(z.nullish(z.boolean()), z.transform((value: boolean | null | undefined) => value === true)),
    minimumOrderCents: z.pipe(amount(T.minimumOrder, L.minimumOrderCents, false), z.transform((value: number | null) => value ?? 0)),
    startsAt: moment(T.startsAt),
    endsAt: moment(T.endsAt),
    usageLimit: optionalWholeNumber(T.usageLimit, L.usageLimit),
    usageLimitPerCustomer: optionalWholeNumber(T.usageLimitPerCustomer, L.usageLimitPerCustomer),
    budgetCents: amount(T.budget, L.budgetCents, false),
    productIds: scopeList(productId, 'Een product wordt genoemd bij zijn id, bijvoorbeeld "12".'),
    fabricTypes: someOf(T.fabricTypes, Object.values(FABRIC_TYPE)),
    priceGroups: scopeList(priceGroup, T.priceGroup),
  })
  .check(
    z.superRefine((values, ctx) => {
      const effects = [values.percentOff !== null, values.amountOffCents !== null, values.freeShipping].filter(Boolean).length;
      if (effects !== 1) ctx.addIssue({ code: 'custom', message: T.oneEffect, params: { code: 'INVALID' }, path: ['percentOff'] });
      if (values.endsAt.getTime() <= values.startsAt.getTime()) ctx.addIssue({ code: 'custom', message: T.endsBeforeStart, params: { code: 'OUT_OF_RANGE' }, path: ['endsAt'] });
    }),
  );

export type PromotionFormValues = z.output<typeof promotionForm>;
