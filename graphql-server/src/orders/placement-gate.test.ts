import { describe, expect, it, vi } from 'vitest';
import { PlacementGate } from './placement-gate';

/** A placement that ends when told to. */
function held() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { done, end };
}

describe('PlacementGate', () => {
  it('runs at most its slots at once and lets the others in first come, first served', async () => {
    const gate = new PlacementGate(2, 60_000);
    const started: number[] = [];
    const placements = Array.from({ length: 5 }, () => held());
    const results = placements.map((p, i) =>
      gate.run(async () => {
        started.push(i);
        await p.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    placements[1]!.end();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
    placements[0]!.end();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3]));
    for (const p of placements) p.end();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
  });

  it('lets a placement that waited too long go ahead, and frees the slot of one that failed', async () => {
    vi.useFakeTimers();
    try {
      const gate = new PlacementGate(1, 1000);
      const first = held();
      const running = gate.run(() => first.done);
      let secondStarted = false;
      const second = gate.run(async () => {
        secondStarted = true;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(secondStarted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await second;
      expect(secondStarted).toBe(true);
      first.end();
      await running;
      await expect(gate.run(() => Promise.reject(new Error('database weg')))).rejects.toThrow('database weg');
      expect(await gate.run(async () => 'geplaatst')).toBe('geplaatst');
    } finally {
      vi.useRealTimers();
    }
  });
});
