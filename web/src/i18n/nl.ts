/**
 * Every text a visitor reads, in one place, in Dutch (the spec's English strings are the prototype's leftovers,
 * translated here; dutch-texts.test.ts keeps English out).
 * Numbers inside texts (warranty years, delivery days, prices) are never written here: they are
 * parameters, filled from the `shop` facts or the catalogue served by the API.
 * The long texts of the content pages (About, Contact, legal and service pages) are in ./content.ts, a
 * module of their own so they load with those pages and not with every page.
 */

import type { PaymentMethod } from '../gql/graphql';
import type { PaymentStatus } from '../gql/checkout';

export const nl = {
  /** The names of the payment methods as shops and banks write them. */
  paymentMethods: {
    PAYPAL: 'PayPal',
    BANCONTACT: 'Bancontact',
    IDEAL: 'iDEAL',
    CREDITCARD: 'Creditcard',
  } satisfies Record<PaymentMethod, string>,
  /** Where an order's payment stands, as its customer (the confirmation) and staff (the order card) read it. */
  paymentStatuses: {
    AWAITING_PAYMENT: 'Wacht op betaling',
    PENDING: 'Betaling wordt verwerkt',
    PAID: 'Betaald',
    FAILED: 'Betaling mislukt',
    CANCELED: 'Betaling geannuleerd',
    EXPIRED: 'Betaling verlopen',
    REFUNDED: 'Terugbetaald',
    CHARGED_BACK: 'Teruggeboekt',
  } satisfies Record<PaymentStatus, string>,
  /** An order's PDFs, for its customer (the confirmation) and staff (the order card). */
  invoices: {
    invoice: 'Factuur downloaden',
    creditNote: 'Creditnota downloaden',
    detail: (number: string, total: string) => `Nr. ${number}, ${total} (pdf)`,
  },
  site: {
    /** Shown in the tab before the shop facts have loaded and as the home page title. */
    defaultTitle: 'Rolgordijnen op maat',
    skipLink: 'Naar de inhoud',
    loading: 'Laden...',
    errorHeading: 'Er ging iets mis',
    errorText: 'Deze pagina kon niet worden geladen. Herlaad de pagina of probeer het later opnieuw.',
  },
  header: {
    logoLabel: (brand: string) => `${brand} – naar de startpagina`,
    navLabel: 'Hoofdmenu',
    nav: {
      home: 'Home',
      about: 'Over ons',
      contact: 'Contact',
    },
    cart: 'Winkelwagen',
    /** Accessible name of the cart button: the visible badge says the count, this says what it counts. */
    cartWithCount: (count: number) =>
      count === 0 ? 'Winkelwagen, leeg' : `Winkelwagen, ${count} ${count === 1 ? 'artikel' : 'artikelen'}`,
    menu: {
      open: 'Menu openen',
      title: 'Menu',
      close: 'Menu sluiten',
      /** The side menu's products: the roller-blind sections (header.submenu), then these two listings. */
      products: 'Rolgordijnen',
      fabricCollection: 'Stoffencollectie',
      allProducts: 'Alle producten',
    },
    search: {
      open: 'Zoeken',
      close: 'Zoeken sluiten',
      label: 'Zoeken naar rolgordijnen',
      placeholder: 'Zoeken naar rolgordijnen...',
      submit: 'Zoeken',
    },
    submenu: {
      /** Shown in capitals by CSS ('ROLGORDIJNEN'); read as a word by screen readers. */
      trigger: 'Rolgordijnen',
      label: 'Rolgordijnen',
      overview: 'Alle rolgordijnen',
      lightFiltering: 'Lichtdoorlatend',
      blackout: 'Verduisterend',
      atelier: 'Het atelier',
      current: 'Je bent hier',
    },
  },
  bottomBar: {
    label: 'Snel contact',
    whatsapp: 'WhatsApp',
    phone: 'Bellen',
    question: 'Stel een vraag',
    newWindow: '(opent in een nieuw venster)',
  },
  cart: {
    discountCode: {
      label: 'Kortingscode',
      apply: 'Toepassen',
      applying: 'Bezig...',
      applied: (code: string) => `Kortingscode ${code}`,
      remove: 'Verwijderen',
      removeLabel: (code: string) => `Kortingscode ${code} verwijderen`,
      failed: 'Dat is niet gelukt. Controleer je verbinding en probeer het opnieuw.',
    },
    title: 'Winkelwagen',
    close: 'Winkelwagen sluiten',
    description: (count: number) =>
      count === 0 ? 'Er zit nog niets in je winkelwagen.' : `${count} ${count === 1 ? 'artikel' : 'artikelen'} in je winkelwagen.`,
    empty: 'Je winkelwagen is leeg',
    emptyHint: 'Voeg producten toe om te beginnen',
    browse: 'Bekijk de rolgordijnen',
    loading: 'Laden...',
    loadFailed: 'Je winkelwagen kon niet worden geladen.',
    retry: 'Opnieuw proberen',
    linesLabel: 'Artikelen',
    quantity: (name: string) => `Aantal voor ${name}`,
    decrease: (name: string) => `Eén minder: ${name}`,
    increase: (name: string) => `Eén meer: ${name}`,
    remove: (name: string) => `Verwijder ${name}`,
    /** Reopens the line's configurator with its choices. */
    edit: 'Wijzigen',
    editLabel: (name: string) => `Wijzig ${name}`,
    unitPrice: (price: string) => `${price} per stuk`,
    checkout: 'Afrekenen',
    /** On top of the panel after a change, with the focus (SPEC §8's 'Added to cart' toast, in Dutch). */
    confirmation: {
      added: 'Toegevoegd aan je winkelwagen',
      replaced: 'Je wijziging is opgeslagen',
    },
    /** SPEC §8's 'Error' toast, in Dutch. */
    addFailed: { title: 'Er ging iets mis', description: 'Het artikel kon niet aan je winkelwagen worden toegevoegd. Probeer het opnieuw.' },
    changeFailed: {
      title: 'Winkelwagen niet bijgewerkt',
      description: 'Je wijziging kon niet worden opgeslagen. Probeer het opnieuw.',
    },
  },
  /** What an order costs (components/OrderTotals): the cart panel, the checkout and the confirmation. */
  totals: {
    subtotal: 'Subtotaal',
    discount: (code: string | null) => (code ? `Korting (${code})` : 'Korting'),
    shipping: 'Verzending',
    free: 'Gratis',
    /** The amount still missing for free shipping (from the shop facts' threshold). */
    toFreeShipping: (missing: string, threshold: string) => `Nog ${missing} tot gratis verzending (vanaf ${threshold}).`,
    total: 'Totaal',
    vat: (amount: string, percent: number) => `Inclusief ${amount} btw (${percent}%)`,
  },
  toast: {
    /** Radix replaces {hotkey} with the shortcut (F8). */
    region: 'Meldingen ({hotkey})',
    label: 'Melding',
    close: 'Melding sluiten',
  },
  theme: {
    toDark: 'Donker thema inschakelen',
    toLight: 'Licht thema inschakelen',
  },
  footer: {
    tagline: 'Rolgordijnen op maat, rechtstreeks van de maker.',
    serviceHeading: 'Klantenservice',
    legalHeading: 'Juridisch',
    contactHeading: 'Contact',
    paymentHeading: 'Betaalmethoden',
    links: {
      shipping: 'Verzending en levering',
      warranty: 'Garantie',
      returns: 'Retourneren',
      terms: 'Algemene voorwaarden',
      privacy: 'Privacybeleid',
      cookies: 'Cookiebeleid',
    },
    email: 'E-mail',
    phone: 'Telefoon',
    vat: (vatNumber: string) => `Btw-nummer: ${vatNumber}`,
    copyright: (year: number, brand: string) => `© ${year} ${brand}`,
  },
  home: {
    title: 'Rolgordijnen op maat',
    hero: {
      heading: 'Rolgordijnen op maat, rechtstreeks van de maker',
      intro: (city: string, foundedYear: number) =>
        `Sinds ${foundedYear} maken we in ons atelier in ${city} raambekleding die past tot op de centimeter.`,
      introFallback: 'In ons eigen atelier maken we raambekleding die past tot op de centimeter.',
      cardsLabel: 'Onze twee lijnen',
      premium: {
        eyebrow: 'Snel geleverd',
        title: 'Premium rolgordijnen',
        text: 'Lichtdoorlatend, verduisterend of screen: kies je stof en maat en wij maken hem voor je.',
        delivery: (days: number) => `Geleverd binnen ${days} werkdagen`,
        alt: 'Drie ramen met rolgordijnen in wit, grijs en beige, elk op een andere hoogte.',
        cta: 'Bekijk de rolgordijnen',
      },
      atelier: {
        eyebrow: 'Ambachtelijk maatwerk',
        title: 'Het atelier',
        text: 'Bijzondere ramen, eigen stoffen of een vraag die nergens anders past: ons atelier maakt het.',
        delivery: (min: number, max: number) => `Klaar binnen ${min}–${max} werkdagen`,
        alt: 'Werkbank in het atelier met een rol rode stof, een meetlint en een schaar voor een raam.',
        cta: 'Ontdek het atelier',
      },
      fromPrice: (price: string) => `vanaf ${price}`,
    },
    make: {
      heading: 'Wat we maken',
      intro: 'Rolgordijnen zijn ons vak. Binnenkort maken we ook andere raambekleding op maat.',
      rollerBlinds: 'Rolgordijnen',
      rollerBlindsText: 'Lichtdoorlatend, verduisterend en screen, op maat van je raam.',
      rollerBlindsAlt: 'Woonkamer met een wit lichtdoorlatend rolgordijn half neergelaten voor het raam.',
      cta: 'Naar de rolgordijnen',
      comingSoon: 'Binnenkort',
      soon: [
        'Aluminium jaloezieën',
        'Duo rolgordijnen',
        'Houten jaloezieën',
        'Gordijnen',
        'Vouwgordijnen',
        'Verticale lamellen',
      ],
    },
    how: {
      heading: 'Zo werken we',
      intro: 'Van het eerste gesprek tot het rolgordijn aan je raam: vier stappen, één aanspreekpunt.',
      stepLabel: (n: number) => `Stap ${n}`,
      steps: {
        advice: {
          title: 'Persoonlijk advies',
          text: 'We luisteren naar wat je zoekt en raden de stof en bediening aan die bij je ruimte passen.',
        },
        measure: {
          title: 'Opmeten ter plaatse',
          text: 'We meten je ramen nauwkeurig op, zodat elk rolgordijn perfect past.',
        },
        production: {
          title: 'Productie in het atelier',
          text: (city: string) => `Onze vakmensen in ${city} snijden, naaien en monteren elk rolgordijn met de hand af.`,
          textFallback: 'Onze vakmensen snijden, naaien en monteren elk rolgordijn met de hand af.',
        },
        delivery: {
          title: 'Levering of plaatsing',
          text: (factoryDays: number, atelierMin: number, atelierMax: number) =>
            `Premium rolgordijnen binnen ${factoryDays} werkdagen, atelierwerk binnen ${atelierMin}–${atelierMax} werkdagen. Wij leveren of plaatsen ze voor je.`,
          textFallback: 'We leveren je rolgordijnen aan huis of plaatsen ze voor je.',
        },
      },
    },
    benefits: {
      heading: 'Waarom kiezen voor ons',
      madeToMeasure: {
        title: 'Op maat gemaakt',
        text: 'Elk rolgordijn maken we op jouw maten, tot op de centimeter.',
      },
      freeAdvice: {
        title: 'Gratis advies',
        text: 'Twijfel je over stof, kleur of montage? Ons advies is gratis en vrijblijvend.',
      },
      warranty: {
        title: 'Garantie',
        text: (years: number) => `${years} jaar garantie op onze rolgordijnen.`,
        textFallback: 'Garantie op al onze rolgordijnen.',
      },
      prices: {
        title: 'Scherpe prijzen',
        text: 'Rechtstreeks van de maker: geen tussenpersoon, wel een eerlijke prijs.',
      },
    },
  },
  notFound: {
    title: 'Pagina niet gevonden',
    heading: 'Pagina niet gevonden',
    text: 'Deze pagina bestaat niet (meer). Misschien vind je wat je zoekt via de startpagina.',
    devHint: 'Staat de pagina wel in de routetabel (web/src/app/routes.tsx)?',
    home: 'Naar de startpagina',
  },
  placeholder: {
    followsSoon: 'Deze pagina volgt binnenkort.',
    home: 'Naar de startpagina',
  },
  /** Names of the screens that later work builds (used by the placeholders and as page titles). */
  screens: {
    productList: 'Alle Producten',
    overview: 'Rolgordijnen',
    categoryChoice: 'Soorten rolgordijnen',
    atelier: 'Het atelier',
    lightFiltering: 'Lichtdoorlatende rolgordijnen',
    blackout: 'Verduisterende rolgordijnen',
    lightFilteringWhite: 'Lichtdoorlatend rolgordijn – Wit',
    blackoutWhite: 'Verduisterend rolgordijn – Wit',
    authentics: 'Authentics – Rolgordijn semi-transparant – Off White',
    configurator: 'Rolgordijn configureren',
    productDetail: 'Product',
    fabricCollection: 'Onze collectie lichtdoorlatende stoffen',
    tileDemo: 'Tegeldemo',
    adminOrders: 'Bestellingen beheren',
    adminSkus: 'Stof-SKU-beheer',
    adminLogin: 'Aanmelden voor medewerkers',
    checkout: 'Afrekenen',
    orderConfirmation: 'Je bestelling',
  },
} as const;

