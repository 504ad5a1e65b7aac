/**
 * Who on the staff may do what (ARCHITECTURE §5, issue 20): the one table of staff operations and the roles that may
 * use them. The server checks it for every GraphQL operation and REST path (graphql-server/src/staff/); the staff
 * screens read it to show no button that would be refused (`staffMe.can`) and to say which role a screen needs
 * (issue 31). Beheer may do everything; an operation missing here is beheer's only (a test walks the schema so every
 * staff root field is decided here).
 */

/** The staff roles: GraphQL name → the value stored and written. */
export const STAFF_ROLE = { BEHEER: 'beheer', ATELIER: 'atelier', KLANTENSERVICE: 'klantenservice' } as const;
export type StaffRoleValue = (typeof STAFF_ROLE)[keyof typeof STAFF_ROLE];

const { BEHEER, ATELIER, KLANTENSERVICE } = STAFF_ROLE;
const EVERYONE = [BEHEER, ATELIER, KLANTENSERVICE] as const;
const PRODUCTION = [BEHEER, ATELIER] as const;
const CUSTOMER_SERVICE = [BEHEER, KLANTENSERVICE] as const;

/**
 * Staff operation → the roles that may use it: GraphQL root fields as "Query.x" / "Mutation.x", a field below them as
 * "Type.field" (refused wherever it is selected), REST paths by name.
 */
export const STAFF_OPERATIONS: Readonly<Record<string, readonly StaffRoleValue[]>> = {
  // Orders: everyone reads them; the atelier moves them along and records a bank transfer; money goes back by beheer.
  'Query.orders': EVERYONE,
  'Query.order': EVERYONE,
  'Mutation.orderStatusChange': PRODUCTION,
  'Mutation.orderPaymentRecord': PRODUCTION,
  'Mutation.orderRefund': [BEHEER],
  'GET /api/orders': EVERYONE,
  'GET /admin/orders/:id/fabricator-export': PRODUCTION,
  'GET /admin/orders/:id/invoice': EVERYONE,
  // Fields of an order for those who make it: the fabricator export and the supplier's data. Customer service reads
  // what the customer ordered without them (a screen leaves them out with @include).
  'Order.exportCsvUrl': PRODUCTION,
  'Order.exportJsonUrl': PRODUCTION,
  'OrderItem.manufacturerCode': PRODUCTION,
  'OrderItem.fabricPriceGroup': PRODUCTION,
  // Fabrics.
  'Query.fabricSkus': PRODUCTION,
  'Query.fabricSku': PRODUCTION,
  'Mutation.fabricSkuSettingsUpdate': PRODUCTION,
  'Mutation.fabricSkuCreate': PRODUCTION,
  'Mutation.fabricSkuUpdate': PRODUCTION,
  'Query.fabricSkuImportPreview': PRODUCTION,
  'Mutation.fabricSkuImport': PRODUCTION,
  'GET /admin/fabric-sku': PRODUCTION,
  // The inboxes and the mails.
  'Query.contactMessages': CUSTOMER_SERVICE,
  'Mutation.contactMessageMarkHandled': CUSTOMER_SERVICE,
  'Query.sampleRequests': CUSTOMER_SERVICE,
  'Mutation.sampleRequestMarkHandled': CUSTOMER_SERVICE,
  'Query.reviewsForModeration': CUSTOMER_SERVICE,
  'Mutation.reviewApprove': CUSTOMER_SERVICE,
  'Mutation.reviewReject': CUSTOMER_SERVICE,
  'Query.mails': CUSTOMER_SERVICE,
  'Query.mail': CUSTOMER_SERVICE,
  // The catalogue: beheer's.
  'Query.staffProducts': [BEHEER],
  'Query.staffProduct': [BEHEER],
  'Query.staffProductFacets': [BEHEER],
  'Mutation.productUpdate': [BEHEER],
  // Prices as rules: beheer's.
  'Query.priceGroups': [BEHEER],
  'Query.priceGroupPreview': [BEHEER],
  'Query.priceGroup': [BEHEER],
  'Mutation.priceGroupUpdate': [BEHEER],
  'Mutation.priceGroupRollback': [BEHEER],
  'Query.productRulesPreview': [BEHEER],
  'Mutation.productRulesUpdate': [BEHEER],
  'Mutation.productRulesRollback': [BEHEER],
  'Mutation.productImageAltUpdate': [BEHEER],
  'Mutation.productImageMove': [BEHEER],
  'Mutation.productImageMakeMain': [BEHEER],
  'Mutation.productImageDelete': [BEHEER],
  'POST /admin/products/:id/images': [BEHEER],
  'Mutation.productCreate': [BEHEER],
  // Acties (issue 33): beheer's.
  'Query.promotions': [BEHEER],
  'Query.promotion': [BEHEER],
  'Query.promotionPreview': [BEHEER],
  'Mutation.promotionCreate': [BEHEER],
  'Mutation.promotionUpdate': [BEHEER],
  'Mutation.promotionPause': [BEHEER],
  'Mutation.promotionEnd': [BEHEER],
  // Staff accounts: beheer's; every member changes their own password.
  'Query.staffMembers': [BEHEER],
  'Mutation.staffInvite': [BEHEER],
  'Mutation.staffDeactivate': [BEHEER],
  'Mutation.staffRoleChange': [BEHEER],
  'Mutation.staffPasswordReset': [BEHEER],
  'Mutation.staffPasswordChange': EVERYONE,
  'Query.staffInvitations': [BEHEER],
  'Mutation.staffInvitationRevoke': [BEHEER],
  // One's own two-factor sign-in (beheer must have it; setting it up is in the sign-in, public-fields.ts).
  'Query.staffTwoFactor': EVERYONE,
  'Mutation.staffTwoFactorDisable': EVERYONE,
};

export function mayUse(role: StaffRoleValue, operation: string): boolean {
  return role === BEHEER || (STAFF_OPERATIONS[operation]?.includes(role) ?? false);
}

/** The operations a role may use (every one in the table for beheer). */
export function operationsOf(role: StaffRoleValue): string[] {
  return Object.keys(STAFF_OPERATIONS).filter((operation) => mayUse(role, operation));
}

/** The roles that may use an operation: beheer, and the others the table names, in the order of STAFF_ROLE. */
export function rolesFor(operation: string): StaffRoleValue[] {
  return Object.values(STAFF_ROLE).filter((role) => mayUse(role, operation));
}
