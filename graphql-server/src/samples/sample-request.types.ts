import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { SAMPLE_REQUEST_MAX_LENGTH as L } from '@lumina/schema';
import { ConnectionType } from '../api/connection';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { SampleRequest } from './sample-request.entity';

export const SampleRequestErrorCode = graphqlEnum('SampleRequestErrorCode', 'Why a colour sample request was refused, or could not be marked handled.', {
  REQUIRED: 'A required field (color, name, address, email) is empty.',
  TOO_LONG: `A field is longer than allowed (colour ${L.color}, name ${L.name}, address ${L.address}, email ${L.email} characters).`,
  INVALID: 'A field holds control characters, or a line break where one line is expected (only the address may have several lines).',
  INVALID_EMAIL: 'The e-mail address is not one a mail client would accept.',
  UNKNOWN_PRODUCT: 'No published product has this productId.',
  INVALID_CHOICE: 'The colour is not one of the product\'s colours.',
  RATE_LIMITED: 'Too many sample requests from this e-mail address or this client address in the last hour; try again later.',
  NOT_FOUND: 'No sample request has this id (sampleRequestMarkHandled).',
});
export type SampleRequestErrorCode = ValueOf<typeof SampleRequestErrorCode>;

export const SampleRequestUserError = UserErrorType(
  'SampleRequestUserError',
  SampleRequestErrorCode,
  'A refused colour sample request (or staff action on one), with a Dutch message.',
);
export type SampleRequestUserError = UserError<SampleRequestErrorCode>;

@InputType({ description: 'What a shopper fills in to get a free colour sample; the server trims and checks it.' })
export class SampleRequestInput {
  @Field(() => ID, { nullable: true, description: 'Product.id of the product page it was asked from; optional. When given, colour must be one of its colours.' })
  productId?: string | null;
  @Field(() => String, { description: `Colour name, e.g. "Grijs", at most ${L.color} characters; one of the product's colors[].name (any case) when productId is given.` })
  color: string;
  @Field(() => String, { description: `Name, at most ${L.name} characters.` }) name: string;
  @Field(() => String, { description: `Postal address for the sample, at most ${L.address} characters; may hold line breaks.` }) address: string;
  @Field(() => String, { description: `E-mail address, at most ${L.email} characters.` }) email: string;
}

@ObjectType({ description: 'The stored (or changed) sample request, or what was wrong (then nothing was stored or changed).' })
export class SampleRequestPayload {
  @Field(() => SampleRequest, { nullable: true, description: 'The sample request; null when there are user errors.' })
  sampleRequest: SampleRequest | null;
  @Field(() => [SampleRequestUserError], { description: 'Empty when it succeeded.' }) userErrors: SampleRequestUserError[];
}

export const SampleRequestConnection = ConnectionType('SampleRequest', SampleRequest, 'A page of colour sample requests, newest first.');
