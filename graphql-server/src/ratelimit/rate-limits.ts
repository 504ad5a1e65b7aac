/**
 * Rate limits kept in PostgreSQL (table rate_limit), so they hold across server processes, with
 * rate-limiter-flexible: every consume is one atomic upsert, so a burst of parallel requests can never slip
 * past a limit. Keys that would name a person (an e-mail address) are stored as a hash.
 */
import { BurstyRateLimiter, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { GUARDRAILS } from '../guardrails';
import { hashToken } from '../security/token';

export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Room on top of a limit's steady rate, for a moment's burst: `points` more per `durationSeconds`. */
interface Burst {
  points: number;
  durationSeconds: number;
}

class Limit {
  private readonly limiter: RateLimiterPostgres;
  /** The steady limiter alone, or with its burst limiter behind it (taken from only when the steady one is used up). */
  private readonly consumer: Pick<RateLimiterPostgres, 'consume'>;

  constructor(ds: DataSource, keyPrefix: string, points: number, durationSeconds: number, burst?: Burst) {
    const limiter = (prefix: string, p: number, duration: number) =>
      new RateLimiterPostgres({
        storeClient: ds,
        storeType: 'typeorm',
        tableName: 'rate_limit',
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: prefix,
        points: p,
        duration,
      });
    this.limiter = limiter(keyPrefix, points, durationSeconds);
    this.consumer = burst ? new BurstyRateLimiter(this.limiter, limiter(`${keyPrefix}-burst`, burst.points, burst.durationSeconds)) : this.limiter;
  }

  /** Takes `points` (atomically); refused once the window's points (and its burst's) are used up. A database fault is thrown. */
  async take(key: string, points = 1): Promise<Taken> {
    try {
      await this.consumer.consume(key, points);
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

  /** Reads by staff (operations that need a staff session, staff REST GETs) per staff member, and per client address. */
  readonly staffReadsMember: Limit;
  readonly staffReadsClient: Limit;
  /** Calls of the payment provider's webhook per client address per minute. */
  readonly webhook: Limit;
  /** Orders placed per client address per hour. */
  readonly orders: Limit;

  constructor(ds: DataSource, options: RateLimitOptions = {}) {
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
    const reads = GUARDRAILS.staffReads;
    const perSecond = options.staffReadsPerSecond ?? reads.perSecond;
    const burst = Math.round((perSecond * reads.burstPerMinute) / reads.perSecond);
    this.staffReadsMember = new Limit(ds, 'staff-reads', perSecond, 1, { points: burst, durationSeconds: 60 });
    this.staffReadsClient = new Limit(ds, 'staff-reads-client', perSecond * reads.membersPerClient, 1, { points: burst * reads.membersPerClient, durationSeconds: 60 });
    this.webhook = new Limit(ds, 'webhook', options.webhookPerMinute ?? GUARDRAILS.webhook.perClientPerMinute, 60);
    this.orders = new Limit(ds, 'orders-client', options.ordersPerClientPerHour ?? GUARDRAILS.checkout.ordersPerClientPerHour, 3600);
  }

  /** Takes `points` reads of a staff member (by id), and of the client address they ask from; refused when either is used up. */
  async takeStaffReads(staffId: number, clientAddress: string, points: number): Promise<Taken> {
    const member = await this.staffReadsMember.take(String(staffId), points);
    return member.ok ? this.staffReadsClient.take(personKey(clientAddress), points) : member;
  }
}

export interface RateLimitOptions {
  /** Writes per client address per minute (WRITE_LIMIT_PER_MINUTE). */
  writesPerMinute?: number;
  /** Contact messages per client address per hour (CONTACT_LIMIT_PER_CLIENT_HOUR). */
  contactPerClientPerHour?: number;
  /** A staff member's steady reads per second (STAFF_READ_LIMIT_PER_SECOND); their burst and the client address's limits scale with it. */
  staffReadsPerSecond?: number;
  /** Webhook calls per client address per minute. */
  webhookPerMinute?: number;
  /** Orders per client address per hour (ORDER_LIMIT_PER_CLIENT_HOUR). */
  ordersPerClientPerHour?: number;
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
  return hashToken(mailboxOf(email));
}

/** The mailbox an e-mail address delivers to: case folded and a "+tag" dropped from the local part. */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}
