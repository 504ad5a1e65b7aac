/**
 * Every write of the API and what it changes of the shop's in-process caches (issue 30): a write that changes what
 * visitors see — the catalogue, prices, pictures, reviews, fabrics — names the cache 'pages'; one that changes nothing
 * public says null. Only a write that succeeded (no error, no userErrors) clears, in every process (change-feed.ts); a
 * read never does, nor a write that was refused or failed. changes/writes.test.ts walks every mutation of the schema
 * and every staff REST write, so a new one is decided here.
 */
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../http/context';
import type { CacheName, ChangeFeed } from './change-feed';

export const WRITES: Readonly<Record<string, CacheName | null>> = {
  // A shopper's own things: the cart, the order and its payment, a message; a review waits for moderation.
  'Mutation.cartCreate': null,
  'Mutation.cartLineAdd': null,
  'Mutation.cartLineUpdate': null,
  'Mutation.cartLineReplace': null,
  'Mutation.cartLineRemove': null,
  'Mutation.cartClear': null,
  'Mutation.cartDiscountCodeApply': null,
  'Mutation.cartDiscountCodeRemove': null,
  'Mutation.orderPlace': null,
  'Mutation.orderPay': null,
  'Mutation.contactMessageCreate': null,
  'Mutation.sampleRequestCreate': null,
  'Mutation.reviewCreate': null,
  // Orders, the inboxes and the staff's own accounts show on no public page.
  'Mutation.orderStatusChange': null,
  'Mutation.orderPaymentRecord': null,
  'Mutation.orderRefund': null,
  'Mutation.contactMessageMarkHandled': null,
  'Mutation.sampleRequestMarkHandled': null,
  'Mutation.staffSignIn': null,
  'Mutation.staffSignOut': null,
  'Mutation.staffInvitationAccept': null,
  'Mutation.staffPasswordResetAccept': null,
  'Mutation.staffInvite': null,
  'Mutation.staffDeactivate': null,
  'Mutation.staffRoleChange': null,
  'Mutation.staffPasswordReset': null,
  'Mutation.staffPasswordChange': null,
  'Mutation.staffInvitationRevoke': null,
  'Mutation.staffSignInTwoFactor': null,
  'Mutation.staffTwoFactorSetup': null,
  'Mutation.staffTwoFactorSetupConfirm': null,
  'Mutation.staffTwoFactorDisable': null,
  // A review approved shows on its product's page (and in its rating); one rejected may leave it.
  'Mutation.reviewApprove': 'pages',
  'Mutation.reviewReject': 'pages',
  // The catalogue, its prices and pictures.
  'Mutation.productCreate': 'pages',
  'Mutation.productUpdate': 'pages',
  'Mutation.priceGroupUpdate': 'pages',
  'Mutation.priceGroupRollback': 'pages',
  'Mutation.productRulesUpdate': 'pages',
  'Mutation.productRulesRollback': 'pages',
  'Mutation.productImageAltUpdate': 'pages',
  'Mutation.productImageMove': 'pages',
  'Mutation.productImageMakeMain': 'pages',
  'Mutation.productImageDelete': 'pages',
  'POST /admin/products/:id/images': 'pages',
  // A sale shows its price on the product pages and listings (issue 33).
  'Mutation.promotionCreate': 'pages',
  'Mutation.promotionUpdate': 'pages',
  'Mutation.promotionPause': 'pages',
  'Mutation.promotionEnd': 'pages',
  // Fabrics: a SKU names a product's fabric and decides what the fabric collection shows (live, samples).
  'Mutation.fabricSkuCreate': 'pages',
  'Mutation.fabricSkuUpdate': 'pages',
  'Mutation.fabricSkuSettingsUpdate': 'pages',
  'Mutation.fabricSkuImport': 'pages',
};

/** After a write succeeded: clears the cache it changes, here and in every other process. */
export async function writeDone(changes: ChangeFeed, operation: string): Promise<void> {
  const cache = WRITES[operation];
  if (cache) await changes.publish(cache, operation);
}

/** A mutation's payload that says it changed something: no userErrors. */
const succeeded = (payload: unknown): boolean =>
  typeof payload === 'object' && payload !== null && ((payload as { userErrors?: unknown[] }).userErrors?.length ?? 0) === 0;

/**
 * The schema with each mutation that changes a cache publishing its change once it succeeded, before its answer goes
 * out (so the staff member's next page, from any process, is new once the others have heard it).
 */
export function publishingWrites(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const operation = `Mutation.${field.name}`;
    if (!WRITES[operation]) continue;
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (source, args, context: RequestContext, info) => {
      const payload: unknown = await resolve(source, args, context, info);
      if (succeeded(payload)) await writeDone(context.services.changes, operation);
      return payload;
    };
  }
  return schema;
}
