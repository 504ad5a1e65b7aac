/**
 * The texts of the checkout (/checkout) and the order confirmation (/bestelling/{code}), Dutch. A module of
 * its own so they load with those pages, not with every page. Amounts, dates and contact data are
 * parameters: they come from the API (the cart, the order, the shop facts).
 */
import type { Country, OrderStatus, PaymentStatus } from '../gql/checkout';
import { ORDER_STATUS_LABEL } from '@lumina/schema';
import { nl } from './nl';

export type CheckoutField = 'name' | 'email' | 'phone' | 'street' | 'postcode' | 'city' | 'country' | 'paymentMethod' | 'notes' | 'acceptNoWithdrawal';

export const checkoutTexts = {
  title: 'Afrekenen',
  heading: 'Afrekenen',
  intro: 'Nog drie stappen: je gegevens, het adres waar we leveren en hoe je betaalt.',
  loading: 'Je winkelwagen laden...',
  loadError: 'Je winkelwagen kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  /** Shown above every field with a star; the star itself is hidden from screen readers (the field is `required`). */
  requiredNote: 'Velden met * zijn verplicht.',
  optional: '(optioneel)',

  empty: {
    heading: 'Je winkelwagen is leeg',
    text: 'Er valt nog niets af te rekenen. Stel eerst een rolgordijn op maat samen.',
    browse: 'Bekijk de rolgordijnen',
  },

  contact: {
    heading: 'Contactgegevens',
    name: 'Naam',
    email: 'E-mailadres',
    emailHint: 'Hierop krijg je de bevestiging van je bestelling en nieuws over de levering.',
    phone: 'Telefoonnummer',
    phoneHint: 'Voor vragen over het opmeten of de levering.',
  },
  address: {
    heading: 'Bezorgadres',
    street: 'Straat en huisnummer',
    postcode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    countries: { BE: 'België', NL: 'Nederland' } satisfies Record<Country, string>,
    postcodeHint: { BE: '4 cijfers, bijvoorbeeld 9000', NL: '4 cijfers en 2 letters, bijvoorbeeld 1016 BS' } satisfies Record<Country, string>,
  },
  payment: {
    heading: 'Betaalmethode',
    intro: 'Je betaalt meteen nadat je de bestelling hebt geplaatst, veilig op de betaalpagina van onze betaaldienst.',
    hints: {
      BANCONTACT: 'Met de app of je bankkaart',
      IDEAL: 'Via je eigen bank',
      PAYPAL: 'Met je PayPal-rekening',
      CREDITCARD: 'Visa, Mastercard of American Express',
    },
  },
  notes: {
    heading: 'Opmerkingen voor het atelier',
    label: 'Opmerkingen',
    hint: 'Bijvoorbeeld een bijzonder raam of wanneer je thuis bent voor de levering.',
  },
  summary: {
    heading: 'Overzicht van je bestelling',
    linesLabel: 'Artikelen',
    quantity: (n: number) => `Aantal: ${n}`,
    delivery: (label: string) => `Verwachte levering: ${label}`,
    deliveryHint: (days: number) => `Op maat gemaakt: ${days} werkdagen na je bestelling, weekends en feestdagen niet meegeteld.`,
    edit: 'Winkelwagen aanpassen',
  },
  withdrawal: {
    heading: 'Maatwerk: geen herroepingsrecht',
    text: 'Je rolgordijnen worden speciaal op jouw maten gemaakt. Voor maatwerk geldt het wettelijke herroepingsrecht van 14 dagen niet (artikel VI.53, 3° Wetboek van economisch recht; in Nederland artikel 6:230p Burgerlijk Wetboek). Na het plaatsen van je bestelling kun je ze dus niet retourneren omdat je van gedachten veranderd bent. Je wettelijke garantie blijft gewoon gelden.',
    accept: 'Ik begrijp dat maatwerk niet kan worden geretourneerd',
    termsBefore: 'Lees ook onze ',
    terms: 'algemene voorwaarden',
    termsAfter: '.',
  },
  submit: (total: string) => `Bestelling plaatsen – ${total}`,
  submitShort: 'Bestelling plaatsen',
  sending: 'Bestelling wordt geplaatst...',
  placed: 'Bestelling geplaatst. Je bevestiging wordt geladen...',
  /** Placed, on the way to the payment provider's page. */
  toPayment: 'Bestelling geplaatst. Je gaat naar de betaalpagina...',
  /** Above the button when the form has errors, so whoever looks there knows why nothing happened. */
  fixErrors: (n: number) => (n === 1 ? 'Er is 1 veld dat je nog moet aanpassen.' : `Er zijn ${n} velden die je nog moet aanpassen.`),
  failure: 'Je bestelling kon niet worden verstuurd. Controleer je internetverbinding en probeer het opnieuw: je gegevens blijven bewaard en je bestelling wordt maar één keer geplaatst.',
  priceChanged: 'Het totaal in het overzicht is bijgewerkt. Controleer het en plaats je bestelling opnieuw.',
  // What a field says when it is wrong is the checkout form's, in schema/src/forms (the server says the same).
} as const;

export const confirmationTexts = {
  loading: 'Je bestelling laden...',
  loadError: 'Je bestelling kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  notFound: {
    title: 'Bestelling niet gevonden',
    heading: 'Bestelling niet gevonden',
    text: (code: string) => `We vinden geen bestelling ${code} die je hier kunt bekijken.`,
    why: 'Een bestelling is alleen zichtbaar in de browser waarmee ze geplaatst is (en voor onze medewerkers). Heb je op een ander toestel besteld, of je cookies gewist? Kijk dan in de bevestiging die je van ons kreeg, of neem contact met ons op.',
    home: 'Naar de startpagina',
    contact: 'Contact opnemen',
  },
  /** The tab title while the order loads or cannot be loaded. */
  title: 'Bedankt voor je bestelling',
  /**
   * The page's head (h1, the line under it, the tab title), by where the order stands: thanked (paid, being
   * processed, or refunded), still to pay, a payment that did not go through, charged back, or cancelled.
   */
  headline: {
    thanks: {
      heading: 'Bedankt voor je bestelling',
      intro: (name: string) => `${name}, we hebben je bestelling goed ontvangen.`,
    },
    awaiting: {
      heading: 'Bedankt voor je bestelling',
      intro: (name: string) => `${name}, we hebben je bestelling ontvangen. Ze is nog niet betaald.`,
    },
    failed: {
      heading: 'Je betaling is niet gelukt',
      intro: (name: string) => `${name}, je bestelling is bewaard. Betaal opnieuw, met dezelfde of een andere betaalmethode.`,
    },
    chargedBack: {
      heading: 'Er is een probleem met je betaling',
      intro: (name: string) => `${name}, je bank heeft je betaling teruggeboekt. Neem contact met ons op, dan zoeken we samen een oplossing.`,
    },
    cancelled: {
      heading: 'Je bestelling is geannuleerd',
      intro: (name: string) => `${name}, we maken deze bestelling niet. Hieronder lees je wat er met je betaling gebeurt.`,
    },
  },
  orderNumber: 'Bestelnummer',
  placedOn: 'Geplaatst op',
  status: 'Status',
  paymentMethod: 'Betaalmethode',
  paymentStatus: 'Betaling',
  paymentStatuses: nl.paymentStatuses,
  statuses: ORDER_STATUS_LABEL satisfies Record<OrderStatus, string>,
  /** The payment block: what happened to the payment and what the shopper can do now. */
  payment: {
    heading: {
      AWAITING_PAYMENT: 'Je betaling staat nog open',
      PENDING: 'Je betaling wordt verwerkt',
      PAID: 'Je bestelling is betaald',
      FAILED: 'Je betaling is mislukt',
      CANCELED: 'Je betaling is geannuleerd',
      EXPIRED: 'Je betaling is verlopen',
      REFUNDED: 'Je bestelling is terugbetaald',
      CHARGED_BACK: 'Je betaling is teruggeboekt',
    } satisfies Record<PaymentStatus, string>,
    /** {method}: the payment method's name, when the order has one. */
    awaiting: (method: string | null) =>
      `${method ? `Je koos ${method}. ` : ''}Je hebt nog niets betaald. Rond je betaling af op de betaalpagina; zodra ze binnen is, begint het atelier aan je rolgordijnen.`,
    /** Awaiting payment with no payment open (the provider could not be reached when the order was placed). */
    notStarted: 'Je hebt nog niets betaald: je betaling kon nog niet worden gestart. Je bestelling is bewaard; betaal hieronder, dan begint het atelier aan je rolgordijnen.',
    pending: 'De betaaldienst bevestigt je betaling nog. Dat duurt meestal maar even; deze pagina toont het vanzelf zodra je betaling binnen is.',
    paid: (total: string) => `We hebben je betaling van ${total} goed ontvangen. Het atelier begint nu aan je rolgordijnen.`,
    /** After a payment that did not go through; the page's head already says the order is kept. */
    failed: 'Er is niets van je rekening afgeschreven.',
    canceled: 'Je hebt de betaling afgebroken en er is niets betaald.',
    expired: 'De betaling werd niet op tijd afgerond en er is niets betaald.',
    refunded: 'We hebben je het betaalde bedrag teruggestort. Heb je er vragen over? Neem gerust contact met ons op.',
    chargedBack: 'Je bank heeft het bedrag (of een deel ervan) teruggehaald. Zolang dat niet met ons geregeld is, maakt het atelier je rolgordijnen niet.',
    /** Not paid, and no longer payable online. */
    closed: 'Deze bestelling kan niet meer online betaald worden. Heb je vragen? Neem gerust contact met ons op.',
    /** A cancelled order: what happens with what was paid. */
    cancelled: {
      paidHeading: 'Je geld wordt teruggestort',
      paid: 'We storten terug wat je betaalde, via de betaaldienst waarmee je betaalde. Zodra het bedrag is teruggestort, zie je dat op deze pagina en krijg je een e-mail.',
      /** {amount}: what the payment provider is refunding now. */
      refunding: (amount: string) =>
        `We storten ${amount} terug via de betaaldienst waarmee je betaalde. Zodra het bedrag is teruggestort, zie je dat op deze pagina en krijg je een e-mail.`,
      unpaidHeading: 'Er is niets betaald',
      unpaid: 'Je hebt voor deze bestelling niets betaald, dus er wordt ook niets teruggestort.',
    },
    /** 'Opnieuw betalen' with the method to pay with. */
    methodLegend: 'Betalen met',
    pay: 'Betalen',
    payAgain: 'Opnieuw betalen',
    starting: 'Betaling wordt gestart...',
    failedToStart: 'Je betaling kon niet worden gestart. Controleer je verbinding en probeer het opnieuw.',
  },
  itemsHeading: 'Wat je bestelde',
  deliveryHeading: 'Levering',
  addressHeading: 'Bezorgadres',
  contactDataHeading: 'Je gegevens',
  notesHeading: 'Je opmerkingen voor het atelier',
  questionsHeading: 'Vragen over je bestelling?',
  /** Around the order number, which is shown unbroken: 'Vermeld je bestelnummer {code}, dan …'. */
  questionsText: { before: 'Vermeld je bestelnummer ', after: ', dan helpen we je meteen verder.' },
  email: 'E-mail',
  phone: 'Telefoon',
  madeToMeasure:
    'Je rolgordijnen worden op maat gemaakt. Daarom geldt het herroepingsrecht van 14 dagen niet; je wettelijke garantie blijft wel gelden.',
  terms: 'Algemene voorwaarden',
  home: 'Verder winkelen',
} as const;
