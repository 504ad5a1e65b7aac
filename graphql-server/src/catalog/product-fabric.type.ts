import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The fabric a product is made in, in one of its colours: what the fabric collection calls it.' })
export class ProductFabric {
  @Field(() => String, { nullable: true, description: 'The colour (one of Product.colors) made in this fabric; null when it is the product\'s only fabric.' })
  color: string | null;

  @Field(() => String, { description: 'The fabric\'s name as the fabric collection shows it, e.g. "Blackout Basic Grijs".' })
  name: string;
}
