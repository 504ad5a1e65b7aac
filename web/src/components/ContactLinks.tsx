import type { ReactNode } from 'react';
import { telHref } from '../lib/phone';

const linkClass = 'font-medium text-ink underline decoration-line underline-offset-4 hover:text-accent hover:decoration-accent';

interface ContactLinksProps {
  contact: { email: string; phone: string };
  /** The labels of the two entries, in the page's own texts. */
  labels: { email: string; phone: string };
  /** The mail's subject (an order number), so the shop knows what it is about. */
  subject?: string;
  className?: string;
  /** Entries after the phone (the contact page's address). */
  children?: ReactNode;
}

/** The shop's e-mail and phone as labelled links (a description list), where a page says how to reach the shop. */
export function ContactLinks({ contact, labels, subject, className = '', children }: ContactLinksProps) {
  const mailto = `mailto:${contact.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <dl className={className}>
      <div>
        <dt className="text-sm text-ink-soft">{labels.email}</dt>
        <dd>
          <a href={mailto} className={`${linkClass} break-all`}>
            {contact.email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-ink-soft">{labels.phone}</dt>
        <dd>
          <a href={telHref(contact.phone)} className={linkClass}>
            {contact.phone}
          </a>
        </dd>
      </div>
      {children}
    </dl>
  );
}
