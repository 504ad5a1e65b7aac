/**
 * Simple line diagrams for the measuring and mounting pages, drawn with the theme tokens so they read
 * in light and dark. Each is one image with a real description (aria-label); its labels are part of it.
 */
import type { ReactNode } from 'react';
import { content } from '../../../i18n/content';

const m = content.service.measuring.figures;
const mt = content.service.mounting.figures;

function Diagram({ label, children, viewBox = '0 0 320 240' }: { label: string; children: ReactNode; viewBox?: string }) {
  const [, , w, h] = viewBox.split(' ').map(Number);
  return (
    <figure className="my-6 rounded-2xl border border-line bg-card p-4 md:p-6">
      <svg
        role="img"
        aria-label={label}
        viewBox={viewBox}
        width={w}
        height={h}
        className="mx-auto h-auto w-full max-w-md"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </figure>
  );
}

/** A horizontal or vertical dimension line with arrow heads. */
function Dim({ x1, y1, x2, y2, strong = false }: { x1: number; y1: number; x2: number; y2: number; strong?: boolean }) {
  const horizontal = y1 === y2;
  const a = 5;
  const heads = horizontal
    ? `M${x1 + a} ${y1 - a}L${x1} ${y1}L${x1 + a} ${y1 + a}M${x2 - a} ${y2 - a}L${x2} ${y2}L${x2 - a} ${y2 + a}`
    : `M${x1 - a} ${y1 + a}L${x1} ${y1}L${x1 + a} ${y1 + a}M${x2 - a} ${y2 - a}L${x2} ${y2}L${x2 + a} ${y2 - a}`;
  return (
    <g className={strong ? 'stroke-accent' : 'stroke-ink-soft'} strokeWidth={strong ? 2.4 : 1.6} strokeDasharray={strong ? undefined : '5 4'}>
      <path d={`M${x1} ${y1}L${x2} ${y2}`} />
      <path d={heads} strokeDasharray="none" />
    </g>
  );
}

function Label({ x, y, children, anchor = 'middle' }: { x: number; y: number; children: string; anchor?: 'start' | 'middle' | 'end' }) {
  return (
    <text x={x} y={y} textAnchor={anchor} className="fill-ink font-sans" fontSize="12" fontWeight="600" stroke="none">
      {children}
    </text>
  );
}

/** In de dag: a recess, three widths and three heights; the smallest counts. */
export function MeasureInsideDiagram() {
  return (
    <Diagram label={m.inside}>
      <rect x="40" y="20" width="240" height="190" rx="4" className="fill-sand stroke-ink" strokeWidth="2" />
      <rect x="70" y="45" width="180" height="140" className="fill-card stroke-ink" strokeWidth="2" />
      <path d="M160 45v140M70 115h180" className="stroke-line" strokeWidth="2" />
      <Dim x1={72} y1={60} x2={248} y2={60} />
      <Dim x1={72} y1={100} x2={248} y2={100} strong />
      <Dim x1={72} y1={170} x2={248} y2={170} />
      <Dim x1={90} y1={47} x2={90} y2={183} />
      <Dim x1={200} y1={47} x2={200} y2={183} strong />
      <Dim x1={235} y1={47} x2={235} y2={183} />
      <Label x={160} y={94}>{m.width}</Label>
      <Label x={194} y={150} anchor="end">{m.height}</Label>
      <Label x={160} y={230}>{m.smallest}</Label>
    </Diagram>
  );
}

/** Op de dag: the blind is wider and higher than the opening. */
export function MeasureOutsideDiagram() {
  return (
    <Diagram label={m.outside}>
      <rect x="90" y="60" width="140" height="140" className="fill-card stroke-ink" strokeWidth="2" />
      <path d="M160 60v140M90 130h140" className="stroke-line" strokeWidth="2" />
      <rect x="62" y="30" width="196" height="12" rx="6" className="fill-accent" />
      <rect x="66" y="42" width="188" height="100" className="fill-sand stroke-ink-soft" strokeWidth="1.5" opacity="0.9" />
      <rect x="64" y="140" width="192" height="6" rx="3" className="fill-ink" />
      <Dim x1={64} y1={18} x2={256} y2={18} strong />
      <Dim x1={64} y1={214} x2={90} y2={214} />
      <Dim x1={230} y1={214} x2={256} y2={214} />
      <Label x={160} y={13}>{m.width}</Label>
      <Label x={77} y={232}>{m.overlap}</Label>
      <Label x={243} y={232}>{m.overlap}</Label>
    </Diagram>
  );
}

function Bracket({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width="22" height="30" rx="3" className="fill-card stroke-ink" strokeWidth="2" />
      <circle cx={x + 11} cy={y + 9} r="3" className="stroke-ink" strokeWidth="1.5" />
      <circle cx={x + 11} cy={y + 21} r="3" className="stroke-ink" strokeWidth="1.5" />
    </g>
  );
}

export function BracketsDiagram() {
  return (
    <Diagram label={mt.brackets} viewBox="0 0 320 160">
      <rect x="10" y="20" width="300" height="120" className="fill-sand" />
      <Bracket x={40} y={50} />
      <Bracket x={258} y={50} />
      <rect x="80" y="58" width="160" height="16" rx="3" className="fill-card stroke-ink" strokeWidth="2" />
      <rect x="148" y="61" width="24" height="10" rx="5" className="stroke-accent" strokeWidth="2" />
      <circle cx="160" cy="66" r="2.5" className="fill-accent" />
      <path d="M51 42v-8M269 42v-8M44 38h14M262 38h14" className="stroke-accent" strokeWidth="2" />
      <path d="M20 66h12M288 66h12" className="stroke-ink-soft" strokeWidth="1.5" strokeDasharray="4 4" />
    </Diagram>
  );
}

export function ClickInDiagram() {
  return (
    <Diagram label={mt.clickIn} viewBox="0 0 320 170">
      <rect x="10" y="10" width="300" height="24" className="fill-sand" />
      <Bracket x={30} y={26} />
      <Bracket x={268} y={26} />
      <g transform="rotate(-8 160 60)">
        <rect x="52" y="48" width="216" height="22" rx="11" className="fill-card stroke-ink" strokeWidth="2" />
        <rect x="60" y="70" width="200" height="60" className="fill-sand stroke-ink-soft" strokeWidth="1.5" />
      </g>
      <path d="M56 92v62" className="stroke-ink" strokeWidth="2" strokeDasharray="2 4" />
      <path d="M284 100c8-20 8-40-4-54" className="stroke-accent" strokeWidth="2.4" />
      <path d="M276 52l4-7 7 3" className="stroke-accent" strokeWidth="2.4" />
    </Diagram>
  );
}

export function ChainSafetyDiagram() {
  return (
    <Diagram label={mt.chainSafety} viewBox="0 0 320 200">
      <rect x="10" y="10" width="300" height="180" className="fill-sand" />
      <rect x="40" y="20" width="200" height="18" rx="9" className="fill-card stroke-ink" strokeWidth="2" />
      <rect x="46" y="38" width="188" height="90" className="fill-card stroke-ink-soft" strokeWidth="1.5" />
      <path d="M254 29v138M262 29v138" className="stroke-ink" strokeWidth="2" strokeDasharray="2 3" />
      <path d="M240 29h22" className="stroke-ink" strokeWidth="2" />
      <rect x="246" y="160" width="24" height="22" rx="4" className="fill-accent" />
      <circle cx="258" cy="171" r="3" className="fill-card" />
    </Diagram>
  );
}
