import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { publishingWrites } from './changes/writes';
import { CartResolver } from './cart/cart.resolver';
import { CatalogResolver } from './catalog/catalog.resolver';
import { ContactResolver } from './contact/contact.resolver';
import { FabricCollectionResolver } from './fabric-collection/fabric-collection.resolver';
import { FabricSkuResolver } from './fabric-skus/fabric-sku.resolver';
import { MailResolver } from './mail/mail.resolver';
import { OrderResolver } from './orders/order.resolver';
import { FabricSkuUseResolver, ProductAdminResolver } from './product-admin/product-admin.resolver';
import { ProductImageResolver } from './product-images/product-image.resolver';
import { PriceGroupResolver, ProductRulesResolver } from './pricing-admin/pricing-admin.resolver';
import { PromotionResolver } from './promotions/promotion.resolver';
import { OrderConfirmationPaymentResolver, OrderPaymentResolver } from './payments/payment.resolver';
import { OrderConfirmationInvoiceResolver, OrderInvoiceResolver } from './invoices/invoice.resolver';
import { ProductReviewsResolver, ReviewResolver } from './reviews/review.resolver';
import { SampleRequestResolver } from './samples/sample-request.resolver';
import { ShopResolver } from './shop/shop.resolver';
import { StaffResolver } from './staff/staff.resolver';
import { StaffAccountsResolver } from './staff/staff-accounts.resolver';
import { StaffTwoFactorResolver } from './staff/two-factor.resolver';
import { applyRoleTable } from './staff/field-roles';
import { plainResolvers } from './graphql/plain-resolvers';

export const resolvers = [
  CartResolver,
  CatalogResolver,
  ContactResolver,
  FabricCollectionResolver,
  FabricSkuResolver,
  MailResolver,
  OrderResolver,
  ProductAdminResolver,
  ProductImageResolver,
  PriceGroupResolver,
  ProductRulesResolver,
  PromotionResolver,
  FabricSkuUseResolver,
  OrderConfirmationPaymentResolver,
  OrderPaymentResolver,
  OrderConfirmationInvoiceResolver,
  OrderInvoiceResolver,
  ProductReviewsResolver,
  ReviewResolver,
  SampleRequestResolver,
  ShopResolver,
  StaffResolver,
  StaffAccountsResolver,
  StaffTwoFactorResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/**
 * The one executable schema (type-graphql classes are the source; schema/schema.graphql is printed from it), with
 * type-graphql's per-call wrappers taken off the fields that need none (graphql/plain-resolvers.ts) and the staff role
 * table on its fields (staff/field-roles.ts). A mutation that changes what the shop shows clears the
 * shared pages of every process once it succeeded (changes/writes.ts).
 */
export function buildAppSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [...resolvers],
    validate: false,
    emitSchemaFile: false,
  }).then(plainResolvers).then(applyRoleTable).then(publishingWrites);
  return built;
}
