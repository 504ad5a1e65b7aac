import { Field, InputType, ObjectType } from 'type-graphql';
import { UserError } from '../shop/user-error.type';
import { ContactMessage } from './contact-message.entity';

@InputType({ description: 'What a visitor types into the contact form; the server trims and checks it.' })
export class ContactMessageInput {
  @Field(() => String) name: string;
  @Field(() => String) email: string;
  @Field(() => String, { nullable: true, description: 'Optional.' }) phone?: string | null;
  @Field(() => String) subject: string;
  @Field(() => String) message: string;
}

@ObjectType()
export class ContactMessagePayload {
  @Field(() => ContactMessage, { nullable: true, description: 'The stored message; null when there are user errors.' })
  contactMessage: ContactMessage | null;
  @Field(() => [UserError]) userErrors: UserError[];
}
