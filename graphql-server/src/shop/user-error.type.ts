import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An expected problem with the input, in Dutch for shoppers.' })
export class UserError {
  @Field(() => String, { description: 'Machine-readable, e.g. OUT_OF_RANGE, REQUIRED, PRODUCT_NOT_FOUND.' })
  code: string;

  @Field(() => String, { nullable: true, description: 'The input field, e.g. "width" or "options.controlType".' })
  field: string | null;

  @Field(() => String)
  message: string;
}
