/**
 * Every number the guardrails use, in one place (docs/RELIABILITY.md lists them with the tests that prove
 * them). Some can be set from the environment (config.ts): WRITE_LIMIT_PER_MINUTE, CONTACT_LIMIT_PER_CLIENT_HOUR,
 * ORDER_LIMIT_PER_CLIENT_HOUR, STAFF_READ_LIMIT_PER_SECOND and TRUST_PROXY.
 */
export const GUARDRAILS = {
  /** GraphQL documents, refused at validation, before any resolver runs. */
  query: {
    maxAliases: 15,
    maxDepth: 12,
    maxTokens: 2000,
    maxDirectives: 10,
    /**
     * GraphQL Armor's cost: 2 per object field, 1 per scalar, × 1.5 per level of depth, and × `first` for a
     * page of a list. The shop's heaviest page today, the cart after a change, costs about 500; 25 products
     * with their full configurator rules about 14 000.
     */
    maxCost: 10000,
    /** Root mutation fields (aliases included) in one request. */
    maxMutations: 3,
    /**
     * Levels inside `__schema`/`__type` (graphql/introspection.ts): the standard introspection query needs 12
     * (its `ofType` chain). One `__schema` a request and no type cycles are rules of their own.
     */
    maxIntrospectionDepth: 16,
    /** Introspection-only operations answered from memory, at most this many distinct documents. */
    introspectionCacheEntries: 20,
  },
  /** What enters (http/edge.ts): refused before any resolver, route or query runs. */
  input: {
    /** Values in one list (GraphQL list arguments, JSON arrays, repeated query parameters). */
    maxListItems: 100,
    /** Levels of nesting in a JSON body or GraphQL variables. */
    maxDepth: 20,
  },
  /** Request bodies (JSON), REST and GraphQL alike. */
  maxBodyBytes: '64kb',
  /**
   * Shop pages rendered on the server (http/pages.ts). A page no render may start for (too many running: a flood of
   * distinct addresses) or that takes too long goes out as the app shell, which the browser renders itself.
   */
  pages: {
    /** Renders running at once in one process (each is ~20–250 ms of CPU). */
    maxConcurrentRenders: 4,
    renderTimeoutMs: 4000,
    /**
     * How long a rendered public page, or its redirect, is shared between visitors, here and in shared HTTP caches
     * (a browser asks again each time: it keeps a redirect without a lifetime for good, issue 30).
     */
    sharedSeconds: 30,
    /** Rendered pages kept at most in one process; the least recently served leaves first. */
    sharedEntries: 500,
    /**
     * Addresses remembered as asked for (just the address): a page is kept from its second request on, so a flood of
     * addresses asked once each renders but displaces no page that visitors read.
     */
    seenAddresses: 5000,
    /**
     * Query parameters that say where a visitor came from, not what the page shows (campaigns and ad clicks): left out
     * of the address a page is rendered and kept for, so `/x?utm_id=1` and `/x?utm_id=2` are one page.
     */
    trackingParams: ['gclid', 'gbraid', 'wbraid', 'dclid', 'gclsrc', 'fbclid', 'msclkid', 'twclid', 'ttclid', 'li_fat_id', 'igshid', 'yclid', 'mc_cid', 'mc_eid', '_ga', '_gl'],
    /** Every parameter whose name starts so is a tracking parameter too (utm_source, utm_medium, utm_id, ...). */
    trackingPrefixes: ['utm_'],
  },
  /**
   * Answers of the public API kept for anonymous visitors (http/answer-cache.ts, issue 32): the catalogue's reads, as
   * long and as many as the shared pages, each kept from its second request on, cleared with them by a staff change.
   */
  answers: {
    seconds: 30,
    entries: 500,
    /** Requests remembered as asked for (as a hash): a flood of different requests asked once each displaces nothing. */
    seenRequests: 5000,
    /** Bytes kept at most, answers and their requests' keys together: well within the server's RSS budget. */
    maxBytes: 16 * 1024 * 1024,
  },
  /**
   * The published catalogue held in each process as one prepared value (catalog/prepared-catalogue.ts, issue 32):
   * cleared by every staff change to what the shop shows, and held at most this long in any case; a catalogue of more
   * products than this is not held (every read queries).
   */
  catalogue: {
    seconds: 30,
    maxProducts: 500,
  },
  /** In-process caches cleared in every process (changes/change-feed.ts). */
  changes: {
    /** The listener's connection is checked this often: a connection that died silently is replaced. */
    checkSeconds: 30,
    /** Reconnecting waits 250 ms, then twice as long each time, at most this long. */
    maxReconnectDelayMs: 5000,
  },
  /**
   * The JavaScript heap (main.ts): after a full collection V8 lets the heap grow by this much before the next one.
   * Its own choice on a large machine is up to 4× the live heap: ~70 MB live grew to ~280 MB before being collected,
   * a server of ~400 MB under load. 60 % keeps it near 235 MB (docs/PERFORMANCE.md); the heap may still grow as far
   * as it needs, so no request fails for memory.
   */
  memory: { heapGrowingPercent: 60 },
  /** PostgreSQL: every request that needs it answers within 5 s when it is down or hung. */
  database: {
    poolSize: 10,
    /** Opening a connection, and waiting for a free one from the pool. */
    connectTimeoutMs: 1500,
    /** The server cancels a statement after this long. */
    statementTimeoutMs: 2000,
    /** The client gives up on an answer after this long (a hung server cancels nothing). */
    queryTimeoutMs: 2500,
    /** The server ends a session left idle inside a transaction. */
    idleInTransactionMs: 5000,
    /** /readyz gives up after this long. */
    readinessTimeoutMs: 1500,
  },
  /** Writes to one cart (cart/cart-lock.ts): one at a time, a few waiting in memory, the rest CART_BUSY. */
  cartWrites: {
    /** Writes to one cart waiting their turn in one process; one more is answered CART_BUSY at once. */
    maxQueued: 20,
    /** How long a write waits for the cart's row lock held by another process. */
    lockTimeoutMs: 1000,
  },
  /**
   * HTTP connections (http/server.ts). An idle keep-alive connection is kept longer than the load balancers and
   * proxies in front keep theirs (AWS ALB and nginx upstreams 60 s): the side that closes first must be theirs, or a
   * request they send on it at that moment is reset (a 502 for the visitor). Node's own default is 5 s.
   */
  connections: {
    keepAliveTimeoutMs: 65_000,
    /** Must exceed keepAliveTimeoutMs: a request's headers may arrive at the end of an idle period. */
    headersTimeoutMs: 66_000,
  },
  /** Retry-After on a 503 (database unavailable). */
  retryAfterSeconds: 5,
  /** Writes per client address per minute: default of WRITE_LIMIT_PER_MINUTE. */
  writesPerMinute: 120,
  signIn: {
    /** Failed sign-ins for one e-mail address from one client address, per window. */
    failuresPerAccountAndClient: 5,
    /** Failed sign-ins from one client address, whatever the account, per window. */
    failuresPerClient: 20,
    /**
     * Wrong two-factor codes for one account, whatever the client address (besides the two limits above, which count
     * codes as they count passwords): whoever has the password cannot guess codes from many addresses at once.
     */
    codeFailuresPerAccount: 10,
    windowMinutes: 15,
    /** How long the second step of a sign-in (a code, or setting two-factor up) waits after the password. */
    secondStepMinutes: 10,
  },
  contact: {
    /** Messages from one mailbox per hour (case and "+tag" ignored). */
    messagesPerAddressPerHour: 5,
    /** Messages sent from one client address per hour, whatever the e-mail addresses. */
    messagesPerClientPerHour: 10,
  },
  reviews: {
    /** Reviews sent from one client address per hour. */
    perClientPerHour: 5,
  },
  sampleRequests: {
    /** Colour sample requests for one mailbox per hour (case and "+tag" ignored). */
    perAddressPerHour: 3,
    /** Colour sample requests sent from one client address per hour, whatever the e-mail address. */
    perClientPerHour: 10,
  },
  /**
   * Reads by staff (issue 30): operations that need a staff session (each staff root field, aliases included, is one
   * read) and the staff REST GETs. A person at work opens a screen (one or two reads), pages through fifty orders
   * (two pages of 25) and types a search (the screen asks at most every 300 ms): a few reads a second at the most,
   * and only for moments. A staff member gets `perSecond` steadily and `burstPerMinute` more in bursts; past both
   * they wait a second (429, Retry-After: 1). 95 000 searches in 17 minutes (93 a second) become at most ~4 a
   * second. A client address (several members in one office) gets `membersPerClient` times as much.
   */
  staffReads: {
    perSecond: 3,
    burstPerMinute: 60,
    membersPerClient: 3,
  },
  /**
   * The payment provider's webhook (POST /webhooks/mollie), per client address. Each call makes the shop ask the
   * provider about the payment it names, so a flood of calls would spend the shop's own API budget at Mollie. Mollie
   * calls once per status change of a payment (paid, a refund, a chargeback) from a few addresses: a busy day of this
   * shop is a call every few minutes. A call past the limit answers 429, which Mollie, like any answer but 200,
   * retries later on its own schedule, so even a refused call of Mollie's is only delayed.
   */
  webhook: {
    perClientPerMinute: 60,
  },
  /**
   * Orders placed per client address (issue 30: one client placed 40 orders to 40 addresses in 4.6 s, each mailed).
   * A household orders a few blinds in an evening — three orders in an hour is much; ten leaves room for an office
   * or a shared address. Idempotent retries of one attempt and refused attempts do not count.
   */
  checkout: {
    ordersPerClientPerHour: 10,
    /**
     * Placements running at once in one process (each holds a pooled connection for its transaction): under half the
     * pool, so a burst of checkouts leaves connections for the pages and the cart. The rest wait in memory, at most
     * `placementWaitMs`, then go ahead anyway (orders/placement-gate.ts).
     */
    concurrentPlacements: 4,
    placementWaitMs: 15_000,
  },
  /**
   * Mails to one mailbox (case and "+tag" ignored) that a visitor can cause without paying: an order received, a
   * payment that failed, the reminder and cancellation of an unpaid order, the contact form's and a colour sample's
   * confirmation. A household ordering three times in an evening, with a failed payment, a question and a sample,
   * gets seven. Mails about money that moved (paid, shipped, refunded, returned) always go. A mail over the limit is
   * kept in the outbox as `suppressed` with the reason, never sent; the order it belongs to stands.
   */
  mail: {
    perRecipientPerHour: 10,
    perRecipientPerDay: 20,
  },
  housekeeping: {
    /** A cart untouched this long is removed (its cookie lives as long). */
    cartIdleDays: 60,
    /** Rows removed per statement, so a clean-up never holds long locks. */
    batchSize: 500,
    intervalMinutes: 15,
    /**
     * A stored picture file no picture names is removed once it is this old (what a failed upload or a refused
     * removal left); a younger one may belong to an upload under way, which takes seconds.
     */
    mediaGraceMinutes: 60,
  },
} as const;
