/**
 * Every Dutch text the server and the price engine make (ARCHITECTURE §1: "texts in one place"): error
 * messages in `userErrors`, REST `{ message }`s, price-line labels and the cart line summary. The web
 * client's own texts live in web/src/i18n; this module is the one place for text that comes from the server
 * (the engine's texts are here too because the client runs the same engine for its live preview). What a
 * form says about its fields is in forms/messages.ts: one table that the browser shows as well.
 */
import { formatEuro } from './money';

/** 1195 -> "119,5" (a fabrication size in cm, with a decimal comma only when it has millimetres). */
function millimetresAsCm(mm: number): string {
  return (mm / 10).toString().replace('.', ',');
}

export const texts = {
  engine: {
    noSizes: 'Dit product wordt niet op maat gemaakt: laat breedte en hoogte leeg.',
    required: (label: string, unit: string) => `Vul de ${label.toLowerCase()} in (${unit}).`,
    notANumber: (label: string, unit: string) => `${label} moet een getal zijn (${unit}).`,
    notAnInteger: (label: string, unit: string) => `${label} moet een geheel aantal ${unit} zijn.`,
    offStep: (label: string, step: number, unit: string) => `${label} gaat per ${step} ${unit}.`,
    optionsInvalid: 'De opties zijn ongeldig.',
    unknownOption: (key: string) => `Onbekende optie: ${key.slice(0, 40)}.`,
    chooseOption: (group: string) => `Kies een optie bij ${group}.`,
    textExpected: (group: string) => `${group} moet tekst zijn.`,
    textTooLong: (group: string, max: number) => `${group} mag hoogstens ${max} tekens bevatten.`,
    invalidChoice: (group: string) => `Ongeldige keuze bij ${group}.`,
    mountingHeightWithoutChain: 'Dit rolgordijn heeft geen ketting: een montagehoogte is niet nodig.',
    mountingHeightNumber: 'Vul de montagehoogte in als een geheel aantal cm.',
    mountingHeightRequired: (maxHeight: number) =>
      `Vul de montagehoogte in: bij een rolgordijn hoger dan ${maxHeight} cm bepaalt die hoe lang de ketting veilig mag zijn.`,
    mountingHeightBelowBlind: 'De montagehoogte moet minstens de hoogte van het rolgordijn zijn.',
    mountingHeightTooLow: (min: number, loop: number) =>
      `Bij een montagehoogte onder ${min} cm kan de ketting niet ${loop} cm boven de vloer eindigen. Kies een rolgordijn zonder ketting of bel ons.`,
    mountingHeightTooHigh: (max: number) => `De montagehoogte kan hoogstens ${max} cm zijn.`,
  },
  priceLine: {
    area: (width: number, height: number, unit: string) => `Stof ${width} × ${height} ${unit}`,
    base: 'Basisprijs',
    minimum: 'Aanvulling tot de minimumprijs',
    option: (group: string, choice: string) => `${group}: ${choice}`,
  },
  cartSummary: {
    dimensions: (width: number, height: number, unit: string) => `Afmetingen: ${width} × ${height} ${unit}`,
    colour: (colour: string) => `Kleur: ${colour}`,
    lightFilter: (lightFilter: string) => `Lichtdoorlaatbaarheid: ${lightFilter}`,
    option: (group: string, values: string) => `${group}: ${values}`,
    mountingHeight: (cm: number) => `Montagehoogte: ${cm} cm`,
    fabrication: (widthMm: number, heightMm: number) => `Productiemaat: ${millimetresAsCm(widthMm)} × ${millimetresAsCm(heightMm)} cm`,
    chain: (lengthCm: number) => `Ketting: ${lengthCm} cm, met kettingspanner (kinderveilig volgens EN 13120)`,
  },
  cart: {
    cartNotFound: 'Deze winkelwagen bestaat niet (meer). Maak een nieuwe aan met cartCreate.',
    productNotFound: 'Dit product bestaat niet (meer).',
    lineNotFound: 'Deze regel staat niet (meer) in je winkelwagen.',
    quantityNotInteger: 'Het aantal moet een geheel getal zijn.',
    quantityRange: (max: number) => `Het aantal moet tussen 1 en ${max} liggen.`,
    quantityPerConfiguration: (max: number) => `Je kunt hoogstens ${max} stuks van dezelfde configuratie bestellen.`,
    cartFull: (maxLines: number) => `Je winkelwagen kan hoogstens ${maxLines} verschillende producten bevatten.`,
    cartBusy: 'Je winkelwagen wordt op dit moment al bijgewerkt. Er is niets veranderd; probeer het zo opnieuw.',
    unknownColour: 'Deze kleur bestaat niet voor dit product.',
    unknownLightFilter: 'Deze lichtdoorlaatbaarheid bestaat niet voor dit product.',
    noOptions: 'Dit product heeft geen opties.',
  },
  contact: {
    rateLimited: 'We hebben al meerdere berichten van dit e-mailadres ontvangen. Probeer het over een uur opnieuw of bel ons.',
    notFound: 'Dit bericht bestaat niet.',
  },
  staff: {
    rateLimited: (minutes: number) => `Te veel mislukte pogingen. Probeer het over ${minutes} minuten opnieuw.`,
    invalidCredentials: 'E-mailadres of wachtwoord klopt niet.',
    signInRequired: 'Aanmelden als medewerker is vereist',
    forbidden: 'Je rol als medewerker laat dit niet toe. Vraag het aan een collega met de rol beheer.',
  },
  graphql: {
    tooManyMutations: (max: number) => `Een verzoek mag hoogstens ${max} mutaties bevatten; stuur de rest in een volgend verzoek.`,
    subscriptionsUnsupported: 'Deze API kent geen subscriptions; vraag de gegevens op met een query.',
    oneSchemaPerRequest: 'Een verzoek mag __schema hoogstens één keer opvragen.',
    introspectionCycle: (field: string) => `Deze introspectie vraagt ${field} binnen ${field}; vraag elk type apart op.`,
    badRequest: (detail: string) => `Ongeldig verzoek: ${detail}`,
  },
  review: {
    productNotFound: 'Dit product bestaat niet (meer).',
    rateLimited: 'Je hebt het afgelopen uur al enkele beoordelingen gestuurd. Probeer het later opnieuw.',
    notFound: 'Deze beoordeling bestaat niet.',
  },
  sampleRequest: {
    productNotFound: 'Dit product bestaat niet (meer).',
    unknownColour: (choices: readonly string[]) => `Deze kleur bestaat niet voor dit product; kies uit ${choices.join(', ')}.`,
    rateLimited: 'We hebben het afgelopen uur al enkele aanvragen voor een kleurstaal ontvangen. Probeer het later opnieuw.',
    notFound: 'Deze kleurstaalaanvraag bestaat niet.',
  },
  checkout: {
    cartBusy: 'Je winkelwagen wordt op dit moment al bijgewerkt. Er is niets besteld; probeer het zo opnieuw.',
    countryName: { BE: 'België', NL: 'Nederland' },
    attemptId: 'Deze bestelpoging heeft geen geldige sleutel; herlaad de pagina en probeer opnieuw.',
    cartNotFound: 'We vinden je winkelwagen niet meer. Voeg je producten opnieuw toe.',
    cartEmpty: 'Je winkelwagen is leeg: er is niets om te bestellen.',
    priceChanged: (total: string) => `De prijs van je bestelling is gewijzigd; het totaal is nu ${total}. Controleer je bestelling en bestel opnieuw.`,
    lineUnavailable: (name: string) => `${name} kan niet meer besteld worden zoals je het samenstelde. Pas het aan of verwijder het uit je winkelwagen.`,
    attemptUsed: 'Deze bestelpoging hoort bij een andere bestelling. Herlaad de pagina en probeer opnieuw.',
    placedBy: 'Webshop',
  },
  orders: {
    notFound: 'Deze bestelling bestaat niet.',
    illegalTransition: (from: string, to: string) => `Een bestelling met status "${from}" kan niet naar "${to}".`,
    stale: (current: string) => `Deze bestelling is intussen gewijzigd: de status is nu "${current}". Bekijk ze opnieuw voor je iets wijzigt.`,
    paymentRequired: 'Deze bestelling is nog niet betaald. Registreer eerst de betaling (bv. een overschrijving) voor de productie begint.',
    shippingRequired: 'Vul de vervoerder en de track-and-tracecode in voor je de bestelling verzendt.',
  },
  productAdmin: {
    notFound: 'Dit product bestaat niet.',
    nameRequired: 'Vul een naam in.',
    slugRequired: 'Vul een URL-naam in.',
    invalidSlug: 'Een URL-naam bestaat uit kleine letters, cijfers en losse koppeltekens, bv. lichtdoorlatend-wit.',
    slugTaken: 'Een ander product heeft (of had) deze URL-naam. Kies een andere.',
    tooLong: (what: string, max: number) => `De ${what} is te lang: hoogstens ${max} tekens.`,
    nothingToChange: 'Er is niets gewijzigd.',
  },
  payments: {
    testProvider: 'Testbetaling',
    description: (orderId: string) => `Bestelling ${orderId}`,
    refundDescription: (orderId: string) => `Terugbetaling bestelling ${orderId}`,
    alreadyPaid: 'Deze bestelling is al betaald.',
    notPayable: 'Deze bestelling kan niet (meer) betaald worden.',
    unavailable: 'De betaaldienst is even niet bereikbaar. Je bestelling is bewaard; probeer zo dadelijk opnieuw te betalen.',
    refused: 'De betaaldienst weigerde deze betaling. Je bestelling is bewaard; probeer opnieuw of kies een andere betaalwijze via onze klantendienst.',
    invalidAmount: 'Geef een bedrag groter dan € 0,00 in.',
    amountTooHigh: (refundableCents: number) => `Je kunt hoogstens ${formatEuro(refundableCents)} terugbetalen.`,
    onePaymentOnly: 'Dit bedrag is groter dan wat één betaling nog kan terugbetalen; betaal in delen terug.',
    refundUnavailable: 'De betaaldienst is even niet bereikbaar; er is niets terugbetaald. Probeer het zo opnieuw.',
    refundRefused: (reason: string) => `De betaaldienst weigerde de terugbetaling: ${reason}`,
  },
  fabricSkus: {
    notFound: 'Deze stof-SKU bestaat niet.',
    nothingToChange: 'Kies wat je wilt wijzigen: Live of staal beschikbaar.',
    duplicate: (sku: string) => `De interne SKU ${sku} bestaat al. Kies een andere of bewerk de bestaande stof.`,
  },
  input: {
    pageSize: (max: number) => `first moet een geheel getal tussen 1 en ${max} zijn`,
    cursor: 'after is geen cursor van deze lijst; gebruik een endCursor die de API gaf',
    limit: (max: number) => `limit moet een geheel getal tussen 1 en ${max} zijn`,
    offset: 'offset moet een geheel getal van 0 of meer zijn',
    productKey: 'Geef precies één van id of slug op',
    priceGroup: (min: number, max: number) => `Prijsgroep moet tussen ${min} en ${max} liggen`,
    filterValues: (field: string, max: number) => `${field} neemt hoogstens ${max} waarden`,
    filterValueLength: (field: string, max: number) => `Een waarde in ${field} mag hoogstens ${max} tekens hebben`,
    orderStatus: (value: string, allowed: readonly string[]) => `Onbekende status "${value}"; kies uit ${allowed.join(', ')}`,
    /** Any text that enters (GraphQL, REST query, path or body) with a NUL or half a character. */
    invalidText: 'Tekst met een nulteken of een onvolledig teken (U+0000, een losse surrogaat) wordt niet aanvaard.',
    listTooLong: (max: number) => `Een lijst mag hoogstens ${max} waarden bevatten.`,
    tooDeep: (max: number) => `De invoer is te diep genest (hoogstens ${max} niveaus).`,
    badEscape: 'Het adres bevat een ongeldige %-codering.',
    tooManyInputErrors: 'Te veel ongeldige waarden in de variabelen; de eerste 50 staan hierboven.',
  },
  rest: {
    quantityMissing: 'Geef een aantal (quantity) op.',
    jsonObjectExpected: 'Verwacht een JSON-object.',
    invalidValue: (key: string) => `Ongeldige waarde voor ${key}.`,
    productMissing: 'Geef een product op (productId).',
    productNotFound: 'Product niet gevonden',
    fabricNotFound: 'Stof niet gevonden',
    notFound: 'Niet gevonden',
    tooLarge: 'Verzoek is te groot',
    invalidJson: 'Ongeldige JSON',
    badRequest: 'Ongeldig verzoek',
    internal: 'Er ging iets mis',
    internalWithId: (requestId: string) => `Er ging iets mis (verzoek ${requestId}). Probeer het opnieuw of meld dit nummer.`,
    unavailable: 'De winkel kan even niet bij haar gegevens. Probeer het over enkele seconden opnieuw.',
    tooManyRequests: (seconds: number) => `Te veel verzoeken na elkaar. Probeer het over ${seconds} seconden opnieuw.`,
    notBuilt: 'De winkel is nog niet gebouwd: voer "npm run build" uit (of gebruik "npm start").',
  },
} as const;
