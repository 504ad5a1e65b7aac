/** Line icons for the four values, in the order of content.about.values; decorative. */
import type { ReactNode } from 'react';
import { SectionIcon as Icon } from '../../../components/LineIcon';

export const valueIcons: ReactNode[] = [
  // Vakmanschap: needle and thread
  <Icon key="craft">
    <path d="M8 32 30 10" />
    <path d="M28 8a3 3 0 1 1 4 4" />
    <path d="M8 32c6-2 10 2 16-2s4-10 10-10" strokeDasharray="2 3" />
  </Icon>,
  // Betrouwbaarheid: handshake-like check in a circle
  <Icon key="trust">
    <circle cx="20" cy="20" r="14" />
    <path d="m13 20 5 5 9-10" />
  </Icon>,
  // Persoonlijke Service: person with speech bubble
  <Icon key="service">
    <circle cx="14" cy="14" r="5" />
    <path d="M5 33c0-6 4-10 9-10s9 4 9 10" />
    <path d="M24 6h11v9h-5l-4 3v-3h-2z" />
  </Icon>,
  // Innovatie: light bulb
  <Icon key="innovation">
    <path d="M14 24a9 9 0 1 1 12 0c-1.5 1.3-2 2.6-2 4h-8c0-1.4-.5-2.7-2-4z" />
    <path d="M16 32h8M17 36h6" />
  </Icon>,
];
