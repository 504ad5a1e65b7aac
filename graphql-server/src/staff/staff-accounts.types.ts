import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { StaffRole } from './permissions';
import { StaffOnly } from './staff-only';
import { StaffMember } from './staff.types';

export const StaffAccountErrorCode = graphqlEnum('StaffAccountErrorCode', 'Why a change to a staff account was refused.', {
  REQUIRED: 'A field that must be filled in is empty.',
  INVALID: 'A name holds a line break or a control character.',
  TOO_LONG: 'A name (120), e-mail address (254) or password (1024 characters) is too long.',
  INVALID_EMAIL: 'This is no e-mail address.',
  EMAIL_TAKEN: 'A staff account with this e-mail address exists.',
  PASSWORD_TOO_SHORT: 'A password has at least 12 characters.',
  WRONG_PASSWORD: 'The current password is not right.',
  LINK_INVALID: 'The link is unknown or used already; ask beheer for a new one.',
  LINK_EXPIRED: 'The link has expired; ask beheer for a new one.',
  LINK_REVOKED: 'The link was revoked (by beheer, or with its maker\'s account); ask beheer for a new one.',
  INVITATION_NOT_FOUND: 'No pending invitation has this id (unknown, used, revoked or expired).',
  STAFF_NOT_FOUND: 'No staff account has this id.',
  ACCOUNT_INACTIVE: 'The account is deactivated.',
  LAST_BEHEER: 'This would leave no active beheer account.',
  RATE_LIMITED: 'Too many failed tries lately; wait and try again.',
});
export type StaffAccountErrorCode = ValueOf<typeof StaffAccountErrorCode>;

export const StaffAccountUserError = UserErrorType('StaffAccountUserError', StaffAccountErrorCode, 'A refused change to a staff account, with a Dutch message.');
export type StaffAccountUserError = UserError<StaffAccountErrorCode>;

@StaffOnly()
@ObjectType({ description: 'A staff account as beheer manages it.' })
export class StaffAccount {
  @Field(() => ID, { description: 'Staff account id.' }) id: string;
  @Field(() => String, { description: 'E-mail address (lower case) the member signs in with.' }) email: string;
  @Field(() => String, { description: 'Name.' }) name: string;
  @Field(() => StaffRole, { description: 'What the member may do.' }) role: StaffRole;
  @Field(() => Boolean, { description: 'False once deactivated: it signs in no more.' }) active: boolean;
  @Field(() => Date, { description: 'When the account was made.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the member last signed in; null if never.' }) lastSignedInAt: Date | null;
  @Field(() => Boolean, { description: 'Whether the member signs in with a two-factor code too.' }) twoFactorEnabled: boolean;
}

@StaffOnly()
@ObjectType({ description: 'An invitation that can still be used: not used, revoked or expired.' })
export class StaffInvitation {
  @Field(() => ID, { description: 'Invitation id (not its token).' }) id: string;
  @Field(() => String, { description: 'E-mail address the invited member will sign in with.' }) email: string;
  @Field(() => String, { description: 'Name of the invited member.' }) name: string;
  @Field(() => StaffRole, { description: 'The role the account will have.' }) role: StaffRole;
  @Field(() => String, { description: 'Who invited them (their name as it was then).' }) invitedBy: string;
  @Field(() => Date, { description: 'When the invitation was made.' }) createdAt: Date;
  @Field(() => Date, { description: 'It works until then, once.' }) expiresAt: Date;
}

@ObjectType({ description: 'The revoked invitation, or why not.' })
export class StaffInvitationRevokePayload {
  @Field(() => StaffInvitation, { nullable: true, description: 'The invitation as it was; null when refused.' }) invitation: StaffInvitation | null;
  @Field(() => [StaffAccountUserError], { description: 'Empty when revoked.' }) userErrors: StaffAccountUserError[];
}

@StaffOnly()
@ObjectType({ description: 'A one-time link to hand to a member: an invitation or a password reset.' })
export class StaffLinkInfo {
  @Field(() => String, {
    description: 'The path on the shop\'s address, e.g. "/admin/uitnodiging#…": the token is in the fragment, which browsers never send, so no request log holds it. Shown once, only its hash is kept.',
  })
  path: string;
  @Field(() => Date, { description: 'The link works until then, once.' }) expiresAt: Date;
}

@InputType({ description: 'Whom to invite.' })
export class StaffInviteInput {
  @Field(() => String, { description: 'E-mail address the member will sign in with.' }) email: string;
  @Field(() => String, { description: 'Name.' }) name: string;
  @Field(() => StaffRole, { description: 'What the member may do.' }) role: StaffRole;
}

@ObjectType({ description: 'The invitation link, or why it was refused.' })
export class StaffInvitePayload {
  @Field(() => StaffLinkInfo, { nullable: true, description: 'The one-time link; null when refused.' }) link: StaffLinkInfo | null;
  @Field(() => [StaffAccountUserError], { description: 'Empty when the link was made.' }) userErrors: StaffAccountUserError[];
}

@InputType({ description: 'A one-time link\'s token and the password to choose.' })
export class StaffLinkAcceptInput {
  @Field(() => String, { description: 'The token from the link.' }) token: string;
  @Field(() => String, { description: 'The new password, at least 12 characters.' }) password: string;
}

@ObjectType({ description: 'The account the link was for, or why it was refused. The member signs in afterwards.' })
export class StaffLinkAcceptPayload {
  @Field(() => StaffMember, { nullable: true, description: 'The account; null when refused.' }) staff: StaffMember | null;
  @Field(() => [StaffAccountUserError], { description: 'Empty when done.' }) userErrors: StaffAccountUserError[];
}

@InputType({ description: 'A staff account.' })
export class StaffAccountInput {
  @Field(() => ID, { description: 'Staff account id.' }) id: string;
}

@InputType({ description: 'A staff account and its new role.' })
export class StaffRoleChangeInput {
  @Field(() => ID, { description: 'Staff account id.' }) id: string;
  @Field(() => StaffRole, { description: 'The new role.' }) role: StaffRole;
}

@ObjectType({ description: 'The account after the change, or why it was refused (then nothing changed).' })
export class StaffAccountPayload {
  @Field(() => StaffAccount, { nullable: true, description: 'The account as it is now; null when refused.' }) account: StaffAccount | null;
  @Field(() => [StaffAccountUserError], { description: 'Empty when done.' }) userErrors: StaffAccountUserError[];
}

@ObjectType({ description: 'The password reset link, or why it was refused.' })
export class StaffPasswordResetPayload {
  @Field(() => StaffLinkInfo, { nullable: true, description: 'The one-time link; null when refused.' }) link: StaffLinkInfo | null;
  @Field(() => [StaffAccountUserError], { description: 'Empty when the link was made.' }) userErrors: StaffAccountUserError[];
}

@InputType({ description: 'The signed-in member\'s current and new password.' })
export class StaffPasswordChangeInput {
  @Field(() => String, { description: 'The current password.' }) currentPassword: string;
  @Field(() => String, { description: 'The new password, at least 12 characters.' }) newPassword: string;
}

@ObjectType({ description: 'Whether the password changed, or why not.' })
export class StaffPasswordChangePayload {
  @Field(() => Boolean, { description: 'True when changed; the member\'s other sessions have ended.' }) changed: boolean;
  @Field(() => [StaffAccountUserError], { description: 'Empty when changed.' }) userErrors: StaffAccountUserError[];
}
