/**
 * The texts of the staff side's frame (header, navigation, sign-in) and of the three inbox lists (contact
 * messages, colour sample requests, reviews waiting for approval), in Dutch. The server's refusals
 * (wrong password, too many tries, ...) come with their own Dutch message and are shown as sent.
 */

import type { StaffRoleValue } from '@lumina/schema';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const adminShell = {
  /** The wordmark: '{brand} Beheer'. */
  area: 'Beheer',
  homeLabel: (brand: string) => `${brand} Beheer – naar de bestellingen`,
  skipLink: 'Naar de inhoud',
  toShop: 'Naar de winkel',
  navLabel: 'Beheer',
  nav: {
    orders: 'Bestellingen',
    skus: "Stof-SKU's",
    messages: 'Berichten',
    samples: 'Kleurstalen',
    reviews: 'Beoordelingen',
    mail: 'E-mails',
    products: 'Producten',
    prices: 'Prijzen',
    promotions: 'Acties',
    staff: 'Medewerkers',
  },
  changePassword: 'Wachtwoord',
  signedInAs: 'Aangemeld als',
  signOut: 'Afmelden',
  signingOut: 'Afmelden...',
  signOutFailed: 'Afmelden is niet gelukt. Controleer je verbinding en probeer het opnieuw.',
  loading: 'Laden...',
  /** The sign-in state could not be checked (server unreachable). */
  checkFailed: 'We konden niet nagaan of je bent aangemeld. Controleer je verbinding en probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  /** A screen the member's role may not open (the server's role table): who to ask, and for which role. */
  noAccess: {
    title: 'Geen toegang',
    text: (roles: readonly string[]) => `Je hebt geen toegang tot dit scherm. Vraag een beheerder om de rol ${roles.join(' of ')}.`,
    /** The server refused, but did not say what: the roles cannot be named. */
    textAnyRole: 'Je hebt geen toegang tot dit scherm. Vraag een beheerder om een rol die het mag openen.',
    yourRole: (role: string) => `Je bent aangemeld met de rol ${role}.`,
    /** The roles as the text names them, by their stored value. */
    roles: { beheer: 'beheer', atelier: 'atelier', klantenservice: 'klantenservice' } satisfies Record<StaffRoleValue, string>,
  },
  errorHeading: 'Er ging iets mis',
  errorText: 'Dit scherm kon niet worden geladen. Herlaad de pagina of probeer het later opnieuw.',

  login: {
    title: 'Aanmelden voor medewerkers',
    intro: 'Alleen voor medewerkers van de winkel. Meld je aan met je e-mailadres en wachtwoord.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Aanmelden',
    submitting: 'Aanmelden...',
    /** The server could not be reached, or answered with a fault. */
    failed: 'Aanmelden is niet gelukt: de server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
    /** After 'Afmelden'. */
    signedOut: 'Je bent afgemeld.',
    /** Sent here from a staff page (no session, or it ended): after sign-in staff return to it. */
    signInToContinue: 'Meld je aan om verder te gaan.',
  },

  inbox: {
    /** A refused action without a message of its own, or a network failure. */
    actionFailed: 'Dat is niet gelukt. Controleer je verbinding en probeer het opnieuw.',
    loadFailed: 'De lijst kon niet worden geladen.',
    loadMore: 'Meer laden',
    loadMoreFailed: 'De volgende pagina kon niet worden geladen. Probeer het opnieuw.',
    loadingMore: 'Laden...',
    received: 'Ontvangen',
    open: 'Open',
    handled: 'Afgehandeld',
    handledOn: (date: string) => `Afgehandeld op ${date}`,
    markHandled: 'Markeer als afgehandeld',
    markingHandled: 'Bezig...',
    email: 'E-mail',
    phone: 'Telefoon',
    noPhone: 'geen telefoonnummer',
    messages: {
      title: 'Berichten',
      intro: 'Wat klanten via het contactformulier stuurden, het nieuwste eerst.',
      count: (n: number) => plural(n, 'bericht', 'berichten'),
      empty: 'Er zijn nog geen berichten.',
      listLabel: 'Berichten van klanten',
      from: 'Van',
      markedHandled: (name: string) => `Het bericht van ${name} is gemarkeerd als afgehandeld.`,
    },
    samples: {
      title: 'Kleurstalen',
      intro: 'Aanvragen voor een gratis kleurstaal, het nieuwste eerst.',
      count: (n: number) => plural(n, 'aanvraag', 'aanvragen'),
      empty: 'Er zijn nog geen aanvragen voor kleurstalen.',
      listLabel: 'Aanvragen voor kleurstalen',
      heading: (color: string) => `Kleurstaal ${color}`,
      product: 'Product',
      noProduct: 'Geen product opgegeven',
      name: 'Naam',
      address: 'Adres',
      markedHandled: (name: string) => `De kleurstaal voor ${name} is gemarkeerd als afgehandeld.`,
    },
    reviews: {
      title: 'Beoordelingen',
      intro: 'Beoordelingen die op goedkeuring wachten, de oudste eerst. Pas na goedkeuring staan ze op de productpagina.',
      count: (n: number) => `${plural(n, 'beoordeling', 'beoordelingen')} ${n === 1 ? 'wacht' : 'wachten'} op goedkeuring`,
      empty: 'Er wachten geen beoordelingen op goedkeuring.',
      listLabel: 'Beoordelingen die op goedkeuring wachten',
      by: 'Door',
      rating: 'Score',
      written: 'Geschreven op',
      stars: (rating: number) => `${rating} van 5 sterren`,
      approve: 'Goedkeuren',
      reject: 'Afwijzen',
      busy: 'Bezig...',
      approved: (name: string) => `De beoordeling van ${name} is goedgekeurd en staat nu op de productpagina.`,
      rejected: (name: string) => `De beoordeling van ${name} is afgewezen.`,
    },
    /** A product that is no longer in the catalogue. */
    unknownProduct: (id: string) => `Product ${id}`,
  },
} as const;
