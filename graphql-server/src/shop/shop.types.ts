import { Field, Int, ObjectType } from 'type-graphql';
import { Money } from '../api/money.type';
import { shopFacts } from './facts';
import { PaymentMethod } from '../api/trade';

@ObjectType({ description: 'The brand.' })
class Brand {
  @Field(() => String, { description: 'Brand name, e.g. "Lumina".' }) name: string;
  @Field(() => String, { description: 'URL slug; the atelier line lives at /{slug}-atelier.' }) slug: string;
  @Field(() => String, { description: 'One-line description (Dutch).' }) tagline: string;
  @Field(() => Int, { description: 'Year the atelier opened.' }) foundedYear: number;
}

@ObjectType({ description: 'A postal address.' })
class Address {
  @Field(() => String, { description: 'Street and number.' }) street: string;
  @Field(() => String, { description: 'Postcode.' }) postalCode: string;
  @Field(() => String, { description: 'City.' }) city: string;
  @Field(() => String, { description: 'Country name (Dutch), as people read it.' }) country: string;
  @Field(() => String, { description: 'Country code, ISO 3166-1 alpha-2 (e.g. "BE"), as machines read it (schema.org addressCountry).' }) countryCode: string;
}

@ObjectType({ description: 'Opening hours of one group of days.' })
class OpeningHours {
  @Field(() => String, { description: 'The days, e.g. "Maandag – vrijdag".' }) days: string;
  @Field(() => String, { description: 'The hours, e.g. "08:00 – 18:00", or "Gesloten".' }) hours: string;
}

@ObjectType({ description: 'How to reach the shop.' })
class ContactFacts {
  @Field(() => String, { description: 'E-mail address.' }) email: string;
  @Field(() => String, { description: 'Phone number as people write it.' }) phone: string;
  @Field(() => String, { description: 'WhatsApp number, international digits only (for wa.me links).' }) whatsapp: string;
  @Field(() => Address, { description: 'The atelier\'s address.' }) address: Address;
  @Field(() => String, { description: 'VAT number.' }) vatNumber: string;
  @Field(() => [OpeningHours], { description: 'Opening hours, Monday first.' }) openingHours: OpeningHours[];
}

@ObjectType({ description: 'Delivery times and thresholds.' })
class DeliveryFacts {
  @Field(() => Int, { description: 'Factory line: delivery in working days.' }) factoryLineWorkingDays: number;
  @Field(() => Int, { description: 'Atelier line: shortest delivery in working days.' }) atelierMinWorkingDays: number;
  @Field(() => Int, { description: 'Atelier line: longest delivery in working days.' }) atelierMaxWorkingDays: number;
  @Field(() => Int, { description: 'Shortest production time in working days.' }) productionMinWorkingDays: number;
  @Field(() => Int, { description: 'Longest production time in working days.' }) productionMaxWorkingDays: number;
  @Field(() => Money, { description: 'Order total from which shipping is free in Belgium and the Netherlands.' }) freeShippingThreshold: Money;
  @Field(() => Money, { description: 'Free-delivery amount quoted in marketing copy.' }) marketingFreeDeliveryThreshold: Money;
  @Field(() => Money, { description: 'Shipping charged on an order below the free-shipping threshold, VAT included.' }) shippingCost: Money;
  @Field(() => [String], { description: 'Countries delivered to (Dutch names).' }) countries: string[];
}

@ObjectType({ description: 'Warranty periods.' })
class WarrantyFacts {
  @Field(() => Int, { description: 'Legal guarantee in years.' }) legalYears: number;
  @Field(() => Int, { description: 'The shop\'s general warranty in years.' }) generalYears: number;
  @Field(() => Int, { description: 'Factory warranty on the Authentics line in years.' }) factoryYearsAuthentics: number;
}

@ObjectType({ description: 'Customer service facts.' })
class ServiceFacts {
  @Field(() => Int, { description: 'Days after delivery to report a complaint.' }) complaintDaysAfterDelivery: number;
  @Field(() => Int, { description: 'Working days within which the shop answers.' }) replyWithinWorkingDays: number;
  @Field(() => Int, { description: 'Years invoices are kept.' }) invoiceRetentionYears: number;
}

@ObjectType({ description: 'Brand, contact data and the business facts every page quotes (one source for every number).' })
export class Shop {
  @Field(() => Brand, { description: 'The brand.' }) brand: Brand;
  @Field(() => ContactFacts, { description: 'How to reach the shop.' }) contact: ContactFacts;
  @Field(() => DeliveryFacts, { description: 'Delivery times and thresholds.' }) delivery: DeliveryFacts;
  @Field(() => WarrantyFacts, { description: 'Warranty periods.' }) warranty: WarrantyFacts;
  @Field(() => ServiceFacts, { description: 'Customer service facts.' }) service: ServiceFacts;
  @Field(() => Int, { description: 'VAT rate in percent included in every price.' }) vatPercent: number;
  @Field(() => [PaymentMethod], { description: 'Payment methods the shop takes, in the order to show them.' }) paymentMethods: PaymentMethod[];
  @Field(() => Int, { description: 'Year in the copyright line.' }) copyrightYear: number;
  @Field(() => String, { description: 'When the legal pages were last updated, as shown (e.g. "juli 2025").' }) legalLastUpdated: string;
}

export function shopFromFacts(facts = shopFacts): Shop {
  const { freeShippingThresholdCents, marketingFreeDeliveryThresholdCents, shippingCostCents, countries, ...delivery } = facts.delivery;
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
      shippingCost: Money.of(shippingCostCents),
    },
    warranty: { ...facts.warranty },
    service: { ...facts.service },
    vatPercent: facts.vatPercent,
    paymentMethods: [...facts.paymentMethods],
    copyrightYear: facts.copyrightYear,
    legalLastUpdated: facts.legalLastUpdated,
  };
}
