/** The outbox for staff: its mails newest first, one by id, and a mail rendered as it was (or will be) sent. */
import type { DataSource, Repository } from 'typeorm';
import { keysetPage, type ConnectionArgs, type ConnectionData, type KeysetKey } from '../api/connection';
import { OutboxMail } from './outbox-mail.entity';
import { renderMail, type RenderedMail } from './render';

const NEWEST_FIRST: KeysetKey[] = [
  { expr: 'm.created_at', type: 'timestamptz' },
  { expr: 'm.id', type: 'int' },
];

export class MailService {
  private readonly mails: Repository<OutboxMail>;
  /** Renders of the mails asked for by one request's fields (html and text render once between them). */
  private readonly renders = new WeakMap<OutboxMail, Promise<RenderedMail>>();

  constructor(ds: DataSource) {
    this.mails = ds.getRepository(OutboxMail);
  }

  /** One page, newest first. */
  page(args: ConnectionArgs): Promise<ConnectionData<OutboxMail>> {
    return keysetPage(this.mails.createQueryBuilder('m'), NEWEST_FIRST, 'DESC', args);
  }

  /** The mail with this id; null for an unknown or malformed id. */
  async byId(id: string): Promise<OutboxMail | null> {
    const key = id.trim();
    if (!/^\d{1,9}$/.test(key)) return null;
    return this.mails.findOneBy({ id: Number(key) });
  }

  /** Its subject, HTML and text, rendered from its template and data. */
  rendered(mail: OutboxMail): Promise<RenderedMail> {
    let render = this.renders.get(mail);
    if (!render) {
      render = renderMail(mail.template, mail.data as never);
      this.renders.set(mail, render);
    }
    return render;
  }
}
