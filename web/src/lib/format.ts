/**
 * The one module that turns numbers and dates into text for people. Money is integer euro cents and is
 * formatted by the shared schema package, so client and server print "€ 34,95" identically. Shoppers read
 * nl-BE; the staff screens read dates as SPEC §2 asks for the admin (nl-NL, "23 november 2026"), in the shop's
 * own time zone (Belgium), so every member of staff reads the same day and hour.
 */
import { formatEuro, SHOP_TIME_ZONE as TIME_ZONE } from '@lumina/schema';

export { formatEuro };

/**
 * A formatter made on first use: creating an Intl formatter loads its locale's data (~30 ms on a phone for the
 * first one), which no page should pay while the entry module loads; most pages never need most of these.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const longDate = once(() => new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric' }));
const integer = once(() => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 }));

/** 12 juli 2025 */
export function formatDateLong(date: Date | string): string {
  return longDate().format(typeof date === 'string' ? new Date(date) : date);
}

/** 1.421 */
export function formatInteger(value: number): string {
  return integer().format(value);
}

const decimals = new Map<string, Intl.NumberFormat>();

/** 4,5 / 1,80: at most `max` decimals, at least `min` (a rating's average, an area in m²). */
export function formatDecimal(value: number, max: number, min = 0): string {
  const key = `${min}-${max}`;
  let format = decimals.get(key);
  if (!format) decimals.set(key, (format = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: min, maximumFractionDigits: max })));
  return format.format(value);
}

const staffDay = once(() => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }));
const staffDayAndTime = once(
  () =>
    new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    }),
);

const asDate = (value: unknown) => new Date(value instanceof Date ? value : String(value));

/** Staff screens: 23 november 2026 (a DateTimeISO from the API, or a Date). */
export function formatStaffDate(value: unknown): string {
  return staffDay().format(asDate(value));
}

/** Staff screens: 23 nov 2026, 10:42 */
export function formatStaffDateTime(value: unknown): string {
  return staffDayAndTime().format(asDate(value));
}

/** The machine-readable form for a <time dateTime> attribute. */
export function isoOf(value: unknown): string {
  return asDate(value).toISOString();
}

/**
 * An amount in euro as a person types it, to cents: "12,50", "12,5", "12", "€ 1.234,56" (nl-BE: a comma before
 * the cents, dots between thousands) and, by habit, "12.50". Null for anything else (a third decimal, letters,
 * a minus sign), so a typo is refused rather than guessed. Whole-number arithmetic on the digits: no float.
 */
export function parseEuroCents(text: string): number | null {
  const typed = text.replace(/[\s\u00a0€]/gu, '');
  const local = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/u.exec(typed);
  const dotted = local ? null : /^(\d+)\.(\d{1,2})$/u.exec(typed);
  const match = local ?? dotted;
  if (!match) return null;
  const cents = Number(match[1]!.replaceAll('.', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
