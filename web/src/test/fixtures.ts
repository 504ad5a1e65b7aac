/**
 * Data the component tests answer with (msw.ts adds the __typename fields by executing it against the schema).
 * Build variations with spreads: `{ ...product, colors: [] }`.
 */
import { orderTotals } from '@lumina/schema';
import type { CartQuery, SiteShellQuery } from '../gql/graphql';

export const money = (cents: number) => ({
  cents,
  amount: (cents / 100).toFixed(2),
  currencyCode: 'EUR' as const,
  formatted: `€\u00a0${(cents / 100).toFixed(2).replace('.', ',')}`,
});

/** The shop facts the cart panel quotes (free shipping from € 375, VAT 21 %). */
export const cartShop = { vatPercent: 21, delivery: { freeShippingThreshold: money(37500) } } satisfies CartQuery['shop'];

/** A cart's totals as the server answers them for lines of this subtotal, by the one rule (schema/src/totals.ts). */
export function cartTotals(subtotalCents: number, shippingCostCents = 1995) {
  const totals = orderTotals([{ unitPriceCents: subtotalCents, quantity: 1 }], { freeShippingThresholdCents: 37500, shippingCostCents });
  return {
    subtotal: money(totals.subtotalCents),
    discount: money(0),
    shipping: money(totals.shippingCents),
    total: money(totals.totalCents),
    vat: money(totals.vatCents),
    toFreeShipping: money(totals.toFreeShippingCents),
  };
}

/**
 * The server's cart holding one line (what an add answers, and what the panel's confirmation names): `quantity` of
 * a product at `unitCents` each, with the server's totals for it.
 */
export function cartWith({ id = 'l1', name, unitCents, quantity = 1, shippingCostCents }: { id?: string; name: string; unitCents: number; quantity?: number; shippingCostCents?: number }) {
  return {
    id: 'cart-1',
    itemCount: quantity,
    discountCode: null,
    discountCodeProblem: null,
    totals: cartTotals(unitCents * quantity, shippingCostCents),
    lines: [
      {
        id,
        quantity,
        summary: [],
        product: { id: '1', slug: 'product', name, images: [], configurator: null },
        configuration: { width: null, height: null, mountingHeight: null, options: [] },
        unitPrice: money(unitCents),
        total: money(unitCents * quantity),
      },
    ],
  } satisfies NonNullable<CartQuery['cart']>;
}

export const shopFacts = {
  copyrightYear: 2025,
  paymentMethods: ['PAYPAL', 'BANCONTACT', 'IDEAL', 'CREDITCARD'],
  brand: { name: 'Lumina', foundedYear: 1993 },
  contact: {
    email: 'info@example.be',
    phone: '+32 9 000 00 00',
    vatNumber: 'BE 0000.000.000',
    whatsapp: '+32400000000',
    address: { street: 'Voorbeeldstraat 1', postalCode: '9000', city: 'Gent', country: 'België', countryCode: 'BE' },
  },
  delivery: {
    factoryLineWorkingDays: 10,
    atelierMinWorkingDays: 15,
    atelierMaxWorkingDays: 21,
    freeShippingThreshold: { cents: 37500 },
    shippingCost: { cents: 1995 },
  },
} satisfies SiteShellQuery['shop'];

/** A product's SVG drawings as the API gives its pictures (`media`): alt texts as the seed writes them. */
export const drawings = (urls: readonly string[], name = 'Rolgordijn') =>
  urls.map((url, i) => ({ id: String(i + 1), url, alt: `${name}, afbeelding ${i + 1}`, width: 800, height: 600, sources: [] }));
