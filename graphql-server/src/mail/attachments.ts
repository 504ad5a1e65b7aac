import type { AttachmentResolver } from './mail-draft';

/** Where a mail's PDF comes from, by its number (InvoiceService.pdf): null when there is none. */
export interface PdfSource {
  pdf(number: string): Promise<Buffer | null>;
}

/**
 * Attachments made when the mail is sent: an invoice reference becomes that invoice's PDF, e.g.
 * "factuur-2026-000042.pdf" (a credit note's "creditnota-CN-2026-000003.pdf"). An unknown number fails the send (it is retried, then the mail is marked failed).
 */
export function pdfAttachments(invoices: PdfSource): AttachmentResolver {
  return async (ref) => {
    const content = await invoices.pdf(ref.number);
    if (!content) throw new Error(`Factuur ${ref.number} bestaat niet: de bijlage kan niet worden gemaakt.`);
    return { filename: `${ref.number.startsWith('CN-') ? 'creditnota' : 'factuur'}-${ref.number}.pdf`, content, contentType: 'application/pdf' };
  };
}
