/**
 * Codes of an authenticator app, computed in a test (otplib, as the server checks them). The server accepts a code of
 * the time step before, at or after its own, each step once per account: `nextCode` takes the earliest step not used
 * yet in that window, and waits for the next step only when all three are used, so a test that signs one account in
 * several times in a row stays fast.
 */
import { generate } from 'otplib';

const PERIOD_MS = 30_000;

export class TotpAccount {
  private lastStep = -1;

  constructor(readonly secret: string) {}

  /** A code that the server takes now, once. */
  async nextCode(): Promise<string> {
    const stepAt = (ms: number) => Math.floor(ms / PERIOD_MS);
    // Still in the server's window a moment later (the request takes its time), and not yet used.
    const earliest = () => Math.max(stepAt(Date.now() + 2_000) - 1, this.lastStep + 1);
    while (earliest() > stepAt(Date.now()) + 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
    const step = earliest();
    this.lastStep = step;
    return generate({ secret: this.secret, epoch: (step * PERIOD_MS) / 1000 });
  }
}
