/**
 * A free colour sample (SPEC §2 Authentics page, §3 Colour sample request): the colour chosen on the page, and
 * the name, postal address and e-mail address to send it to. Whether the product comes in that colour is the
 * catalogue's to say (the server checks it).
 */
import * as z from 'zod/mini';
import { email, text } from './fields';
import { FIELD_TEXTS as F } from './messages';

/** Longest value of each field, in characters (after trimming). */
export const SAMPLE_REQUEST_MAX_LENGTH = { color: 50, name: 100, address: 300, email: 254 } as const;

const L = SAMPLE_REQUEST_MAX_LENGTH;

export const sampleRequestForm = z.object({
  color: text(F.colour, L.color),
  name: text(F.name, L.name),
  address: text(F.address, L.address, { multiLine: true }),
  email: email(F.email, L.email),
});

/** What the sample request form can refuse a field for (SampleRequestErrorCode holds them). */
export const SAMPLE_REQUEST_FORM_CODES = ['REQUIRED', 'TOO_LONG', 'INVALID', 'INVALID_EMAIL'] as const;
