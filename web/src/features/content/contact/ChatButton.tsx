import { useEffect, useId, useRef, useState } from 'react';
import { content } from '../../../i18n/content';
import { telHref, whatsappHref } from '../../../lib/phone';

const t = content.contact.chat;

/**
 * 'Chat met ons' (SPEC §2: a floating button with no action). There is no chat service, so the button
 * honestly opens a small panel that says so and offers the phone, WhatsApp and the form instead.
 */
export function ChatButton({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const linkClass = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 font-semibold';
  return (
    <div className="fixed right-4 bottom-[calc(9rem+env(safe-area-inset-bottom))] z-20 flex flex-col items-end gap-3 md:right-6 md:bottom-24">
      {open && (
        <div id={panelId} role="region" aria-labelledby={`${panelId}-title`} className="w-[min(20rem,calc(100vw-2rem))] rounded-2xl border border-line bg-card p-5 shadow-xl">
          <div className="flex items-start justify-between gap-3">
            <h2 id={`${panelId}-title`} className="font-sans text-base font-semibold">
              {t.heading}
            </h2>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
              aria-label={t.close}
              className="-mt-2 -mr-2 inline-flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-sand"
            >
              <svg width="18" height="18" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5 5 15" />
              </svg>
            </button>
          </div>
          <p className="mt-2 text-sm text-ink-soft">{t.text}</p>
          <div className="mt-4 flex flex-col gap-2">
            <a href={telHref(phone)} className={`${linkClass} bg-accent text-on-accent hover:bg-accent-hover`}>
              {t.call(phone)}
            </a>
            <a href={whatsappHref(whatsapp)} className={`${linkClass} border border-line text-ink hover:bg-sand`}>
              {t.whatsapp}
            </a>
            <a href="#contact-form" onClick={() => setOpen(false)} className={`${linkClass} border border-line text-ink hover:bg-sand`}>
              {t.toForm}
            </a>
          </div>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-ink px-5 font-semibold text-page shadow-lg hover:opacity-90"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        {t.button}
      </button>
    </div>
  );
}
