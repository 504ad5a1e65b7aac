/**
 * A local fake of Mollie's Payments API v2 (create, get, refunds) for the integration tests: the Mollie adapter is
 * tested against what Mollie documents, not against itself (issue 19, part 3). It follows these pages of Mollie's
 * documentation (their source: github.com/mollie/api-documentation; the response fixtures of the official client's
 * own tests, github.com/mollie/mollie-api-node tests/, agree):
 *
 * - Create payment, https://docs.mollie.com/reference/v2/payments-api/create-payment: `amount` { currency, value }
 *   (value a string with the currency's exact decimals), `description` and `redirectUrl` required, `method` one of
 *   the listed names, `metadata` up to about 1 kB; `webhookUrl` must be reachable from Mollie, "so you cannot use
 *   localhost" (422 on field webhookUrl, as the API answers); 201 with the payment.
 * - Get payment, https://docs.mollie.com/reference/v2/payments-api/get-payment: `resource: 'payment'`, `id: 'tr_…'`,
 *   `mode`, `status`, `amount`, `amountRefunded` and `amountRemaining` (only once refunds are possible, i.e. paid),
 *   `metadata`, `paidAt`/`failedAt`/`canceledAt`/`expiredAt`, `_links.self`, `_links.checkout` (while open),
 *   `_links.dashboard`, `_links.documentation`; 200, `application/hal+json`.
 * - Payment status changes, https://docs.mollie.com/payments/status-changes: open → pending/authorized → paid,
 *   failed, canceled or expired, the last four final.
 * - Create payment refund, https://docs.mollie.com/reference/v2/refunds-api/create-payment-refund (and Get payment
 *   refund): `amount` in the payment's currency, optional `description` and `metadata`; 201 with
 *   `resource: 'refund'`, `id: 're_…'`, `status: 'pending'`, `paymentId`, `_links.self`/`payment`. A refund above what
 *   remains answers 422 "The specified amount cannot be refunded" on field amount.value (the API's words, as reported in
 *   github.com/mollie/magento2/issues/246); the €25 some methods allow above the payment is not modelled.
 * - Handling errors, https://docs.mollie.com/overview/handling-errors: error bodies { status, title, detail, field?,
 *   _links.documentation } as `application/hal+json`; 401 "Missing authentication, or failed to authenticate";
 *   404 "No payment exists with token tr_…."; 422 with the offending `field`.
 * - Authentication, https://docs.mollie.com/overview/authentication: `Authorization: Bearer test_…`.
 * - API idempotency, https://docs.mollie.com/overview/api-idempotency: a POST repeated with the same
 *   `Idempotency-Key` within one hour answers the first response again, with `Idempotent-Replayed: true`; the same
 *   key with other parameters or on another endpoint answers 400.
 *
 * HTTPS, not plain HTTP: the official client sends every request through its own https.Agent (pinned to Mollie's CA
 * bundle), so it cannot speak http:// at all. The fake serves a self-signed certificate for 127.0.0.1 and, while it
 * listens, has https.Agent trust that certificate for connections to its own port only (every other connection
 * is verified as before).
 *
 * Test controls: `setStatus` (what the shopper paying does), `failNext` (5xx), `hangNext` (no answer at all),
 * `requests` (what it received: headers and bodies), `callWebhook` (what Mollie does after a status change).
 */
import http from 'node:http';
import https from 'node:https';
import { randomBytes } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';

/** The documented example test key (docs.mollie.com/overview/authentication). */
const EXAMPLE_TEST_KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

// A self-signed certificate for 127.0.0.1 and localhost, valid 2024–2123, made for this fake and nothing else.
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgNS5P9EIRMMSMMXXH
3fxnz46OBPdwHffhqlPO7nRD1hKhRANCAAQqgiRLlDqd8eE7d757oPo3aakyR7Hr
hP897IuXvd+rv4k8HwHWi4FVsdGNpI4F0Y1KWWPX7q4+El90I1yiLvrv
-----END PRIVATE KEY-----
`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBbTCCARSgAwIBAgIBATAKBggqhkjOPQQDAjAgMR4wHAYDVQQDDBVNb2xsaWUg
ZmFrZSBmb3IgdGVzdHMwIBcNMjQwMTAxMDAwMDAwWhgPMjEyMzEyMzEyMzU5NTla
MCAxHjAcBgNVBAMMFU1vbGxpZSBmYWtlIGZvciB0ZXN0czBZMBMGByqGSM49AgEG
CCqGSM49AwEHA0IABCqCJEuUOp3x4Tt3vnug+jdpqTJHseuE/z3si5e936u/iTwf
AdaLgVWx0Y2kjgXRjUpZY9furj4SX3QjXKIu+u+jPTA7MBoGA1UdEQQTMBGHBH8A
AAGCCWxvY2FsaG9zdDAdBgNVHQ4EFgQUAAuuKCtsihpTURH7t56+RHQjZsowCgYI
KoZIzj0EAwIDRwAwRAIgFbRvuc1+0wL8e0M2ih+HrezE+RuR1zrpeR6BUdJrGkEC
IAnQx7XZK96fs2pTeDtKT057go9Ak1i8XFprHzmVfN3x
-----END CERTIFICATE-----
`;

/** The method names Create payment lists (v2). */
const KNOWN_METHODS = [
  'applepay', 'bancontact', 'banktransfer', 'belfius', 'creditcard', 'directdebit', 'eps', 'giftcard', 'giropay',
  'ideal', 'kbc', 'mybank', 'paypal', 'paysafecard', 'przelewy24', 'sofort',
];
const SHOP_METHODS = ['bancontact', 'ideal', 'creditcard', 'paypal'];

export type FakePaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
const FINAL: readonly FakePaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];
const STATUS_TIMESTAMP: Partial<Record<FakePaymentStatus, string>> = {
  authorized: 'authorizedAt',
  paid: 'paidAt',
  failed: 'failedAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
};

export interface RecordedRequest {
  method: string;
  /** The path with its query, e.g. /v2/payments/tr_x. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body; undefined when there was none or it was not JSON (see rawBody). */
  body: unknown;
  rawBody: string;
}

export interface MollieFakeOptions {
  /** The one key it accepts (default: the documented example test key). */
  apiKey?: string;
  /** The methods enabled on the fake's website profile (default: the shop's four). */
  methods?: string[];
  /** Accept webhook URLs on localhost and loopback (Mollie refuses them; a test calling the shop's webhook needs them). */
  allowLocalWebhooks?: boolean;
}

export interface MollieFake {
  /** Pass as the client's apiEndpoint: https://127.0.0.1:<port>/v2/. */
  readonly apiEndpoint: string;
  /** The key it accepts. */
  readonly apiKey: string;
  /** Every request it received, in order, including those answered with a fault or left hanging. */
  readonly requests: RecordedRequest[];
  /** A payment as GET /v2/payments/:id shows it; undefined when unknown. */
  payment(id: string): Record<string, unknown> | undefined;
  /** How many payments it holds. */
  readonly paymentCount: number;
  /** What the shopper (or time) does to a payment: only the documented transitions; a final status stays. */
  setStatus(id: string, status: FakePaymentStatus): void;
  /** The next `count` requests answer `status` (default 503), with Retry-After when given. */
  failNext(count: number, options?: { status?: number; retryAfterSeconds?: number }): void;
  /** The next `count` requests get no answer, ever (until close); `executed`: the request takes effect all the same. */
  hangNext(count: number, options?: { executed?: boolean }): void;
  /** POSTs `id=<paymentId>` (form-encoded) to the payment's webhookUrl, as Mollie does; the HTTP status it got. */
  callWebhook(id: string): Promise<number>;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface StoredRefund {
  id: string;
  paymentId: string;
  cents: number;
  description: string;
  metadata: unknown;
  createdAt: string;
}

interface StoredPayment {
  id: string;
  cents: number;
  description: string;
  method: string | null;
  metadata: unknown;
  redirectUrl: string;
  cancelUrl?: string;
  webhookUrl?: string;
  locale?: string;
  status: FakePaymentStatus;
  createdAt: string;
  expiresAt: string;
  statusAt: Record<string, string>;
  refunds: StoredRefund[];
}

const DOCS = 'https://docs.mollie.com';
const link = (href: string, type = 'application/hal+json') => ({ href, type });

const token = (prefix: string) =>
  prefix +
  randomBytes(10)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .padEnd(10, 'x');

/** "136.25" → 13625: the value must be a string with exactly two decimals (EUR). */
function parseEuroValue(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,10})\.(\d\d)$/.exec(value);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

const euro = (cents: number) => ({
  value: `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`,
  currency: 'EUR',
});

function mollieError(status: number, detail: string, field?: string, documentation = `${DOCS}/overview/handling-errors`): Reply {
  return {
    status,
    body: { status, title: http.STATUS_CODES[status] ?? 'Error', detail, ...(field ? { field } : {}), _links: { documentation: link(documentation, 'text/html') } },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function validUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const LOCAL_HOST = /^(localhost|.*\.localhost|.*\.test|.*\.local|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1?\])$/i;

/** Stable JSON (sorted keys) to compare a repeated request's parameters with the first. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// https.Agent trusts the fake's certificate for connections to the fake's ports (see the top of this file).
const trustedPorts = new Set<number>();
type CreateConnection = (this: https.Agent, ...args: unknown[]) => unknown;
const agentPrototype = https.Agent.prototype as unknown as { createConnection: CreateConnection };
let originalCreateConnection: CreateConnection | null = null;

function trustFakeCertificate(port: number) {
  trustedPorts.add(port);
  if (originalCreateConnection) return;
  const original = agentPrototype.createConnection;
  originalCreateConnection = original;
  agentPrototype.createConnection = function (this: https.Agent, ...args: unknown[]) {
    const withTrust = args.map((arg) => {
      if (!isObject(arg)) return arg;
      const host = arg.hostname ?? arg.host;
      const toFake = (host === '127.0.0.1' || host === 'localhost') && trustedPorts.has(Number(arg.port));
      return toFake ? { ...arg, ca: TLS_CERT } : arg;
    });
    return original.apply(this, withTrust);
  };
}

function untrustFakeCertificate(port: number) {
  trustedPorts.delete(port);
  if (trustedPorts.size === 0 && originalCreateConnection) {
    agentPrototype.createConnection = originalCreateConnection;
    originalCreateConnection = null;
  }
}

export async function startMollieFake(options: MollieFakeOptions = {}): Promise<MollieFake> {
  const apiKey = options.apiKey ?? EXAMPLE_TEST_KEY;
  const enabledMethods = options.methods ?? SHOP_METHODS;
  const payments = new Map<string, StoredPayment>();
  const idempotent = new Map<string, { fingerprint: string; reply: Reply; at: number }>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const faults: { status: number; retryAfterSeconds?: number }[] = [];
  const hangs: { executed: boolean }[] = [];
  let origin = '';

  const paymentView = (p: StoredPayment): Record<string, unknown> => {
    const refunded = p.refunds.reduce((sum, r) => sum + r.cents, 0);
    const open = p.status === 'open';
    return {
      resource: 'payment',
      id: p.id,
      mode: 'test',
      createdAt: p.createdAt,
      amount: euro(p.cents),
      ...(p.status === 'paid' ? { amountRefunded: euro(refunded), amountRemaining: euro(p.cents - refunded) } : {}),
      description: p.description,
      method: p.method,
      metadata: p.metadata,
      status: p.status,
      ...(FINAL.includes(p.status) ? {} : { isCancelable: false }),
      ...(open ? { expiresAt: p.expiresAt } : {}),
      ...p.statusAt,
      ...(p.locale ? { locale: p.locale } : {}),
      profileId: 'pfl_QkEhN94Ba',
      sequenceType: 'oneoff',
      redirectUrl: p.redirectUrl,
      ...(p.cancelUrl ? { cancelUrl: p.cancelUrl } : {}),
      ...(p.webhookUrl ? { webhookUrl: p.webhookUrl } : {}),
      _links: {
        self: link(`${origin}/v2/payments/${p.id}`),
        ...(open ? { checkout: link(`${origin}/checkout/select-method/${p.id.slice(3)}`, 'text/html') } : {}),
        dashboard: link(`${origin}/dashboard/org_12345678/payments/${p.id}`, 'text/html'),
        ...(p.refunds.length ? { refunds: link(`${origin}/v2/payments/${p.id}/refunds`, 'application/hal+json') } : {}),
        documentation: link(`${DOCS}/reference/v2/payments-api/get-payment`, 'text/html'),
      },
    };
  };

  const refundView = (r: StoredRefund): Record<string, unknown> => ({
    resource: 'refund',
    id: r.id,
    mode: 'test',
    amount: euro(r.cents),
    status: 'pending',
    createdAt: r.createdAt,
    description: r.description,
    metadata: r.metadata,
    paymentId: r.paymentId,
    settlementAmount: euro(-r.cents),
    _links: {
      self: link(`${origin}/v2/payments/${r.paymentId}/refunds/${r.id}`),
      payment: link(`${origin}/v2/payments/${r.paymentId}`),
      documentation: link(`${DOCS}/reference/v2/refunds-api/create-payment-refund`, 'text/html'),
    },
  });

  const notFound = (id: string) => mollieError(404, `No payment exists with token ${id}.`);

  function createPayment(body: Record<string, unknown>): Reply {
    const { amount, description, redirectUrl, cancelUrl, webhookUrl, method, metadata, locale } = body;
    if (amount === undefined) return mollieError(422, 'The amount is required for payments', 'amount');
    if (!isObject(amount)) return mollieError(422, 'The amount is invalid', 'amount');
    if (amount.currency !== 'EUR') return mollieError(422, 'The currency is not supported for this profile', 'amount.currency');
    const cents = parseEuroValue(amount.value);
    if (cents === null) return mollieError(422, 'The amount contains an invalid value; send a string with two decimals', 'amount.value');
    if (cents < 1) return mollieError(422, 'The amount is lower than the minimum', 'amount');
    if (cents > 100_000_000) return mollieError(422, 'The amount is higher than the maximum', 'amount');
    if (typeof description !== 'string' || description.trim() === '') return mollieError(422, 'The description is required', 'description');
    if (redirectUrl === undefined) return mollieError(422, 'The redirect URL is required', 'redirectUrl');
    if (!validUrl(redirectUrl)) return mollieError(422, 'The redirect URL is invalid', 'redirectUrl');
    if (cancelUrl !== undefined && !validUrl(cancelUrl)) return mollieError(422, 'The cancel URL is invalid', 'cancelUrl');
    if (webhookUrl !== undefined) {
      const url = validUrl(webhookUrl);
      if (!url) return mollieError(422, 'The webhook URL is invalid', 'webhookUrl');
      if (!options.allowLocalWebhooks && LOCAL_HOST.test(url.hostname)) {
        return mollieError(422, "The webhook URL is invalid because it is unreachable from Mollie's point of view", 'webhookUrl');
      }
    }
    const methods = method === undefined || method === null ? [] : Array.isArray(method) ? method : [method];
    for (const m of methods) {
      if (typeof m !== 'string' || !KNOWN_METHODS.includes(m)) return mollieError(422, 'The payment method is invalid', 'method');
      if (!enabledMethods.includes(m)) return mollieError(422, `The payment method ${m} is not enabled in your website profile`, 'method');
    }
    if (metadata !== undefined && Buffer.byteLength(JSON.stringify(metadata)) > 1024) return mollieError(422, 'The metadata is too large', 'metadata');

    const now = new Date();
    const payment: StoredPayment = {
      id: token('tr_'),
      cents,
      description,
      method: methods.length === 1 ? (methods[0] as string) : null,
      metadata: metadata ?? null,
      redirectUrl: redirectUrl as string,
      ...(cancelUrl ? { cancelUrl: cancelUrl as string } : {}),
      ...(webhookUrl ? { webhookUrl: webhookUrl as string } : {}),
      ...(typeof locale === 'string' ? { locale } : {}),
      status: 'open',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      statusAt: {},
      refunds: [],
    };
    payments.set(payment.id, payment);
    return { status: 201, body: paymentView(payment) };
  }

  function createRefund(payment: StoredPayment, body: Record<string, unknown>): Reply {
    const { amount, description, metadata } = body;
    if (payment.status !== 'paid') return mollieError(422, `The payment ${payment.id} cannot be refunded: it is ${payment.status}, not paid`);
    if (!isObject(amount)) return mollieError(422, 'The amount is required for refunds', 'amount');
    if (amount.currency !== 'EUR') return mollieError(422, "The currency must be the same as the payment's", 'amount.currency');
    const cents = parseEuroValue(amount.value);
    if (cents === null) return mollieError(422, 'The amount contains an invalid value; send a string with two decimals', 'amount.value');
    if (cents < 1) return mollieError(422, 'The amount is lower than the minimum', 'amount.value');
    const remaining = payment.cents - payment.refunds.reduce((sum, r) => sum + r.cents, 0);
    if (cents > remaining) return mollieError(422, 'The specified amount cannot be refunded', 'amount.value');
    if (description !== undefined && typeof description !== 'string') return mollieError(422, 'The description is invalid', 'description');
    const refund: StoredRefund = {
      id: token('re_'),
      paymentId: payment.id,
      cents,
      description: description ?? '',
      metadata: metadata ?? null,
      createdAt: new Date().toISOString(),
    };
    payment.refunds.push(refund);
    return { status: 201, body: refundView(refund) };
  }

  /** The API itself: what Mollie would answer this request. */
  function answer(method: string, url: URL, headers: http.IncomingHttpHeaders, rawBody: string): Reply {
    if (headers.authorization !== `Bearer ${apiKey}`) {
      return mollieError(401, 'Missing authentication, or failed to authenticate', undefined, `${DOCS}/overview/authentication`);
    }
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] !== 'v2' || parts[1] !== 'payments' || parts.length > 5 || (parts.length > 3 && parts[3] !== 'refunds')) {
      return mollieError(404, 'The resource does not exist');
    }
    const [, , paymentId, , refundId] = parts;
    const allowed = !paymentId ? 'POST' : parts.length === 3 ? 'GET' : parts.length === 4 ? 'POST' : 'GET';
    if (method !== allowed) return { ...mollieError(405, `The method ${method} is not allowed here`), headers: { allow: allowed } };

    let body: Record<string, unknown> = {};
    if (method === 'POST') {
      if (!/^application\/json\b/i.test(headers['content-type'] ?? '')) return mollieError(415, 'Send the request body as JSON');
      try {
        const parsed: unknown = JSON.parse(rawBody || '{}');
        if (!isObject(parsed)) return mollieError(400, 'The request body must be a JSON object');
        body = parsed;
      } catch {
        return mollieError(400, 'The request body is not valid JSON');
      }
    }

    if (!paymentId) return createPayment(body);
    const payment = payments.get(paymentId);
    if (!payment) return notFound(paymentId);
    if (parts.length === 3) return { status: 200, body: paymentView(payment) };
    if (parts.length === 4) return createRefund(payment, body);
    const refund = payment.refunds.find((r) => r.id === refundId);
    return refund ? { status: 200, body: refundView(refund) } : mollieError(404, `No refund exists with token ${refundId}.`);
  }

  /** The API behind Idempotency-Key: a POST repeated within the hour answers the first success again. */
  function answerOnce(method: string, url: URL, headers: http.IncomingHttpHeaders, rawBody: string): Reply {
    const key = headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string' || headers.authorization !== `Bearer ${apiKey}`) return answer(method, url, headers, rawBody);
    let fingerprint: string;
    try {
      fingerprint = `${url.pathname} ${canonical(JSON.parse(rawBody || '{}'))}`;
    } catch {
      return answer(method, url, headers, rawBody);
    }
    const earlier = idempotent.get(key);
    if (earlier && Date.now() - earlier.at < 3_600_000) {
      if (earlier.fingerprint !== fingerprint) {
        return mollieError(400, 'The Idempotency-Key was already used for a request to another endpoint or with other parameters');
      }
      return { ...earlier.reply, headers: { ...earlier.reply.headers, 'idempotent-replayed': 'true' } };
    }
    const reply = answer(method, url, headers, rawBody);
    if (reply.status >= 200 && reply.status < 300) idempotent.set(key, { fingerprint, reply, at: Date.now() });
    return reply;
  }

  const server = https.createServer({ key: TLS_KEY, cert: TLS_CERT }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      let body: unknown;
      try {
        body = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {
        body = undefined;
      }
      requests.push({ method, path: req.url ?? '/', headers: req.headers, body, rawBody });
      const url = new URL(req.url ?? '/', origin);

      const hang = hangs.shift();
      if (hang) {
        if (hang.executed) answerOnce(method, url, req.headers, rawBody);
        return; // no answer; close() ends the connection
      }
      const fault = faults.shift();
      const reply: Reply = fault
        ? {
            ...mollieError(fault.status, 'The service is temporarily unavailable. Please try again later.'),
            headers: fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) },
          }
        : answerOnce(method, url, req.headers, rawBody);
      res.writeHead(reply.status, { 'content-type': 'application/hal+json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  trustFakeCertificate(port);

  const known = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`The Mollie fake has no payment ${id}`);
    return payment;
  };

  return {
    apiEndpoint: `${origin}/v2/`,
    apiKey,
    requests,
    payment: (id) => {
      const payment = payments.get(id);
      return payment ? paymentView(payment) : undefined;
    },
    get paymentCount() {
      return payments.size;
    },
    setStatus(id, status) {
      const payment = known(id);
      const from = payment.status;
      const legal =
        from === status ||
        (from === 'open' && status !== 'open') ||
        ((from === 'pending' || from === 'authorized') && FINAL.includes(status));
      if (!legal) throw new Error(`A Mollie payment does not go from ${from} to ${status}`);
      payment.status = status;
      const at = STATUS_TIMESTAMP[status];
      if (at && !payment.statusAt[at]) payment.statusAt[at] = new Date().toISOString();
      if (status === 'paid' && !payment.method) payment.method = enabledMethods[0] ?? 'ideal';
    },
    failNext(count, { status = 503, retryAfterSeconds } = {}) {
      if (status < 500 || status > 599) throw new Error('failNext answers a 5xx status');
      for (let i = 0; i < count; i++) faults.push({ status, retryAfterSeconds });
    },
    hangNext(count, { executed = false } = {}) {
      for (let i = 0; i < count; i++) hangs.push({ executed });
    },
    async callWebhook(id) {
      const payment = known(id);
      if (!payment.webhookUrl) throw new Error(`Payment ${id} has no webhookUrl`);
      const res = await fetch(payment.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      });
      await res.arrayBuffer();
      return res.status;
    },
    async close() {
      untrustFakeCertificate(port);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
