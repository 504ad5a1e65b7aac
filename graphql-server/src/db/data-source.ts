import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { GUARDRAILS } from '../guardrails';
import { sqlLogger, type Logger } from '../http/logging';
import { Product } from '../catalog/product.entity';
import { FabricSku } from '../fabric-skus/fabric-sku.entity';
import { FabricCollectionItem } from '../fabric-collection/fabric-collection-item.entity';
import { CartEntity } from '../cart/cart.entity';
import { CartLine } from '../cart/cart-line.entity';
import { Order } from '../orders/order.entity';
import { OrderItem } from '../orders/order-item.entity';
import { Review } from '../reviews/review.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { SampleRequest } from '../samples/sample-request.entity';
import { StaffUser } from '../staff/staff-user.entity';
import { StaffSession } from '../staff/staff-session.entity';
import { StaffLink } from '../staff/staff-link.entity';
import { InitialSchema1732280000000 } from './migrations/1732280000000-initial-schema';
import { StaffLoginAttempts1732290000000 } from './migrations/1732290000000-staff-login-attempts';
import { ApiContract1732300000000 } from './migrations/1732300000000-api-contract';
import { Guardrails1732310000000 } from './migrations/1732310000000-guardrails';
import { Catalogue1732320000000 } from './migrations/1732320000000-catalogue';
import { SampleRequests1732330000000 } from './migrations/1732330000000-sample-requests';
import { MadeToMeasure1732340000000 } from './migrations/1732340000000-made-to-measure';
import { OrderStatusChange } from '../orders/order-status-change.entity';
import { FabricSkuSettingChange } from '../fabric-skus/fabric-sku-setting-change.entity';
import { FabricSkuChange } from '../fabric-skus/fabric-sku-change.entity';
import { FabricSkuAdmin1732440000000 } from './migrations/1732440000000-fabric-sku-admin';
import { ShippingAddressLines1732490000000 } from './migrations/1732490000000-shipping-address-lines';
import { SearchIndexes1732500000000 } from './migrations/1732500000000-search-indexes';
import { MailLease1732515000000 } from './migrations/1732515000000-mail-lease';
import { FabricMadeAs1732480000000 } from './migrations/1732480000000-fabric-made-as';
import { Checkout1732350000000 } from './migrations/1732350000000-checkout';
import { Hardening1732360000000 } from './migrations/1732360000000-hardening';
import { OneVocabulary1732370000000 } from './migrations/1732370000000-one-vocabulary';
import { Payments1732380000000 } from './migrations/1732380000000-payments';
import { StaffRoles1732410000000 } from './migrations/1732410000000-staff-roles';
import { StaffInvitations1732420000000 } from './migrations/1732420000000-staff-invitations';
import { ProductAdmin1732430000000 } from './migrations/1732430000000-product-admin';
import { ProductImages1732460000000 } from './migrations/1732460000000-product-images';
import { ProductImageRow } from '../product-images/product-image.entity';
import { PricingAdmin1732450000000 } from './migrations/1732450000000-pricing-admin';
import { PriceGroup, PriceGroupVersion, ProductRuleVersion } from '../pricing-admin/pricing-admin.types';
import { ProductChange } from '../product-admin/product-admin.types';
import { Chargeback, OrderPaymentChange, Payment, Refund } from '../payments/payment.entity';
import { Invoices1732390000000 } from './migrations/1732390000000-invoices';
import { Invoice } from '../invoices/invoice.entity';
import { MailOutbox1732400000000 } from './migrations/1732400000000-mail-outbox';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { OrderLifecycle1732510000000 } from './migrations/1732510000000-order-lifecycle';
import { OrderListIndexes1732520000000 } from './migrations/1732520000000-order-list-indexes';
import { MediaKeys1732526000000 } from './migrations/1732526000000-media-keys';
import { StaffTwoFactor1732530000000 } from './migrations/1732530000000-staff-two-factor';
import { MailPerRecipient1732530300000 } from './migrations/1732530300000-mail-per-recipient';
import { EveryCentimetre1732540000000 } from './migrations/1732540000000-every-centimetre';
import { DutchNames1732550000000 } from './migrations/1732550000000-dutch-names';
import { ProductUpdatedAt1732565000000 } from './migrations/1732565000000-product-updated-at';
import { PriceGroupVersions1732570000000 } from './migrations/1732570000000-price-group-versions';
import { OrderOptionsInWords1732570001000 } from './migrations/1732570001000-order-options-in-words';
import { OrderCounts1732575000000 } from './migrations/1732575000000-order-counts';
import { FabricGroupKept1732580000000 } from './migrations/1732580000000-fabric-group-kept';
import { FabricCollectionFilterIndex1732585000000 } from './migrations/1732585000000-fabric-collection-filter-index';
import { LowestPrices1732560000000 } from './migrations/1732560000000-lowest-prices';
import { OnePriceGroup1732560001000 } from './migrations/1732560001000-one-price-group';
import { OrderEventRecord } from '../orders/order-event.entity';
import { Promotion, PromotionChange } from '../promotions/promotion.types';
import { Promotions1732590000000 } from './migrations/1732590000000-promotions';
import { PromotionUses1732590001000 } from './migrations/1732590001000-promotion-uses';
import { Discounts1732590002000 } from './migrations/1732590002000-discounts';

export const entities = [
  Product,
  FabricSku,
  FabricCollectionItem,
  CartEntity,
  CartLine,
  Order,
  OrderItem,
  Review,
  ContactMessage,
  SampleRequest,
  StaffUser,
  StaffSession,
  StaffLink,
  OrderStatusChange,
  FabricSkuSettingChange,
  FabricSkuChange,
  Payment,
  OrderPaymentChange,
  Refund,
  Chargeback,
  OrderEventRecord,
  ProductChange,
  ProductImageRow,
  PriceGroup,
  PriceGroupVersion,
  ProductRuleVersion,
  Invoice,
  OutboxMail,
  Promotion,
  PromotionChange,
];

export const migrations = [InitialSchema1732280000000, StaffLoginAttempts1732290000000, ApiContract1732300000000, Guardrails1732310000000, Catalogue1732320000000, SampleRequests1732330000000, MadeToMeasure1732340000000, Checkout1732350000000, Hardening1732360000000, OneVocabulary1732370000000, Payments1732380000000, Invoices1732390000000, MailOutbox1732400000000, StaffRoles1732410000000, StaffInvitations1732420000000, ProductAdmin1732430000000, FabricSkuAdmin1732440000000, PricingAdmin1732450000000, ProductImages1732460000000, FabricMadeAs1732480000000, ShippingAddressLines1732490000000, SearchIndexes1732500000000, OrderLifecycle1732510000000, MailLease1732515000000, OrderListIndexes1732520000000, MediaKeys1732526000000, StaffTwoFactor1732530000000, MailPerRecipient1732530300000, EveryCentimetre1732540000000, DutchNames1732550000000, ProductUpdatedAt1732565000000, PriceGroupVersions1732570000000, OrderOptionsInWords1732570001000, OrderCounts1732575000000, LowestPrices1732560000000, OnePriceGroup1732560001000, FabricGroupKept1732580000000, FabricCollectionFilterIndex1732585000000, Promotions1732590000000, PromotionUses1732590001000, Discounts1732590002000];

export interface DataSourceOptions {
  /** pino logger for warnings and (with logSql) the SQL text; without one, TypeORM logs errors to the console. */
  logger?: Logger;
  logSql?: boolean;
  /**
   * Fail fast when PostgreSQL is down or hung (GUARDRAILS.database). Off only for maintenance work that may
   * take longer than a request: migrations, seeding, benchmark fixtures.
   */
  timeouts?: boolean;
}

export function createDataSource(url: string, options: DataSourceOptions = {}): DataSource {
  const limits = GUARDRAILS.database;
  const timeouts = options.timeouts === false
    ? {}
    : {
        connectionTimeoutMillis: limits.connectTimeoutMs,
        query_timeout: limits.queryTimeoutMs,
        statement_timeout: limits.statementTimeoutMs,
        idle_in_transaction_session_timeout: limits.idleInTransactionMs,
      };
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: options.logger ? ['query', 'error', 'warn', 'schema', 'migration'] : ['error'],
    logger: options.logger ? sqlLogger(options.logger, options.logSql ?? false) : undefined,
    extra: { max: limits.poolSize, application_name: 'lumina-rolgordijnen', keepAlive: true, ...timeouts },
  });
}

/** The advisory lock that lets one process at a time migrate a database (several may start at once). */
const MIGRATION_LOCK = 424240;

/**
 * Migrates (in one transaction, without request timeouts, one process at a time: the others wait for the lock and
 * then find nothing left to do), then opens the data source the app serves from.
 */
export async function openDatabase(url: string, options: Omit<DataSourceOptions, 'timeouts'> = {}): Promise<DataSource> {
  const maintenance = createDataSource(url, { ...options, timeouts: false });
  await maintenance.initialize();
  const lock = maintenance.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await maintenance.runMigrations({ transaction: 'all' });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await lock.release();
    await maintenance.destroy();
  }
  const ds = createDataSource(url, options);
  await ds.initialize();
  return ds;
}
