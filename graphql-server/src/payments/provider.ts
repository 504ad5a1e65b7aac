/**
 * The payment service provider behind one interface (ARCHITECTURE §4 "Money in"): Mollie through its official
 * client when MOLLIE_API_KEY is set (mollie-provider.ts), else the built-in test provider (test-provider.ts), which
 * behaves as Mollie's test mode does. The shop never trusts a status it is told: a webhook only names a payment,
 * and the shop asks the provider (`getPayment`) what became of it.
 */

import type { ProviderPaymentStatus, ProviderRefundStatus } from '@lumina/schema';

export type { ProviderPaymentStatus, ProviderRefundStatus } from '@lumina/schema';

/** Mollie's method names for the four methods the shop takes. */
export type ProviderMethod = 'bancontact' | 'ideal' | 'creditcard' | 'paypal';

export interface PaymentRequest {
  /** The order number (LUM-2026-01001): in the metadata, so a payment names its order. */
  orderId: string;
  amountCents: number;
  method: ProviderMethod;
  /** What the shopper's bank statement and the provider's page show ("Bestelling LUM-2026-01001"). */
  description: string;
  /** Where the provider sends the shopper back (the order's confirmation page). */
  redirectUrl: string;
  /** Where the provider reports a change: the shop's public base URL + /webhooks/mollie. */
  webhookUrl: string;
  /** The same key twice makes no second payment (a retry after a timeout). */
  idempotencyKey: string;
}

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  /** The order number from the metadata; null when the payment carries none (not one of ours). */
  orderId: string | null;
  /** The provider's checkout page while the payment is open; null otherwise. */
  checkoutUrl: string | null;
  /** Whether the provider would cancel it now (Mollie's `isCancelable`). */
  cancelable: boolean;
  /** Its refunds as the provider has them now (fetched with the payment). */
  refunds: ProviderRefund[];
  /** Its chargebacks as the provider has them now (fetched with the payment). */
  chargebacks: ProviderChargeback[];
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  description: string;
  /** The shop's refund id: in the refund's metadata, so the provider's refund names the shop's. */
  refundId: string;
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  status: ProviderRefundStatus;
  amountCents: number;
  /** The shop's refund id from the metadata; null for a refund made at the provider (its dashboard). */
  refundId: string | null;
}

export interface ProviderChargeback {
  id: string;
  amountCents: number;
  /** The bank gave the money back after all. */
  reversed: boolean;
}

/** The provider could not be reached or failed (5xx, timeout, network): nothing is known; try again later. */
export class ProviderUnavailable extends Error {
  override readonly name = 'ProviderUnavailable';
}

/** The provider refused the request (a 4xx other than an unknown payment), with its reason. */
export class ProviderRefused extends Error {
  override readonly name = 'ProviderRefused';
  constructor(
    message: string,
    readonly status: number,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: 'mollie' | 'test';
  /** Creates a payment; throws ProviderUnavailable or ProviderRefused. */
  createPayment(request: PaymentRequest): Promise<ProviderPayment>;
  /** The payment as the provider has it now; null when the provider does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Refunds part or all of a paid payment; throws ProviderUnavailable or ProviderRefused. */
  createRefund(request: RefundRequest): Promise<ProviderRefund>;
  /** Cancels an open payment the provider says is cancelable; the payment as it is after; throws ProviderUnavailable or ProviderRefused. */
  cancelPayment(id: string): Promise<ProviderPayment | null>;
}
