/**
 * The shipping and return terms of a product's Offer (issue 31, item 9), in schema.org's names and codes. The shop
 * facts here are the real ones (graphql-server/src/shop/facts.ts): € 19,95 shipping in Belgium and the Netherlands,
 * free from an order of € 375,00; the factory line delivers in 10 working days, the atelier in 15–21.
 */
import { describe, expect, it } from 'vitest';
import { shopFacts as shop } from '../test/fixtures';
import { offerPolicies, type OfferProduct } from './offer-policies';

const offer = (cents: number, line: OfferProduct['line'] = 'FACTORY'): OfferProduct => ({ price: { cents }, line });

type Terms = { shippingDetails: Record<string, any>[]; hasMerchantReturnPolicy: Record<string, unknown> };
const terms = (product: OfferProduct, madeToMeasure = true) => offerPolicies(product, madeToMeasure, shop) as Terms;
const rates = (product: OfferProduct) => terms(product).shippingDetails.map((d) => [d.shippingDestination.addressCountry, d.shippingRate.value, d.shippingRate.currency]);

describe('shippingDetails', () => {
  it('ships a € 34,95 blind to Belgium and to the Netherlands for € 19,95 each, in working days of its line', () => {
    const [be, nl] = terms(offer(3495)).shippingDetails;
    expect(be).toEqual({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: 19.95, currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'BE' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { '@type': 'QuantitativeValue', minValue: 10, maxValue: 10, unitCode: 'DAY' },
        transitTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 0, unitCode: 'DAY' },
        businessDays: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday', 'https://schema.org/Friday'],
        },
      },
    });
    expect(nl).toEqual({ ...be, shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'NL' } });
  });

  it('is free from € 375,00: € 374,99 still pays € 19,95, € 375,00 and € 480,00 pay nothing', () => {
    expect(rates(offer(37499))).toEqual([
      ['BE', 19.95, 'EUR'],
      ['NL', 19.95, 'EUR'],
    ]);
    expect(rates(offer(37500))).toEqual([
      ['BE', 0, 'EUR'],
      ['NL', 0, 'EUR'],
    ]);
    expect(rates(offer(48000))).toEqual([
      ['BE', 0, 'EUR'],
      ['NL', 0, 'EUR'],
    ]);
  });

  it('takes 15 to 21 working days for a blind of the atelier line', () => {
    const { handlingTime, transitTime } = terms(offer(3495, 'ATELIER')).shippingDetails[0]!.deliveryTime;
    expect([handlingTime.minValue, handlingTime.maxValue, transitTime.maxValue]).toEqual([15, 21, 0]);
  });
});

describe('hasMerchantReturnPolicy', () => {
  it('permits no return of a made-to-measure blind in Belgium or the Netherlands (no right of withdrawal for goods made to specification)', () => {
    expect(terms(offer(3495)).hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['BE', 'NL'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
  });

  it('gives a blind sold as it is the legal 14 days from delivery, returned by post for the full price', () => {
    expect(terms(offer(2995), false).hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['BE', 'NL'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 14,
      returnMethod: 'https://schema.org/ReturnByMail',
      refundType: 'https://schema.org/FullRefund',
    });
  });
});
