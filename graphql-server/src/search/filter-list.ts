import { texts } from '@lumina/schema';
import { InputError } from '../api/input-error';

/** A list filter takes at most this many values (a page of filters, not a way to send a megabyte). */
export const MAX_FILTER_VALUES = 20;
const MAX_VALUE_LENGTH = 60;

/** Trimmed free-text filter values; blanks dropped; too many or too long is the caller's error. */
export function filterValues(values: readonly string[] | null | undefined, field: string): string[] | null {
  if (values == null) return null;
  if (values.length > MAX_FILTER_VALUES) throw new InputError(texts.input.filterValues(field, MAX_FILTER_VALUES), field);
  const trimmed = values.map((v) => v.trim()).filter((v) => v !== '');
  if (trimmed.some((v) => v.length > MAX_VALUE_LENGTH)) throw new InputError(texts.input.filterValueLength(field, MAX_VALUE_LENGTH), field);
  return trimmed;
}

/** An empty list means no filter (as an absent one does). */
export function some<T>(list: readonly T[] | null | undefined): list is readonly T[] {
  return list != null && list.length > 0;
}
