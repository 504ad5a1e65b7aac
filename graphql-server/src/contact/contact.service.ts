/**
 * Contact messages (SPEC §3 Contact form, §5): the rules for what a visitor may send, and storing it.
 * Bad input is answered with Dutch user errors and writes nothing.
 */
import type { DataSource } from 'typeorm';
import { texts } from '@lumina/schema';
import { keysetPage, type ConnectionArgs, type ConnectionData } from '../shop/connection';
import { personKey, type RateLimits } from '../ratelimit/rate-limits';
import { ContactMessage } from './contact-message.entity';
import type { ContactUserError } from './contact.types';

export interface ContactMessageDraft {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  subject?: string | null;
  message?: string | null;
}

export type ContactMessageResult =
  | { contactMessage: ContactMessage; userErrors: [] }
  | { contactMessage: null; userErrors: ContactUserError[] };

/** Maximum lengths in characters, after trimming. */
export const CONTACT_LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  subject: 200,
  message: 5000,
} as const;

type ContactField = keyof typeof CONTACT_LIMITS;

const LABELS: Record<ContactField, string> = texts.contact.labels;

const REQUIRED: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** One @, a dot in the domain, no spaces: what a mail client accepts in practice. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Digits with the usual separators, optionally a leading +. */
const PHONE = /^\+?[0-9 ()./-]{6,}$/;
/** Control characters other than tab and newlines. */
// eslint-disable-next-line no-control-regex -- rejects control characters on purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export class ContactService {
  constructor(
    private readonly ds: DataSource,
    private readonly limits: RateLimits,
  ) {}

  /** Trims the draft and lists what is wrong with it (empty when it can be stored). */
  validate(draft: ContactMessageDraft): { values: Record<ContactField, string>; userErrors: ContactUserError[] } {
    const values = {} as Record<ContactField, string>;
    const userErrors: ContactUserError[] = [];
    for (const field of Object.keys(CONTACT_LIMITS) as ContactField[]) {
      const raw = draft[field];
      const value = typeof raw === 'string' ? raw.trim() : '';
      values[field] = value;
      const label = LABELS[field];
      const path = ['input', field];
      if (value === '') {
        if (REQUIRED.includes(field)) userErrors.push({ code: 'REQUIRED', field: path, message: texts.contact.required(label) });
        continue;
      }
      if (value.length > CONTACT_LIMITS[field]) {
        userErrors.push({ code: 'TOO_LONG', field: path, message: texts.contact.tooLong(label, CONTACT_LIMITS[field]) });
      } else if (CONTROL.test(value) || (field !== 'message' && /[\r\n]/.test(value))) {
        userErrors.push({ code: 'INVALID', field: path, message: texts.contact.invalidCharacters(label) });
      } else if (field === 'email' && !EMAIL.test(value)) {
        userErrors.push({ code: 'INVALID_EMAIL', field: path, message: texts.contact.invalidEmail });
      } else if (field === 'phone' && !PHONE.test(value)) {
        userErrors.push({ code: 'INVALID_PHONE', field: path, message: texts.contact.invalidPhone });
      }
    }
    return { values, userErrors };
  }

  /** Stores a valid message; otherwise answers the user errors and stores nothing. */
  async create(draft: ContactMessageDraft): Promise<ContactMessageResult> {
    const { values, userErrors } = this.validate(draft);
    if (userErrors.length > 0) return { contactMessage: null, userErrors };
    // A person writes a few messages an hour at most; more from one address is a loop or a flood. The limit
    // is taken before the message is stored, atomically, so parallel requests cannot slip past it.
    const taken = await this.limits.contact.take(personKey(values.email));
    if (!taken.ok) return { contactMessage: null, userErrors: [{ code: 'RATE_LIMITED', field: null, message: texts.contact.rateLimited }] };
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

  /** One page, newest first, for staff. */
  page(args: ConnectionArgs): Promise<ConnectionData<ContactMessage>> {
    const qb = this.ds.getRepository(ContactMessage).createQueryBuilder('m');
    return keysetPage(qb, [{ expr: 'm.created_at', type: 'timestamptz' }, { expr: 'm.id', type: 'int' }], 'DESC', args);
  }
}
