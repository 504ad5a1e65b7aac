import { Field, InputType, ObjectType } from 'type-graphql';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { operationsOf, StaffRole } from './permissions';

export const StaffErrorCode = graphqlEnum('StaffErrorCode', 'Why a staff sign-in was refused.', {
  REQUIRED: 'E-mail address or password is empty.',
  INVALID_CREDENTIALS: 'No staff member with this e-mail address and password (the answer does not say which).',
  RATE_LIMITED: 'Too many failed sign-ins lately; wait and try again.',
});
export type StaffErrorCode = ValueOf<typeof StaffErrorCode>;

export const StaffUserError = UserErrorType('StaffUserError', StaffErrorCode, 'A refused staff sign-in, with a Dutch message.');
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

  static of(user: { email: string; name: string; role: StaffRole }): StaffMember {
    return { email: user.email, name: user.name, role: user.role, can: operationsOf(user.role) };
  }
}

@InputType({ description: 'Staff credentials.' })
export class StaffSignInInput {
  @Field(() => String, { description: 'E-mail address, any case.' }) email: string;
  @Field(() => String, { description: 'Password.' }) password: string;
}

@ObjectType({ description: 'The signed-in staff member, or why sign-in was refused.' })
export class StaffSignInPayload {
  @Field(() => StaffMember, { nullable: true, description: 'The staff member; null when refused.' }) staff: StaffMember | null;
  @Field(() => [StaffUserError], { description: 'Empty when signed in.' }) userErrors: StaffUserError[];
}

@ObjectType({ description: 'The result of signing out.' })
export class StaffSignOutPayload {
  @Field(() => Boolean, { description: 'True: the session (if any) has ended and its cookie is cleared.' }) signedOut: boolean;
  @Field(() => [StaffUserError], { description: 'Always empty; kept for the payload convention.' }) userErrors: StaffUserError[];
}
