import { Query, Resolver } from 'type-graphql';
import { Shop, shopFromFacts } from './shop.types';

@Resolver()
export class ShopResolver {
  @Query(() => Shop, { description: 'Brand, contact data and the business facts every page quotes.' })
  shop(): Shop {
    return shopFromFacts();
  }
}
