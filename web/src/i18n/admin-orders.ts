/**
 * The texts of the staff's order tracking (SPEC §2 "Admin order tracking", §4 order states, §8 empty and
 * loading texts). The spec's Dutch strings (status labels, count, empty state, export badge, button names)
 * are copied as written, its English title is Dutch here, like the rest. Kept apart from nl.ts so these texts load
 * with the staff screens only.
 */
import type { CassetteType, ChainSafetyDevice, ControlSide, Mounting, OrderStatus, PaymentProviderName, ProviderStatus, RefundStatus } from '../gql/admin';
import { ORDER_STATUS_LABEL } from '@lumina/schema';
import { formatEuro } from '../lib/format';

export const adminOrders = {
  /** SPEC §2's '{product} Admin – Order Tracking System', in Dutch; {product} is the brand name. Also the tab title. */
  title: (brand: string) => `${brand} Beheer – Bestellingen volgen`,
  /** Until the brand has loaded. */
  titleFallback: 'Beheer – Bestellingen volgen',

  filters: {
    label: 'Bestellingen zoeken en filteren',
    search: 'Zoeken',
    searchHint: 'Op klantnaam, bestelnummer, stofcode of fabrikantcode.',
    searchPlaceholder: 'Bijv. Peeters of LUM-LD-0101',
    status: 'Status',
    all: 'Alle statussen',
    /** Only orders that need a person (Order.attention): a chargeback, a failed refund, money a cancelled order holds. */
    attention: 'Aandacht nodig',
    attentionHint: 'Alleen bestellingen met een terugboeking, een mislukte terugbetaling of geld dat nog terug moet.',
  },

  /** SPEC §2 and §4 (cancelled is not in the spec's list; it gets a neutral style). */
  statuses: ORDER_STATUS_LABEL satisfies Record<OrderStatus, string>,
  statusBadge: (label: string) => `Status: ${label}`,

  /** SPEC §2, written as the spec has it (also for one order). */
  count: (n: number) => `${n} bestellingen gevonden`,
  loading: 'Laden...',
  /** SPEC §8. */
  emptyTitle: 'Geen bestellingen gevonden',
  emptyText: 'Er zijn geen bestellingen die voldoen aan de huidige filters.',
  loadError: 'De bestellingen konden niet worden geladen.',
  loadMoreError: 'De volgende bestellingen konden niet worden geladen.',
  listLabel: 'Bestellingen',

  card: {
    placedOn: 'Geplaatst op',
    customer: 'Klant',
    total: 'Totaal',
    contactHeading: 'Contactgegevens',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    noPhone: 'Niet opgegeven',
    address: 'Verzendadres',
    itemsHeading: 'Stof- en productiegegevens',
    itemHeading: (n: number, name: string) => `Artikel ${n}: ${name}`,
    fabricCode: 'Stofcode',
    manufacturerCode: 'Fabrikantcode',
    priceGroup: 'Prijsgroep',
    cassette: 'Cassette',
    size: 'Maat (b × h)',
    sizeCm: (width: number, height: number) => `${width} × ${height} cm`,
    fabricationSize: 'Fabricagemaat',
    sizeMm: (width: number, height: number) => `${width} × ${height} mm`,
    mounting: 'Montage',
    controlSide: 'Bedieningszijde',
    chain: 'Kettinglengte',
    chainValue: (cm: number, device: string | null) => (device ? `${cm} cm, met ${device.toLowerCase()}` : `${cm} cm`),
    quantity: 'Aantal',
    /** A fabricator field the order line does not have. */
    unknown: 'Niet opgegeven',
    itemTotal: 'Totaal artikel',
    notesHeading: 'Productienotities',
    /** SPEC §2. */
    exportReady: 'Klaar voor Fabricage Export',
    exportNotReady: 'Nog niet klaar voor export',
    /** What staff must look at, at the top of the card (the server's sentences). */
    attentionHeading: 'Aandacht nodig',
    /** The order's events, oldest first: what happened, who or what did it, when. */
    historyHeading: 'Geschiedenis',
    historyBy: (who: string) => `door ${who} op`,
    actionsLabel: (id: string) => `Acties voor ${id}`,
    carrier: 'Vervoerder',
    trackingCode: 'Track-and-trace',
  },

  /** The card's payment block. */
  payment: {
    heading: 'Betaling',
    paid: 'Betaald',
    refunded: 'Terugbetaald',
    refundPending: 'Terugbetaling in behandeling',
    chargedBack: 'Teruggeboekt',
    paymentsHeading: 'Betalingen',
    none: 'Nog geen betaling.',
    provider: {
      MOLLIE: 'Mollie',
      TEST: 'Testbetaling',
      MANUAL: 'Handmatig geregistreerd',
    } satisfies Record<PaymentProviderName, string>,
    /** A payment's status at its provider (Mollie's names). */
    providerStatus: {
      OPEN: 'Open',
      PENDING: 'In verwerking',
      AUTHORIZED: 'Geautoriseerd',
      PAID: 'Betaald',
      FAILED: 'Mislukt',
      CANCELED: 'Geannuleerd',
      EXPIRED: 'Verlopen',
    } satisfies Record<ProviderStatus, string>,
    /** 'Bancontact via Mollie'; a payment recorded by hand has no method. */
    how: (provider: string, method: string | null) => (method ? `${method} via ${provider}` : provider),
    recordedBy: (who: string) => `door ${who}`,
    refundedPart: (amount: string) => `${amount} terugbetaald`,
    refundsHeading: 'Terugbetalingen',
    refundStatus: {
      PENDING: 'In behandeling',
      REFUNDED: 'Terugbetaald',
      FAILED: 'Mislukt',
      CANCELED: 'Geannuleerd',
    } satisfies Record<RefundStatus, string>,
    /** Who asked: a staff name, 'Automatisch' (the shop itself) or the provider. */
    requestedBy: (who: string) => `Gevraagd door ${who} op`,
    settledAt: 'Afgehandeld op',
    /** The provider's reason a refund failed. */
    failure: (reason: string) => `Reden: ${reason}`,
    /** A refund of a payment that was never a sale (it came in on a cancelled order, or twice). */
    noCreditNote: 'Zonder creditnota: deze betaling hoorde bij geen verkoop.',
    chargebacksHeading: 'Terugboekingen',
    chargebackOf: (paymentId: string) => `Van betaling ${paymentId}`,
    chargebackRecorded: 'Gemeld op',
    chargebackOpen: 'Staat open',
    chargebackReversed: 'Teruggedraaid',
    chargebackReversedAt: 'Teruggedraaid op',
    actionsLabel: (id: string) => `Acties voor de betaling van ${id}`,
  },

  /** 'Betaling registreren': a payment made outside the provider (a bank transfer). */
  paymentRecord: {
    button: 'Betaling registreren',
    buttonLabel: (id: string) => `Betaling registreren voor ${id}`,
    title: (id: string) => `Betaling registreren – ${id}`,
    description: (amount: string) =>
      `Kwam de betaling buiten de betaaldienst binnen, bijvoorbeeld met een overschrijving? Dan registreer je hier ${amount} als betaald, met je naam en het tijdstip. De bestelling kan daarna in behandeling.`,
    submit: 'Betaling registreren',
    sending: 'Betaling wordt geregistreerd...',
    cancel: 'Annuleren',
    close: 'Sluiten',
    done: (id: string) => `Betaling van ${id} geregistreerd.`,
    failed: 'De betaling kon niet worden geregistreerd. Probeer het opnieuw.',
  },

  /** 'Terugbetalen': part or all of what was paid, through the provider that took it. */
  refund: {
    button: 'Terugbetalen',
    buttonLabel: (id: string) => `Terugbetalen van ${id}`,
    title: (id: string) => `Terugbetalen – ${id}`,
    description: (max: string) =>
      `Je kunt hoogstens ${max} terugbetalen. Het geld gaat terug via de betaaldienst die de betaling ontving; de terugbetaling staat in behandeling tot die ze uitvoert.`,
    amount: 'Bedrag in euro',
    amountHint: 'Bijvoorbeeld 12,50.',
    reason: 'Reden',
    optional: '(optioneel)',
    amountRequired: 'Vul het bedrag in.',
    amountFormat: 'Schrijf het bedrag als 12,50: euro, een komma en twee cijfers voor de centen.',
    amountTooLow: `Geef een bedrag groter dan ${formatEuro(0)} in.`,
    amountTooHigh: (max: string) => `Je kunt hoogstens ${max} terugbetalen.`,
    submit: 'Terugbetalen',
    sending: 'Wordt terugbetaald...',
    cancel: 'Annuleren',
    close: 'Sluiten',
    /** Asked, not done: the provider settles it later. */
    done: (amount: string, id: string) => `Terugbetaling van ${amount} voor ${id} gevraagd; ze is voltooid zodra de betaaldienst ze uitvoert.`,
    failed: 'De terugbetaling kon niet worden verstuurd. Probeer het opnieuw.',
  },

  cassette: {
    FULL_CASSETTE: 'Volledige cassette',
    HALF_CASSETTE: 'Halve cassette',
    OPEN: 'Open systeem',
  } satisfies Record<CassetteType, string>,
  mounting: {
    INSIDE_RECESS: 'In de dag',
    OUTSIDE_FRAME: 'Op de dag',
  } satisfies Record<Mounting, string>,
  side: {
    LEFT: 'Links',
    RIGHT: 'Rechts',
  } satisfies Record<ControlSide, string>,
  safetyDevice: {
    KETTINGSPANNER: 'Kettingspanner',
  } satisfies Record<ChainSafetyDevice, string>,

  statusChange: {
    /** SPEC §2. */
    button: 'Status Wijzigen',
    buttonLabel: (id: string) => `Status Wijzigen van ${id}`,
    title: (id: string) => `Status wijzigen – ${id}`,
    current: (label: string) => `Huidige status: ${label}.`,
    choose: 'Kies de nieuwe status.',
    optionsLabel: 'Nieuwe status',
    none: 'Vanuit deze status is geen wijziging meer mogelijk.',
    sending: 'Status wordt gewijzigd...',
    close: 'Sluiten',
    cancel: 'Annuleren',
    done: (id: string, label: string) => `Status van ${id} gewijzigd naar ${label}.`,
    failed: 'De status kon niet worden gewijzigd. Probeer het opnieuw.',
    /** Moving to shipped: the carrier and the track-and-trace code the customer's mail will carry. */
    shippingLegend: 'Verzendgegevens',
    carrier: 'Vervoerder',
    carrierHint: 'Bijvoorbeeld bpost, PostNL of DHL.',
    trackingCode: 'Track-and-tracecode',
    carrierRequired: 'Vul de vervoerder in.',
    trackingCodeRequired: 'Vul de track-and-tracecode in.',
    tooLong: (max: number) => `Hoogstens ${max} tekens.`,
    submit: (label: string) => `Wijzigen naar ${label}`,
    /** Cancelling an order that holds money: all of it goes back, asked of the provider with the cancellation. */
    cancelRefund: {
      legend: (amount: string) => `Annuleren en ${amount} terugbetalen`,
      text: (amount: string) =>
        `Deze bestelling is betaald. Wie annuleert, betaalt alles terug wat ervoor betaald is: ${amount}. De betaaldienst voert de terugbetaling uit; tot ze dat bevestigt, staat ze op 'In behandeling'.`,
      reason: 'Reden',
      optional: '(optioneel)',
      reasonHint: 'Komt bij de terugbetaling te staan.',
      submit: (amount: string) => `Annuleren en ${amount} terugbetalen`,
      done: (id: string, amount: string) => `${id} geannuleerd. Terugbetaling van ${amount} gevraagd; ze is voltooid zodra de betaaldienst ze uitvoert.`,
      /** A role that may not return money (the atelier): no button, but why. */
      notAllowed: (amount: string) => `Deze bestelling is betaald (${amount}). Alleen beheer kan ze annuleren, met de terugbetaling.`,
    },
  },

  exportData: {
    /** SPEC §2. */
    button: 'Export Data',
    buttonLabel: (id: string) => `Export Data van ${id}`,
    csv: 'CSV voor het atelier',
    json: 'JSON voor de machines',
  },
} as const;
