/**
 * What a product's Offer says about shipping and returns in the page's structured data (schema.org, issue 31 item 9):
 * `shippingDetails` (OfferShippingDetails, one per country the shop delivers to) and `hasMerchantReturnPolicy`
 * (MerchantReturnPolicy). Every number is the shop's own: the shipping rate and free-shipping threshold of the shop
 * facts, worked out by the one rule that adds an order up (schema's orderTotals), and the delivery time of the
 * product's line — the lead time the checkout promises.
 *
 * Colour samples are not sold (a shopper asks for one free, with the sample request form): they have no Offer, so no
 * terms here either.
 */
import { useQuery } from '@apollo/client/react';
import { DELIVERY_COUNTRIES, orderTotals } from '@lumina/schema';
import { SiteShellDocument, type OfferTermsShopFragment } from '../gql/graphql';

/** What of a product its offer's terms depend on. */
export interface OfferProduct {
  /** The offer's price (what the Offer states). */
  price: { cents: number };
  /** The factory line or the atelier line: how long delivery takes. */
  line: 'ATELIER' | 'FACTORY';
}

const days = (minValue: number, maxValue: number) => ({ '@type': 'QuantitativeValue', minValue, maxValue, unitCode: 'DAY' });

/** The delivery window of a line, in working days from the order (the shop facts; the checkout's estimate takes the longest). */
function deliveryWindow(line: OfferProduct['line'], delivery: OfferTermsShopFragment['delivery']): [min: number, max: number] {
  return line === 'ATELIER' ? [delivery.atelierMinWorkingDays, delivery.atelierMaxWorkingDays] : [delivery.factoryLineWorkingDays, delivery.factoryLineWorkingDays];
}

/**
 * The shipping and return terms of a product's Offer. `madeToMeasure`: the product is made to the shopper's sizes
 * (it has a configurator); the others are sold as they are.
 */
export function offerPolicies(product: OfferProduct, madeToMeasure: boolean, shop: OfferTermsShopFragment): Record<string, unknown> {
  const { delivery } = shop;
  // The rate of this offer bought alone: the flat rate below the free-shipping threshold, nothing from it.
  const { shippingCents } = orderTotals([{ unitPriceCents: product.price.cents, quantity: 1 }], {
    freeShippingThresholdCents: delivery.freeShippingThreshold.cents,
    shippingCostCents: delivery.shippingCost.cents,
  });
  const [min, max] = deliveryWindow(product.line, delivery);
  const deliveryTime = {
    '@type': 'ShippingDeliveryTime',
    // The shop quotes working days from the order to the door (the atelier makes it, then it is delivered): all of it
    // is handling here, and the transit adds none, so the two add up to what the shop promises.
    handlingTime: days(min, max),
    transitTime: days(0, 0),
    businessDays: { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`) },
  };
  return {
    shippingDetails: DELIVERY_COUNTRIES.map((country) => ({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: shippingCents / 100, currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: country },
      deliveryTime,
    })),
    hasMerchantReturnPolicy: madeToMeasure
      ? {
          '@type': 'MerchantReturnPolicy',
          applicableCountry: [...DELIVERY_COUNTRIES],
          // Goods made to the consumer's specifications have no right of withdrawal: Directive 2011/83/EU art. 16(c);
          // in Belgium Wetboek van economisch recht art. VI.53, 3°; in the Netherlands Burgerlijk Wetboek art. 6:230p
          // sub f (before 2014 art. 7:46d). A made-to-measure blind cannot be returned for a change of mind (the
          // legal guarantee still holds): /returns, and the checkout asks the shopper to acknowledge it.
          returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
        }
      : {
          '@type': 'MerchantReturnPolicy',
          applicableCountry: [...DELIVERY_COUNTRIES],
          // Goods sold as they are keep the right of withdrawal: 14 days from delivery (Directive 2011/83/EU art. 9;
          // WER art. VI.47; BW art. 6:230o), sent back by post, the price refunded (/returns).
          returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
          merchantReturnDays: 14,
          returnMethod: 'https://schema.org/ReturnByMail',
          refundType: 'https://schema.org/FullRefund',
        },
  };
}

/**
 * The shipping and return terms of `product`'s Offer, from the shop facts the page's frame asks for (Layout's
 * SiteShell; read from the cache, never asked again); nothing while they are unknown — the server renders the page
 * again once every query has answered, and only the server writes structured data.
 */
export function useOfferPolicies(product: OfferProduct | null, madeToMeasure: boolean): Record<string, unknown> {
  const { data } = useQuery(SiteShellDocument, { fetchPolicy: 'cache-only' });
  return product && data ? offerPolicies(product, madeToMeasure, data.shop) : {};
}
