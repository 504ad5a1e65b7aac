/**
 * Payment behind one interface (ARCHITECTURE §4): PayPal, Bancontact, iDEAL and Creditcard are methods of a
 * provider. The default provider makes no external call: it records the customer's choice and leaves the
 * order awaiting payment (staff or a later provider integration mark it paid). A real provider implements
 * `start` (create the payment, answer where to send the customer) without changing the checkout.
 */
import { PaymentStatus, type PaymentMethod } from '../api/trade';

export interface PaymentStart {
  status: PaymentStatus;
  /** Where to send the customer to pay; null when nothing is to be done in the browser now. */
  redirectUrl: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  /** Called inside the order's transaction, once per order; must not hold the transaction for long. */
  start(order: { id: string; totalCents: number; method: PaymentMethod }): Promise<PaymentStart>;
}

/** The default: record the choice, await the payment. */
export const recordingPaymentProvider: PaymentProvider = {
  name: 'recording',
  start: async () => ({ status: PaymentStatus.AWAITING_PAYMENT, redirectUrl: null }),
};
