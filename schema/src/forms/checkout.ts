/**
 * The checkout (ARCHITECTURE §4): who orders and where it goes (OrderPlaceInput.customer), how they pay, a note
 * for the atelier, and the acknowledgement that made-to-measure goods have no 14-day right of withdrawal. The
 * postcode must be one of the chosen country's and is kept as that country writes it ("1016 BS").
 */
import * as z from 'zod/mini';
import { DELIVERY_COUNTRIES, normalisePostcode } from '../checkout';
import { accepted, choice, email, optionalText, phone, refuse, text } from './fields';
import { FIELD_TEXTS as F, FORM_MESSAGES as M } from './messages';

/** Longest value of each field, in characters (after trimming). */
export const CHECKOUT_MAX_LENGTH = { name: 120, email: 254, phone: 40, street: 200, postcode: 10, city: 100, notes: 1000 } as const;

const L = CHECKOUT_MAX_LENGTH;

const customerFields = z.object({
  name: text(F.name, L.name),
  email: email(F.email, L.email),
  phone: phone(F.phone, L.phone),
  street: text(F.street, L.street),
  postcode: text(F.postcode, L.postcode),
  city: text(F.city, L.city),
  country: z.enum(DELIVERY_COUNTRIES, { error: M.country }),
});

const customer = z.pipe(
  customerFields.check(
    z.superRefine(
      ({ postcode, country }: z.output<typeof customerFields>, ctx) => {
        if (normalisePostcode(country, postcode) === null) refuse(ctx, ['INVALID_POSTCODE', M.postcode[country]], ['postcode']);
      },
      // Also when another field is wrong, but only once the postcode and the country each passed their own rule.
      { when: ({ value, issues }) => typeof value === 'object' && value !== null && !issues.some((i) => i.path?.[0] === 'postcode' || i.path?.[0] === 'country') },
    ),
  ),
  // Kept as the country writes it ("1016 BS").
  z.transform((values: z.output<typeof customerFields>) => ({ ...values, postcode: normalisePostcode(values.country, values.postcode) ?? values.postcode })),
);

export const checkoutForm = z.object({
  customer,
  paymentMethod: choice(M.paymentMethod),
  notes: optionalText(F.notes, L.notes, { multiLine: true }),
  acceptNoWithdrawal: accepted('WITHDRAWAL_NOT_ACCEPTED', M.acceptNoWithdrawal),
});

/** What the checkout form can refuse a field for (OrderErrorCode holds them). */
export const CHECKOUT_FORM_CODES = ['REQUIRED', 'TOO_LONG', 'INVALID', 'INVALID_EMAIL', 'INVALID_PHONE', 'INVALID_POSTCODE', 'WITHDRAWAL_NOT_ACCEPTED'] as const;

/** A checkout as the shopper fills it in, and as it is stored once it passed. */
export type CheckoutFormInput = z.input<typeof checkoutForm>;
export type CheckoutFormValues = z.output<typeof checkoutForm>;
