import { Field, Int, ObjectType } from 'type-graphql';
import { CURRENCY, centsToDecimalString, formatEuro, type Cents } from '@lumina/schema';
import { graphqlEnum, type ValueOf } from './graphql-enum';

export const CurrencyCode = graphqlEnum('CurrencyCode', 'ISO 4217 currency code. The shop sells in euro only.', {
  EUR: ['EUR', 'Euro.'],
});
export type CurrencyCode = ValueOf<typeof CurrencyCode>;

@ObjectType({ description: 'An amount of money, VAT included unless the field says otherwise. Compute with `cents`; show `formatted`.' })
export class Money {
  @Field(() => Int, { description: 'The amount in integer euro cents (3495 for € 34,95). Use this for arithmetic, never `amount`.' })
  cents: Cents;

  @Field(() => String, { description: 'Decimal string with a point and two decimals, as the REST layer writes prices: "34.95".' })
  get amount(): string {
    return centsToDecimalString(this.cents);
  }

  @Field(() => CurrencyCode, { description: 'Currency of the amount; always EUR.' })
  get currencyCode(): CurrencyCode {
    return CurrencyCode[CURRENCY];
  }

  @Field(() => String, { description: 'Formatted for people in nl-BE, with a no-break space after the euro sign: "€ 34,95".' })
  get formatted(): string {
    return formatEuro(this.cents);
  }

  static of(cents: Cents): Money {
    const m = new Money();
    m.cents = cents;
    return m;
  }
}
