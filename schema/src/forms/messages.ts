/**
 * Every message a form of the shop gives (contact, checkout, review, colour sample, staff sign-in), in Dutch,
 * in one table: the browser shows them before anything is sent and the server answers the same words in its
 * `userErrors`. A field's label names it where a message must say which field it is (too long, odd characters).
 */

/** A form field as its messages name it: its label, and (unless it may stay empty) what to say when it is. */
export interface FieldText {
  label: string;
  required?: string;
}

export const FIELD_TEXTS = {
  name: { label: 'Naam', required: 'Vul je naam in.' },
  email: { label: 'E-mailadres', required: 'Vul je e-mailadres in.' },
  phone: { label: 'Telefoonnummer' },
  subject: { label: 'Onderwerp', required: 'Vul een onderwerp in.' },
  message: { label: 'Bericht', required: 'Schrijf je bericht.' },
  street: { label: 'Straat en huisnummer', required: 'Vul je straat en huisnummer in.' },
  postcode: { label: 'Postcode', required: 'Vul je postcode in.' },
  city: { label: 'Plaats', required: 'Vul je woonplaats in.' },
  notes: { label: 'Opmerkingen voor het atelier' },
  address: { label: 'Adres', required: 'Vul je adres in.' },
  colour: { label: 'Kleur', required: 'Kies een kleur.' },
  comment: { label: 'Beoordeling', required: 'Schrijf je beoordeling.' },
  password: { label: 'Wachtwoord', required: 'Vul je wachtwoord in.' },
  twoFactorCode: { label: 'Code', required: 'Vul de code uit je app in, of een herstelcode.' },
  internalSku: { label: 'Interne SKU', required: 'Vul de interne SKU in.' },
  fabricLine: { label: 'Stoflijn (product-ID)', required: 'Vul de stoflijn in.' },
  fabricDisplayName: { label: 'Weergavenaam', required: 'Vul de weergavenaam in.' },
  fabricType: { label: 'Stofsoort', required: 'Kies de stofsoort.' },
  priceGroup: { label: 'Prijsgroep', required: 'Vul de prijsgroep in.' },
  manufacturerCode: { label: 'Fabrikantcode', required: 'Vul de fabrikantcode in.' },
  supplierCode: { label: 'Leverancierscode', required: 'Vul de leverancierscode in.' },
  supplierName: { label: 'Leverancier', required: 'Vul de leverancier in.' },
  maxWidthCm: { label: 'Maximale breedte (cm)', required: 'Vul de maximale breedte in.' },
  cassetteType: { label: 'Cassettetype', required: 'Kies het cassettetype.' },
  leadTimeDays: { label: 'Levertijd (werkdagen)', required: 'Vul de levertijd in.' },
  visibleOnFrontend: { label: 'Live in de winkel' },
  sampleAvailable: { label: 'Staal beschikbaar' },
  fabricCategory: { label: 'Stofcategorie', required: 'Vul de stofcategorie in.' },
  qualityGrade: { label: 'Kwaliteitsklasse', required: 'Vul de kwaliteitsklasse in.' },
  warrantyMonths: { label: 'Garantie (maanden)', required: 'Vul de garantie in maanden in.' },
  specialInstructions: { label: 'Speciale instructies' },
  productName: { label: 'Naam', required: 'Vul een naam in.' },
  slug: { label: 'URL-naam', required: 'Vul een URL-naam in.' },
  productDescription: { label: 'Omschrijving' },
  category: { label: 'Categorie', required: 'Vul een categorie in.' },
  line: { label: 'Lijn', required: 'Kies de lijn.' },
  cardCategory: { label: 'Kaartcategorie' },
  listings: { label: 'Lijsten' },
  transparency: { label: 'Lichtdoorlatendheid' },
  controls: { label: 'Bediening', required: 'Kies minstens één bediening.' },
  colors: { label: 'Kleuren', required: 'Geef minstens één kleur.' },
  colourName: { label: 'Kleurnaam', required: 'Vul de naam van de kleur in.' },
  hex: { label: 'Kleurcode', required: 'Kies een kleurcode.' },
  fabricSku: { label: 'Stof-SKU' },
  lightFilter: { label: 'Lichtfilters' },
  features: { label: 'Kenmerken' },
  published: { label: 'Gepubliceerd' },
  sortOrder: { label: 'Plaats in de lijsten', required: 'Vul de plaats in.' },
  rulesFrom: { label: 'Regels overnemen van', required: 'Kies het product waarvan de regels worden overgenomen.' },
  staffName: { label: 'Naam', required: 'Vul een naam in.' },
  staffEmail: { label: 'E-mailadres', required: 'Vul een e-mailadres in.' },
  staffRole: { label: 'Rol', required: 'Kies een rol.' },
  currentPassword: { label: 'Huidig wachtwoord', required: 'Vul je huidige wachtwoord in.' },
} as const satisfies Record<string, FieldText>;

export const FORM_MESSAGES = {
  tooLong: (label: string, max: number) => `${label} mag maximaal ${max} tekens bevatten.`,
  invalidCharacters: (label: string) => `${label} bevat ongeldige tekens.`,
  invalidEmail: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.be.',
  invalidPhone: 'Vul een geldig telefoonnummer in, bijvoorbeeld +32 9 123 45 67.',
  postcode: {
    BE: 'Een Belgische postcode heeft 4 cijfers, bijvoorbeeld 9000.',
    NL: 'Een Nederlandse postcode heeft 4 cijfers en 2 letters, bijvoorbeeld 1016 BS.',
  },
  country: 'Kies België of Nederland.',
  paymentMethod: 'Kies hoe je wilt betalen.',
  acceptNoWithdrawal: 'Bevestig dat je begrijpt dat maatwerk niet kan worden geretourneerd.',
  rating: (min: number, max: number) => `Kies een waardering van ${min} tot ${max} sterren.`,
  wholeNumber: (label: string, min: number, max: number) => `${label} moet een geheel getal van ${min} tot ${max} zijn.`,
  oneOf: (label: string, options: readonly string[]) => `${label} moet een van deze waarden zijn: ${options.join(', ')}.`,
  yesNo: (label: string) => `${label} moet ja of nee zijn (true/false).`,
  slugPattern: 'Een URL-naam bestaat uit kleine letters, cijfers en losse koppeltekens, bv. lichtdoorlatend-wit.',
  hexColour: 'Een kleurcode is # met zes tekens 0–9 of a–f, bijvoorbeeld #f5f3ee.',
  duplicateColour: (name: string) => `De kleur ‘${name}’ staat er twee keer in; geef elke kleur een eigen naam.`,
  duplicateLine: (label: string, line: string) => `${label}: ‘${line}’ staat er twee keer in.`,
  lineTooLong: (label: string, line: number, max: number) => `${label}, regel ${line}: hoogstens ${max} tekens.`,
  tooMany: (label: string, max: number) => `${label}: hoogstens ${max}.`,
  colourStillOffered: (name: string, group: string) =>
    `De configurator biedt de kleur ‘${name}’ aan (bij ‘${group}’): die kleur kan niet weg of een andere naam krijgen zolang de regels haar aanbieden.`,
  colourNotOffered: (name: string, group: string) =>
    `De kleur ‘${name}’ staat niet bij ‘${group}’ in de configurator, dus een klant kan haar niet bestellen. Voeg ze eerst aan de regels toe.`,
  passwordTooShort: (min: number) => `Kies een wachtwoord van minstens ${min} tekens.`,
  passwordTooLong: (max: number) => `Het wachtwoord is te lang: hoogstens ${max} tekens.`,
  skuPattern: 'Een interne SKU bevat alleen letters, cijfers, punten, liggende streepjes en koppeltekens, bijvoorbeeld LUM-LD-0101.',
} as const;
