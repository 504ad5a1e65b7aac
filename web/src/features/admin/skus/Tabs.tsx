import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  /** Names the tab list. */
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/**
 * Tabs on Radix's primitive (the WAI-ARIA pattern): one tab stop (the selected tab), arrow keys, Home and End
 * move and select, each panel named by its tab. Ids are ours (`{idPrefix}-tab-{key}`, `{idPrefix}-panel-{key}`)
 * so the page can move focus to a panel. Panels that are not shown stay mounted (hidden), so a search typed in
 * one tab is still there after a look at another.
 */
export function Tabs<K extends string>({ label, idPrefix, tabs, selected, onSelect }: TabsProps<K>) {
  const tabId = (key: K) => `${idPrefix}-tab-${key}`;
  const panelId = (key: K) => `${idPrefix}-panel-${key}`;
  return (
    <RadixTabs.Root
      value={selected}
      onValueChange={(value) => {
        const tab = tabs.find((item) => item.key === value);
        if (tab) onSelect(tab.key);
      }}
      activationMode="automatic"
    >
      <RadixTabs.List aria-label={label} loop className="grid grid-cols-3 gap-1 border-b border-line sm:flex">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.key}
            value={tab.key}
            id={tabId(tab.key)}
            aria-controls={panelId(tab.key)}
            className="-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-1 py-2 text-center text-sm leading-tight font-semibold text-ink-soft hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink sm:px-4 sm:text-base sm:whitespace-nowrap"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        // Mounted always; Radix leaves `hidden` off a force-mounted panel, so it is set here.
        <RadixTabs.Content
          key={tab.key}
          value={tab.key}
          forceMount
          hidden={tab.key !== selected}
          id={panelId(tab.key)}
          aria-labelledby={tabId(tab.key)}
          className="pt-6 focus-visible:outline-offset-4"
        >
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
