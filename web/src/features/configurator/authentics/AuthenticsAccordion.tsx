import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons';

export interface AccordionPanel {
  key: string;
  title: string;
  content: ReactNode;
}

/**
 * The one-open accordion (SPEC §2 Authentics, §4): opening a panel closes the one that was open, and the open
 * one closes again on its own button, so all may be closed. Each title is a real button in a heading, with
 * aria-expanded and aria-controls; its panel is a region named by it.
 */
export function AuthenticsAccordion({ panels, initiallyOpen = null }: { panels: readonly AccordionPanel[]; initiallyOpen?: string | null }) {
  const id = useId();
  const [open, setOpen] = useState<string | null>(initiallyOpen);
  return (
    <div className="divide-y divide-line border-y border-line">
      {panels.map((panel) => {
        const expanded = open === panel.key;
        const buttonId = `${id}-${panel.key}-button`;
        const panelId = `${id}-${panel.key}-panel`;
        return (
          <div key={panel.key}>
            <h2>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => (current === panel.key ? null : panel.key))}
                className="flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left text-lg font-semibold hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                {panel.title}
                <ChevronDownIcon size={20} className={`shrink-0 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`} />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className="pb-5 text-ink-soft">
              {panel.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
