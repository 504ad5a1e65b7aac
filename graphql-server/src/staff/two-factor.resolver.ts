import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { clearStaffCookie, setStaffCookie, staffToken } from '../http/cookies';
import { staffOf } from './access';
import { StaffRole } from './permissions';
import {
  StaffMember,
  StaffTwoFactorCodeInput,
  StaffTwoFactorConfirmPayload,
  StaffTwoFactorDisablePayload,
  StaffTwoFactorSetupPayload,
  StaffTwoFactorStatus,
} from './staff.types';

@Resolver()
export class StaffTwoFactorResolver {
  @Query(() => StaffTwoFactorStatus, { description: 'The signed-in member\'s two-factor sign-in: on or off, required or not, recovery codes left. Every role.' })
  async staffTwoFactor(@Ctx() ctx: RequestContext): Promise<StaffTwoFactorStatus> {
    const user = staffOf(ctx.res)!;
    return { enabled: user.twoFactorEnabledAt !== null, required: user.role === StaffRole.BEHEER, recoveryCodesLeft: await ctx.services.twoFactor.recoveryCodesLeft(user.id) };
  }

  @Mutation(() => StaffTwoFactorSetupPayload, {
    description:
      'Proposes a new two-factor secret (a QR code and the secret for typing) to the member of the staff cookie: a signed-in member without ' +
      'two-factor, or a sign-in that awaits TWO_FACTOR_SETUP. Confirm it with staffTwoFactorSetupConfirm; asking again proposes another.',
  })
  async staffTwoFactorSetup(@Ctx() ctx: RequestContext): Promise<StaffTwoFactorSetupPayload> {
    const result = await ctx.services.twoFactor.startSetup(staffToken(ctx.req));
    return result.ok ? { setup: result.setup, userErrors: [] } : { setup: null, userErrors: result.userErrors };
  }

  @Mutation(() => StaffTwoFactorConfirmPayload, {
    description:
      'Switches two-factor on with a first code of the proposed secret and answers ten one-time recovery codes, shown this once. A sign-in that ' +
      'awaited TWO_FACTOR_SETUP becomes a session (cookie, 12 hours); a signed-in member\'s other sessions end. Rate-limited as sign-in.',
  })
  async staffTwoFactorSetupConfirm(@Ctx() ctx: RequestContext, @Arg('input', () => StaffTwoFactorCodeInput, { description: 'The first code from the app.' }) input: StaffTwoFactorCodeInput): Promise<StaffTwoFactorConfirmPayload> {
    const result = await ctx.services.twoFactor.confirmSetup(staffToken(ctx.req), input, ctx.clientAddress);
    if (!result.ok) return { staff: null, recoveryCodes: [], userErrors: result.userErrors };
    if (result.signedIn) setStaffCookie(ctx.req, ctx.res, result.signedIn.token, result.signedIn.expiresAt);
    return { staff: StaffMember.of(result.user), recoveryCodes: result.recoveryCodes, userErrors: [] };
  }

  @Mutation(() => StaffTwoFactorDisablePayload, {
    description: 'Switches the signed-in member\'s two-factor off with a current code (or a recovery code). Beheer must have it: a beheer account is signed out and sets it up anew at the next sign-in. Every role.',
  })
  async staffTwoFactorDisable(@Ctx() ctx: RequestContext, @Arg('input', () => StaffTwoFactorCodeInput, { description: 'A current code.' }) input: StaffTwoFactorCodeInput): Promise<StaffTwoFactorDisablePayload> {
    const result = await ctx.services.twoFactor.disable(staffOf(ctx.res)!, input, ctx.clientAddress);
    if (!result.ok) return { staff: null, signedOut: false, userErrors: result.userErrors };
    const signedOut = result.user.role === StaffRole.BEHEER;
    if (signedOut) clearStaffCookie(ctx.req, ctx.res);
    return { staff: StaffMember.of(result.user), signedOut, userErrors: [] };
  }
}
