/**
 * Data the component tests answer with (msw.ts adds the __typename fields by executing it against the schema).
 * Build variations with spreads: `{ ...product, colors: [] }`.
 */
import type { SiteShellQuery } from '../gql/graphql';

export const money = (cents: number) => ({
  cents,
  amount: (cents / 100).toFixed(2),
  currencyCode: 'EUR' as const,
  formatted: `€\u00a0${(cents / 100).toFixed(2).replace('.', ',')}`,
});

export const shopFacts = {
  copyrightYear: 2025,
  paymentMethods: ['PAYPAL', 'BANCONTACT', 'IDEAL', 'CREDITCARD'],
  brand: { name: 'Lumina', slug: 'lumina', foundedYear: 1993 },
  contact: {
    email: 'info@example.be',
    phone: '+32 9 000 00 00',
    vatNumber: 'BE 0000.000.000',
    whatsapp: '+32400000000',
    address: { street: 'Voorbeeldstraat 1', postalCode: '9000', city: 'Gent', country: 'België' },
  },
} satisfies SiteShellQuery['shop'];

/** A product's SVG drawings as the API gives its pictures (`media`): alt texts as the seed writes them. */
export const drawings = (urls: readonly string[], name = 'Rolgordijn') =>
  urls.map((url, i) => ({ id: String(i + 1), url, alt: `${name}, afbeelding ${i + 1}`, width: 800, height: 600, sources: [] }));
