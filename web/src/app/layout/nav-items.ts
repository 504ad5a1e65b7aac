import { ATELIER_PATH } from '@lumina/schema';
import { nl } from '../../i18n/nl';

/** The main navigation (SPEC §2): Home, Over ons, Contact — each at the page's one address (schema/src/site.ts). */
export const navItems = [
  { to: '/', label: nl.header.nav.home, end: true },
  { to: '/over-ons', label: nl.header.nav.about, end: false },
  { to: '/contact', label: nl.header.nav.contact, end: false },
] as const;

export type SectionKey = 'overview' | 'lightFiltering' | 'blackout' | 'atelier';

/** The roller-blind sections (SPEC §2 submenu): the overview, the two listings and the atelier line (/lumina-atelier). */
export function rollerBlindSections(): { key: SectionKey; to: string; label: string }[] {
  const t = nl.header.submenu;
  return [
    { key: 'overview', to: '/rolgordijnen', label: t.overview },
    { key: 'lightFiltering', to: '/rolgordijnen/lichtdoorlatend', label: t.lightFiltering },
    { key: 'blackout', to: '/rolgordijnen/verduisterend', label: t.blackout },
    { key: 'atelier', to: ATELIER_PATH, label: t.atelier },
  ];
}
