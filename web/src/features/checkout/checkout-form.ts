/**
 * The checkout form without its screen: the values, the browser's checks before sending (the server checks
 * everything again and has the last word), where a server refusal belongs, and the values kept in
 * sessionStorage so a reload loses nothing the shopper typed.
 */
import { CHECKOUT_MAX_LENGTH, EMAIL_PATTERN, normalisePostcode, PHONE_PATTERN } from '@lumina/schema';
import type { Country, PaymentMethod } from '../../gql/checkout';
import { checkoutTexts, type CheckoutField } from '../../i18n/checkout';

const e = checkoutTexts.errors;

export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
  country: Country;
  paymentMethod: PaymentMethod | '';
  notes: string;
  acceptNoWithdrawal: boolean;
}

export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The fields in the order they appear on the page: the first with an error gets focus. */
export const FIELD_ORDER: readonly CheckoutField[] = [
  'name',
  'email',
  'phone',
  'street',
  'postcode',
  'city',
  'country',
  'paymentMethod',
  'notes',
  'acceptNoWithdrawal',
];

export const EMPTY_VALUES: CheckoutValues = {
  name: '',
  email: '',
  phone: '',
  street: '',
  postcode: '',
  city: '',
  country: 'BE',
  paymentMethod: '',
  notes: '',
  acceptNoWithdrawal: false,
};

/** The server's length limits (OrderPlaceInput), from the rules both share. */
export const MAX_LENGTH = CHECKOUT_MAX_LENGTH;

/** True when the postcode has the country's format. */
export function isPostcode(country: Country, postcode: string): boolean {
  return normalisePostcode(country, postcode) !== null;
}

function tooLong(field: Exclude<keyof typeof MAX_LENGTH, 'postcode'>, value: string): string | undefined {
  return value.trim().length > MAX_LENGTH[field] ? e.tooLong(MAX_LENGTH[field]) : undefined;
}

/** What the shopper sees before anything is sent. */
export function validate(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const set = (field: CheckoutField, message: string | undefined) => {
    if (message && !errors[field]) errors[field] = message;
  };
  if (!values.name.trim()) set('name', e.name);
  set('name', tooLong('name', values.name));
  if (!values.email.trim()) set('email', e.email);
  else if (!EMAIL_PATTERN.test(values.email.trim())) set('email', e.emailInvalid);
  set('email', tooLong('email', values.email));
  const phone = values.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) set('phone', e.phoneInvalid);
  set('phone', tooLong('phone', values.phone));
  if (!values.street.trim()) set('street', e.street);
  set('street', tooLong('street', values.street));
  if (!values.postcode.trim()) set('postcode', e.postcode);
  else if (!isPostcode(values.country, values.postcode)) set('postcode', e.postcodeInvalid[values.country]);
  if (!values.city.trim()) set('city', e.city);
  set('city', tooLong('city', values.city));
  if (!values.paymentMethod) set('paymentMethod', e.paymentMethod);
  set('notes', tooLong('notes', values.notes));
  if (!values.acceptNoWithdrawal) set('acceptNoWithdrawal', e.acceptNoWithdrawal);
  return errors;
}

/** The form field a server error's path names (["input","customer","postcode"] → postcode), or null. */
export function fieldOf(path: readonly string[] | null | undefined): CheckoutField | null {
  if (!path || path[0] !== 'input') return null;
  const last = path.at(-1) as CheckoutField | undefined;
  return last && FIELD_ORDER.includes(last) ? last : null;
}

/**
 * Payment methods in the facts' order, the country's own first: Bancontact in Belgium, iDEAL in the
 * Netherlands.
 */
export function paymentOrder(methods: readonly PaymentMethod[], country: Country): PaymentMethod[] {
  const local: PaymentMethod = country === 'BE' ? 'BANCONTACT' : 'IDEAL';
  return [...methods].sort((a, b) => Number(b === local) - Number(a === local));
}

/**
 * A random id for one checkout attempt (UUID v4). crypto.randomUUID exists only in secure contexts
 * (https, localhost); getRandomValues everywhere.
 */
export function newAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const STORAGE_KEY = 'checkout-form';
/** What is kept: everything typed or chosen, except the acknowledgement (given anew for each order). */
type Stored = Omit<CheckoutValues, 'acceptNoWithdrawal'>;

/** The values kept from before a reload, over the empty form (anything unreadable is ignored). */
export function loadValues(): CheckoutValues {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY_VALUES;
    const stored = JSON.parse(raw) as Partial<Stored>;
    const values: CheckoutValues = { ...EMPTY_VALUES };
    for (const key of ['name', 'email', 'phone', 'street', 'postcode', 'city', 'notes'] as const) {
      if (typeof stored[key] === 'string') values[key] = stored[key];
    }
    if (stored.country === 'BE' || stored.country === 'NL') values.country = stored.country;
    if (typeof stored.paymentMethod === 'string') values.paymentMethod = stored.paymentMethod as PaymentMethod;
    return values;
  } catch {
    return EMPTY_VALUES;
  }
}

export function saveValues(values: CheckoutValues): void {
  const { acceptNoWithdrawal: _, ...stored } = values;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored satisfies Stored));
  } catch {
    /* storage full or blocked: the form still works, it is only not kept over a reload */
  }
}

export function clearValues(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* see saveValues */
  }
}
