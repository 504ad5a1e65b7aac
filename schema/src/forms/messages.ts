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
} as const;
