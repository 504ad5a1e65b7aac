import type { ReactNode } from 'react';

interface LineIconProps {
  children: ReactNode;
  /** The drawing's grid: 24 for the small icons of the frame and cards, 40 for the section drawings. */
  grid?: 24 | 40;
  /** Rendered size in px (the grid's size unless given). */
  size?: number;
  className?: string;
}

/**
 * A decorative line icon in the current text colour (the control or text beside it names it). The stroke is
 * drawn a little finer on the 40 grid so both grids look alike at their usual size.
 */
export function LineIcon({ children, grid = 24, size = grid, className }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={grid === 40 ? 1.6 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

/** A 40-grid drawing at its own size: the icons of the home, about and contact sections. */
export const SectionIcon = ({ children }: { children: ReactNode }) => <LineIcon grid={40}>{children}</LineIcon>;
