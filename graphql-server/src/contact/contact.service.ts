/**
 * Contact messages (SPEC §3 Contact form, §5): the rules for what a visitor may send, and storing it.
 * Bad input is answered with Dutch user errors and writes nothing.
 */
import type { DataSource } from 'typeorm';
import { CONTACT_FORM_CODES, contactForm, parseForm, texts } from '@lumina/schema';
import { keysetPage, type ConnectionArgs, type ConnectionData } from '../api/connection';
import { mailboxKey, personKey, type RateLimits } from '../ratelimit/rate-limits';
import { inputErrors } from '../api/user-error';
import { ContactMessage } from './contact-message.entity';
import type { ContactUserError } from './contact.types';
import type { Outbox } from '../mail/outbox';
import { contactMessageReceivedMail } from '../mail/builders';

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

export class ContactService {
  constructor(
    private readonly ds: DataSource,
    private readonly limits: RateLimits,
    private readonly outbox: Outbox,
  ) {}

  /** Stores a valid message (the contact form's rules, schema/src/forms); otherwise answers the user errors and stores nothing. */
  async create(draft: ContactMessageDraft, clientAddress: string): Promise<ContactMessageResult> {
    const form = parseForm(contactForm, CONTACT_FORM_CODES, draft);
    if (!form.ok) return { contactMessage: null, userErrors: inputErrors(form.errors) };
    const { values } = form;
    // A person writes a few messages an hour at most; more from one mailbox, or from one client with ever new
    // addresses, is a loop or a flood. Each limit is taken before the message is stored, atomically, so
    // parallel requests cannot slip past it.
    const taken = await this.limits.contact.take(mailboxKey(values.email));
    const allowed = taken.ok && (await this.limits.contactClient.take(personKey(clientAddress))).ok;
    if (!allowed) return { contactMessage: null, userErrors: [{ code: 'RATE_LIMITED', field: null, message: texts.contact.rateLimited }] };
    // The message and the mail confirming it to the visitor commit together.
    const saved = await this.ds.transaction(async (em) => {
      const message = await em.save(
        em.create(ContactMessage, {
          name: values.name,
          email: values.email,
          phone: values.phone === '' ? null : values.phone,
          subject: values.subject,
          message: values.message,
        }),
      );
      await this.outbox.enqueue(em, contactMessageReceivedMail(message));
      return message;
    });
    return { contactMessage: saved, userErrors: [] };
  }

  /** Marks a message handled (staff answered it); again is harmless. */
  async markHandled(id: string): Promise<ContactMessageResult> {
    const key = id.trim();
    const notFound: ContactMessageResult = { contactMessage: null, userErrors: [{ code: 'NOT_FOUND', field: ['id'], message: texts.contact.notFound }] };
    if (!/^\d{1,9}$/.test(key)) return notFound;
    const repo = this.ds.getRepository(ContactMessage);
    const { affected } = await repo.update({ id: Number(key) }, { handled: true });
    if (!affected) return notFound;
    return { contactMessage: await repo.findOneByOrFail({ id: Number(key) }), userErrors: [] };
  }

  /** One page, newest first, for staff. */
  page(args: ConnectionArgs): Promise<ConnectionData<ContactMessage>> {
    const qb = this.ds.getRepository(ContactMessage).createQueryBuilder('m');
    return keysetPage(qb, [{ expr: 'm.created_at', type: 'timestamptz' }, { expr: 'm.id', type: 'int' }], 'DESC', args);
  }
}
