/**
 * A local fake of Mollie's Payments API v2 (create, get, cancel; refunds; chargebacks) for the integration tests: the
 * Mollie adapter is tested against what Mollie documents, not against itself (issue 19, part 3). It follows these
 * pages of Mollie's documentation (their source: github.com/mollie/api-documentation; the response fixtures of the
 * official client's own tests, github.com/mollie/mollie-api-node tests/, and its type definitions, agree):
 *
 * - Create payment, https://docs.mollie.com/reference/v2/payments-api/create-payment: `amount` { currency, value }
 *   (value a string with the currency's exact decimals), `description` and `redirectUrl` required, `method` one of
 *   the listed names, `metadata` up to about 1 kB; `webhookUrl` must be reachable from Mollie, "so you cannot use
 *   localhost" (422 on field webhookUrl, as the API answers); 201 with the payment.
 * - Get payment, https://docs.mollie.com/reference/get-payment: `resource: 'payment'`, `id: 'tr_…'`,
 *   `mode`, `status`, `isCancelable` ("omitted if the payment reaches a final state"), `amount`, `amountRefunded` and
 *   `amountRemaining` (only once refunds are possible, i.e. paid), `amountChargedBack` ("only available when the total
 *   charged back amount is not zero"), `metadata`, `paidAt`/`failedAt`/`canceledAt`/`expiredAt`, `_links.self`,
 *   `_links.checkout` (while open), `_links.dashboard`, `_links.refunds`/`_links.chargebacks` (when there are any),
 *   `_links.documentation`; 200, `application/hal+json`.
 *   Its `embed` query string parameter ("refunds: include any refunds created for the payment", "chargebacks: include
 *   any chargebacks issued for the payment"; `captures` too) is a comma-separated list, as the official client sends
 *   it (`?embed=refunds%2Cchargebacks`: an array joined with commas, then URL-encoded); the answer then carries
 *   `_embedded` with exactly the requested lists (an empty list when there are none), and no `_embedded` at all when
 *   nothing was asked. A value that is not one of those three answers 400 (the fake's words; the docs give none).
 * - Payment status changes, https://docs.mollie.com/payments/status-changes: open → pending/authorized → paid,
 *   failed, canceled or expired, the last four final.
 * - Cancel payment, https://docs.mollie.com/reference/cancel-payment: `DELETE /v2/payments/tr_…`; "Depending on the
 *   payment method, you may be able to cancel a payment for a certain amount of time — usually until the next business
 *   day or as long as the payment status is open", and "the isCancelable property on the Payment object will indicate
 *   if the payment can be canceled"; 200 with the payment, now `canceled` with `canceledAt`. A payment that is not
 *   cancelable answers 422 "The payment cannot be cancelled" without a field (the API's words, as reported in
 *   github.com/mollie/mollie-api-node/issues/477 and github.com/mollie/mollie-api-php/issues/555). Which methods are
 *   cancelable the docs do not list: their Get payment example shows an open payment with `"isCancelable": false`,
 *   and Mollie's developers name bank transfer as the one that stays cancelable while open (github.com/stil4m/
 *   mollie-api/issues/50). So by default only an open `banktransfer` payment is cancelable; the shop's methods
 *   (Bancontact, iDEAL, card, PayPal) are not. A test changes that with the `cancelableMethods` option or, per
 *   payment, `setCancelable` (then an open or pending payment is cancelable as set). The 202 with an empty body that
 *   releases an authorized payment's pre-authorization is not modelled (none of the shop's methods authorizes):
 *   an authorized payment is never cancelable here.
 * - Create payment refund, https://docs.mollie.com/reference/v2/refunds-api/create-payment-refund: `amount` in the
 *   payment's currency, optional `description` and `metadata` (kept, and answered as given); 201 with
 *   `resource: 'refund'`, `id: 're_…'`, `status: 'pending'`, `paymentId`, `_links.self`/`payment`. A refund above what
 *   remains answers 422 "The specified amount cannot be refunded" on field amount.value (the API's words, as reported in
 *   github.com/mollie/magento2/issues/246); the €25 some methods allow above the payment is not modelled.
 * - Get payment refund and its statuses, https://docs.mollie.com/reference/get-refund (and the Refunds guide,
 *   https://docs.mollie.com/payments/refunds): `queued` ("due to a lack of balance … can be canceled"), `pending`
 *   ("ready to be picked up for processing. You can still cancel"), `processing` ("Cancelation is no longer possible"),
 *   `refunded` ("completed"), `failed` ("failed after processing … The funds will be returned to your account"),
 *   `canceled` ("will no longer be processed"); `settlementAmount` negative. A refund moves only forward: queued →
 *   pending → processing → refunded or failed (a step may be skipped: the shop only sees what it fetches, so pending →
 *   refunded and pending → failed are allowed), and queued or pending → canceled; refunded, failed and canceled are
 *   final. "Trying to retrieve a canceled refund will result in a 404 response" (Get payment refund); the fake still
 *   lists it, as `canceled`, in the payment's embedded refunds (the docs say nothing either way, and a shop must be
 *   able to see that its refund was canceled).
 *   What `amountRefunded` counts is not documented beyond "the total amount that is already refunded": a failed
 *   refund's funds "will be returned to your account" and a canceled one "will no longer be processed", so the fake
 *   counts every refund that is queued, pending, processing or refunded, and not the failed or canceled ones: their
 *   amount is in `amountRemaining` again and can be refunded anew.
 * - Chargebacks API, https://docs.mollie.com/reference/get-chargeback: `resource: 'chargeback'`, `id: 'chb_…'`,
 *   `amount`, `settlementAmount` ("the value key of settlementAmount will be negative"), `createdAt`, `reversedAt`
 *   ("the date and time the chargeback was reversed if applicable"; null until then), `paymentId`,
 *   `_links.self`/`payment`/`documentation`; `reason` is given only for direct debit, so never here. The payment
 *   stays `paid`. Whether `amountChargedBack` still counts a reversed chargeback the docs do not say: the fake counts
 *   the chargebacks that stand (not reversed), and keeps them out of `amountRemaining` (no refund of money the bank
 *   already took back).
 * - Handling errors, https://docs.mollie.com/overview/handling-errors: error bodies { status, title, detail, field?,
 *   _links.documentation } as `application/hal+json`; 401 "Missing authentication, or failed to authenticate";
 *   404 "No payment exists with token tr_…."; 422 with the offending `field`.
 * - Authentication, https://docs.mollie.com/overview/authentication: `Authorization: Bearer test_…`.
 * - API idempotency, https://docs.mollie.com/overview/api-idempotency: a POST repeated with the same
 *   `Idempotency-Key` within one hour answers the first response again, with `Idempotent-Replayed: true`; the same
 *   key with other parameters or on another endpoint answers 400. The key of a GET, PATCH or DELETE "will always be
 *   ignored" (the official client sends one with every DELETE).
 *
 * HTTPS, not plain HTTP: the official client sends every request through its own https.Agent (pinned to Mollie's CA
 * bundle), so it cannot speak http:// at all. The fake serves a self-signed certificate for 127.0.0.1 and, while it
 * listens, has https.Agent trust that certificate for connections to its own port only (every other connection
 * is verified as before).
 *
 * Test controls: `setStatus` (what the shopper paying does), `setRefundStatus` (what Mollie and the banks do to a
 * refund), `addChargeback`/`reverseChargeback` (what the customer's bank does), `setCancelable` (whether Mollie would
 * let the merchant cancel), `failNext` (5xx), `hangNext` (no answer at all), `requests` (what it received: headers
 * and bodies), `callWebhook` (what Mollie does after a change of a payment, its refunds or its chargebacks: the fake
 * never calls it by itself).
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
/** The methods whose open payments Mollie lets the merchant cancel, by default (see the top of this file). */
const CANCELABLE_METHODS = ['banktransfer'];
/** What Get payment can embed. */
const PAYMENT_EMBEDS = ['refunds', 'chargebacks', 'captures'] as const;
export type PaymentEmbed = (typeof PAYMENT_EMBEDS)[number];

export type FakePaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
const FINAL: readonly FakePaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];
const STATUS_TIMESTAMP: Partial<Record<FakePaymentStatus, string>> = {
  authorized: 'authorizedAt',
  paid: 'paidAt',
  failed: 'failedAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
};

export type FakeRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
const REFUND_FINAL: readonly FakeRefundStatus[] = ['refunded', 'failed', 'canceled'];
/** Refunds that hold money: counted in amountRefunded and kept out of amountRemaining (see the top of this file). */
const REFUND_COUNTED: readonly FakeRefundStatus[] = ['queued', 'pending', 'processing', 'refunded'];
/** The order a refund moves in (forward only; canceled only from queued or pending). */
const REFUND_RANK: Record<FakeRefundStatus, number> = { queued: 0, pending: 1, processing: 2, refunded: 3, failed: 3, canceled: 3 };

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
  /**
   * Where `callWebhook` really posts, given the payment's webhookUrl (default: that URL). A test's shop on loopback
   * stands in for the public host the webhookUrl names, e.g. (url) => url.replace('https://www.example.be', app.url).
   */
  webhookTarget?: (webhookUrl: string) => string;
  /** The methods whose open payments are cancelable unless `setCancelable` says otherwise (default: bank transfer only). */
  cancelableMethods?: string[];
}

export interface MollieFake {
  /** Pass as the client's apiEndpoint: https://127.0.0.1:<port>/v2/. */
  readonly apiEndpoint: string;
  /** The key it accepts. */
  readonly apiKey: string;
  /** Every request it received, in order, including those answered with a fault or left hanging. */
  readonly requests: RecordedRequest[];
  /** A payment as GET /v2/payments/:id shows it (with `embed`, as ?embed=… does); undefined when unknown. */
  payment(id: string, options?: { embed?: PaymentEmbed[] }): Record<string, unknown> | undefined;
  /** How many payments it holds. */
  readonly paymentCount: number;
  /** What the shopper (or time) does to a payment: only the documented transitions; a final status stays. */
  setStatus(id: string, status: FakePaymentStatus): void;
  /** Whether Mollie would let the merchant cancel this payment while it is open or pending (default: by its method). */
  setCancelable(id: string, cancelable: boolean): void;
  /** What Mollie and the banks do to a refund: only the documented transitions (see the top of this file). */
  setRefundStatus(paymentId: string, refundId: string, status: FakeRefundStatus): void;
  /** The customer's bank takes `cents` (default: what remains) of a paid payment back; the chargeback's id (chb_…). */
  addChargeback(paymentId: string, cents?: number): string;
  /** The bank reverses a chargeback: the money comes back (`reversedAt` is set). */
  reverseChargeback(paymentId: string, chargebackId: string): void;
  /** The next `count` requests answer `status` (default 503), with Retry-After when given. */
  failNext(count: number, options?: { status?: number; retryAfterSeconds?: number }): void;
  /** The next `count` requests get no answer, ever (until close); `executed`: the request takes effect all the same. */
  hangNext(count: number, options?: { executed?: boolean }): void;
  /**
   * POSTs `id=<paymentId>` (form-encoded) to the payment's webhookUrl (through `webhookTarget`), as Mollie does after
   * a change of the payment, of one of its refunds or chargebacks; the HTTP status it got.
   */
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
  status: FakeRefundStatus;
  createdAt: string;
}

interface StoredChargeback {
  id: string;
  paymentId: string;
  cents: number;
  createdAt: string;
  reversedAt: string | null;
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
  chargebacks: StoredChargeback[];
  /** Set by `setCancelable`; null: as Mollie has it for the method (open payments of `cancelableMethods`). */
  cancelable: boolean | null;
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
  const cancelableMethods = options.cancelableMethods ?? CANCELABLE_METHODS;
  const payments = new Map<string, StoredPayment>();
  const idempotent = new Map<string, { fingerprint: string; reply: Reply; at: number }>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const faults: { status: number; retryAfterSeconds?: number }[] = [];
  const hangs: { executed: boolean }[] = [];
  let origin = '';

  /** What holds money of a payment now: refunds not failed or canceled, chargebacks not reversed. */
  const refundedOf = (p: StoredPayment) => p.refunds.filter((r) => REFUND_COUNTED.includes(r.status)).reduce((sum, r) => sum + r.cents, 0);
  const chargedBackOf = (p: StoredPayment) => p.chargebacks.filter((c) => c.reversedAt === null).reduce((sum, c) => sum + c.cents, 0);
  const remainingOf = (p: StoredPayment) => p.cents - refundedOf(p) - chargedBackOf(p);

  /** Whether Mollie would cancel it now (see the top of this file): never once final, nor while authorized. */
  const cancelableNow = (p: StoredPayment) => {
    if (p.status === 'open' || p.status === 'pending') return p.cancelable ?? (p.status === 'open' && p.method !== null && cancelableMethods.includes(p.method));
    return false;
  };

  const refundView = (r: StoredRefund): Record<string, unknown> => ({
    resource: 'refund',
    id: r.id,
    mode: 'test',
    amount: euro(r.cents),
    status: r.status,
    createdAt: r.createdAt,
    description: r.description,
    metadata: r.metadata,
    paymentId: r.paymentId,
    settlementAmount: euro(-r.cents),
    _links: {
      self: link(`${origin}/v2/payments/${r.paymentId}/refunds/${r.id}`),
      payment: link(`${origin}/v2/payments/${r.paymentId}`),
      documentation: link(`${DOCS}/reference/get-refund`, 'text/html'),
    },
  });

  const chargebackView = (c: StoredChargeback): Record<string, unknown> => ({
    resource: 'chargeback',
    id: c.id,
    amount: euro(c.cents),
    settlementAmount: euro(-c.cents),
    createdAt: c.createdAt,
    reversedAt: c.reversedAt,
    paymentId: c.paymentId,
    _links: {
      self: link(`${origin}/v2/payments/${c.paymentId}/chargebacks/${c.id}`),
      payment: link(`${origin}/v2/payments/${c.paymentId}`),
      documentation: link(`${DOCS}/reference/get-chargeback`, 'text/html'),
    },
  });

  const paymentView = (p: StoredPayment, embed: readonly PaymentEmbed[] = []): Record<string, unknown> => {
    const open = p.status === 'open';
    const chargedBack = chargedBackOf(p);
    return {
      resource: 'payment',
      id: p.id,
      mode: 'test',
      createdAt: p.createdAt,
      amount: euro(p.cents),
      ...(p.status === 'paid' ? { amountRefunded: euro(refundedOf(p)), amountRemaining: euro(remainingOf(p)) } : {}),
      ...(chargedBack > 0 ? { amountChargedBack: euro(chargedBack) } : {}),
      description: p.description,
      method: p.method,
      metadata: p.metadata,
      status: p.status,
      ...(FINAL.includes(p.status) ? {} : { isCancelable: cancelableNow(p) }),
      ...(open ? { expiresAt: p.expiresAt } : {}),
      ...p.statusAt,
      ...(p.locale ? { locale: p.locale } : {}),
      profileId: 'pfl_QkEhN94Ba',
      sequenceType: 'oneoff',
      redirectUrl: p.redirectUrl,
      ...(p.cancelUrl ? { cancelUrl: p.cancelUrl } : {}),
      ...(p.webhookUrl ? { webhookUrl: p.webhookUrl } : {}),
      ...(embed.length
        ? {
            _embedded: {
              ...(embed.includes('refunds') ? { refunds: p.refunds.map(refundView) } : {}),
              ...(embed.includes('chargebacks') ? { chargebacks: p.chargebacks.map(chargebackView) } : {}),
              ...(embed.includes('captures') ? { captures: [] } : {}),
            },
          }
        : {}),
      _links: {
        self: link(`${origin}/v2/payments/${p.id}`),
        ...(open ? { checkout: link(`${origin}/checkout/select-method/${p.id.slice(3)}`, 'text/html') } : {}),
        dashboard: link(`${origin}/dashboard/org_12345678/payments/${p.id}`, 'text/html'),
        ...(p.refunds.length ? { refunds: link(`${origin}/v2/payments/${p.id}/refunds`) } : {}),
        ...(p.chargebacks.length ? { chargebacks: link(`${origin}/v2/payments/${p.id}/chargebacks`) } : {}),
        documentation: link(`${DOCS}/reference/v2/payments-api/get-payment`, 'text/html'),
      },
    };
  };

  /** A list endpoint's answer (one page holds them all): { count, _embedded: { <name>: [...] }, _links }. */
  const listView = (name: string, items: Record<string, unknown>[], self: string, documentation: string) => ({
    count: items.length,
    _embedded: { [name]: items },
    _links: { self: link(self), previous: null, next: null, documentation: link(documentation, 'text/html') },
  });

  const notFound = (id: string) => mollieError(404, `No payment exists with token ${id}.`);

  /** The `embed` query string parameter: comma-separated names, each of PAYMENT_EMBEDS; null when one is not. */
  function embedsOf(url: URL): PaymentEmbed[] | null {
    const raw = url.searchParams.get('embed');
    if (raw === null) return [];
    const names = raw.split(',').map((name) => name.trim());
    return names.every((name): name is PaymentEmbed => (PAYMENT_EMBEDS as readonly string[]).includes(name)) ? [...new Set(names)] : null;
  }

  /** A payment's status changes (the shopper, time, or a cancel), with its timestamp. */
  function settle(payment: StoredPayment, status: FakePaymentStatus) {
    payment.status = status;
    const at = STATUS_TIMESTAMP[status];
    if (at && !payment.statusAt[at]) payment.statusAt[at] = new Date().toISOString();
    if (status === 'paid' && !payment.method) payment.method = enabledMethods[0] ?? 'ideal';
  }

  function cancelPayment(payment: StoredPayment): Reply {
    if (!cancelableNow(payment)) return mollieError(422, 'The payment cannot be cancelled');
    settle(payment, 'canceled');
    return { status: 200, body: paymentView(payment) };
  }

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
      chargebacks: [],
      cancelable: null,
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
    if (cents > remainingOf(payment)) return mollieError(422, 'The specified amount cannot be refunded', 'amount.value');
    if (description !== undefined && typeof description !== 'string') return mollieError(422, 'The description is invalid', 'description');
    if (metadata !== undefined && Buffer.byteLength(JSON.stringify(metadata)) > 1024) return mollieError(422, 'The metadata is too large', 'metadata');
    const refund: StoredRefund = {
      id: token('re_'),
      paymentId: payment.id,
      cents,
      description: description ?? '',
      metadata: metadata ?? null,
      status: 'pending',
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
    // /v2/payments, /v2/payments/:id, /v2/payments/:id/refunds[/:re], /v2/payments/:id/chargebacks[/:chb]
    const parts = url.pathname.split('/').filter(Boolean);
    const [, , paymentId, sub, subId] = parts;
    if (parts[0] !== 'v2' || parts[1] !== 'payments' || parts.length > 5 || (sub !== undefined && sub !== 'refunds' && sub !== 'chargebacks')) {
      return mollieError(404, 'The resource does not exist');
    }
    const allowed = !paymentId ? ['POST'] : !sub ? ['GET', 'DELETE'] : sub === 'refunds' && !subId ? ['GET', 'POST'] : ['GET'];
    if (!allowed.includes(method)) return { ...mollieError(405, `The method ${method} is not allowed here`), headers: { allow: allowed.join(', ') } };

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
    if (!sub) {
      if (method === 'DELETE') return cancelPayment(payment);
      const embed = embedsOf(url);
      if (!embed) return mollieError(400, `The embed parameter is invalid; it takes ${PAYMENT_EMBEDS.join(', ')}`, 'embed');
      return { status: 200, body: paymentView(payment, embed) };
    }
    if (sub === 'refunds') {
      if (!subId && method === 'POST') return createRefund(payment, body);
      if (!subId) {
        const self = `${origin}/v2/payments/${payment.id}/refunds`;
        return { status: 200, body: listView('refunds', payment.refunds.map(refundView), self, `${DOCS}/reference/list-refunds`) };
      }
      // "Trying to retrieve a canceled refund will result in a 404 response."
      const refund = payment.refunds.find((r) => r.id === subId && r.status !== 'canceled');
      return refund ? { status: 200, body: refundView(refund) } : mollieError(404, `No refund exists with token ${subId}.`);
    }
    if (!subId) {
      const self = `${origin}/v2/payments/${payment.id}/chargebacks`;
      return { status: 200, body: listView('chargebacks', payment.chargebacks.map(chargebackView), self, `${DOCS}/reference/list-chargebacks`) };
    }
    const chargeback = payment.chargebacks.find((c) => c.id === subId);
    return chargeback ? { status: 200, body: chargebackView(chargeback) } : mollieError(404, `No chargeback exists with token ${subId}.`);
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
    payment: (id, { embed = [] } = {}) => {
      const payment = payments.get(id);
      return payment ? paymentView(payment, embed) : undefined;
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
      settle(payment, status);
    },
    setCancelable(id, cancelable) {
      known(id).cancelable = cancelable;
    },
    setRefundStatus(paymentId, refundId, status) {
      const refund = known(paymentId).refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`The Mollie fake has no refund ${refundId} of payment ${paymentId}`);
      const from = refund.status;
      const legal =
        from === status ||
        (!REFUND_FINAL.includes(from) && REFUND_RANK[status] > REFUND_RANK[from] && (status !== 'canceled' || from === 'queued' || from === 'pending'));
      if (!legal) throw new Error(`A Mollie refund does not go from ${from} to ${status}`);
      refund.status = status;
    },
    addChargeback(paymentId, cents) {
      const payment = known(paymentId);
      if (payment.status !== 'paid') throw new Error(`Payment ${paymentId} is ${payment.status}: only a paid payment can be charged back`);
      const remaining = remainingOf(payment);
      const amount = cents ?? remaining;
      if (!Number.isSafeInteger(amount) || amount < 1 || amount > remaining) {
        throw new Error(`A chargeback of ${amount} cents does not fit payment ${paymentId}: ${remaining} cents remain`);
      }
      const chargeback: StoredChargeback = { id: token('chb_'), paymentId, cents: amount, createdAt: new Date().toISOString(), reversedAt: null };
      payment.chargebacks.push(chargeback);
      return chargeback.id;
    },
    reverseChargeback(paymentId, chargebackId) {
      const chargeback = known(paymentId).chargebacks.find((c) => c.id === chargebackId);
      if (!chargeback) throw new Error(`The Mollie fake has no chargeback ${chargebackId} of payment ${paymentId}`);
      if (chargeback.reversedAt) throw new Error(`Chargeback ${chargebackId} was reversed already`);
      chargeback.reversedAt = new Date().toISOString();
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
      const res = await fetch(options.webhookTarget ? options.webhookTarget(payment.webhookUrl) : payment.webhookUrl, {
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
