import type { AttachmentResolver } from './mail-draft';

/** For a shop that attaches nothing yet: a mail with an attachment fails (and is retried) until a resolver is wired in. */
export const noAttachments: AttachmentResolver = async (ref) => {
  throw new Error(`Geen bijlage te maken voor ${ref.kind} ${ref.number}: er is geen resolver voor deze soort bijlage.`);
};
