/**
 * An invoice or credit note as an A4 PDF in Dutch, drawn with pdfkit from the document's snapshot alone (never from
 * the order or the shop's facts as they are today), so it reads the same on every download for as long as it is
 * kept. The PDF's dates are the document's own, so the file is the same to the byte every time.
 *
 * Fonts: pdfkit's built-in Helvetica (no font files). Its encoding (WinAnsi) covers "€", "×", "–", the typographic
 * quotes and every letter Dutch and French write (é, ë, ï, ç, à, ...); a character outside it (a customer named
 * "Łukasz", say) is printed as its nearest plain letter ("Lukasz") rather than as garbage.
 */
import PDFDocument from 'pdfkit';
import { formatEuro } from '@lumina/schema';
import type { Invoice, InvoiceLine } from './invoice.entity';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
/** Below this the page's footer stands; a table row that would cross it goes on the next page. */
const BODY_BOTTOM = A4.height - MARGIN - 30;
const COLOUR = { text: '#221f1b', muted: '#5b544b', accent: '#7a3a20', rule: '#ddd3c4', band: '#f6f1ea' };

const LABELS = {
  invoice: { title: 'Factuur', number: 'Factuurnummer', date: 'Factuurdatum' },
  credit_note: { title: 'Creditnota', number: 'Creditnotanummer', date: 'Datum creditnota' },
  vatNumber: 'Btw-nummer',
  companyNumber: 'Ondernemingsnummer',
  order: 'Bestelnummer',
  placedOn: 'Besteldatum',
  corrects: 'Betreft factuur',
  customer: 'Klant',
  delivery: 'Leveringsadres',
  columns: ['Omschrijving', 'Aantal', 'Prijs/st. excl. btw', 'Bedrag excl. btw', 'Btw-tarief', 'Btw'],
  totalExcl: 'Totaal excl. btw',
  vatOn: (percent: number, base: string) => `Btw ${percent} % over ${base}`,
  totalIncl: 'Totaal incl. btw',
  paid: (method: string) => `Betaald met ${method}. Deze factuur is voldaan.`,
  credited: (invoice: string) => `Deze creditnota crediteert factuur ${invoice}. Het bedrag wordt terugbetaald via de oorspronkelijke betaalwijze.`,
  vatIncluded: 'Alle prijzen in de winkel zijn inclusief btw; deze factuur splitst ze uit.',
  page: (n: number, of: number) => `Pagina ${n} van ${of}`,
};

/** Columns of the lines' table: x offset and width; amounts right-aligned. */
const COLUMNS = [
  { x: 0, width: 205, align: 'left' },
  { x: 205, width: 40, align: 'right' },
  { x: 245, width: 72, align: 'right' },
  { x: 317, width: 72, align: 'right' },
  { x: 389, width: 44, align: 'right' },
  { x: 433, width: 62, align: 'right' },
] as const;

/** The download's file name: factuur-2026-000001.pdf, creditnota-CN-2026-000001.pdf. */
export function invoiceFileName(invoice: Pick<Invoice, 'kind' | 'number'>): string {
  return `${invoice.kind === 'credit_note' ? 'creditnota' : 'factuur'}-${invoice.number}.pdf`;
}

const longDate = new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-24" → "24 november 2026". */
function formatInvoiceDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T12:00:00Z`));
}

// WinAnsiEncoding: ASCII, Latin-1's printable half, and these 27 from 0x80–0x9F.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const PLAIN: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', ħ: 'h', '≥': '>=', '≤': '<=', '→': '->', '−': '-', '‐': '-', '‑': '-' };

function printable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** Text Helvetica can print: a character outside WinAnsi becomes its plain letter (or a space, or "?"). */
function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    if (printable(char) || char === '\n') out += char;
    else if (/\s/u.test(char)) out += ' ';
    else if (PLAIN[char]) out += PLAIN[char];
    else {
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...plain].every(printable) && plain !== '' ? plain : '?';
    }
  }
  return out;
}

/** The PDF of an issued invoice or credit note. */
export function renderInvoicePdf(invoice: Pick<Invoice, 'document' | 'issuedAt'>): Promise<Buffer> {
  const doc = invoice.document;
  const labels = LABELS[doc.kind];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${labels.title} ${doc.number}`,
      Author: doc.seller.name,
      Subject: `${labels.title} ${doc.number} – ${LABELS.order.toLowerCase()} ${doc.order.id}`,
      CreationDate: new Date(invoice.issuedAt),
      ModDate: new Date(invoice.issuedAt),
    },
    lang: 'nl-BE',
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) => pdf.text(pdfText(value), x, y, { lineBreak: true, ...options });
  const font = (bold: boolean, size: number, colour: string = COLOUR.text) => pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).fillColor(colour);

  // The seller, top left.
  font(true, 20, COLOUR.accent);
  text(doc.seller.name, MARGIN, MARGIN, { width: 260 });
  font(false, 9, COLOUR.muted);
  const seller = [
    ...doc.seller.address,
    `${LABELS.vatNumber}: ${doc.seller.vatNumber}`,
    `${LABELS.companyNumber}: ${doc.seller.companyNumber}`,
    doc.seller.email,
    doc.seller.phone,
  ];
  text(seller.join('\n'), MARGIN, MARGIN + 28, { width: 220, lineGap: 1.5 });
  const sellerBottom = pdf.y;

  // The document, top right: its title, number and dates.
  font(true, 22);
  text(labels.title.toUpperCase(), MARGIN + 260, MARGIN, { width: CONTENT_WIDTH - 260, align: 'right' });
  const facts: [string, string][] = [
    [labels.number, doc.number],
    [labels.date, formatInvoiceDate(doc.issuedOn)],
    [LABELS.order, doc.order.id],
    [LABELS.placedOn, formatInvoiceDate(doc.order.placedOn)],
    ...(doc.corrects ? ([[LABELS.corrects, `${doc.corrects.number} (${formatInvoiceDate(doc.corrects.issuedOn)})`]] as [string, string][]) : []),
  ];
  let y = MARGIN + 34;
  for (const [label, value] of facts) {
    font(false, 9, COLOUR.muted);
    text(label, MARGIN + 235, y, { width: 95 });
    font(true, 9);
    text(value, MARGIN + 330, y, { width: CONTENT_WIDTH - 330, align: 'right' });
    y += 14;
  }

  // The customer and where it goes.
  y = Math.max(sellerBottom, y) + 24;
  const party = (title: string, lines: string[], x: number) => {
    font(true, 8, COLOUR.accent);
    text(title.toUpperCase(), x, y, { width: 230, characterSpacing: 0.6 });
    font(false, 10);
    text(lines.join('\n'), x, y + 14, { width: 230, lineGap: 1.5 });
    return pdf.y;
  };
  const partiesBottom = Math.max(
    party(LABELS.customer, [doc.customer.name, ...doc.customer.address, doc.customer.email], MARGIN),
    party(LABELS.delivery, [doc.delivery.name, ...doc.delivery.address], MARGIN + 260),
  );

  // The lines.
  y = partiesBottom + 24;
  const header = () => {
    pdf.rect(MARGIN, y, CONTENT_WIDTH, 20).fill(COLOUR.band);
    font(true, 8);
    LABELS.columns.forEach((label, i) => text(label, MARGIN + COLUMNS[i]!.x + (i === 0 ? 6 : 0), y + 6, { width: COLUMNS[i]!.width - (i === 0 ? 6 : 4), align: COLUMNS[i]!.align, lineBreak: false }));
    y += 26;
  };
  const row = (line: InvoiceLine) => {
    const description = pdfText(line.description);
    const details = line.details.map(pdfText).join('\n');
    font(true, 9.5);
    const descriptionHeight = pdf.heightOfString(description, { width: COLUMNS[0].width - 10 });
    font(false, 8);
    const detailsHeight = details ? pdf.heightOfString(details, { width: COLUMNS[0].width - 10, lineGap: 1 }) + 2 : 0;
    const height = Math.max(descriptionHeight + detailsHeight, 12) + 10;
    if (y + height > BODY_BOTTOM) {
      pdf.addPage();
      y = MARGIN;
      header();
    }
    font(true, 9.5);
    text(description, MARGIN + 6, y, { width: COLUMNS[0].width - 10 });
    if (details) {
      font(false, 8, COLOUR.muted);
      text(details, MARGIN + 6, y + descriptionHeight + 2, { width: COLUMNS[0].width - 10, lineGap: 1 });
    }
    font(false, 9.5);
    const cells = [String(line.quantity), formatEuro(line.unitPriceExclCents), formatEuro(line.amountExclCents), `${line.vatPercent} %`, formatEuro(line.vatCents)];
    cells.forEach((cell, i) => text(cell, MARGIN + COLUMNS[i + 1]!.x, y, { width: COLUMNS[i + 1]!.width - 4, align: 'right', lineBreak: false }));
    y += height;
    pdf.moveTo(MARGIN, y - 5).lineTo(MARGIN + CONTENT_WIDTH, y - 5).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
  };
  header();
  doc.lines.forEach(row);

  // The totals, under the amounts.
  const totals: [string, string, boolean][] = [
    [LABELS.totalExcl, formatEuro(doc.totals.exclCents), false],
    ...doc.vatBreakdown.map((rate): [string, string, boolean] => [LABELS.vatOn(rate.vatPercent, formatEuro(rate.baseCents)), formatEuro(rate.vatCents), false]),
    [LABELS.totalIncl, formatEuro(doc.totals.inclCents), true],
  ];
  const notes = [
    ...(doc.kind === 'credit_note' ? [LABELS.credited(doc.corrects?.number ?? '')] : doc.order.paidWith ? [LABELS.paid(doc.order.paidWith)] : []),
    LABELS.vatIncluded,
  ];
  if (y + totals.length * 18 + 60 > BODY_BOTTOM) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 6;
  for (const [label, value, strong] of totals) {
    if (strong) {
      pdf.rect(MARGIN + 245, y - 4, CONTENT_WIDTH - 245, 20).fill(COLOUR.band);
      y += 1;
    }
    font(strong, strong ? 11 : 9.5);
    text(label, MARGIN + 251, y, { width: 150, lineBreak: false });
    text(value, MARGIN + 395, y, { width: CONTENT_WIDTH - 399, align: 'right', lineBreak: false });
    y += strong ? 22 : 16;
  }
  font(false, 9, COLOUR.muted);
  text(notes.join('\n'), MARGIN, y + 12, { width: CONTENT_WIDTH, lineGap: 2 });

  // On every page: the seller's identity and the page number, in the bottom margin.
  const { start, count } = pdf.bufferedPageRange();
  const footer = [doc.seller.name, doc.seller.address.join(', '), `${LABELS.vatNumber} ${doc.seller.vatNumber}`, `${LABELS.companyNumber} ${doc.seller.companyNumber}`].join(' · ');
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.moveTo(MARGIN, A4.height - MARGIN - 14).lineTo(MARGIN + CONTENT_WIDTH, A4.height - MARGIN - 14).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
    font(false, 7.5, COLOUR.muted);
    text(footer, MARGIN, A4.height - MARGIN - 6, { width: CONTENT_WIDTH, lineBreak: false });
    text(`${labels.title} ${doc.number} · ${LABELS.page(i - start + 1, count)}`, MARGIN, A4.height - MARGIN + 6, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}
