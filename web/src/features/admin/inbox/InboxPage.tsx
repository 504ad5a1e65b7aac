import { MessagesInbox } from './MessagesInbox';
import { ReviewsInbox } from './ReviewsInbox';
import { SamplesInbox } from './SamplesInbox';

export type InboxKind = 'messages' | 'samples' | 'reviews';

/**
 * What shoppers sent, for staff: contact messages (/admin/berichten), colour sample requests
 * (/admin/kleurstalen) and reviews waiting for approval (/admin/beoordelingen), each a paged list with the
 * action it needs.
 */
export default function InboxPage({ kind }: { kind: InboxKind }) {
  if (kind === 'messages') return <MessagesInbox />;
  if (kind === 'samples') return <SamplesInbox />;
  return <ReviewsInbox />;
}
