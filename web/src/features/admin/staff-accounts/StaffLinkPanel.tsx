import { useId, useState } from 'react';
import { adminStaff } from '../../../i18n/admin-staff';
import { formatStaffDateTime } from '../../../lib/format';
import { secondaryButton } from '../shared/ui';

const t = adminStaff.link;

export interface HandedLink {
  title: string;
  path: string;
  expiresAt: unknown;
}

/** A one-time link just made (an invitation or a password reset): the full address to copy, shown only now. */
export function StaffLinkPanel({ link, onClose }: { link: HandedLink; onClose: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${link.path}`;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border-2 border-accent bg-card p-5">
      <h2 id={`${id}-title`} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {link.title}
      </h2>
      <label htmlFor={`${id}-url`} className="mt-3 block font-medium">
        {t.label}
      </label>
      <input
        id={`${id}-url`}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full rounded-lg border border-line bg-page px-3 py-2 font-mono text-sm text-ink"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {t.validUntil(formatStaffDateTime(link.expiresAt))}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => undefined);
          }}
        >
          {t.copy}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {adminStaff.close}
        </button>
        <p role="status" className="text-sm font-medium text-ink">
          {copied ? t.copied : ''}
        </p>
      </div>
    </section>
  );
}
