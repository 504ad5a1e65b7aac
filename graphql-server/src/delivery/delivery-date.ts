/**
 * The one delivery-date estimate (ARCHITECTURE §4): a lead time in Belgian working days, counted in the
 * Europe/Brussels calendar, weekends and Belgian public holidays skipped. The configurators (through
 * `Product.deliveryEstimate`), the checkout and the order all call `estimateDelivery`; nothing else counts days.
 *
 * Holidays come from date-holidays (`new Holidays('BE')`), public ones only: New Year, Easter Monday, Labour
 * Day, Ascension, Whit Monday, National Day, Assumption, All Saints, Armistice, Christmas. Its observance days
 * (Easter and Whit Sunday, All Souls, King's Day, Saint Nicholas, ...) are working days for the atelier.
 */
import Holidays from 'date-holidays';
import { SHOP_TIME_ZONE, type ProductLine } from '@lumina/schema';
import { shopFacts } from '../shop/facts';

/** The clock every "ordered now" estimate reads; tests fix it with `vi.setSystemTime`. */
export function now(): Date {
  return new Date();
}

export interface EstimatedDelivery {
  /** Expected delivery day, an ISO calendar date (YYYY-MM-DD) in the Brussels calendar. */
  date: string;
  /** The lead time counted, in Belgian working days. */
  workingDays: number;
}

/**
 * The day `workingDays` Belgian working days after the order day. The order day is its Brussels calendar
 * date (an order at 23:30 on a Friday in Ghent counts from that Friday, whatever the UTC date) and does not
 * count itself, whether or not it is a working day.
 */
export function estimateDelivery(orderedAt: Date, workingDays: number): EstimatedDelivery {
  if (Number.isNaN(orderedAt.getTime())) throw new RangeError('estimateDelivery: orderedAt is not a valid date');
  if (!Number.isInteger(workingDays) || workingDays < 0) throw new RangeError(`estimateDelivery: workingDays must be a whole number ≥ 0, not ${workingDays}`);
  // A calendar day as midnight UTC, so that stepping a day is exact and getUTCDay is its weekday.
  const day = new Date(`${brusselsDate(orderedAt)}T00:00:00Z`);
  for (let counted = 0; counted < workingDays; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) counted += 1;
  }
  return { date: day.toISOString().slice(0, 10), workingDays };
}

/**
 * A delivery date for shoppers, nl-BE: short weekday, day, long month ("di 8 december"). Takes the ISO date of
 * `estimateDelivery`. Some ICU versions write the weekday as "di."; the dot (or a comma) is dropped.
 */
export function formatDeliveryDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`formatDeliveryDate: not an ISO date: ${isoDate}`);
  // Noon UTC is the same calendar day in Brussels all year round (13:00 or 14:00 there).
  const parts = labelFormat.formatToParts(new Date(`${isoDate}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday').replace(/[.,]+$/, '')} ${part('day')} ${part('month')}`;
}

/**
 * The lead time of a product, in working days, from the facts by its line (never a number of its own). The
 * atelier line quotes a window (15–21 working days); an estimate promises its safe end, the maximum.
 * `Record<ProductLine, …>` makes a new line a type error here until someone decides its lead time.
 */
export function leadTimeWorkingDays(product: { line: ProductLine }): number {
  return LEAD_TIME_BY_LINE[product.line];
}

const LEAD_TIME_BY_LINE: Record<ProductLine, number> = {
  factory: shopFacts.delivery.factoryLineWorkingDays,
  atelier: shopFacts.delivery.atelierMaxWorkingDays,
};

const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const labelFormat = new Intl.DateTimeFormat('nl-BE', { timeZone: SHOP_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'long' });

/** The Brussels calendar date of an instant, YYYY-MM-DD. */
function brusselsDate(instant: Date): string {
  const parts = dateFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `day` is a calendar day as midnight UTC. */
function isWorkingDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(day.getUTCFullYear()).has(day.toISOString().slice(0, 10));
}

let belgium: Holidays | undefined;
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Belgian public holidays of a year as ISO dates (date-holidays' `date` is local: "2026-12-25 00:00:00"). */
function publicHolidays(year: number): ReadonlySet<string> {
  let dates = holidaysByYear.get(year);
  if (!dates) {
    belgium ??= new Holidays('BE');
    dates = new Set(
      belgium
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, dates);
  }
  return dates;
}

/** The delivery day of an order of these products placed at `orderedAt`: the longest lead time counts; null for none. */
export function deliveryFor(products: readonly { line: ProductLine }[], orderedAt: Date): EstimatedDelivery | null {
  if (products.length === 0) return null;
  return estimateDelivery(orderedAt, Math.max(...products.map((p) => leadTimeWorkingDays(p))));
}
