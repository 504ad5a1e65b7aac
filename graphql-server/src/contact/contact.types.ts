import { Field, InputType, ObjectType } from 'type-graphql';
import { CONTACT_MAX_LENGTH as L } from '@lumina/schema';
import { ConnectionType } from '../api/connection';
import { graphqlEnum, type ValueOf } from '../api/graphql-enum';
import { UserErrorType, type UserError } from '../api/user-error';
import { ContactMessage } from './contact-message.entity';

export const ContactErrorCode = graphqlEnum('ContactErrorCode', 'Why a contact message was refused.', {
  REQUIRED: 'A required field (name, email, subject, message) is empty.',
  TOO_LONG: `A field is longer than allowed (name ${L.name}, email ${L.email}, phone ${L.phone}, subject ${L.subject}, message ${L.message} characters).`,
  INVALID: 'A field holds control characters, or a line break where one line is expected.',
  INVALID_EMAIL: 'The e-mail address is not one a mail client would accept.',
  INVALID_PHONE: 'The phone number holds more than digits, spaces, + ( ) . / -.',
  RATE_LIMITED: 'Too many messages from this e-mail address in the last hour; try again later.',
  NOT_FOUND: 'No contact message has this id (contactMessageMarkHandled).',
});
export type ContactErrorCode = ValueOf<typeof ContactErrorCode>;

export const ContactUserError = UserErrorType('ContactUserError', ContactErrorCode, 'A refused contact message, with a Dutch message for the visitor.');
export type ContactUserError = UserError<ContactErrorCode>;

@InputType({ description: 'What a visitor types into the contact form; the server trims and checks it.' })
export class ContactMessageInput {
  @Field(() => String, { description: `Name, at most ${L.name} characters.` }) name: string;
  @Field(() => String, { description: 'E-mail address to answer to.' }) email: string;
  @Field(() => String, { nullable: true, description: 'Phone number; optional.' }) phone?: string | null;
  @Field(() => String, { description: `Subject, at most ${L.subject} characters.` }) subject: string;
  @Field(() => String, { description: `The message, at most ${L.message} characters.` }) message: string;
}

@ObjectType({ description: 'The stored contact message, or what was wrong (then nothing was stored).' })
export class ContactMessagePayload {
  @Field(() => ContactMessage, { nullable: true, description: 'The stored message; null when there are user errors.' })
  contactMessage: ContactMessage | null;
  @Field(() => [ContactUserError], { description: 'Empty when the message was stored.' }) userErrors: ContactUserError[];
}

export const ContactMessageConnection = ConnectionType('ContactMessage', ContactMessage, 'A page of contact messages, newest first.');
