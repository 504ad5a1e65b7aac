import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { CatalogService } from './catalog/catalog.service';
import { CartService } from './cart/cart.service';
import { CartLocks } from './cart/cart-lock';
import { StaffService } from './staff/staff.service';
import { StaffAccountService } from './staff/staff-accounts.service';
import { TwoFactorService } from './staff/two-factor.service';
import { TwoFactorKeys } from './staff/two-factor';
import { ContactService } from './contact/contact.service';
import { FabricCollectionService } from './fabric-collection/fabric-collection.service';
import { FabricSkuService } from './fabric-skus/fabric-sku.service';
import { CheckoutService } from './orders/checkout.service';
import { OrderService } from './orders/order.service';
import { RateLimits, type RateLimitOptions } from './ratelimit/rate-limits';
import { ReviewService } from './reviews/review.service';
import { SampleRequestService } from './samples/sample-request.service';
import { Housekeeping } from './housekeeping/housekeeping';
import { ProductAdminService } from './product-admin/product-admin.service';
import { PricingAdminService } from './pricing-admin/pricing-admin.service';
import { PromotionService } from './promotions/promotion.service';
import { OrderEventBus } from './orders/order-events';
import { OrderLifecycle } from './orders/order-lifecycle.service';
import { PaymentService } from './payments/payment.service';
import { TestPaymentProvider } from './payments/test-provider';
import type { PaymentProvider } from './payments/provider';
import { InvoiceService } from './invoices/invoice.service';
import { invoiceOrderEvents } from './invoices/invoice-events';
import { Outbox } from './mail/outbox';
import { mailOrderEvents } from './mail/order-mails';
import { shopFacts } from './shop/facts';
import { describeError, type Logger } from './http/logging';
import { MailService } from './mail/mail.service';
import { pdfAttachments } from './mail/attachments';
import { ProductImageService } from './product-images/product-image.service';
import { FolderStorage, type MediaStorage } from './product-images/media-storage';
import { ChangeFeed } from './changes/change-feed';

export interface ServiceOptions extends RateLimitOptions {
  /**
   * The shop's own address in absolute links — pages (canonical, Open Graph, structured data), the sitemap, robots.txt,
   * mails: PUBLIC_BASE_URL, or outside production the address the server listens on (config.ts, shopUrl). Never taken
   * from a request.
   */
  shopUrl: string;
  /** Mails a visitor can cause to one mailbox, per hour and per day (mail/outbox.ts); GUARDRAILS.mail when left out. */
  mailsPerRecipient?: { perHour: number; perDay: number };
  /** The payment provider (Mollie when MOLLIE_API_KEY is set); the built-in test provider when none is given. */
  paymentProvider?: PaymentProvider;
  /** PUBLIC_BASE_URL, for the payment provider's redirect and webhook; null → paths (the built-in test provider). */
  publicBaseUrl?: string | null;
  /** Where mails to the shop go (SHOP_INBOX); default the shop's e-mail address from the facts. */
  shopInbox?: string;
  /** Where uploaded product pictures are stored (S3Storage or FolderStorage); a temporary folder when left out. */
  mediaStorage?: MediaStorage;
  /** Where faults after a committed change go (a provider that failed to cancel a payment, ...); none: dropped. */
  logger?: Logger;
  /** The clock of the order lifecycle and the invoices (tests set it). */
  now?: () => Date;
  /**
   * The key the staff's two-factor secrets are encrypted with (STAFF_2FA_KEY, 32 bytes; main.ts always gives one). Left
   * out (tests), a key of this process only: the secrets it encrypts are unreadable after a restart.
   */
  twoFactorKey?: Buffer;
}

/** Every service, created once per process over one data source. */
export function createServices(ds: DataSource, options: ServiceOptions) {
  const catalog = new CatalogService(ds);
  const limits = new RateLimits(ds, options);
  const cartLocks = new CartLocks(ds);
  const outbox = new Outbox(ds, { shopInbox: options.shopInbox, perRecipient: options.mailsPerRecipient });
  const staff = new StaffService(ds, limits);
  const log = options.logger;
  // An order's life: one lifecycle moves it; invoices, then mails, then the provider's work follow its events.
  const orderEvents = new OrderEventBus((error, event, source) =>
    log?.error({ orderId: source.orderId, event: event.type, err: describeError(error) }, 'order event follow-up failed'),
  );
  ds.subscribers.push(orderEvents.transactionSubscriber());
  const lifecycle = new OrderLifecycle(ds, orderEvents, { policy: shopFacts.unpaidOrders, now: options.now });
  const orders = new OrderService(ds, lifecycle);
  const invoices = new InvoiceService(ds, { now: options.now });
  invoiceOrderEvents(orderEvents, invoices);
  mailOrderEvents(orderEvents, outbox, { shopUrl: options.shopUrl, cancelAfterDays: shopFacts.unpaidOrders.cancelAfterDays });
  const productImages = new ProductImageService(ds, options.mediaStorage ?? new FolderStorage(path.join(os.tmpdir(), `lumina-media-${process.pid}`)), (key, error) =>
    log?.warn({ key, err: describeError(error) }, 'a picture file no picture names could not be removed; housekeeping tries again'),
  );
  const payments = new PaymentService(ds, options.paymentProvider ?? new TestPaymentProvider(ds), lifecycle, orderEvents, { publicBaseUrl: options.publicBaseUrl ?? null });
  const promotions = new PromotionService(ds);
  const checkout = new CheckoutService(catalog, orders, cartLocks, lifecycle, payments, limits, promotions, {
    now: options.now,
    onPaymentStartFailed: (orderId, error) => log?.error({ orderId, err: describeError(error) }, 'asking for the payment failed after the order was placed'),
  });
  return {
    ds,
    /** The shop's own address for absolute links (ServiceOptions.shopUrl). */
    shopUrl: options.shopUrl,
    /** PUBLIC_BASE_URL when set: what a same-origin check compares a browser's Origin with (else the request's own host). */
    publicBaseUrl: options.publicBaseUrl ?? null,
    /** Changes to what the shop shows, told to every process: their shared pages are cleared (changes/change-feed.ts). */
    changes: new ChangeFeed(ds, log),
    limits,
    catalog,
    cart: new CartService(ds, catalog, cartLocks, promotions),
    staff,
    staffAccounts: new StaffAccountService(ds, staff, limits),
    twoFactor: new TwoFactorService(ds, staff, limits, new TwoFactorKeys(options.twoFactorKey ?? randomBytes(32))),
    fabricSkus: new FabricSkuService(ds),
    fabricCollection: new FabricCollectionService(ds),
    orders,
    lifecycle,
    payments,
    checkout,
    contact: new ContactService(ds, limits, outbox),
    reviews: new ReviewService(ds, catalog, limits),
    sampleRequests: new SampleRequestService(ds, catalog, limits, outbox),
    outbox,
    mail: new MailService(ds),
    /** Turns a mail's attachment references into files when it is sent: an invoice number into its PDF. */
    mailAttachments: pdfAttachments(invoices),
    housekeeping: new Housekeeping(ds, { lifecycle, payments }, { media: productImages }),
    productAdmin: new ProductAdminService(ds),
    pricingAdmin: new PricingAdminService(ds),
    promotions,
    productImages,
    invoices,
  };
}

export type Services = ReturnType<typeof createServices>;
