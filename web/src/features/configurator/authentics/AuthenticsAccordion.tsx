import * as Accordion from '@radix-ui/react-accordion';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons';

export interface AccordionPanel {
  key: string;
  title: string;
  content: ReactNode;
}

/**
 * The one-open accordion (SPEC §2 Authentics, §4) on Radix's primitive: opening a panel closes the one that was
 * open, and the open one closes again on its own button, so all may be closed. Each title is a real button in a
 * heading, with aria-expanded and aria-controls (arrow keys, Home and End move between them); its panel is a
 * region named by it. Closed panels stay in the page, hidden, so their text is in the server-rendered HTML.
 */
export function AuthenticsAccordion({ panels, initiallyOpen = null }: { panels: readonly AccordionPanel[]; initiallyOpen?: string | null }) {
  const id = useId();
  const [open, setOpen] = useState<string>(initiallyOpen ?? '');
  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="divide-y divide-line border-y border-line">
      {panels.map((panel) => {
        const expanded = open === panel.key;
        // Radix names the panel only while it is open; ours is always in the page, so the button always controls it.
        const panelId = `${id}-${panel.key}-panel`;
        return (
          <Accordion.Item key={panel.key} value={panel.key}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger aria-controls={panelId} className="flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left text-lg font-semibold hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
                  {panel.title}
                  <ChevronDownIcon size={20} className={`shrink-0 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`} />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            {/* Mounted always; Radix leaves `hidden` off a force-mounted panel, so it is set here. */}
            <Accordion.Content forceMount hidden={!expanded} id={panelId} className="pb-5 text-ink-soft">
              {panel.content}
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
