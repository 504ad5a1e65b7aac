/**
 * Every word the mails say, in Dutch (the shop's language), in one place. Amounts come in formatted
 * (formatEuro), dates as the shop writes them (formatDeliveryDate); numbers of policy come from the facts.
 */
import type { Mounting } from '@lumina/schema';
import type { AttachmentRef } from './mail-draft';

const MOUNTING_WORDS: Record<Mounting, string> = { 'inside-recess': 'in de dag', 'outside-frame': 'op de dag' };

/** 1495 mm → "149,5" (cm, a decimal comma only when needed). */
function mmAsCm(mm: number): string {
  return (mm / 10).toString().replace('.', ',');
}

export const mailTexts = {
  greeting: (name: string) => `Beste ${name},`,
  /** To an address nobody confirmed: no name a visitor typed (it could be anyone's text, to anyone). */
  greetingUnnamed: 'Hallo,',
  signOff: 'Met vriendelijke groet,',
  team: (brand: string) => `Het team van ${brand}`,
  footer: {
    vat: (vatNumber: string) => `Btw-nummer ${vatNumber}`,
    email: (email: string) => `E-mail ${email}`,
    phone: (phone: string) => `Telefoon ${phone}`,
  },
  order: {
    number: 'Bestelnummer',
    lines: 'Wat je bestelde',
    quantityPrice: (quantity: number, unit: string, total: string) => `${quantity} × ${unit} = ${total}`,
    measured: (widthCm: number, heightCm: number, mounting: Mounting | null) =>
      `Gemeten maat: ${widthCm} × ${heightCm} cm${mounting ? ` (${MOUNTING_WORDS[mounting]})` : ''}`,
    fabrication: (widthMm: number, heightMm: number) => `Productiemaat: ${mmAsCm(widthMm)} × ${mmAsCm(heightMm)} cm`,
    chain: (lengthCm: number, mountingHeightCm: number | null) =>
      `Kinderveilige ketting: ${lengthCm} cm met kettingspanner (EN 13120)${mountingHeightCm === null ? '' : `, montagehoogte ${mountingHeightCm} cm`}`,
    subtotal: 'Subtotaal',
    discount: (label: string) => (label ? `Korting (${label})` : 'Korting'),
    shipping: 'Verzending',
    freeShipping: 'Gratis',
    total: 'Totaal',
    vat: (percent: number) => `Waarvan btw (${percent}%)`,
    address: 'Leveradres',
    paymentMethod: 'Betaalwijze',
    delivery: (label: string, workingDays: number) => `Verwachte levering: ${label} (${workingDays} werkdagen na je bestelling).`,
  },
  orderReceived: {
    subject: (id: string) => `Je bestelling ${id} is ontvangen`,
    preview: (id: string, total: string) => `Bestelling ${id}: ${total}`,
    heading: 'Bedankt voor je bestelling',
    intro: (brand: string) => `We hebben je bestelling goed ontvangen. Hieronder zie je wat je bij ${brand} bestelde; we maken elk rolgordijn op jouw maten.`,
    payHeading: 'Nog niet betaald',
    payText: 'We beginnen aan je rolgordijnen zodra je betaling binnen is. Betaal je bestelling via deze link:',
    payButton: 'Betaal je bestelling',
    withdrawalHeading: 'Maatwerk: geen herroepingsrecht',
    withdrawal:
      'Je rolgordijnen worden speciaal op jouw maten gemaakt. Voor maatwerk geldt het wettelijke herroepingsrecht van 14 dagen niet (artikel VI.53, 3° Wetboek van economisch recht; in Nederland artikel 6:230p Burgerlijk Wetboek). Je wettelijke garantie blijft gewoon gelden.',
  },
  paymentReceived: {
    subject: (id: string) => `Betaling ontvangen voor bestelling ${id}`,
    heading: 'Je betaling is binnen',
    intro: (amount: string, id: string) => `We hebben je betaling van ${amount} voor bestelling ${id} ontvangen. Ons atelier begint nu aan je rolgordijnen.`,
    invoice: (number: string) => `Je factuur ${number} zit als pdf-bestand in de bijlage.`,
  },
  orderShipped: {
    subject: (id: string) => `Je bestelling ${id} is verzonden`,
    heading: 'Je bestelling is onderweg',
    intro: (id: string) => `Goed nieuws: je rolgordijnen van bestelling ${id} zijn klaar en verzonden.`,
    carrier: 'Vervoerder',
    trackingCode: 'Track-and-trace-code',
    trackingHint: 'Met deze code volg je je pakket op de website van de vervoerder.',
  },
  sampleRequest: {
    subject: 'We hebben je aanvraag voor een kleurstaal ontvangen',
    heading: 'Je kleurstaal is aangevraagd',
    intro: (color: string, productName: string | null) =>
      `Bedankt voor je aanvraag. We sturen je gratis kleurstaal ${color}${productName ? ` van ${productName}` : ''} per post naar het adres dat je opgaf.`,
    check: 'Heb je deze aanvraag niet gedaan, of klopt er iets niet? Antwoord dan op deze e-mail of bel ons.',
  },
  contactMessage: {
    subject: 'We hebben je bericht ontvangen',
    heading: 'Bedankt voor je bericht',
    intro: (workingDays: number) => `We hebben je bericht via ons contactformulier goed ontvangen en antwoorden binnen ${workingDays} werkdagen.`,
    notYou: 'Heb je ons niet geschreven? Dan vulde iemand anders je e-mailadres in; je hoeft niets te doen.',
  },
  shopOrderPaid: {
    subject: (id: string, total: string) => `Nieuwe betaalde bestelling ${id} (${total})`,
    heading: (id: string) => `Bestelling ${id} is betaald`,
    intro: (total: string) => `Er is een nieuwe bestelling betaald: ${total}. Controleer ze en zet ze in productie.`,
    customer: 'Klant',
    admin: 'Open de bestelling in het beheer onder Bestellingen.',
  },
  payAgain: {
    button: 'Betaal je bestelling',
  },
  paymentFailed: {
    subject: (id: string) => `Je betaling voor bestelling ${id} is mislukt`,
    heading: 'Je betaling is niet gelukt',
    intro: (id: string) => `De betaling van je bestelling ${id} is mislukt; er is geen geld afgeschreven. Je bestelling is bewaard: je kunt opnieuw betalen, ook met een andere betaalwijze.`,
    payText: 'We beginnen aan je rolgordijnen zodra je betaling binnen is.',
  },
  paymentReminder: {
    subject: (id: string) => `Je bestelling ${id} wacht nog op je betaling`,
    heading: 'Nog niet betaald',
    intro: (id: string) => `Je bestelling ${id} is nog niet betaald. We beginnen aan je rolgordijnen zodra je betaling binnen is.`,
    deadline: (day: string) => `Is ze op ${day} nog niet betaald, dan annuleren we ze; je hoeft dan niets te doen.`,
  },
  orderCancelled: {
    subject: (id: string) => `Je bestelling ${id} is geannuleerd`,
    heading: 'Je bestelling is geannuleerd',
    staff: (id: string) => `We hebben je bestelling ${id} geannuleerd; ze wordt niet gemaakt.`,
    unpaid: (id: string, days: number) => `We hebben je bestelling ${id} geannuleerd omdat ze binnen ${days} dagen niet betaald werd. Wil je ze toch? Bestel ze dan opnieuw in de webshop.`,
    refund: (amount: string) => `We betalen ${amount} terug op de rekening waarmee je betaalde. Je krijgt een e-mail zodra de terugbetaling uitgevoerd is.`,
    questions: 'Vragen? Antwoord op deze e-mail of bel ons.',
  },
  paymentReturned: {
    subject: (id: string) => `We betalen je betaling voor bestelling ${id} terug`,
    heading: 'Je krijgt je geld terug',
    cancelled: (amount: string, id: string) => `Je betaling van ${amount} voor bestelling ${id} kwam binnen nadat de bestelling geannuleerd was. We betalen ze automatisch terug.`,
    duplicate: (amount: string, id: string) => `Je bestelling ${id} was al betaald toen er nog een betaling van ${amount} binnenkwam. Die tweede betaling betalen we automatisch terug.`,
    when: 'Je krijgt een e-mail zodra de terugbetaling uitgevoerd is.',
  },
  refundSettled: {
    subject: (id: string) => `Terugbetaling voor bestelling ${id}`,
    heading: 'Je terugbetaling is uitgevoerd',
    intro: (amount: string, id: string) => `We hebben ${amount} van bestelling ${id} terugbetaald op de rekening waarmee je betaalde. Afhankelijk van je bank staat het bedrag binnen enkele werkdagen op je rekening.`,
    creditNote: (number: string) => `De creditnota ${number} zit als pdf-bestand in de bijlage.`,
  },
  shopOrderAttention: {
    subject: (kind: 'refund-failed' | 'chargeback', id: string, amount: string) =>
      kind === 'chargeback' ? `Terugboeking (chargeback) op bestelling ${id} (${amount})` : `Terugbetaling mislukt voor bestelling ${id} (${amount})`,
    heading: (kind: 'refund-failed' | 'chargeback', id: string) => (kind === 'chargeback' ? `Terugboeking op bestelling ${id}` : `Terugbetaling mislukt: ${id}`),
    refundFailed: (amount: string) => `De betaaldienst kon ${amount} niet terugbetalen. Het bedrag is weer vrij: betaal het opnieuw terug of regel het met de klant.`,
    chargeback: (amount: string) => `De bank van de klant heeft ${amount} teruggeboekt (chargeback). Neem contact op met de klant voor de bestelling verder gaat.`,
    reason: 'Reden van de betaaldienst',
    customer: 'Klant',
    admin: 'Open de bestelling in het beheer onder Bestellingen; ze staat bij "Aandacht nodig".',
  },
} as const;

/** What the admin says is attached, e.g. "Factuur 2026-000042 (pdf)" or "Creditnota CN-2026-000003 (pdf)". */
export function attachmentLabel(ref: AttachmentRef): string {
  return `${ref.number.startsWith('CN-') ? 'Creditnota' : 'Factuur'} ${ref.number} (pdf)`;
}
