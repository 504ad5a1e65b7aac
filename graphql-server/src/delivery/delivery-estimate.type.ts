import { Field, Int, ObjectType } from 'type-graphql';
import { formatDeliveryDate, type EstimatedDelivery } from './delivery-date';

@ObjectType({
  description:
    'An estimated delivery: a lead time in Belgian working days counted from the order day in the Brussels calendar, weekends and Belgian public holidays skipped.',
})
export class DeliveryEstimate {
  @Field(() => Int, { description: 'The lead time counted, in Belgian working days after the order day (the order day itself does not count).' })
  workingDays: number;

  @Field(() => String, { description: 'Expected delivery day, an ISO 8601 calendar date (YYYY-MM-DD) in the Europe/Brussels calendar, e.g. "2026-12-08".' })
  date: string;

  @Field(() => String, { description: 'The delivery day for shoppers (nl-BE): short weekday, day and month, e.g. "di 8 december".' })
  get label(): string {
    return formatDeliveryDate(this.date);
  }

  static of(estimate: EstimatedDelivery): DeliveryEstimate {
    const e = new DeliveryEstimate();
    e.workingDays = estimate.workingDays;
    e.date = estimate.date;
    return e;
  }
}
