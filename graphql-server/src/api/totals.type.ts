import { Field, ObjectType } from 'type-graphql';
import type { Totals as EngineTotals } from '@lumina/schema';
import { Money } from './money.type';

@ObjectType({
  description:
    'What an order costs, every amount VAT included: the lines, shipping, the total the customer pays, the VAT in that total, and what is still missing for free shipping.',
})
export class Totals {
  @Field(() => Money, { description: 'The sum of the line totals.' }) subtotal: Money;
  @Field(() => Money, { description: 'What a discount code takes off the lines (issue 33); 0 without one. A free-shipping code shows in shipping instead.' })
  discount: Money;
  @Field(() => Money, { description: 'Shipping: free from the free-shipping threshold (shop.delivery) or for nothing to ship, else shop.delivery.shippingCost.' })
  shipping: Money;
  @Field(() => Money, { description: 'What the customer pays: subtotal − discount + shipping.' }) total: Money;
  @Field(() => Money, { description: 'The VAT contained in total (21 %), shipping included: the one meaning of VAT in this API.' }) vat: Money;
  @Field(() => Money, { description: 'What the lines (after the discount) still lack for free shipping; 0 when shipping is free already.' }) toFreeShipping: Money;

  static of(totals: EngineTotals & { discountCents?: number }): Totals {
    return Object.assign(new Totals(), {
      subtotal: Money.of(totals.subtotalCents),
      discount: Money.of(totals.discountCents ?? 0),
      shipping: Money.of(totals.shippingCents),
      total: Money.of(totals.totalCents),
      vat: Money.of(totals.vatCents),
      toFreeShipping: Money.of(totals.toFreeShippingCents),
    });
  }
}
