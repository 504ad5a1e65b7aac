import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import type { ConnectionData } from '../api/connection';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageConnection, ContactMessageInput, ContactMessagePayload } from './contact.types';

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Mutation(() => ContactMessagePayload, {
    description: 'Sends a message through the contact form; bad input gives userErrors and stores nothing. At most five an hour per e-mail address.',
  })
  contactMessageCreate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ContactMessageInput, { description: 'What the visitor typed.' }) input: ContactMessageInput,
  ): Promise<ContactMessagePayload> {
    return ctx.services.contact.create(input, ctx.clientAddress);
  }

  @Mutation(() => ContactMessagePayload, { description: 'Marks a contact message handled (staff answered it); again is harmless. Staff only.' })
  contactMessageMarkHandled(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'Contact message id.' }) id: string,
  ): Promise<ContactMessagePayload> {
    return ctx.services.contact.markHandled(id);
  }

  @Query(() => ContactMessageConnection, { description: 'Contact messages, newest first. Staff only.' })
  contactMessages(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
  ): Promise<ConnectionData<ContactMessage>> {
    return ctx.services.contact.page({ first, after });
  }
}
