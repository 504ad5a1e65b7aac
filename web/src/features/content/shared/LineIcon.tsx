import type { ReactNode } from 'react';

/** A decorative 40×40 line icon in the current text colour (the text beside it says it all). */
export function LineIcon({ children, size = 40 }: { children: ReactNode; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
