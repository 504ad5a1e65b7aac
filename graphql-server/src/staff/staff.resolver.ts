import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { clearStaffCookie, setStaffCookie, staffToken } from '../http/cookies';
import { staffOf } from './access';
import { StaffMember, StaffSignInInput, StaffSignInPayload, StaffSignOutPayload } from './staff.types';

@Resolver()
export class StaffResolver {
  @Query(() => StaffMember, { nullable: true, description: 'The signed-in staff member, or null.' })
  staffMe(@Ctx() ctx: RequestContext): StaffMember | null {
    const user = staffOf(ctx.res);
    return user ? StaffMember.of(user) : null;
  }

  @Mutation(() => StaffSignInPayload, {
    description: 'Staff sign-in; sets an HttpOnly session cookie (12 hours). Five failures for one address from one client, or twenty from one client, in 15 minutes lock further tries from that client.',
  })
  async staffSignIn(@Ctx() ctx: RequestContext, @Arg('input', () => StaffSignInInput, { description: 'E-mail address and password.' }) input: StaffSignInInput): Promise<StaffSignInPayload> {
    const result = await ctx.services.staff.signIn(input, ctx.clientAddress);
    if (!result.ok) return { staff: null, userErrors: result.userErrors };
    setStaffCookie(ctx.req, ctx.res, result.token, result.expiresAt);
    return { staff: StaffMember.of(result.user), userErrors: [] };
  }

  @Mutation(() => StaffSignOutPayload, { description: 'Ends the staff session and clears its cookie.' })
  async staffSignOut(@Ctx() ctx: RequestContext): Promise<StaffSignOutPayload> {
    await ctx.services.staff.signOut(staffToken(ctx.req));
    clearStaffCookie(ctx.req, ctx.res);
    return { signedOut: true, userErrors: [] };
  }
}
