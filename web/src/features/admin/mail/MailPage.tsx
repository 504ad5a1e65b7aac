import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminMailDocument, AdminMailsDocument, type AdminMailDetailFragment, type AdminMailListItemFragment, type MailStatus } from '../../../gql/admin';
import { adminMail as t } from '../../../i18n/admin-mail';
import { useInboxList } from '../inbox/use-inbox-list';
import { useSessionExpiry } from '../shared/staff';
import { ChosenEntry, ListBeside } from '../shared/list-beside';
import { Badge, type BadgeTone, StaffTime } from '../shared/ui';

const STATUS_TONE: Record<MailStatus, BadgeTone> = { PENDING: 'open', SENDING: 'open', SENT: 'done', KEPT: 'neutral', FAILED: 'warning', SUPPRESSED: 'warning' };

function StatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{t.statuses[status]}</Badge>;
}

/** One mail in the list: a link that opens it beside the list (?mail={id}). */
function MailEntry({ mail, selected, onOpen }: { mail: AdminMailListItemFragment; selected: boolean; onOpen: () => void }) {
  const describedId = useId();
  return (
    <a
      href={`?mail=${encodeURIComponent(mail.id)}`}
      data-entry
      aria-current={selected ? 'true' : undefined}
      // Named by what it does; described by the rest it shows (status, kind, recipient, date).
      aria-label={t.open(mail.subject)}
      aria-describedby={`${describedId}-status ${describedId}-meta ${describedId}-date`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
      className={`block rounded-2xl border p-4 hover:border-ink-soft ${selected ? 'border-accent bg-sand' : 'border-line bg-card'}`}
    >
      <span className="flex flex-wrap items-start justify-between gap-2">
        <span className="min-w-0 font-semibold break-words text-ink">{mail.subject}</span>
        <span id={`${describedId}-status`}>
          <StatusBadge status={mail.status} />
        </span>
      </span>
      <span id={`${describedId}-meta`} className="mt-1 block text-sm break-words text-ink-soft">
        {t.templates[mail.template]} · {mail.recipient}
      </span>
      <span id={`${describedId}-date`} className="mt-1 block text-sm text-ink-soft">
        <StaffTime value={mail.createdAt} />
      </span>
    </a>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The chosen mail: its facts, then the mail as the customer sees it (a sandboxed frame) beside its text version. */
function MailDetail({ mail, takeFocus }: { mail: AdminMailDetailFragment; takeFocus: boolean }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A mail opened from the list takes the focus, so keyboard and screen-reader users land on what they opened.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [mail.id, takeFocus]);
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-card p-5 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="min-w-0 text-xl font-semibold break-words focus:outline-none">
          {mail.subject}
        </h2>
        <StatusBadge status={mail.status} />
      </div>
      <dl className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        <Fact label={t.to}>{mail.recipient}</Fact>
        <Fact label={t.kind}>{t.templates[mail.template]}</Fact>
        <Fact label={t.created}>
          <StaffTime value={mail.createdAt} />
        </Fact>
        <Fact label={t.sent}>{mail.sentAt ? <StaffTime value={mail.sentAt} /> : t.notSent}</Fact>
        <Fact label={t.attempts}>{mail.attempts}</Fact>
        {mail.lastError && <Fact label={mail.status === 'SUPPRESSED' ? t.whyNotSent : t.lastError}>{mail.lastError}</Fact>}
        <Fact label={t.attachments}>{mail.attachments.length ? mail.attachments.join(', ') : t.noAttachments}</Fact>
        <Fact label={t.messageId}>
          <code className="text-xs">{mail.messageId}</code>
        </Fact>
      </dl>
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <section aria-labelledby={`${headingId}-html`}>
          <h3 id={`${headingId}-html`} className="font-semibold">
            {t.rendered}
          </h3>
          {/* sandbox="": no scripts, no forms, no navigation, a unique origin; the mail's own styles are inline. */}
          <iframe
            title={t.renderedFrame(mail.subject)}
            sandbox=""
            srcDoc={mail.html}
            className="mt-2 h-[36rem] w-full rounded-xl border border-line bg-white"
          />
        </section>
        <section aria-labelledby={`${headingId}-text`}>
          <h3 id={`${headingId}-text`} className="font-semibold">
            {t.text}
          </h3>
          {/* Scrolls on its own: focusable, so the keyboard can scroll it too. */}
          <pre tabIndex={0} aria-labelledby={`${headingId}-text`} className="mt-2 h-[36rem] overflow-auto rounded-xl border border-line bg-page p-4 font-sans text-sm whitespace-pre-wrap break-words text-ink">
            {mail.text}
          </pre>
        </section>
      </div>
    </article>
  );
}

function ChosenMail({ id, takeFocus }: { id: string; takeFocus: boolean }) {
  const { data, error, refetch } = useQuery(AdminMailDocument, { variables: { id } });
  useSessionExpiry(error);
  return (
    <ChosenEntry data={data ? data.mail : undefined} error={error} retry={() => void refetch()} failedText={t.detailFailed} notFoundText={t.notFound}>
      {(mail) => <MailDetail mail={mail} takeFocus={takeFocus} />}
    </ChosenEntry>
  );
}

/**
 * /admin/e-mails: every mail the shop wrote (to customers and to its own inbox), newest first, page by page;
 * the chosen one (?mail={id}) beside the list, rendered in a sandboxed frame with its text version.
 */
export default function MailPage() {
  const list = useInboxList(AdminMailsDocument, 'mails');
  return (
    <ListBeside
      list={list}
      param="mail"
      texts={t}
      entry={(mail, selected, onOpen) => <MailEntry mail={mail} selected={selected} onOpen={onOpen} />}
      detail={(id, takeFocus) => <ChosenMail id={id} takeFocus={takeFocus} />}
    />
  );
}
