import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { StaffOnly } from '../staff/staff-only';
import type { AttachmentRef, MailData, MailTemplate as MailTemplateName } from './mail-draft';

export const MailStatus = graphqlEnum('MailStatus', 'Where a mail in the outbox stands.', {
  PENDING: ['pending', 'Written with its event; waiting for (or between) attempts to send it.'],
  SENDING: ['sending', 'Being sent now; should its sender die, another sends it again once its lease runs out.'],
  SENT: ['sent', 'The SMTP server accepted it.'],
  KEPT: ['kept', 'No SMTP server is configured (SMTP_URL): rendered and kept here, not sent.'],
  FAILED: ['failed', 'Every retry failed; see lastError. It is not sent again by itself.'],
  SUPPRESSED: ['suppressed', 'Not sent: its mailbox had all the mails a visitor can cause in an hour or a day (lastError says which); what it reports stands.'],
});
export type MailStatus = ValueOf<typeof MailStatus>;

export const MailTemplate = graphqlEnum('MailTemplate', 'Which mail it is.', {
  ORDER_RECEIVED: ['order-received', 'To the customer when an order is placed (with the pay link while unpaid).'],
  PAYMENT_RECEIVED: ['payment-received', 'To the customer when the payment came in, with the invoice attached.'],
  ORDER_SHIPPED: ['order-shipped', 'To the customer when the order is shipped (carrier and track-and-trace code).'],
  SAMPLE_REQUEST_RECEIVED: ['sample-request-received', 'To the shopper who asked for a colour sample.'],
  CONTACT_MESSAGE_RECEIVED: ['contact-message-received', 'To the visitor who wrote through the contact form.'],
  SHOP_ORDER_PAID: ['shop-order-paid', "To the shop's inbox for each new paid order."],
  PAYMENT_FAILED: ['payment-failed', 'To the customer when their payment failed, with the link to pay again.'],
  PAYMENT_REMINDER: ['payment-reminder', 'To the customer once, a day after an order was placed and is still unpaid.'],
  ORDER_CANCELLED: ['order-cancelled', 'To the customer when the order is cancelled (by staff, with its refund; or because it stayed unpaid).'],
  PAYMENT_RETURNED: ['payment-returned', 'To the customer when a payment came in that was not wanted (order cancelled, or paid already) and goes back.'],
  REFUND_SETTLED: ['refund-settled', 'To the customer when the provider refunded money, with the credit note attached.'],
  SHOP_ORDER_ATTENTION: ['shop-order-attention', "To the shop's inbox when a refund failed or a payment was charged back."],
} satisfies Record<string, readonly [MailTemplateName, string]>);

@StaffOnly()
@ObjectType('Mail', { description: "A mail in the outbox: to a customer or to the shop's inbox. Staff only: it holds personal data." })
@Entity('outbox_mail')
export class OutboxMail {
  @Field(() => ID, { description: 'Mail id.' })
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  @Field(() => MailTemplate, { description: 'Which mail it is.' })
  @Column({ type: 'text' })
  template: MailTemplateName;

  @Field(() => String, { description: 'The address it goes to.' })
  @Column({ type: 'text' })
  recipient: string;

  /** The mailbox it goes to, as the per-recipient limit counts it (lower case, no "+tag"). */
  @Column({ type: 'text' })
  mailbox: string;

  @Field(() => String, { description: 'Subject line.' })
  @Column({ type: 'text' })
  subject: string;

  /** What the template renders: a snapshot of plain values taken when the mail was written. */
  @Column({ type: 'jsonb' })
  data: MailData[MailTemplateName];

  /** What is attached, by reference; resolved when the mail is sent. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: AttachmentRef[];

  @Field(() => String, { description: 'Its Message-ID header, e.g. "<…@lumina-rolgordijnen.be>": the same on every attempt, so a resend is recognisable.' })
  @Column({ type: 'text', name: 'message_id' })
  messageId: string;

  /** Id of its job in the queue (pg-boss): queueing it again is a no-op. A new one when its job is over and it still is to be sent. */
  @Column({ type: 'uuid', name: 'job_id' })
  jobId: string;

  @Field(() => MailStatus, { description: 'Where it stands.' })
  @Column({ type: 'text', default: MailStatus.PENDING })
  status: MailStatus;

  /** While 'sending': until when its sender holds it; once past, another sender may take it (the sender died). */
  @Column({ type: 'timestamptz', name: 'lease_expires_at', nullable: true })
  leaseExpiresAt: Date | null;

  @Field(() => Int, { description: 'Attempts to send it so far.' })
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, or why a suppressed mail was not sent; null otherwise.' })
  @Column({ type: 'text', name: 'last_error', nullable: true })
  lastError: string | null;

  @Field(() => Date, { description: 'When it was written (with its event).' })
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the SMTP server accepted it; null while not sent.' })
  @Column({ type: 'timestamptz', name: 'sent_at', nullable: true })
  sentAt: Date | null;
}
