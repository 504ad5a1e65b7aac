import { useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { InboxContactMessageMarkHandledDocument, InboxContactMessagesDocument, type InboxContactMessageFragment } from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { Badge, primaryButton, Spinner, StaffTime } from '../shared/ui';
import { InboxEntry, InboxScreen, MailLink } from './InboxParts';
import { useEntryAction } from './use-entry-action';
import { useInboxList } from './use-inbox-list';
import { telHref } from '../../../lib/phone';

const t = adminShell.inbox;


/** One contact message: who, how to reach them, when, what they wrote; 'Markeer als afgehandeld' while open. */
function MessageEntry({ message }: { message: InboxContactMessageFragment }) {
  const [markHandled] = useMutation(InboxContactMessageMarkHandledDocument);
  const { running, problem, run } = useEntryAction<'mark'>();
  const busy = running !== null;
  const entry = useRef<HTMLElement>(null);

  const onMark = async () => {
    const done = await run('mark', async () => {
      const payload = (await markHandled({ variables: { id: message.id } })).data?.contactMessageMarkHandled;
      return payload?.contactMessage ? { done: t.messages.markedHandled(message.name) } : { refused: payload?.userErrors[0]?.message };
    });
    // The button is gone: focus stays with the entry, whose badge now says 'Afgehandeld'.
    if (done) entry.current?.focus();
  };

  return (
    <InboxEntry
      entryRef={entry}
      heading={message.subject}
      badge={message.handled ? <Badge tone="done">{t.handled}</Badge> : <Badge tone="open">{t.open}</Badge>}
      facts={[
        { label: t.messages.from, value: message.name },
        { label: t.email, value: <MailLink email={message.email} /> },
        {
          label: t.phone,
          value: message.phone ? (
            <a href={telHref(message.phone)} className="font-medium text-accent underline underline-offset-4 hover:text-accent-hover">
              {message.phone}
            </a>
          ) : (
            <span className="text-ink-soft">{t.noPhone}</span>
          ),
        },
        { label: t.received, value: <StaffTime value={message.createdAt} /> },
      ]}
      text={message.message}
      actions={
        !message.handled && (
          <button type="button" onClick={() => void onMark()} disabled={busy} className={primaryButton}>
            {busy && <Spinner />}
            {busy ? t.markingHandled : t.markHandled}
          </button>
        )
      }
      problem={problem}
    />
  );
}

/** /admin/berichten: the contact messages, newest first. */
export function MessagesInbox() {
  const list = useInboxList(InboxContactMessagesDocument, 'contactMessages');
  return (
    <InboxScreen
      title={t.messages.title}
      intro={t.messages.intro}
      countText={t.messages.count}
      emptyText={t.messages.empty}
      listLabel={t.messages.listLabel}
      list={list}
      renderEntry={(message) => <MessageEntry message={message} />}
    />
  );
}
