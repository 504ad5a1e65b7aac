/**
 * At most `slots` placements of one process run at once; the rest wait their turn in memory, first come first
 * served, holding no pooled connection. A placement holds a connection for its whole transaction: fifty shoppers
 * pressing "Bestelling plaatsen" in the same second used to take every connection of the pool (10), and the last
 * ones, waiting more than the pool's 1.5 s for one, were answered SERVICE_UNAVAILABLE (order-faults.test.ts on a
 * busy machine). A placement that has waited `maxWaitMs` goes ahead anyway: the gate smooths a burst, it never
 * refuses an order.
 */
export class PlacementGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaitMs: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await this.turn();
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /** Resolves when a placement ends and this one is first in line, or after maxWaitMs. */
  private turn(): Promise<void> {
    return new Promise((resolve) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(go);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve();
      }, this.maxWaitMs);
      timer.unref?.();
      this.waiting.push(go);
    });
  }
}
