import { useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { InboxSampleRequestMarkHandledDocument, InboxSampleRequestsDocument, type InboxSampleRequestFragment } from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { formatStaffDateTime } from '../../../lib/format';
import { Badge, primaryButton, Spinner, StaffTime } from '../shared/ui';
import { InboxEntry, InboxScreen, MailLink, useProductNames } from './InboxParts';
import { useEntryAction } from './use-entry-action';
import { useInboxList } from './use-inbox-list';

const t = adminShell.inbox;

/** One colour sample request: colour, product, where to send it, when asked; 'Markeer als afgehandeld' while open. */
function SampleEntry({ request, productName }: { request: InboxSampleRequestFragment; productName: string | null }) {
  const [markHandled] = useMutation(InboxSampleRequestMarkHandledDocument);
  const { running, problem, run } = useEntryAction<'mark'>();
  const busy = running !== null;
  const entry = useRef<HTMLElement>(null);
  const handled = request.handledAt != null;

  const onMark = async () => {
    const done = await run('mark', async () => {
      const payload = (await markHandled({ variables: { id: request.id } })).data?.sampleRequestMarkHandled;
      return payload?.sampleRequest ? { done: t.samples.markedHandled(request.name) } : { refused: payload?.userErrors[0]?.message };
    });
    if (done) entry.current?.focus();
  };

  return (
    <InboxEntry
      entryRef={entry}
      heading={t.samples.heading(request.color)}
      badge={
        handled ? <Badge tone="done">{t.handledOn(formatStaffDateTime(request.handledAt))}</Badge> : <Badge tone="open">{t.open}</Badge>
      }
      facts={[
        { label: t.samples.product, value: productName ?? <span className="text-ink-soft">{t.samples.noProduct}</span> },
        { label: t.samples.name, value: request.name },
        { label: t.samples.address, value: <span className="whitespace-pre-line">{request.address}</span> },
        { label: t.email, value: <MailLink email={request.email} /> },
        { label: t.received, value: <StaffTime value={request.createdAt} /> },
      ]}
      actions={
        !handled && (
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

/** /admin/kleurstalen: the colour sample requests, newest first. */
export function SamplesInbox() {
  const list = useInboxList(InboxSampleRequestsDocument, 'sampleRequests');
  const products = useProductNames();
  return (
    <InboxScreen
      title={t.samples.title}
      intro={t.samples.intro}
      countText={t.samples.count}
      emptyText={t.samples.empty}
      listLabel={t.samples.listLabel}
      list={list}
      waiting={!products.ready}
      renderEntry={(request) => <SampleEntry request={request} productName={request.productId ? products.nameOf(request.productId) : null} />}
    />
  );
}
