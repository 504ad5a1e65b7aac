import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionType, type ConnectionData } from '../api/connection';
import type { RequestContext } from '../http/context';
import { staffToken } from '../http/cookies';
import { staffName, staffOf } from './access';
import type { LinkMaker } from './staff-accounts.service';
import { StaffMember } from './staff.types';
import {
  StaffAccount,
  StaffAccountInput,
  StaffAccountPayload,
  StaffInvitation,
  StaffInvitationRevokePayload,
  StaffInviteInput,
  StaffInvitePayload,
  StaffLinkAcceptInput,
  StaffLinkAcceptPayload,
  StaffPasswordChangeInput,
  StaffPasswordChangePayload,
  StaffPasswordResetPayload,
  StaffRoleChangeInput,
} from './staff-accounts.types';

const accepted = (result: Awaited<ReturnType<RequestContext['services']['staffAccounts']['acceptInvitation']>>): StaffLinkAcceptPayload =>
  result.ok ? { staff: StaffMember.of(result.value), userErrors: [] } : { staff: null, userErrors: result.userErrors };

const changed = (result: Awaited<ReturnType<RequestContext['services']['staffAccounts']['deactivate']>>): StaffAccountPayload =>
  result.ok ? { account: result.value, userErrors: [] } : { account: null, userErrors: result.userErrors };

const StaffAccountConnection = ConnectionType('StaffAccount', StaffAccount, 'A page of staff accounts.');
const StaffInvitationConnection = ConnectionType('StaffInvitation', StaffInvitation, 'A page of pending invitations.');

/** The signed-in member, as the maker of a link. */
const maker = (ctx: RequestContext): LinkMaker => ({ id: staffOf(ctx.res)!.id, name: staffName(ctx.res) });

@Resolver()
export class StaffAccountsResolver {
  @Query(() => StaffAccountConnection, { description: 'Every staff account, active or not, in the order they were made. Staff (beheer) only.' })
  staffMembers(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
  ): Promise<ConnectionData<StaffAccount>> {
    return ctx.services.staffAccounts.page({ first, after });
  }

  @Query(() => StaffInvitationConnection, {
    description: 'The invitations that can still be used (not used, revoked or expired), oldest first, with who invited. Staff (beheer) only.',
  })
  staffInvitations(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
  ): Promise<ConnectionData<StaffInvitation>> {
    return ctx.services.staffAccounts.pendingInvitations({ first, after });
  }

  @Mutation(() => StaffInvitationRevokePayload, {
    description: 'Revokes a pending invitation: its link answers LINK_REVOKED from now on. Invitations are revoked too when their maker is deactivated or loses beheer. Staff (beheer) only.',
  })
  async staffInvitationRevoke(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The invitation.' }) id: string): Promise<StaffInvitationRevokePayload> {
    const result = await ctx.services.staffAccounts.revokeInvitation(id);
    return result.ok ? { invitation: result.value, userErrors: [] } : { invitation: null, userErrors: result.userErrors };
  }

  @Mutation(() => StaffInvitePayload, {
    description: 'A one-time invitation link (valid 7 days) with which the invited member chooses a password and so creates their account; it dies with its maker\'s account (deactivated, or no longer beheer). Staff (beheer) only.',
  })
  async staffInvite(@Ctx() ctx: RequestContext, @Arg('input', () => StaffInviteInput, { description: 'Whom to invite, with which role.' }) input: StaffInviteInput): Promise<StaffInvitePayload> {
    const result = await ctx.services.staffAccounts.invite(input, maker(ctx));
    return result.ok ? { link: result.value, userErrors: [] } : { link: null, userErrors: result.userErrors };
  }

  @Mutation(() => StaffLinkAcceptPayload, {
    description: 'Creates the account of an invitation link with the chosen password (at least 12 characters); the link works once, before its expiry. Rate-limited like sign-in. The member signs in afterwards.',
  })
  async staffInvitationAccept(@Ctx() ctx: RequestContext, @Arg('input', () => StaffLinkAcceptInput, { description: 'The token and the password.' }) input: StaffLinkAcceptInput): Promise<StaffLinkAcceptPayload> {
    return accepted(await ctx.services.staffAccounts.acceptInvitation(input, ctx.clientAddress));
  }

  @Mutation(() => StaffAccountPayload, { description: 'Deactivates an account: its sessions end at once and it signs in no more. The last active beheer account cannot be. Staff (beheer) only.' })
  async staffDeactivate(@Ctx() ctx: RequestContext, @Arg('input', () => StaffAccountInput, { description: 'The account.' }) input: StaffAccountInput): Promise<StaffAccountPayload> {
    return changed(await ctx.services.staffAccounts.deactivate(input.id));
  }

  @Mutation(() => StaffAccountPayload, { description: 'Changes an account\'s role; the last active beheer account keeps beheer. Staff (beheer) only.' })
  async staffRoleChange(@Ctx() ctx: RequestContext, @Arg('input', () => StaffRoleChangeInput, { description: 'The account and its new role.' }) input: StaffRoleChangeInput): Promise<StaffAccountPayload> {
    return changed(await ctx.services.staffAccounts.changeRole(input.id, input.role));
  }

  @Mutation(() => StaffPasswordResetPayload, { description: 'A one-time link (valid 7 days) with which the member chooses a new password; an earlier one stops working. Staff (beheer) only.' })
  async staffPasswordReset(@Ctx() ctx: RequestContext, @Arg('input', () => StaffAccountInput, { description: 'The account.' }) input: StaffAccountInput): Promise<StaffPasswordResetPayload> {
    const result = await ctx.services.staffAccounts.passwordResetLink(input.id, maker(ctx));
    return result.ok ? { link: result.value, userErrors: [] } : { link: null, userErrors: result.userErrors };
  }

  @Mutation(() => StaffLinkAcceptPayload, {
    description: 'Sets a new password (at least 12 characters) with a password reset link; the link works once, before its expiry, and the account\'s sessions end. Rate-limited like sign-in.',
  })
  async staffPasswordResetAccept(@Ctx() ctx: RequestContext, @Arg('input', () => StaffLinkAcceptInput, { description: 'The token and the new password.' }) input: StaffLinkAcceptInput): Promise<StaffLinkAcceptPayload> {
    return accepted(await ctx.services.staffAccounts.acceptPasswordReset(input, ctx.clientAddress));
  }

  @Mutation(() => StaffPasswordChangePayload, { description: 'The signed-in member changes their own password; the current one is asked, and their other sessions end. Every role.' })
  async staffPasswordChange(@Ctx() ctx: RequestContext, @Arg('input', () => StaffPasswordChangeInput, { description: 'Current and new password.' }) input: StaffPasswordChangeInput): Promise<StaffPasswordChangePayload> {
    const result = await ctx.services.staffAccounts.changePassword(staffOf(ctx.res)!, staffToken(ctx.req), input, ctx.clientAddress);
    return { changed: result.ok, userErrors: result.ok ? [] : result.userErrors };
  }
}
