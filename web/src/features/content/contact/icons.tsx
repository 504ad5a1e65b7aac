/** Decorative line icons for the contact page (the text beside each says it all). */
import type { ReactNode } from 'react';
import { benefitIcons } from '../home/icons';
import { SectionIcon as Icon } from '../../../components/LineIcon';

export const whyIcons: Record<string, ReactNode> = {
  advice: (
    <Icon>
      <path d="M6 19 20 7l14 12" />
      <path d="M10 16v17h20V16" />
      <path d="M17 33v-8h6v8" />
    </Icon>
  ),
  measure: (
    <Icon>
      <rect x="5" y="14" width="30" height="12" rx="2" />
      <path d="M10 14v5M15 14v3M20 14v5M25 14v3M30 14v5" />
    </Icon>
  ),
  custom: (
    <Icon>
      <path d="M7 7h26" strokeWidth="2.4" />
      <path d="M9 7v20h22V7" />
      <path d="M8 27h24" strokeWidth="2.4" />
      <path d="M20 27v5" />
    </Icon>
  ),
  delivery: (
    <Icon>
      <path d="M4 11h19v15H4zM23 16h7l5 5v5H23z" />
      <circle cx="11" cy="29" r="3" />
      <circle cx="29" cy="29" r="3" />
    </Icon>
  ),
  warranty: benefitIcons.warranty,
  service: (
    <Icon>
      <path d="M25 6a8 8 0 0 0-9 10L6 26a3 3 0 0 0 4 4l10-10a8 8 0 0 0 10-9l-5 5-4-1-1-4z" />
    </Icon>
  ),
};

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {name === 'Instagram' ? (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
        </>
      ) : (
        <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />
      )}
    </svg>
  );
}
