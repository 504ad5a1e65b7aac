import { nl } from '../../i18n/nl';

/** The main navigation (SPEC §2): Home, Over ons, Contact. */
export const navItems = [
  { to: '/', label: nl.header.nav.home, end: true },
  { to: '/over-ons', label: nl.header.nav.about, end: false },
  { to: '/contact', label: nl.header.nav.contact, end: false },
] as const;
