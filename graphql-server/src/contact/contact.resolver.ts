import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import { STAFF } from '../staff/access';
import { ContactMessage } from './contact-message.entity';
import { ContactMessageInput, ContactMessagePayload } from './contact.types';

@Resolver(() => ContactMessage)
export class ContactResolver {
  @Mutation(() => ContactMessagePayload, { description: 'Sends a message through the contact form; bad input gives userErrors and stores nothing.' })
  contactMessageCreate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ContactMessageInput) input: ContactMessageInput,
  ): Promise<ContactMessagePayload> {
    return ctx.services.contact.create(input);
  }

  @Authorized(STAFF)
  @Query(() => [ContactMessage], { description: 'Contact messages (staff), newest first.' })
  contactMessages(
    @Ctx() ctx: RequestContext,
    @Arg('limit', () => Int, { nullable: true, description: 'How many, 1–100 (default 25).' }) limit?: number | null,
  ): Promise<ContactMessage[]> {
    return ctx.services.contact.list(limit);
  }
}
