/** The texts of the staff screen /admin/e-mails: the outbox, each mail rendered beside its text version. */
import type { MailStatus, MailTemplate } from '../gql/admin';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const adminMail = {
  title: 'E-mails',
  intro:
    'Elke e-mail die de winkel stuurt, aan klanten en aan de eigen inbox, de nieuwste eerst. Zonder SMTP-server (SMTP_URL) worden ze niet verzonden maar hier bewaard.',
  count: (n: number) => plural(n, 'e-mail', 'e-mails'),
  empty: 'Er zijn nog geen e-mails.',
  listLabel: 'E-mails',
  loadFailed: 'De e-mails konden niet worden geladen.',
  to: 'Aan',
  kind: 'Soort',
  status: 'Status',
  created: 'Aangemaakt',
  sent: 'Verzonden',
  notSent: 'niet verzonden',
  attempts: 'Pogingen',
  lastError: 'Laatste fout',
  whyNotSent: 'Waarom niet verzonden',
  messageId: 'Message-ID',
  attachments: 'Bijlagen',
  noAttachments: 'geen',
  /** Nothing chosen yet. */
  choose: 'Kies een e-mail in de lijst om ze te lezen.',
  open: (subject: string) => `Lees: ${subject}`,
  detailLabel: 'Gekozen e-mail',
  detailFailed: 'Deze e-mail kon niet worden geladen.',
  notFound: 'Deze e-mail bestaat niet (meer).',
  rendered: 'Zoals de klant ze ziet',
  renderedFrame: (subject: string) => `Opgemaakte e-mail: ${subject}`,
  text: 'Tekstversie',
  templates: {
    ORDER_RECEIVED: 'Bestelling ontvangen',
    PAYMENT_RECEIVED: 'Betaling ontvangen',
    PAYMENT_FAILED: 'Betaling mislukt',
    PAYMENT_REMINDER: 'Herinnering om te betalen',
    ORDER_SHIPPED: 'Bestelling verzonden',
    ORDER_CANCELLED: 'Bestelling geannuleerd',
    PAYMENT_RETURNED: 'Betaling teruggestort',
    REFUND_SETTLED: 'Terugbetaling uitgevoerd',
    SAMPLE_REQUEST_RECEIVED: 'Kleurstaal aangevraagd',
    CONTACT_MESSAGE_RECEIVED: 'Bericht ontvangen',
    SHOP_ORDER_PAID: 'Betaalde bestelling (aan de winkel)',
    SHOP_ORDER_ATTENTION: 'Bestelling vraagt aandacht (aan de winkel)',
  } satisfies Record<MailTemplate, string>,
  statuses: {
    PENDING: 'Wacht op verzending',
    SENDING: 'Wordt verzonden',
    SENT: 'Verzonden',
    KEPT: 'Bewaard, niet verzonden',
    FAILED: 'Mislukt',
    SUPPRESSED: 'Niet verzonden (te veel aan dit adres)',
  } satisfies Record<MailStatus, string>,
} as const;
