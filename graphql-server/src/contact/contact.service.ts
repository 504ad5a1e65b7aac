/**
 * Contact messages (SPEC §3 Contact form, §5): the rules for what a visitor may send, and storing it.
 * Bad input is answered with Dutch user errors and writes nothing.
 */
import type { DataSource } from 'typeorm';
import type { UserError } from '../shop/user-error.type';
import { ContactMessage } from './contact-message.entity';

export interface ContactMessageDraft {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  subject?: string | null;
  message?: string | null;
}

export type ContactMessageResult =
  | { contactMessage: ContactMessage; userErrors: [] }
  | { contactMessage: null; userErrors: UserError[] };

/** Maximum lengths in characters, after trimming. */
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
} as const;

type ContactField = keyof typeof CONTACT_LIMITS;

const LABELS: Record<ContactField, string> = {
  name: 'Naam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  subject: 'Onderwerp',
  message: 'Bericht',
};

const REQUIRED: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** One @, a dot in the domain, no spaces: what a mail client accepts in practice. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Digits with the usual separators, optionally a leading +. */
const PHONE = /^\+?[0-9 ()./-]{6,}$/;
/** Control characters other than tab and newlines. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Messages accepted from one e-mail address per hour. */
export const MAX_MESSAGES_PER_ADDRESS_PER_HOUR = 5;

export class ContactService {
  constructor(private readonly ds: DataSource) {}

  /** Trims the draft and lists what is wrong with it (empty when it can be stored). */
  validate(draft: ContactMessageDraft): { values: Record<ContactField, string>; userErrors: UserError[] } {
    const values = {} as Record<ContactField, string>;
    const userErrors: UserError[] = [];
    for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) {
      const raw = draft[field];
      const value = typeof raw === 'string' ? raw.trim() : '';
      values[field] = value;
      const label = LABELS[field];
      if (value === '') {
        if (REQUIRED.includes(field)) userErrors.push({ code: 'REQUIRED', field, message: `${label} is verplicht.` });
        continue;
      }
      if (value.length > CONTACT_LIMITS[field]) {
        userErrors.push({ code: 'TOO_LONG', field, message: `${label} mag maximaal ${CONTACT_LIMITS[field]} tekens bevatten.` });
      } else if (CONTROL.test(value) || (field !== 'message' && /[\r\n]/.test(value))) {
        userErrors.push({ code: 'INVALID', field, message: `${label} bevat ongeldige tekens.` });
      } else if (field === 'email' && !EMAIL.test(value)) {
        userErrors.push({ code: 'INVALID_EMAIL', field, message: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.' });
      } else if (field === 'phone' && !PHONE.test(value)) {
        userErrors.push({ code: 'INVALID_PHONE', field, message: 'Vul een geldig telefoonnummer in, of laat dit veld leeg.' });
      }
    }
    return { values, userErrors };
  }

  /** Stores a valid message; otherwise answers the user errors and stores nothing. */
  async create(draft: ContactMessageDraft): Promise<ContactMessageResult> {
    const { values, userErrors } = this.validate(draft);
    if (userErrors.length > 0) return { contactMessage: null, userErrors };
    // A person writes a few messages an hour at most; more from one address is a loop or a flood.
    const [{ recent }] = await this.ds.query(
      `SELECT count(*)::int AS recent FROM contact_message WHERE lower(email) = lower($1) AND created_at > now() - interval '1 hour'`,
      [values.email],
    );
    if (recent >= MAX_MESSAGES_PER_ADDRESS_PER_HOUR) {
      return {
        contactMessage: null,
        userErrors: [
          {
            code: 'RATE_LIMITED',
            field: null,
            message: 'We hebben al meerdere berichten van dit e-mailadres ontvangen. Probeer het over een uur opnieuw of bel ons.',
          },
        ],
      };
    }
    const repo = this.ds.getRepository(ContactMessage);
    const saved = await repo.save(
      repo.create({
        name: values.name,
        email: values.email,
        phone: values.phone === '' ? null : values.phone,
        subject: values.subject,
        message: values.message,
      }),
    );
    return { contactMessage: saved, userErrors: [] };
  }

  /** Newest first, for staff. */
  list(limit?: number | null): Promise<ContactMessage[]> {
    const take = Math.min(Math.max(Math.trunc(limit ?? 25), 1), 100);
    return this.ds.getRepository(ContactMessage).find({ order: { createdAt: 'DESC', id: 'DESC' }, take });
  }
}
