import { useEffect, useId, useRef, useState } from 'react';
import { adminTwoFactor } from '../../../i18n/admin-two-factor';
import { primaryButton, secondaryButton } from '../shared/ui';

const t = adminTwoFactor.recovery;

/**
 * The ten recovery codes, shown once right after two-factor was switched on: to copy or download as a text file, then
 * on (`onContinue`). The heading takes focus, so a screen reader starts here.
 */
export function RecoveryCodes({ codes, email, onContinue, continueLabel = t.continue }: { codes: readonly string[]; email: string; onContinue: () => void; continueLabel?: string }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState('');
  useEffect(() => heading.current?.focus(), []);
  const text = `${t.fileHeading(email)}\n\n${codes.join('\n')}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = t.fileName;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-2">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {t.title}
      </h2>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <ul aria-label={t.listLabel} className="mt-4 grid grid-cols-2 gap-2 rounded-xl border border-line bg-page p-4 font-mono text-base text-ink tabular-nums">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            const copying = navigator.clipboard?.writeText(text);
            if (!copying) setNotice(t.copyFailed);
            else void copying.then(() => setNotice(t.copied), () => setNotice(t.copyFailed));
          }}
        >
          {t.copy}
        </button>
        <button type="button" className={secondaryButton} onClick={download}>
          {t.download}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm font-medium text-ink">
        {notice}
      </p>
      <button type="button" className={`${primaryButton} mt-4 w-full`} onClick={onContinue}>
        {continueLabel}
      </button>
    </section>
  );
}
