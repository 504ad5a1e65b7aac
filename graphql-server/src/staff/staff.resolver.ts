import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { UserError } from '../shop/user-error.type';
import { STAFF_COOKIE, staffOf } from './access';
import { readCookie } from '../http/cookies';

@ObjectType({ description: 'A signed-in staff member.' })
export class StaffMember {
  @Field(() => String) email: string;
  @Field(() => String) name: string;
}

@InputType()
export class StaffSignInInput {
  @Field(() => String) email: string;
  @Field(() => String) password: string;
}

@ObjectType()
export class StaffSignInPayload {
  @Field(() => StaffMember, { nullable: true }) staff: StaffMember | null;
  @Field(() => [UserError]) userErrors: UserError[];
}

@Resolver()
export class StaffResolver {
  @Query(() => StaffMember, { nullable: true, description: 'The signed-in staff member, or null.' })
  staffMe(@Ctx() ctx: RequestContext): StaffMember | null {
    const user = staffOf(ctx.res);
    return user ? { email: user.email, name: user.name } : null;
  }

  @Mutation(() => StaffSignInPayload, { description: 'Staff sign-in; sets an HttpOnly session cookie. Rate-limited.' })
  async staffSignIn(@Ctx() ctx: RequestContext, @Arg('input', () => StaffSignInInput) input: StaffSignInInput): Promise<StaffSignInPayload> {
    const result = await ctx.services.staff.signIn(input.email, input.password, ctx.req.ip ?? 'onbekend');
    if (!result.ok) return { staff: null, userErrors: [result.error] };
    ctx.res.cookie(STAFF_COOKIE, result.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.req.secure,
      path: '/',
      expires: result.expiresAt,
    });
    return { staff: { email: result.user.email, name: result.user.name }, userErrors: [] };
  }

  @Mutation(() => Boolean, { description: 'Ends the staff session.' })
  async staffSignOut(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.staff.signOut(readCookie(ctx.req, STAFF_COOKIE));
    ctx.res.clearCookie(STAFF_COOKIE, { path: '/' });
    return true;
  }
}
