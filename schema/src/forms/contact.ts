/** The contact form (SPEC §3 Contact form, §5): name, e-mail address, subject and message required, phone optional. */
import * as z from 'zod/mini';
import { email, phone, text } from './fields';
import { FIELD_TEXTS as F } from './messages';

/** Longest value of each field, in characters (after trimming). */
export const CONTACT_MAX_LENGTH = { name: 120, email: 254, phone: 40, subject: 200, message: 5000 } as const;

const L = CONTACT_MAX_LENGTH;

export const contactForm = z.object({
  name: text(F.name, L.name),
  email: email(F.email, L.email),
  phone: phone(F.phone, L.phone),
  subject: text(F.subject, L.subject),
  message: text(F.message, L.message, { multiLine: true }),
});

/** What the contact form can refuse a field for (ContactErrorCode holds them). */
export const CONTACT_FORM_CODES = ['REQUIRED', 'TOO_LONG', 'INVALID', 'INVALID_EMAIL', 'INVALID_PHONE'] as const;
