/**
 * The GraphQL root fields anyone may call. Everything else needs a staff session: a new query or mutation is
 * staff-only until it is added here (graphql/guards.ts enforces it; graphql-server/test/staff-only-by-default.test.ts walks the schema).
 * The sign-in's later steps are here because they run before there is a session: the service itself asks for the
 * sign-in of the staff cookie that awaits them (or, for setting two-factor up, a session).
 */
export const PUBLIC_ROOT_FIELDS: Readonly<Record<'Query' | 'Mutation', readonly string[]>> = {
  Query: ['shop', 'products', 'lowestPrice', 'product', 'priceQuote', 'fabricCollection', 'fabricCollectionFacets', 'reviews', 'cart', 'placedOrder', 'staffMe'],
  Mutation: ['cartCreate', 'cartLineAdd', 'cartLineUpdate', 'cartLineReplace', 'cartLineRemove', 'cartClear', 'cartDiscountCodeApply', 'cartDiscountCodeRemove', 'contactMessageCreate', 'reviewCreate', 'sampleRequestCreate', 'orderPlace', 'orderPay', 'staffSignIn', 'staffSignInTwoFactor', 'staffTwoFactorSetup', 'staffTwoFactorSetupConfirm', 'staffSignOut', 'staffInvitationAccept', 'staffPasswordResetAccept'],
};
