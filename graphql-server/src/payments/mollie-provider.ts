/**
 * Mollie behind the PaymentProvider interface (ARCHITECTURE §4 "Money in", issue 19), on Mollie's official client
 * (@mollie/api-client). Amounts go out as Mollie's exact decimal strings in EUR, formatted from integer cents;
 * every create carries the caller's idempotency key, so a retry after a timeout makes no second payment or refund.
 *
 * How Mollie's answers become the interface's:
 * - 2xx: the payment or refund, mapped (checkoutUrl from `_links.checkout` while open, the order number from the
 *   metadata, `isCancelable`; a payment is fetched with its refunds and chargebacks embedded, a refund names the shop's
 *   refund id in its metadata).
 * - 404 on get (or an id that is not a Mollie payment id, e.g. from a forged webhook): null, without asking Mollie.
 * - 429 (rate limit), 5xx, a network failure, an unreadable answer, or no answer within `timeoutMs`:
 *   ProviderUnavailable (nothing is known; try again later with the same idempotency key).
 * - any other 4xx (401 wrong key, 422 invalid input or a refund above what remains, 404 on refund, ...):
 *   ProviderRefused with Mollie's `detail`, the status and Mollie's `field`.
 *
 * The client has no timeout of its own and retries a 5xx twice (2 s apart, or after Retry-After) with the same
 * idempotency key; `timeoutMs` bounds the whole call, retries included. A call given up on is not aborted (the
 * client takes no signal): its socket stays until Mollie answers or closes it.
 */
import { createMollieClient, MollieApiError, PaymentEmbed, PaymentMethod, type Payment, type Refund } from '@mollie/api-client';
import {
  ProviderRefused,
  ProviderUnavailable,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderChargeback,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type ProviderRefundStatus,
  type RefundRequest,
} from './provider';

export interface MollieProviderOptions {
  /** MOLLIE_API_KEY: `test_…` (Mollie's test mode) or `live_…`. */
  apiKey: string;
  /** The API's root; Mollie's own (https://api.mollie.com:443/v2/) unless a test points it at a fake. */
  apiEndpoint?: string;
  /** How long one call may take, the client's retries included (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Mollie's payment ids: `tr_` and letters or digits. Anything else is not asked (it could rewrite the URL's path). */
const PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;

const PAYMENT_STATUSES: readonly ProviderPaymentStatus[] = ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired'];
const REFUND_STATUSES: readonly ProviderRefundStatus[] = ['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'];

/** Whole cents as Mollie's amount in EUR: 13625 → { currency: 'EUR', value: '136.25' }, from integers only. */
function mollieAmount(cents: number): { currency: 'EUR'; value: string } {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`An amount must be a positive whole number of cents, not ${cents}`);
  const euros = (cents - (cents % 100)) / 100;
  return { currency: 'EUR', value: `${euros}.${String(cents % 100).padStart(2, '0')}` };
}

/** Mollie's decimal string as whole cents ("1234.50" → 123450), from its digits, never through a float. */
function centsOf(amount: { value: string } | undefined | null): number {
  if (!amount) return 0;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.value);
  if (!match) throw new ProviderUnavailable(`Mollie answered an amount that is not a decimal: ${amount.value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

function oneOf<T extends string>(allowed: readonly T[], value: string, what: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new ProviderUnavailable(`Mollie answered a ${what} status this shop does not know: ${value}`);
}

/** A string the shop put in an object's metadata (`orderId` of a payment, `refundId` of a refund); null when none. */
function metadataOf(metadata: unknown, key: string): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const value = (metadata as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

type RefundFields = Pick<Refund, 'id' | 'status' | 'amount' | 'metadata'>;
type ChargebackFields = { id: string; amount: { value: string }; reversedAt?: string | null };

function toProviderRefund(refund: RefundFields): ProviderRefund {
  return { id: refund.id, status: oneOf(REFUND_STATUSES, refund.status, 'refund'), amountCents: centsOf(refund.amount), refundId: metadataOf(refund.metadata, 'refundId') };
}

function toProviderChargeback(chargeback: ChargebackFields): ProviderChargeback {
  return { id: chargeback.id, amountCents: centsOf(chargeback.amount), reversed: Boolean(chargeback.reversedAt) };
}

function toProviderPayment(payment: Payment): ProviderPayment {
  const status = oneOf(PAYMENT_STATUSES, payment.status, 'payment');
  const embedded = (payment as unknown as { _embedded?: { refunds?: RefundFields[]; chargebacks?: ChargebackFields[] } })._embedded;
  return {
    id: payment.id,
    status,
    amountCents: centsOf(payment.amount),
    orderId: metadataOf(payment.metadata, 'orderId'),
    checkoutUrl: status === 'open' ? (payment._links.checkout?.href ?? null) : null,
    cancelable: payment.isCancelable === true,
    refunds: (embedded?.refunds ?? []).map(toProviderRefund),
    chargebacks: (embedded?.chargebacks ?? []).map(toProviderChargeback),
  };
}

/** A Mollie API key: `test_…` (Mollie's test mode) or `live_…`, then at least 20 letters, digits or underscores. */
export const MOLLIE_API_KEY_PATTERN = /^(live|test)_\w{20,}$/;

/** Mollie's error as the interface's: refused (the request was wrong) or unavailable (try again later). */
function translate(error: unknown): ProviderRefused | ProviderUnavailable {
  if (error instanceof ProviderRefused || error instanceof ProviderUnavailable) return error;
  if (error instanceof MollieApiError) {
    const status = error.statusCode;
    // No status: the request never got an answer (refused connection, reset, DNS) or the answer was not Mollie's JSON.
    if (status === undefined || status >= 500 || status === 429) {
      return new ProviderUnavailable(`Mollie is unavailable${status ? ` (${status})` : ''}: ${error.message}`, { cause: error });
    }
    return new ProviderRefused(error.message, status, error.field ?? null);
  }
  return new ProviderUnavailable(`Mollie could not be asked: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

export function createMollieProvider({ apiKey, apiEndpoint, timeoutMs = DEFAULT_TIMEOUT_MS }: MollieProviderOptions): PaymentProvider {
  if (!MOLLIE_API_KEY_PATTERN.test(apiKey)) throw new Error('MOLLIE_API_KEY must be a Mollie API key, starting with test_ or live_');
  const client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });

  /** One call to Mollie, its errors translated, given up on after timeoutMs. */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProviderUnavailable(`Mollie did not answer within ${timeoutMs} ms (${what})`)), timeoutMs);
    });
    try {
      // (then: a request that throws before it sends is translated like one that fails after.)
      const answer = Promise.resolve().then(request).catch((error: unknown) => Promise.reject(translate(error)));
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: 'mollie',

    async createPayment(request: PaymentRequest): Promise<ProviderPayment> {
      const amount = mollieAmount(request.amountCents);
      const payment = await call('creating a payment', () =>
        client.payments.create({
          amount,
          method: PaymentMethod[request.method],
          description: request.description,
          redirectUrl: request.redirectUrl,
          webhookUrl: request.webhookUrl,
          metadata: { orderId: request.orderId },
          idempotencyKey: request.idempotencyKey,
        }),
      );
      return toProviderPayment(payment);
    },

    async getPayment(id: string): Promise<ProviderPayment | null> {
      if (!PAYMENT_ID.test(id)) return null;
      try {
        return toProviderPayment(await call(`getting payment ${id}`, () => client.payments.get(id, { embed: [PaymentEmbed.refunds, PaymentEmbed.chargebacks] })));
      } catch (error) {
        if (error instanceof ProviderRefused && error.status === 404) return null;
        throw error;
      }
    },

    async createRefund(request: RefundRequest): Promise<ProviderRefund> {
      const amount = mollieAmount(request.amountCents);
      if (!PAYMENT_ID.test(request.paymentId)) throw new ProviderRefused(`No payment exists with token ${request.paymentId}.`, 404);
      const refund = await call(`refunding payment ${request.paymentId}`, () =>
        client.paymentRefunds.create({
          paymentId: request.paymentId,
          amount,
          description: request.description,
          metadata: { refundId: request.refundId },
          idempotencyKey: request.idempotencyKey,
        }),
      );
      return toProviderRefund(refund);
    },

    async cancelPayment(id: string): Promise<ProviderPayment | null> {
      if (!PAYMENT_ID.test(id)) return null;
      try {
        await call(`canceling payment ${id}`, () => client.payments.cancel(id));
      } catch (error) {
        if (error instanceof ProviderRefused && error.status === 404) return null;
        throw error;
      }
      return toProviderPayment(await call(`getting payment ${id}`, () => client.payments.get(id, { embed: [PaymentEmbed.refunds, PaymentEmbed.chargebacks] })));
    },
  };
}
