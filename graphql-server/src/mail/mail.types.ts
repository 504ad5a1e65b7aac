import { ConnectionType } from '../api/connection';
import { OutboxMail } from './outbox-mail.entity';

export const MailConnection = ConnectionType('Mail', OutboxMail, 'A page of mails in the outbox, newest first.');
