import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { ConnectionData } from '../api/connection';
import type { RequestContext } from '../http/context';
import { attachmentLabel } from './texts';
import { OutboxMail } from './outbox-mail.entity';
import { MailConnection } from './mail.types';

@Resolver(() => OutboxMail)
export class MailResolver {
  @Query(() => MailConnection, { description: "The mails in the outbox (to customers and to the shop's inbox), newest first. Staff only." })
  mails(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
  ): Promise<ConnectionData<OutboxMail>> {
    return ctx.services.mail.page({ first, after });
  }

  @Query(() => OutboxMail, { nullable: true, description: 'One mail of the outbox; null when no mail has this id. Staff only.' })
  mail(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'Mail id.' }) id: string): Promise<OutboxMail | null> {
    return ctx.services.mail.byId(id);
  }

  @FieldResolver(() => String, { description: 'The mail as HTML, rendered from its template and data as it is (or was) sent.' })
  async html(@Ctx() ctx: RequestContext, @Root() mail: OutboxMail): Promise<string> {
    return (await ctx.services.mail.rendered(mail)).html;
  }

  @FieldResolver(() => String, { description: 'Its plain-text version, sent beside the HTML.' })
  async text(@Ctx() ctx: RequestContext, @Root() mail: OutboxMail): Promise<string> {
    return (await ctx.services.mail.rendered(mail)).text;
  }

  @FieldResolver(() => [String], { description: 'What is attached, e.g. "Factuur 2026-00042 (pdf)"; the files are made when the mail is sent.' })
  attachments(@Root() mail: OutboxMail): string[] {
    return mail.attachments.map(attachmentLabel);
  }
}
