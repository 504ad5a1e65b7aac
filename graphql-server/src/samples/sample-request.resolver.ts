import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../http/context';
import type { ConnectionData } from '../api/connection';
import { SampleRequest } from './sample-request.entity';
import { SampleRequestConnection, SampleRequestInput, SampleRequestPayload } from './sample-request.types';

@Resolver(() => SampleRequest)
export class SampleRequestResolver {
  @Mutation(() => SampleRequestPayload, {
    description:
      'Asks for a free colour sample (Gratis kleurstaal aanvragen); bad input gives userErrors and stores nothing. At most three an hour per e-mail address and ten per client address.',
  })
  sampleRequestCreate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SampleRequestInput, { description: 'What the shopper filled in.' }) input: SampleRequestInput,
  ): Promise<SampleRequestPayload> {
    return ctx.services.sampleRequests.create(input, ctx.clientAddress);
  }

  @Query(() => SampleRequestConnection, { description: 'Colour sample requests, newest first. Staff only.' })
  sampleRequests(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, 1–100 (default 25); more is refused.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string | null,
  ): Promise<ConnectionData<SampleRequest>> {
    return ctx.services.sampleRequests.page({ first, after });
  }

  @Mutation(() => SampleRequestPayload, { description: 'Marks a sample request handled (the sample was sent); again keeps the first time. Staff only.' })
  sampleRequestMarkHandled(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'Sample request id.' }) id: string,
  ): Promise<SampleRequestPayload> {
    return ctx.services.sampleRequests.markHandled(id);
  }
}
