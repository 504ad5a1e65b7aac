import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { operationsOf, StaffRole } from './permissions';

export const StaffErrorCode = graphqlEnum('StaffErrorCode', 'Why a staff sign-in was refused.', {
  REQUIRED: 'E-mail address or password is empty.',
  INVALID_CREDENTIALS: 'No staff member with this e-mail address and password (the answer does not say which).',
  RATE_LIMITED: 'Too many failed sign-ins (or two-factor codes) lately; wait and try again.',
  INVALID_CODE: 'The two-factor code is wrong, used already, or too old; nor is it an unused recovery code.',
  SIGN_IN_EXPIRED: 'No sign-in awaits this step (none started, or its minutes have passed): start again with the password.',
  SETUP_NOT_STARTED: 'No secret was proposed for this sign-in: ask staffTwoFactorSetup first.',
  TWO_FACTOR_ON: 'Two-factor sign-in is on already.',
  TWO_FACTOR_OFF: 'Two-factor sign-in is not on.',
});
export type StaffErrorCode = ValueOf<typeof StaffErrorCode>;

export const StaffUserError = UserErrorType('StaffUserError', StaffErrorCode, 'A refused staff sign-in or two-factor step, with a Dutch message.');
export type StaffUserError = UserError<StaffErrorCode>;

@ObjectType({ description: 'A signed-in staff member.' })
export class StaffMember {
  @Field(() => String, { description: 'E-mail address (lower case) the member signs in with.' }) email: string;
  @Field(() => String, { description: 'Name to show in the staff header.' }) name: string;
  @Field(() => StaffRole, { description: 'What the member may do.' }) role: StaffRole;
  @Field(() => [String], {
    description: 'The staff operations the role allows, as "Query.orders", "Mutation.orderRefund" or a REST path; the staff screens show no button for the others.',
  })
  can: string[];
  @Field(() => Boolean, { description: 'Whether the member signs in with a code from an authenticator app too (always, for beheer).' })
  twoFactorEnabled: boolean;

  static of(user: { email: string; name: string; role: StaffRole; twoFactorEnabledAt: Date | null }): StaffMember {
    return { email: user.email, name: user.name, role: user.role, can: operationsOf(user.role), twoFactorEnabled: user.twoFactorEnabledAt !== null };
  }
}

export const StaffSignInStep = graphqlEnum('StaffSignInStep', 'What a sign-in awaits after the password.', {
  TWO_FACTOR_CODE: 'A code from the authenticator app, or a recovery code: staffSignInTwoFactor.',
  TWO_FACTOR_SETUP: 'Setting two-factor up (beheer must have it): staffTwoFactorSetup, then staffTwoFactorSetupConfirm.',
});
export type StaffSignInStep = ValueOf<typeof StaffSignInStep>;

@InputType({ description: 'Staff credentials.' })
export class StaffSignInInput {
  @Field(() => String, { description: 'E-mail address, any case.' }) email: string;
  @Field(() => String, { description: 'Password.' }) password: string;
}

@ObjectType({ description: 'The signed-in staff member, the step the sign-in awaits, or why sign-in was refused.' })
export class StaffSignInPayload {
  @Field(() => StaffMember, { nullable: true, description: 'The staff member once signed in; null when refused or while a step awaits.' }) staff: StaffMember | null;
  @Field(() => StaffSignInStep, {
    nullable: true,
    description: 'Set when the password was right but the sign-in awaits a second step (within 10 minutes, same cookie); null otherwise.',
  })
  nextStep?: StaffSignInStep | null;
  @Field(() => [StaffUserError], { description: 'Empty when signed in or a step awaits.' }) userErrors: StaffUserError[];
}

@InputType({ description: 'A two-factor code.' })
export class StaffTwoFactorCodeInput {
  @Field(() => String, { description: 'Six digits from the authenticator app, or a recovery code (e.g. "k7m2p-q9xra").' }) code: string;
}

@ObjectType({ description: 'What an authenticator app needs: shown while setting two-factor up, never again.' })
export class StaffTwoFactorSetup {
  @Field(() => String, { description: 'The secret in base32, for typing into an app by hand.' }) secret: string;
  @Field(() => String, { description: 'The otpauth:// address the QR code holds.' }) otpauthUri: string;
  @Field(() => String, { description: 'The QR code as an SVG data URL (data:image/svg+xml;base64,…), for an <img>.' }) qrCode: string;
}

@ObjectType({ description: 'A proposed secret to confirm with a first code, or why not.' })
export class StaffTwoFactorSetupPayload {
  @Field(() => StaffTwoFactorSetup, { nullable: true, description: 'Null when refused.' }) setup: StaffTwoFactorSetup | null;
  @Field(() => [StaffUserError], { description: 'Empty when proposed.' }) userErrors: StaffUserError[];
}

@ObjectType({ description: 'Two-factor switched on, with the recovery codes (shown this once), or why not.' })
export class StaffTwoFactorConfirmPayload {
  @Field(() => StaffMember, { nullable: true, description: 'The signed-in member; null when refused.' }) staff: StaffMember | null;
  @Field(() => [String], { description: 'Ten one-time recovery codes, each usable once instead of a code; empty when refused.' }) recoveryCodes: string[];
  @Field(() => [StaffUserError], { description: 'Empty when switched on.' }) userErrors: StaffUserError[];
}

@ObjectType({ description: 'Two-factor switched off, or why not.' })
export class StaffTwoFactorDisablePayload {
  @Field(() => StaffMember, { nullable: true, description: 'The member as now; null when refused. A beheer account is signed out.' }) staff: StaffMember | null;
  @Field(() => Boolean, { description: 'True when the session ended (beheer sets two-factor up again at the next sign-in).' }) signedOut: boolean;
  @Field(() => [StaffUserError], { description: 'Empty when switched off.' }) userErrors: StaffUserError[];
}

@ObjectType({ description: 'The signed-in member\'s own two-factor state.' })
export class StaffTwoFactorStatus {
  @Field(() => Boolean, { description: 'Whether two-factor sign-in is on.' }) enabled: boolean;
  @Field(() => Boolean, { description: 'Whether the role must have it (beheer).' }) required: boolean;
  @Field(() => Int, { description: 'Recovery codes left unused.' }) recoveryCodesLeft: number;
}

@ObjectType({ description: 'The result of signing out.' })
export class StaffSignOutPayload {
  @Field(() => Boolean, { description: 'True: the session (if any) has ended and its cookie is cleared.' }) signedOut: boolean;
  @Field(() => [StaffUserError], { description: 'Always empty; kept for the payload convention.' }) userErrors: StaffUserError[];
}
