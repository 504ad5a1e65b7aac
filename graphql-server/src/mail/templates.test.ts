/**
 * The mails' words and numbers: each template rendered from its builder, its plain text read as a customer
 * would. Amounts are worked out by hand from the fixture (the builders copy the order's stored cents).
 */
import { describe, expect, it } from 'vitest';
import { ContactMessage } from '../contact/contact-message.entity';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { SampleRequest } from '../samples/sample-request.entity';
import {
  contactMessageReceivedMail,
  orderReceivedMail,
  orderShippedMail,
  paymentReceivedMail,
  sampleRequestReceivedMail,
  shopOrderPaidMail,
} from './builders';
import { SHOP_INBOX } from './mail-draft';
import { renderMail } from './render';

const nbsp = '\u00a0';

function order(overrides: Partial<Order> = {}): Order {
  const blind = Object.assign(new OrderItem(), {
    id: 7,
    productName: 'Verduisterend rolgordijn – Wit',
    quantity: 2,
    unitPriceCents: 12345,
    totalCents: 24690,
    summary: [
      'Afmetingen: 150 × 180 cm',
      'Kleur: Wit',
      'Bediening: Metalen ketting',
      'Productiemaat: 149,5 × 180 cm',
      'Ketting: 100 cm, met kettingspanner (kinderveilig volgens EN 13120)',
    ],
    selectedWidth: 150,
    selectedHeight: 180,
    fabricationWidthMm: 1495,
    fabricationHeightMm: 1800,
    mounting: 'inside-recess',
    chainLengthCm: 100,
    mountingHeightCm: null,
  });
  const screen = Object.assign(new OrderItem(), {
    id: 9,
    productName: 'Screen rolgordijn – Grijs',
    quantity: 1,
    unitPriceCents: 2000,
    totalCents: 2000,
    summary: ['Kleur: Grijs'],
    selectedWidth: null,
    selectedHeight: null,
    fabricationWidthMm: null,
    fabricationHeightMm: null,
    mounting: null,
    chainLengthCm: null,
    mountingHeightCm: null,
  });
  return Object.assign(new Order(), {
    id: 'LUM-2026-01042',
    customerName: 'An Peeters',
    customerEmail: 'an.peeters@example.be',
    customerPhone: '+32 470 12 34 56',
    shippingAddress: 'Kouter 14, 9000 Gent, België',
    paymentMethod: 'Bancontact',
    paymentStatus: 'awaiting_payment',
    // 246,90 + 20,00 = 266,90 items; shipping 19,95 below the threshold; total 286,85; VAT 21/121 of it = 49,78.
    subtotalCents: 26690,
    shippingCents: 1995,
    totalCents: 28685,
    vatCents: 4978,
    deliveryDate: '2026-12-08',
    deliveryWorkingDays: 15,
    items: [screen, blind],
    ...overrides,
  });
}

describe('order received', () => {
  it('lists each blind with its configuration, sizes and child-safe chain, the amounts, delivery, the pay link and the no-withdrawal notice', async () => {
    const draft = orderReceivedMail(order(), 'https://www.lumina-rolgordijnen.be/bestelling/LUM-2026-01042');
    expect(draft.to).toBe('an.peeters@example.be');
    const { subject, text, html } = await renderMail(draft.template, draft.data);
    expect(subject).toBe('Je bestelling LUM-2026-01042 is ontvangen');
    expect(text).toContain('Beste An Peeters,');
    expect(text).toContain('Bestelnummer: LUM-2026-01042');
    // Items in the order they were placed (id 7 before id 9).
    expect(text.indexOf('Verduisterend rolgordijn – Wit')).toBeLessThan(text.indexOf('Screen rolgordijn – Grijs'));
    expect(text).toContain('Kleur: Wit');
    expect(text).toContain('Bediening: Metalen ketting');
    expect(text).toContain('Gemeten maat: 150 × 180 cm (in de dag)');
    expect(text).toContain('Productiemaat: 149,5 × 180 cm');
    expect(text).toContain('Kinderveilige ketting: 100 cm met kettingspanner (EN 13120)');
    // Said once, in the mail's own words: the summary's own size and chain lines are left out.
    expect(text).not.toContain('Afmetingen: 150 × 180 cm');
    expect(text.match(/Productiemaat/g)).toHaveLength(1);
    expect(text).toContain(`2 × €${nbsp}123,45 = €${nbsp}246,90`);
    expect(text).toContain(`1 × €${nbsp}20,00 = €${nbsp}20,00`);
    expect(text).toMatch(new RegExp(`Subtotaal\\s+€${nbsp}266,90`));
    expect(text).toMatch(new RegExp(`Verzending\\s+€${nbsp}19,95`));
    expect(text).toMatch(new RegExp(`Totaal\\s+€${nbsp}286,85`));
    expect(text).toMatch(new RegExp(`Waarvan btw \\(21%\\)\\s+€${nbsp}49,78`));
    expect(text).toContain('Verwachte levering: di 8 december (15 werkdagen na je bestelling).');
    expect(text).toContain('Betaal je bestelling');
    expect(text).toContain('https://www.lumina-rolgordijnen.be/bestelling/LUM-2026-01042');
    expect(html).toContain('href="https://www.lumina-rolgordijnen.be/bestelling/LUM-2026-01042"');
    expect(text).toContain('Maatwerk: geen herroepingsrecht');
    expect(text).toContain('herroepingsrecht van 14 dagen niet');
    expect(text).toContain('Kouter 14, 9000 Gent, België');
    // The shop's facts in the footer.
    expect(text).toContain('Lumina · Ateliersstraat 12, 9000 Gent, België');
    expect(text).toContain('E-mail info@lumina-rolgordijnen.be · Telefoon +32 9 123 45 67');
    expect(text).toContain('Btw-nummer BE 0123.456.789');
    expect(html).toContain('lang="nl"');
  });

  it('has no pay link once the order is paid, and says free shipping at 0', async () => {
    const draft = orderReceivedMail(order({ paymentStatus: 'paid', shippingCents: 0 }), 'https://example.test/betalen');
    expect(draft.data.payUrl).toBeNull();
    const { text } = await renderMail(draft.template, draft.data);
    expect(text).not.toContain('Betaal je bestelling');
    expect(text).not.toContain('https://example.test/betalen');
    expect(text).toMatch(/Verzending\s+Gratis/);
  });
});

describe('payment received', () => {
  it('says what was paid for which order and that the invoice is attached, and attaches it by number', async () => {
    const draft = paymentReceivedMail(order({ paymentStatus: 'paid' }), '2026-00042');
    expect(draft.attachments).toEqual([{ kind: 'invoice', number: '2026-00042' }]);
    const { subject, text } = await renderMail(draft.template, draft.data);
    expect(subject).toBe('Betaling ontvangen voor bestelling LUM-2026-01042');
    expect(text).toContain(`We hebben je betaling van €${nbsp}286,85 voor bestelling LUM-2026-01042 ontvangen.`);
    expect(text).toContain('Je factuur 2026-00042 zit als pdf-bestand in de bijlage.');
    expect(text).toMatch(new RegExp(`Totaal\\s+€${nbsp}286,85`));
  });

  it('attaches nothing without an invoice number', async () => {
    const draft = paymentReceivedMail(order({ paymentStatus: 'paid' }), null);
    expect(draft.attachments).toEqual([]);
    expect((await renderMail(draft.template, draft.data)).text).not.toContain('factuur');
  });
});

describe('shipped', () => {
  it('names the carrier and the track-and-trace code', async () => {
    const draft = orderShippedMail(order(), { carrier: 'bpost', trackingCode: '323299901234567890' });
    const { subject, text } = await renderMail(draft.template, draft.data);
    expect(subject).toBe('Je bestelling LUM-2026-01042 is verzonden');
    expect(text).toContain('Vervoerder: bpost');
    expect(text).toContain('Track-and-trace-code: 323299901234567890');
    expect(text).toContain('Kouter 14, 9000 Gent, België');
  });
});

describe("the shop's inbox", () => {
  it('gets each new paid order with the customer and the amounts', async () => {
    const draft = shopOrderPaidMail(order({ paymentStatus: 'paid' }));
    expect(draft.to).toBe(SHOP_INBOX);
    const { subject, text } = await renderMail(draft.template, draft.data);
    expect(subject).toBe(`Nieuwe betaalde bestelling LUM-2026-01042 (€${nbsp}286,85)`);
    expect(text).toContain('Klant: An Peeters · an.peeters@example.be · +32 470 12 34 56');
    expect(text).toContain(`2 × €${nbsp}123,45 = €${nbsp}246,90`);
  });
});

describe('colour sample and contact message', () => {
  // The address they go to is whatever a visitor typed, confirmed by nobody: a confirmation that quoted the form would
  // carry anyone's words under the shop's name to anyone (issue 30). They say what the shop knows, in its own words.
  const typed = ['Bram Claes', 'Veldstraat 1', 'Montage', 'Kan ik zelf monteren?', 'Carla Smet'];

  it('confirms the colour sample with the colour and the product, and nothing the visitor typed', async () => {
    const request = Object.assign(new SampleRequest(), { name: 'Bram Claes', email: 'bram@example.be', color: 'Grijs', address: 'Veldstraat 1\n9000 Gent' });
    const draft = sampleRequestReceivedMail(request, 'Rolgordijn Authentics Offwhite');
    expect(draft.to).toBe('bram@example.be');
    const { subject, text, html } = await renderMail(draft.template, draft.data);
    expect(subject).toBe('We hebben je aanvraag voor een kleurstaal ontvangen');
    expect(text).toContain('Hallo,');
    expect(text).toContain('We sturen je gratis kleurstaal Grijs van Rolgordijn Authentics Offwhite per post naar het adres dat je opgaf.');
    for (const words of typed) expect(`${subject} ${text} ${html}`).not.toContain(words);
  });

  it('confirms the contact message with the reply time from the facts, and nothing the visitor typed', async () => {
    const message = Object.assign(new ContactMessage(), { name: 'Carla Smet', email: 'carla@example.be', subject: 'Montage', message: 'Kan ik zelf monteren?' });
    const draft = contactMessageReceivedMail(message);
    expect(draft.to).toBe('carla@example.be');
    const { subject, text, html } = await renderMail(draft.template, draft.data);
    expect(subject).toBe('We hebben je bericht ontvangen');
    expect(text).toContain('We hebben je bericht via ons contactformulier goed ontvangen en antwoorden binnen 5 werkdagen.');
    for (const words of typed) expect(`${subject} ${text} ${html}`).not.toContain(words);
  });

  it('escapes what a customer typed in the HTML (an order\'s name and address)', async () => {
    const draft = orderReceivedMail(order({ customerName: '<b>X</b>', shippingAddress: '<script>alert(1)</script>' }), '/bestelling/LUM-2026-01042');
    const { html } = await renderMail(draft.template, draft.data);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<b>X</b>');
  });
});
