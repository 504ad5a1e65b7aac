/**
 * Changes to what the shop shows, heard by every server process (ARCHITECTURE §10, issue 30). A process keeps some
 * answers in memory (the shared pages, http/page-cache.ts; the API's kept answers, http/answer-cache.ts); when staff change what they show, every process forgets
 * them. A change is published with PostgreSQL's NOTIFY on the channel `lumina_changes`; every process LISTENs on a
 * connection of its own and clears the cache the change names.
 *
 * - The publishing process clears its own cache at once, before its answer goes out, so its next page is new whatever
 *   the channel does. Its own notification reaches it as well and clears the cache once more: harmless (a page
 *   rendered in between is rendered again), so no process needs to know which notifications are its own.
 * - NOTIFY reaches the sessions that listen when it commits. A listener that lost its connection (PostgreSQL
 *   restarted, the network failed, pg_terminate_backend) connects again — after 250 ms, then twice as long each time,
 *   at most GUARDRAILS.changes.maxReconnectDelayMs — and then clears every cache, since what was said meanwhile is lost
 *   to it. A connection that died without a word is found by a query every GUARDRAILS.changes.checkSeconds.
 * - A NOTIFY that fails (the database is unreachable just then) is logged; the other processes then serve what they
 *   kept until it expires (GUARDRAILS.pages.sharedSeconds).
 * - LISTEN needs a session of its own: behind a pooler in transaction mode (PgBouncer), the listener's database URL
 *   must reach PostgreSQL directly.
 */
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { GUARDRAILS } from '../guardrails';
import { describeError, type Logger } from '../http/logging';

export const CHANGES_CHANNEL = 'lumina_changes';
/** The listener's application_name (pg_stat_activity). */
export const LISTENER_NAME = 'lumina-changes';

/**
 * The in-process caches a change can concern. 'pages': every shared page — one product shows on its own pages, on
 * lists, on the home page, in structured data, so a change clears them all — every API answer kept for anonymous
 * visitors (http/answer-cache.ts), which show the same things, and the prepared catalogue the API's reads take their
 * products from (catalog/prepared-catalogue.ts). (The introspection answers are not here:
 * the schema is the code's and changes only with a new process.)
 */
const CACHES = ['pages'] as const;
export type CacheName = (typeof CACHES)[number];

/** What a notification says: the cache to clear, and what changed it (a staff operation, for the log). */
interface Change {
  cache: CacheName;
  by: string;
}

const isChange = (value: unknown): value is Change =>
  typeof value === 'object' && value !== null && CACHES.includes((value as Change).cache) && typeof (value as Change).by === 'string';

export class ChangeFeed {
  private readonly clearers = new Map<CacheName, Set<() => void>>();
  private databaseUrl: string | undefined;
  private client: Client | undefined;
  /** Connections already given up (a lost one reports itself by 'error' and 'end' both). */
  private readonly gone = new WeakSet<Client>();
  private stopped = true;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private check: NodeJS.Timeout | undefined;
  private listened = 0;

  constructor(
    private readonly ds: DataSource,
    private readonly logger?: Logger,
  ) {}

  /** Calls `clear` whenever what `cache` holds may have changed, through any process; returns the unsubscribe. */
  subscribe(cache: CacheName, clear: () => void): () => void {
    const set = this.clearers.get(cache) ?? new Set();
    this.clearers.set(cache, set);
    set.add(clear);
    return () => void set.delete(clear);
  }

  /** Clears `cache` here at once and tells every other process: `by` (a staff operation) changed what it holds. */
  async publish(cache: CacheName, by: string): Promise<void> {
    this.clear(cache);
    try {
      await this.ds.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify({ cache, by } satisfies Change)]);
    } catch (error) {
      this.logger?.warn({ cache, by, err: describeError(error) }, 'a change was not told to the other processes');
    }
  }

  /**
   * Hears what every process publishes, over a connection of its own, until stop(). Resolves once the first attempt
   * listens or fails; after a failure it keeps trying in the background.
   */
  async listen(databaseUrl: string): Promise<void> {
    this.databaseUrl = databaseUrl;
    this.stopped = false;
    clearInterval(this.check);
    this.check = setInterval(() => {
      const client = this.client;
      client?.query('SELECT 1').catch((error: unknown) => this.lost(client, error));
    }, GUARDRAILS.changes.checkSeconds * 1000);
    this.check.unref();
    await this.connect();
  }

  /** How often the listener has connected and listened: 1 after listen(), one more after each reconnection. */
  get listens(): number {
    return this.listened;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.check);
    const client = this.client;
    this.client = undefined;
    if (client) this.gone.add(client);
    await client?.end().catch(() => undefined);
  }

  private clear(cache?: CacheName): void {
    for (const [name, clearers] of this.clearers) {
      if (cache === undefined || cache === name) for (const clear of clearers) clear();
    }
  }

  private heard(payload: string | undefined): void {
    let change: unknown;
    try {
      change = JSON.parse(payload ?? '');
    } catch {
      change = undefined;
    }
    if (isChange(change)) this.clear(change.cache);
    else this.logger?.warn({ payload }, 'a change notification that names no cache: ignored');
  }

  private async connect(): Promise<void> {
    const limits = GUARDRAILS.database;
    const client = new Client({
      connectionString: this.databaseUrl,
      application_name: LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      query_timeout: limits.queryTimeoutMs,
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (notification) => this.heard(notification.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      return this.lost(client, error);
    }
    if (this.stopped || this.gone.has(client)) {
      this.gone.add(client);
      return void (await client.end().catch(() => undefined));
    }
    this.client = client;
    if (this.failures > 0) this.logger?.info({ attempts: this.failures }, 'the change listener is connected again');
    this.failures = 0;
    this.listened++;
    // What was published while no connection listened is lost to this process: every cache is cleared.
    this.clear();
  }

  /** Gives up a connection that failed or ended, and connects again after a while (unless stopped). */
  private lost(client: Client | undefined, error?: unknown): void {
    if (!client || this.gone.has(client)) return;
    this.gone.add(client);
    if (this.client === client) this.client = undefined;
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    if (this.failures === 0) this.logger?.warn({ err: error === undefined ? undefined : describeError(error) }, 'the change listener lost its connection: connecting again');
    const delay = Math.min(250 * 2 ** this.failures, GUARDRAILS.changes.maxReconnectDelayMs);
    this.failures++;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }
}
