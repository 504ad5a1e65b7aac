import { useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/toast';
import { InboxSampleRequestMarkHandledDocument, InboxSampleRequestsDocument, type InboxSampleRequestFragment } from '../../../gql/admin';
import { adminShell } from '../../../i18n/admin-shell';
import { formatStaffDateTime } from '../shared/format';
import { endSessionIfExpired } from '../shared/staff';
import { Badge, primaryButton, Spinner } from '../shared/ui';
import { InboxEntry, InboxScreen, MailLink, StaffTime, useProductNames } from './InboxParts';
import { useInboxList } from './use-inbox-list';

const t = adminShell.inbox;

/** One colour sample request: colour, product, where to send it, when asked; 'Markeer als afgehandeld' while open. */
function SampleEntry({ request, productName }: { request: InboxSampleRequestFragment; productName: string | null }) {
  const client = useApolloClient();
  const { toast } = useToast();
  const [markHandled] = useMutation(InboxSampleRequestMarkHandledDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const entry = useRef<HTMLElement>(null);
  const handled = request.handledAt != null;

  const onMark = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await markHandled({ variables: { id: request.id } });
      const payload = data?.sampleRequestMarkHandled;
      if (payload?.sampleRequest) {
        entry.current?.focus();
        toast({ title: t.samples.markedHandled(request.name), variant: 'success' });
      } else {
        setProblem(payload?.userErrors[0]?.message ?? t.actionFailed);
      }
    } catch (error) {
      if (!endSessionIfExpired(client, error)) setProblem(t.actionFailed);
    } finally {
      setBusy(false);
    }
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
