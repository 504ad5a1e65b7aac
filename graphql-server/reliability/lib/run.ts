/**
 * What the three parts of the reliability suite share: where this run keeps its figures, and a record of
 * every database and child process it made, so that they are removed even when a part fails (the suite's
 * global teardown removes what a crashed worker left behind; see global-setup.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface PartFigures {
  part: 'load' | 'fuzz' | 'two-processes';
  /** HTTP requests this part sent. */
  requests: number;
  /** Answers with a 5xx status (must be 0). */
  status5xx: number;
  /** Carts whose stored state was compared with what their client was told. */
  cartsChecked?: number;
  /** Generated inputs the fuzzer sent (shrinking included). */
  inputsTried?: number;
  /** Rows changed by inputs the shop refused (must be 0). */
  rowsChangedByRefused?: number;
  /** Latency of the unrelated reads sent during the load, in ms. */
  probe?: { count: number; p50: number; p99: number; p99Target: number; max: number; non2xx: number };
  seed?: number;
  seconds: number;
  /** Free-form lines for the summary (what was retried, what diverged, ...). */
  notes?: string[];
  /** Property violations, one line each (empty when the part passed). */
  failures?: string[];
}

export function runDir(): string {
  return inject('relRunDir');
}

export function runId(): string {
  return inject('relRunId');
}

/** A database name that the global teardown recognises as this run's. */
export function databaseName(label: string): string {
  return `lumina_rel_${runId()}_${label}`;
}

export function recordFigures(figures: PartFigures): void {
  fs.appendFileSync(path.join(runDir(), 'figures.jsonl'), `${JSON.stringify(figures)}\n`);
}

/** Notes a child process so that the global teardown can end it (by its id) should this worker die first. */
export function recordChild(pid: number | undefined): void {
  if (pid) fs.appendFileSync(path.join(runDir(), 'children.txt'), `${pid}\n`);
}

/** Percentile (nearest rank) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

declare module 'vitest' {
  export interface ProvidedContext {
    relRunDir: string;
    relRunId: string;
  }
}
