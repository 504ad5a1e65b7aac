import { useId } from 'react';
import { nl } from '../i18n/nl';
import { LineIcon } from './LineIcon';

const t = nl.invoices;

/** An order's invoice or credit note as the API lists it (OrderConfirmation.invoices, Order.invoices). */
interface InvoiceDocument {
  number: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  total: { formatted: string };
  /** The PDF's path on our server: the customer's or the staff's. */
  url: string;
}

/**
 * 'Factuur downloaden' (and 'Creditnota downloaden' for each refund): plain links to the server's PDFs, which
 * come as attachments; each link is described by its number and amount. Nothing while the order has none.
 */
export function InvoiceLinks({ invoices, className = '' }: { invoices: readonly InvoiceDocument[]; className?: string }) {
  const id = useId();
  if (invoices.length === 0) return null;
  return (
    <ul className={`flex flex-col gap-1 ${className}`}>
      {invoices.map((invoice, index) => (
        <li key={invoice.number} className="flex flex-wrap items-center gap-x-3">
          <a
            href={invoice.url}
            download
            aria-describedby={`${id}-${index}`}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-ink underline decoration-line underline-offset-4 hover:text-accent hover:decoration-accent"
          >
            <LineIcon size={20}>
              <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
            </LineIcon>
            {invoice.kind === 'INVOICE' ? t.invoice : t.creditNote}
          </a>
          <span id={`${id}-${index}`} className="text-sm text-ink-soft tabular-nums">
            {t.detail(invoice.number, invoice.total.formatted)}
          </span>
        </li>
      ))}
    </ul>
  );
}
