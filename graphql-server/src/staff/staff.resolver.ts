import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { clearStaffCookie, setStaffCookie, staffToken } from '../http/cookies';
import { staffOf } from './access';
import type { SignedIn } from './staff.service';
import { StaffMember, StaffSignInInput, StaffSignInPayload, StaffSignInStep, StaffSignOutPayload, StaffTwoFactorCodeInput } from './staff.types';

const NEXT_STEP = { 'two-factor-code': StaffSignInStep.TWO_FACTOR_CODE, 'two-factor-setup': StaffSignInStep.TWO_FACTOR_SETUP } as const;

/** Puts a sign-in (a session, or one awaiting its second step) in the staff cookie and answers what it is. */
export function signedIn(ctx: RequestContext, result: SignedIn): StaffSignInPayload {
  setStaffCookie(ctx.req, ctx.res, result.token, result.expiresAt);
  return result.awaiting
    ? { staff: null, nextStep: NEXT_STEP[result.awaiting], userErrors: [] }
    : { staff: StaffMember.of(result.user), nextStep: null, userErrors: [] };
}

@Resolver()
export class StaffResolver {
  @Query(() => StaffMember, { nullable: true, description: 'The signed-in staff member, or null (also while a sign-in awaits its second step).' })
  staffMe(@Ctx() ctx: RequestContext): StaffMember | null {
    const user = staffOf(ctx.res);
    return user ? StaffMember.of(user) : null;
  }

  @Mutation(() => StaffSignInPayload, {
    description:
      'Staff sign-in, step one: e-mail address and password. Without two-factor it sets an HttpOnly session cookie (12 hours). With two-factor on, ' +
      'and always for beheer, the cookie holds a sign-in that awaits `nextStep` for 10 minutes: TWO_FACTOR_CODE (staffSignInTwoFactor) or ' +
      'TWO_FACTOR_SETUP (staffTwoFactorSetup, staffTwoFactorSetupConfirm). Five failures for one address from one client, or twenty from one ' +
      'client, in 15 minutes lock further tries from that client; wrong codes count the same way.',
  })
  async staffSignIn(@Ctx() ctx: RequestContext, @Arg('input', () => StaffSignInInput, { description: 'E-mail address and password.' }) input: StaffSignInInput): Promise<StaffSignInPayload> {
    const result = await ctx.services.staff.signIn(input, ctx.clientAddress);
    return result.ok ? signedIn(ctx, result) : { staff: null, nextStep: null, userErrors: result.userErrors };
  }

  @Mutation(() => StaffSignInPayload, {
    description:
      'Staff sign-in, step two (after staffSignIn answered TWO_FACTOR_CODE, with its cookie): a code from the authenticator app, accepted once, ' +
      'or one of the recovery codes, each once. Sets the session cookie (12 hours). Rate-limited as passwords are, and at most 10 wrong codes per account in 15 minutes.',
  })
  async staffSignInTwoFactor(@Ctx() ctx: RequestContext, @Arg('input', () => StaffTwoFactorCodeInput, { description: 'The code.' }) input: StaffTwoFactorCodeInput): Promise<StaffSignInPayload> {
    const result = await ctx.services.twoFactor.completeSignIn(staffToken(ctx.req), input, ctx.clientAddress);
    return result.ok ? signedIn(ctx, result.signedIn) : { staff: null, nextStep: null, userErrors: result.userErrors };
  }

  @Mutation(() => StaffSignOutPayload, { description: 'Ends the staff session (or a sign-in awaiting its second step) and clears its cookie.' })
  async staffSignOut(@Ctx() ctx: RequestContext): Promise<StaffSignOutPayload> {
    await ctx.services.staff.signOut(staffToken(ctx.req));
    clearStaffCookie(ctx.req, ctx.res);
    return { signedOut: true, userErrors: [] };
  }
}
