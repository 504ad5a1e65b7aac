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
  skuPattern: 'Een interne SKU bevat alleen letters, cijfers, punten, liggende streepjes en koppeltekens, bijvoorbeeld LUM-LD-0101.',
} as const;
