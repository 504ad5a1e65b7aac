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
      `Bedankt voor je aanvraag. We sturen je gratis kleurstaal ${color}${productName ? ` van ${productName}` : ''} per post naar dit adres:`,
    check: 'Klopt het adres niet? Antwoord dan op deze e-mail of bel ons.',
  },
  contactMessage: {
    subject: (subject: string) => `We hebben je bericht ontvangen: ${subject}`,
    heading: 'Bedankt voor je bericht',
    intro: (workingDays: number) => `We hebben je bericht goed ontvangen en antwoorden binnen ${workingDays} werkdagen.`,
    yourMessage: 'Je bericht',
  },
  shopOrderPaid: {
    subject: (id: string, total: string) => `Nieuwe betaalde bestelling ${id} (${total})`,
    heading: (id: string) => `Bestelling ${id} is betaald`,
    intro: (total: string) => `Er is een nieuwe bestelling betaald: ${total}. Controleer ze en zet ze in productie.`,
    customer: 'Klant',
    admin: 'Open de bestelling in het beheer onder Bestellingen.',
  },
} as const;

/** What the admin says is attached, e.g. "Factuur 2026-00042 (pdf)". */
export function attachmentLabel(ref: AttachmentRef): string {
  return `Factuur ${ref.number} (pdf)`;
}
