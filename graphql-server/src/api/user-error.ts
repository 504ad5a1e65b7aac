/**
 * The one definition of a user error (ARCHITECTURE §4a): an expected problem with what the caller sent,
 * answered in a mutation payload's `userErrors` rather than as a top-level GraphQL error. Every domain
 * (cart, contact, staff, ...) gets its own GraphQL type from `UserErrorType`, with `code` from that domain's
 * enum; all of them implement the `DisplayableError` interface.
 */
import { Field, InterfaceType, ObjectType } from 'type-graphql';
import type { FormError, FormErrorCode } from '@lumina/schema';

export interface UserError<Code extends string = string> {
  code: Code;
  /** Path to the argument or input field, e.g. ['input', 'configuration', 'width']; null when no single field. */
  field: string[] | null;
  /** Dutch, for shoppers. */
  message: string;
}

@InterfaceType({ description: 'An expected problem with the input of a mutation, with a Dutch message a shop can show as is.' })
export abstract class DisplayableError {
  @Field(() => [String], {
    nullable: true,
    description:
      'Path from the mutation\'s arguments to the field at fault, e.g. ["input", "configuration", "width"]; for a configuration option the last element is the option group key. Null when the problem concerns no single field.',
  })
  field: string[] | null;

  @Field(() => String, { description: 'What is wrong, in Dutch, for shoppers.' })
  message: string;
}

/**
 * The user error type of one domain: `{name}` with `code` from `codeEnum` (registered with registerEnumType).
 * Use the returned class as the payload's field type, and `UserError<Code>` as its TypeScript type.
 */
export function UserErrorType(name: string, codeEnum: object, description: string) {
  @ObjectType(name, { implements: DisplayableError, description })
  class DomainUserError extends DisplayableError {
    @Field(() => codeEnum, { description: 'Machine-readable reason; act on this, not on the message.' })
    code: string;
  }
  return DomainUserError;
}

/** The same errors with `prefix` put in front of each field path (e.g. the mutation's `input` argument). */
export function underField<E extends UserError>(prefix: readonly string[], errors: readonly E[]): E[] {
  return errors.map((e) => ({ ...e, field: e.field ? [...prefix, ...e.field] : null }));
}

/** A form's refused fields (its rules in schema/src/forms) as user errors of the mutation's `input` argument. */
export function inputErrors<C extends FormErrorCode>(errors: readonly FormError<C>[]): UserError<C>[] {
  return errors.map(({ code, path, message }) => ({ code, field: ['input', ...path], message }));
}
