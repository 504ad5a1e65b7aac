import { useId, type ReactNode, type Ref } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import { LineIcon } from '../../../components/LineIcon';
import { configuratorLightTexts } from '../../../i18n/configurator-light';

const t = configuratorLightTexts.sections;

interface ConfiguratorSectionProps {
  number: number;
  title: string;
  /** 'wide': open on wide screens only (the server's HTML and the first render, before the width is known). */
  open: boolean | 'wide';
  complete: boolean;
  onToggle: () => void;
  /** Arrow keys on the header; returns true when it moved focus. */
  onHeaderKey: (key: string) => boolean;
  /** 'Volgende stap'. */
  onNext: () => void;
  sectionRef: Ref<HTMLDivElement>;
  headerRef: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * One numbered, collapsible section (the accordion pattern): the header is a real button in a heading with
 * aria-expanded and aria-controls (Enter and Space toggle it, arrows move between headers), a check mark named
 * 'voltooid' once the section is complete, and 'Volgende stap' at the end of its panel.
 */
export function ConfiguratorSection({ number, title, open, complete, onToggle, onHeaderKey, onNext, sectionRef, headerRef, children }: ConfiguratorSectionProps) {
  const id = useId();
  const headerId = `${id}-header`;
  const panelId = `${id}-panel`;
  return (
    <div ref={sectionRef} className="scroll-mt-4 rounded-2xl border border-line bg-card">
      <h2 className="font-sans text-lg font-semibold">
        <button
          ref={headerRef}
          id={headerId}
          type="button"
          aria-expanded={open !== false}
          aria-controls={panelId}
          onClick={onToggle}
          onKeyDown={(event) => {
            if (onHeaderKey(event.key)) event.preventDefault();
          }}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 py-3 text-left hover:bg-sand/60 focus-visible:outline-offset-0 md:px-5"
        >
          <span
            aria-hidden="true"
            className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm tabular-nums ${complete ? 'bg-success text-on-accent' : 'border border-line bg-sand text-ink'}`}
          >
            {number}
          </span>
          <span className="min-w-0 flex-1">
            <span className="sr-only">{number}</span> {title}
          </span>
          {complete && (
            <>
              {' '}
              <span className="inline-flex items-center text-success">
                <LineIcon size={22}>
                  <path d="M5 12.5l4.2 4.2L19 7" />
                </LineIcon>
                <span className="sr-only">{t.completed}</span>
              </span>
            </>
          )}
          <ChevronDownIcon size={20} className={`shrink-0 text-ink-soft transition-transform motion-reduce:transition-none ${open === 'wide' ? 'md:rotate-180' : open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={panelId} role="region" aria-labelledby={headerId} hidden={!open} className={`border-t border-line px-4 pt-4 pb-5 md:px-5 ${open === 'wide' ? 'max-md:hidden' : ''}`}>
        {children}
        <button
          type="button"
          onClick={onNext}
          className="mt-5 inline-flex min-h-11 items-center rounded-full border border-accent px-5 font-semibold text-accent hover:bg-sand"
        >
          {t.next}
        </button>
      </div>
    </div>
  );
}
