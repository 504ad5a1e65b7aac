import { Field, Int, ObjectType } from 'type-graphql';
import { Money } from './money.type';
import { shopFacts } from './facts';

@ObjectType()
class Brand {
  @Field(() => String) name: string;
  @Field(() => String, { description: 'URL slug; the atelier line lives at /{slug}-atelier.' }) slug: string;
  @Field(() => String) tagline: string;
  @Field(() => Int) foundedYear: number;
}

@ObjectType()
class Address {
  @Field(() => String) street: string;
  @Field(() => String) postalCode: string;
  @Field(() => String) city: string;
  @Field(() => String) country: string;
}

@ObjectType()
class OpeningHours {
  @Field(() => String) days: string;
  @Field(() => String) hours: string;
}

@ObjectType()
class ContactFacts {
  @Field(() => String) email: string;
  @Field(() => String) phone: string;
  @Field(() => String, { description: 'WhatsApp number, international digits only.' }) whatsapp: string;
  @Field(() => Address) address: Address;
  @Field(() => String) vatNumber: string;
  @Field(() => [OpeningHours]) openingHours: OpeningHours[];
}

@ObjectType()
class DeliveryFacts {
  @Field(() => Int) factoryLineWorkingDays: number;
  @Field(() => Int) atelierMinWorkingDays: number;
  @Field(() => Int) atelierMaxWorkingDays: number;
  @Field(() => Int) productionMinWorkingDays: number;
  @Field(() => Int) productionMaxWorkingDays: number;
  @Field(() => Money) freeShippingThreshold: Money;
  @Field(() => Money) marketingFreeDeliveryThreshold: Money;
  @Field(() => [String]) countries: string[];
}

@ObjectType()
class WarrantyFacts {
  @Field(() => Int) legalYears: number;
  @Field(() => Int) generalYears: number;
  @Field(() => Int) factoryYearsAuthentics: number;
}

@ObjectType()
class ServiceFacts {
  @Field(() => Int) complaintDaysAfterDelivery: number;
  @Field(() => Int) replyWithinWorkingDays: number;
  @Field(() => Int) invoiceRetentionYears: number;
  @Field(() => Int) reviewCount: number;
  @Field(() => Number) reviewAverage: number;
}

@ObjectType({ description: 'Brand, contact data and the business facts every page quotes.' })
export class Shop {
  @Field(() => Brand) brand: Brand;
  @Field(() => ContactFacts) contact: ContactFacts;
  @Field(() => DeliveryFacts) delivery: DeliveryFacts;
  @Field(() => WarrantyFacts) warranty: WarrantyFacts;
  @Field(() => ServiceFacts) service: ServiceFacts;
  @Field(() => Int) vatPercent: number;
  @Field(() => [String]) paymentMethods: string[];
  @Field(() => Int) copyrightYear: number;
  @Field(() => String) legalLastUpdated: string;
}

export function shopFromFacts(facts = shopFacts): Shop {
  const { freeShippingThresholdCents, marketingFreeDeliveryThresholdCents, countries, ...delivery } = facts.delivery;
  return {
    brand: { ...facts.brand },
    contact: {
      ...facts.contact,
      address: { ...facts.contact.address },
      openingHours: facts.contact.openingHours.map((h) => ({ ...h })),
    },
    delivery: {
      ...delivery,
      countries: [...countries],
      freeShippingThreshold: Money.of(freeShippingThresholdCents),
      marketingFreeDeliveryThreshold: Money.of(marketingFreeDeliveryThresholdCents),
    },
    warranty: { ...facts.warranty },
    service: { ...facts.service },
    vatPercent: facts.vatPercent,
    paymentMethods: [...facts.paymentMethods],
    copyrightYear: facts.copyrightYear,
    legalLastUpdated: facts.legalLastUpdated,
  };
}
