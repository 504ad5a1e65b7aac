/** The icon beside a card's first feature, chosen by a keyword in the feature's text (SPEC §2 Product list). */
import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/LineIcon';

export type FeatureKind = 'measuring' | 'warranty' | 'premium' | 'blackout' | 'other';

/** Which kind of feature a text names: meetservice/gratis, garantie, premium, blackout/verduister, or none. */
export function featureKind(feature: string): FeatureKind {
  // Dutch has no case mapping of its own (only Turkish, Azeri and Lithuanian do): the plain lower case is the same,
  // without loading a locale's case rules while the page hydrates.
  const text = feature.toLowerCase();
  if (text.includes('meetservice') || text.includes('gratis')) return 'measuring';
  if (text.includes('garantie')) return 'warranty';
  if (text.includes('premium')) return 'premium';
  if (text.includes('blackout') || text.includes('verduister')) return 'blackout';
  return 'other';
}

const Icon = ({ children }: { children: ReactNode }) => (
  <LineIcon size={20} className="shrink-0 text-accent">
    {children}
  </LineIcon>
);

const icons: Record<FeatureKind, ReactNode> = {
  // A folding ruler
  measuring: (
    <Icon>
      <rect x="2.5" y="8" width="19" height="8" rx="1.5" />
      <path d="M6.5 8v3M10 8v4M13.5 8v3M17 8v4" />
    </Icon>
  ),
  // A shield with a check mark
  warranty: (
    <Icon>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.9-7.5-9.5V6z" />
      <path d="M8.8 12.2l2.3 2.3 4.3-4.5" />
    </Icon>
  ),
  // A star
  premium: (
    <Icon>
      <path d="M12 3.5l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />
    </Icon>
  ),
  // A crescent moon
  blackout: (
    <Icon>
      <path d="M19.5 14.5A8 8 0 0 1 9.5 4.5a8 8 0 1 0 10 10z" />
    </Icon>
  ),
  // A neutral check mark in a circle
  other: (
    <Icon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.3 12.3l2.5 2.5 4.9-5" />
    </Icon>
  ),
};

/** The decorative icon for a feature text (the text itself says what it is). */
export function FeatureIcon({ feature }: { feature: string }) {
  const kind = featureKind(feature);
  return (
    <span data-feature-icon={kind} className="inline-flex">
      {icons[kind]}
    </span>
  );
}
