/** Our own drawings for the About tiles (no stock photos): atelier, swatches, measuring, a window. */
import type { ReactNode } from 'react';
import { content } from '../../../i18n/content';

const t = content.about.tiles;

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 200 200" width="200" height="200" className="h-auto w-full rounded-2xl bg-sand" fill="none" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}

export function WorkbenchTile() {
  return (
    <Tile label={t.workbench}>
      <rect x="20" y="120" width="160" height="12" rx="3" className="fill-ink" />
      <path d="M34 132v48M166 132v48" className="stroke-ink" strokeWidth="6" />
      <rect x="40" y="86" width="90" height="34" rx="17" className="fill-accent" />
      <ellipse cx="130" cy="103" rx="8" ry="17" className="fill-card stroke-ink" strokeWidth="2" />
      <path d="M130 120h40" className="stroke-accent" strokeWidth="4" />
      <circle cx="150" cy="70" r="9" className="stroke-ink" strokeWidth="3" />
      <circle cx="166" cy="82" r="9" className="stroke-ink" strokeWidth="3" />
      <path d="M157 76l-34 26M159 76l-26 34" className="stroke-ink" strokeWidth="3" />
    </Tile>
  );
}

export function SwatchesTile() {
  const colours = ['fill-card', 'fill-line', 'fill-ink-soft', 'fill-accent'];
  return (
    <Tile label={t.swatches}>
      {colours.map((colour, i) => (
        <g key={colour} transform={`rotate(${-12 + i * 8} 100 170)`}>
          <rect x="62" y={36 + i * 4} width="76" height="120" rx="6" className={`${colour} stroke-ink`} strokeWidth="2" />
        </g>
      ))}
      <circle cx="100" cy="140" r="6" className="fill-sand stroke-ink" strokeWidth="2" />
    </Tile>
  );
}

export function MeasuringTile() {
  return (
    <Tile label={t.measuring}>
      <rect x="50" y="30" width="100" height="140" className="fill-card stroke-ink" strokeWidth="3" />
      <path d="M100 30v140M50 100h100" className="stroke-line" strokeWidth="3" />
      <rect x="30" y="150" width="140" height="20" rx="2" className="fill-accent" />
      <path d="M40 150v8M50 150v5M60 150v8M70 150v5M80 150v8M90 150v5M100 150v8M110 150v5M120 150v8M130 150v5M140 150v8M150 150v5M160 150v8" className="stroke-on-accent" strokeWidth="2" />
      <rect x="150" y="140" width="34" height="40" rx="8" className="fill-ink" />
    </Tile>
  );
}

export function WindowTile() {
  return (
    <Tile label={t.window}>
      <rect x="40" y="30" width="120" height="150" className="fill-card stroke-ink" strokeWidth="3" />
      <path d="M100 30v150M40 105h120" className="stroke-line" strokeWidth="3" />
      <rect x="34" y="22" width="132" height="12" rx="6" className="fill-ink" />
      <rect x="42" y="34" width="116" height="70" className="fill-accent" opacity="0.85" />
      <rect x="40" y="102" width="120" height="6" rx="3" className="fill-ink" />
      <path d="M166 34v80" className="stroke-ink" strokeWidth="2" strokeDasharray="2 3" />
    </Tile>
  );
}
