/**
 * Dates on the staff screens: nl-NL as SPEC §2 asks for the admin ("23 november 2026"), in the shop's own
 * time zone (Belgium), so every member of staff reads the same day and hour. The shop's own formatters
 * (lib/format.ts) write nl-BE for shoppers.
 */
const TIME_ZONE = 'Europe/Brussels';
const day = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const dayAndTime = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

const asDate = (value: unknown) => new Date(value instanceof Date ? value : String(value));

/** 23 november 2026 (a DateTimeISO from the API, or a Date). */
export function formatStaffDate(value: unknown): string {
  return day.format(asDate(value));
}

/** 23 nov 2026, 10:42 */
export function formatStaffDateTime(value: unknown): string {
  return dayAndTime.format(asDate(value));
}

/** The machine-readable form for a <time dateTime> attribute. */
export function isoOf(value: unknown): string {
  return asDate(value).toISOString();
}
