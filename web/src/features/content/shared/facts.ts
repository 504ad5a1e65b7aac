import { useQuery } from '@apollo/client/react';
import { ContentFactsDocument, type ContentShopFragment } from '../../../gql/graphql';
import type { ContentFacts } from '../../../i18n/content';
import { formatEuro } from '../../../lib/format';
import { nl } from '../../../i18n/nl';

/** The `shop` facts flattened into the parameters the content texts take. */
export function toContentFacts(shop: ContentShopFragment): ContentFacts {
  return {
    brand: shop.brand.name,
    foundedYear: shop.brand.foundedYear,
    email: shop.contact.email,
    phone: shop.contact.phone,
    address: shop.contact.address,
    vatNumber: shop.contact.vatNumber,
    vatPercent: shop.vatPercent,
    paymentMethods: shop.paymentMethods.map((method) => nl.paymentMethods[method]),
    factoryLineWorkingDays: shop.delivery.factoryLineWorkingDays,
    atelierMinWorkingDays: shop.delivery.atelierMinWorkingDays,
    atelierMaxWorkingDays: shop.delivery.atelierMaxWorkingDays,
    productionMinWorkingDays: shop.delivery.productionMinWorkingDays,
    productionMaxWorkingDays: shop.delivery.productionMaxWorkingDays,
    freeShippingThreshold: formatEuro(shop.delivery.freeShippingThreshold.cents),
    countries: shop.delivery.countries,
    legalYears: shop.warranty.legalYears,
    generalYears: shop.warranty.generalYears,
    factoryYearsAuthentics: shop.warranty.factoryYearsAuthentics,
    complaintDaysAfterDelivery: shop.service.complaintDaysAfterDelivery,
    replyWithinWorkingDays: shop.service.replyWithinWorkingDays,
    invoiceRetentionYears: shop.service.invoiceRetentionYears,
    legalLastUpdated: shop.legalLastUpdated,
  };
}

/** The content facts from the API: `facts` once loaded, `error` and `retry` when the call failed. */
export function useContentFacts() {
  const { data, error, refetch } = useQuery(ContentFactsDocument);
  return {
    facts: data ? toContentFacts(data.shop) : null,
    error: error ?? null,
    retry: () => void refetch().catch(() => undefined),
  };
}

/** Whole decades since the founding year ("more than 30 years" in 2026 for 1993). */
export function decadesSince(foundedYear: number, now = new Date()): number {
  const age = now.getFullYear() - foundedYear;
  return age >= 10 ? Math.floor(age / 10) * 10 : age;
}
