/**
 * Rate limits kept in PostgreSQL (table rate_limit), so they hold across server processes, with
 * rate-limiter-flexible: every consume is one atomic upsert, so a burst of parallel requests can never slip
 * past a limit. Keys that would name a person (an e-mail address) are stored as a hash.
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { GUARDRAILS } from '../guardrails';
import { hashToken } from '../security/token';

export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

class Limit {
  private readonly limiter: RateLimiterPostgres;

  constructor(ds: DataSource, keyPrefix: string, points: number, durationSeconds: number) {
    this.limiter = new RateLimiterPostgres({
      storeClient: ds,
      storeType: 'typeorm',
      tableName: 'rate_limit',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
  }

  /** Takes `points` (atomically); refused once the window's points are used up. A database fault is thrown. */
  async take(key: string, points = 1): Promise<Taken> {
    try {
      await this.limiter.consume(key, points);
      return { ok: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      throw refusal;
    }
  }

  /** Gives points back (a request that was not what the limit counts, e.g. a successful sign-in). */
  async giveBack(key: string, points = 1): Promise<void> {
    await this.limiter.reward(key, points);
  }

  async forget(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

export class RateLimits {
  /** Writes (mutations, REST POST/PATCH/DELETE) per client address per minute. */
  readonly writes: Limit;
  /** Contact messages per mailbox, and per client address, per hour. */
  readonly contact: Limit;
  readonly contactClient: Limit;
  /** Reviews per client address per hour. */
  readonly reviews: Limit;
  /** Colour sample requests per e-mail address, and per client address, per hour. */
  readonly sampleRequestsAddress: Limit;
  readonly sampleRequestsClient: Limit;
  /** Failed sign-ins per account and client address, and per client address. */
  readonly signInAccount: Limit;
  readonly signInClient: Limit;
  /** Wrong two-factor codes per account, from any client address. */
  readonly twoFactorAccount: Limit;

  constructor(ds: DataSource, options: { writesPerMinute?: number; contactPerClientPerHour?: number } = {}) {
    const signInWindow = GUARDRAILS.signIn.windowMinutes * 60;
    this.writes = new Limit(ds, 'writes', options.writesPerMinute ?? GUARDRAILS.writesPerMinute, 60);
    this.contact = new Limit(ds, 'contact', GUARDRAILS.contact.messagesPerAddressPerHour, 3600);
    this.contactClient = new Limit(ds, 'contact-client', options.contactPerClientPerHour ?? GUARDRAILS.contact.messagesPerClientPerHour, 3600);
    this.reviews = new Limit(ds, 'reviews', GUARDRAILS.reviews.perClientPerHour, 3600);
    this.sampleRequestsAddress = new Limit(ds, 'samples-address', GUARDRAILS.sampleRequests.perAddressPerHour, 3600);
    this.sampleRequestsClient = new Limit(ds, 'samples-client', GUARDRAILS.sampleRequests.perClientPerHour, 3600);
    this.signInAccount = new Limit(ds, 'signin-account', GUARDRAILS.signIn.failuresPerAccountAndClient, signInWindow);
    this.signInClient = new Limit(ds, 'signin-client', GUARDRAILS.signIn.failuresPerClient, signInWindow);
    this.twoFactorAccount = new Limit(ds, 'two-factor-account', GUARDRAILS.signIn.codeFailuresPerAccount, signInWindow);
  }
}

/** A key for a person's identifier (a client address): its hash, so the table holds no personal data. */
export function personKey(identifier: string): string {
  return hashToken(identifier.trim().toLowerCase());
}

/**
 * The mailbox an e-mail address delivers to, as a limit's key: case folded and a "+tag" dropped from the local
 * part (an+1@example.be and An@Example.be reach one person), then hashed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return hashToken(address);
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return hashToken(`${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`);
}
