/**
 * What one checkout keeps in the browser: the form's values in sessionStorage, so a reload loses nothing the
 * shopper typed, and the id of the checkout attempt. The rules the values must meet are the checkout form's in
 * schema/src/forms.
 */
import type { CheckoutFormInput } from '@lumina/schema';
import type { Country, PaymentMethod } from '../../gql/checkout';

/** The form as the shopper fills it in: OrderPlaceInput's customer, the payment method ('' none yet), notes, the acknowledgement. */
export interface CheckoutDraft {
  customer: { name: string; email: string; phone: string; street: string; postcode: string; city: string; country: Country };
  paymentMethod: PaymentMethod | '';
  notes: string;
  acceptNoWithdrawal: boolean;
}

export const EMPTY_DRAFT = {
  customer: { name: '', email: '', phone: '', street: '', postcode: '', city: '', country: 'BE' },
  paymentMethod: '',
  notes: '',
  acceptNoWithdrawal: false,
} as const satisfies CheckoutDraft & CheckoutFormInput;

const STORAGE_KEY = 'checkout-form';
const TEXTS = ['name', 'email', 'phone', 'street', 'postcode', 'city'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The values kept from before a reload, over the empty form (anything unreadable is ignored). */
export function loadDraft(): CheckoutDraft {
  const draft: CheckoutDraft = { ...EMPTY_DRAFT, customer: { ...EMPTY_DRAFT.customer } };
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!isRecord(stored)) return draft;
    const customer = isRecord(stored.customer) ? stored.customer : {};
    for (const key of TEXTS) if (typeof customer[key] === 'string') draft.customer[key] = customer[key];
    if (customer.country === 'BE' || customer.country === 'NL') draft.customer.country = customer.country;
    if (typeof stored.paymentMethod === 'string') draft.paymentMethod = stored.paymentMethod as PaymentMethod;
    if (typeof stored.notes === 'string') draft.notes = stored.notes;
  } catch {
    /* unreadable: the empty form */
  }
  return draft;
}

/** Keeps everything typed or chosen, except the acknowledgement (given anew for each order). */
export function saveDraft(values: Record<string, unknown>): void {
  const { acceptNoWithdrawal: _, ...stored } = values;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch {
    /* storage full or blocked: the form still works, it is only not kept over a reload */
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    /* see saveDraft */
  }
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
