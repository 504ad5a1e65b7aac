/** Small line drawings for the home sections; decorative (the text beside them says it all). */
import type { ReactNode } from 'react';
import { SectionIcon as Icon } from '../../../components/LineIcon';

/** One icon per 'Binnenkort' category, in the order of nl.home.make.soon. */
export const categoryIcons: ReactNode[] = [
  // Aluminium jaloezieën: thin horizontal slats
  <Icon key="alu">
    <path d="M8 7h24M8 12h24M8 17h24M8 22h24M8 27h24M8 32h24M14 5v29M26 5v29" />
  </Icon>,
  // Duo rolgordijnen: alternating bands
  <Icon key="duo">
    <rect x="7" y="5" width="26" height="4" rx="2" />
    <path d="M9 9v22h22V9" />
    <path d="M9 14h22M9 19h22M9 24h22" strokeDasharray="2 2" />
    <path d="M8 31h24" strokeWidth="2.4" />
  </Icon>,
  // Houten jaloezieën: wide slats with ladder cords
  <Icon key="wood">
    <rect x="7" y="6" width="26" height="5" rx="1" />
    <rect x="7" y="14" width="26" height="5" rx="1" />
    <rect x="7" y="22" width="26" height="5" rx="1" />
    <rect x="7" y="30" width="26" height="5" rx="1" />
  </Icon>,
  // Gordijnen: two drapes on a rail
  <Icon key="curtain">
    <path d="M5 6h30" strokeWidth="2.2" />
    <path d="M8 6c0 10-2 20-3 28h10c-1-8-3-18-1-28M32 6c0 10 2 20 3 28H25c1-8 3-18 1-28" />
  </Icon>,
  // Vouwgordijnen: folded Roman blind
  <Icon key="roman">
    <path d="M7 6h26" strokeWidth="2.2" />
    <path d="M9 6v8h22V6M9 14c0 3 22 3 22 0M9 17v6h22v-6M9 23c0 3 22 3 22 0M9 26v4h22v-4" />
  </Icon>,
  // Verticale lamellen: vertical slats
  <Icon key="vertical">
    <path d="M6 6h28" strokeWidth="2.2" />
    <path d="M9 7v27M14 7v27M19 7v27M24 7v27M29 7v27" strokeWidth="3" strokeLinecap="butt" />
  </Icon>,
];

export const benefitIcons = {
  madeToMeasure: (
    <Icon>
      <path d="M5 27 27 5l8 8-22 22z" />
      <path d="M12 20l3 3M16 16l2 2M20 12l3 3M24 8l2 2" />
    </Icon>
  ),
  freeAdvice: (
    <Icon>
      <path d="M7 9h26v17H17l-7 6v-6H7z" />
      <path d="M13 16h14M13 21h9" />
    </Icon>
  ),
  warranty: (
    <Icon>
      <path d="M20 4 32 9v9c0 8-5 14-12 18C13 32 8 26 8 18V9z" />
      <path d="m14 19 4 4 8-9" />
    </Icon>
  ),
  prices: (
    <Icon>
      <path d="M21 5h13v13L19 33 6 20z" />
      <circle cx="27.5" cy="11.5" r="2.5" />
    </Icon>
  ),
};

export function ArrowRight() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 10h12M11 5l5 5-5 5" />
    </svg>
  );
}
