import { Field, Int, ObjectType } from 'type-graphql';
import { centsToDecimalString, formatEuro, type Cents } from '@lumina/schema';

@ObjectType({ description: 'An amount in euro, VAT included unless the field says otherwise.' })
export class Money {
  @Field(() => Int, { description: 'Integer euro cents.' })
  cents: Cents;

  @Field(() => String, { description: 'Formatted for people, nl-BE: "€ 34,95".' })
  get formatted(): string {
    return formatEuro(this.cents);
  }

  @Field(() => String, { description: 'Decimal string with a point, as the REST layer sends it: "34.95".' })
  get amount(): string {
    return centsToDecimalString(this.cents);
  }

  static of(cents: Cents): Money {
    const m = new Money();
    m.cents = cents;
    return m;
  }
}
