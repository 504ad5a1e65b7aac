/**
 * The one place for business facts (ARCHITECTURE §6, §7): brand, contact data and every number a page
 * quotes (delivery times, warranties, thresholds). Served through the `shop` query; pages never
 * hard-code these. Values marked PLACEHOLDER are to be replaced by the shop's real data before opening.
 */
import { BRAND, VAT_PERCENT } from '@lumina/schema';
import { PaymentMethod } from '../api/trade';

/** PLACEHOLDER phone number (Belgian format): the one contact number, for calls and WhatsApp alike. */
const PHONE = '+32 9 123 45 67';

export const shopFacts = {
  brand: {
    name: BRAND.name,
    slug: BRAND.slug,
    tagline: 'Rolgordijnen op maat, gemaakt in ons atelier in Gent',
    foundedYear: 1993,
  },
  contact: {
    /** PLACEHOLDER contact address until the shop's own mailbox is configured. */
    email: 'info@lumina-rolgordijnen.be',
    phone: PHONE,
    /** The same number in international digits, as wa.me links take it (+32 9 123 45 67 → 3291234567). */
    whatsapp: PHONE.replace(/\D/g, ''),
    address: {
      street: 'Ateliersstraat 12',
      postalCode: '9000',
      city: 'Gent',
      country: 'België',
      /** The country as ISO 3166-1 alpha-2, as machines read it (schema.org's addressCountry). */
      countryCode: 'BE',
    },
    /** PLACEHOLDER VAT number. */
    vatNumber: 'BE 0123.456.789',
    /** PLACEHOLDER company number (ondernemingsnummer, KBO): in Belgium the VAT number's digits, printed on invoices. */
    companyNumber: '0123.456.789',
    openingHours: [
      { days: 'Maandag – vrijdag', hours: '08:00 – 18:00' },
      { days: 'Zaterdag', hours: '09:00 – 16:00' },
      { days: 'Zondag', hours: 'Gesloten' },
    ],
  },
  /** Orders left unpaid (issue 29): one reminder mail, then cancelled with a mail; their open payment is cancelled too. */
  unpaidOrders: {
    reminderAfterHours: 24,
    cancelAfterDays: 7,
  },
  delivery: {
    /** Factory line (premium roller blinds, Authentics): delivery in working days. */
    factoryLineWorkingDays: 10,
    /** Atelier line / made to measure in the atelier: delivery window in working days. */
    atelierMinWorkingDays: 15,
    atelierMaxWorkingDays: 21,
    /** Production time quoted on the light-filtering configurator. */
    productionMinWorkingDays: 5,
    productionMaxWorkingDays: 7,
    /** Free shipping in Belgium and the Netherlands from this order total (delivery panel). */
    freeShippingThresholdCents: 37500,
    /** PLACEHOLDER shipping rate below the free-shipping threshold (Belgium and the Netherlands), VAT included. */
    shippingCostCents: 1995,
    /** Free delivery threshold in marketing copy. */
    marketingFreeDeliveryThresholdCents: 7500,
    countries: ['België', 'Nederland'],
  },
  warranty: {
    legalYears: 2,
    generalYears: 5,
    factoryYearsAuthentics: 8,
  },
  service: {
    complaintDaysAfterDelivery: 14,
    replyWithinWorkingDays: 5,
    invoiceRetentionYears: 7,
    // No review count or average of the shop's own (issue 31): a rating is only ever a product's approved reviews
    // (Product.reviewSummary). An invented one is banned by the EU Omnibus Directive (Directive (EU) 2019/2161
    // amending Directive 2005/29/EC, Annex I points 23b and 23c).
  },
  vatPercent: VAT_PERCENT,
  paymentMethods: [PaymentMethod.PAYPAL, PaymentMethod.BANCONTACT, PaymentMethod.IDEAL, PaymentMethod.CREDITCARD],
  copyrightYear: 2025,
  legalLastUpdated: 'juli 2025',
} as const;

