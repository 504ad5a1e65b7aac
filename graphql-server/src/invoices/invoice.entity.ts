import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Cents } from '@lumina/schema';

/** An invoice for a paid order, or a credit note for a refund of one. */
export type InvoiceKind = 'invoice' | 'credit_note';

/** One printed line: what it is, how many, and its amounts (VAT split as described in invoice-amounts.ts). */
export interface InvoiceLine {
  /** The product (or "Verzending"), as ordered. */
  description: string;
  /** The configuration's summary lines, e.g. "Afmetingen: 150 × 180 cm". */
  details: string[];
  quantity: number;
  unitPriceExclCents: Cents;
  amountExclCents: Cents;
  vatPercent: number;
  vatCents: Cents;
  amountInclCents: Cents;
}

/** Where a party is: the lines of its address, street first, country last. */
interface Party {
  name: string;
  address: string[];
}

/**
 * Everything a document prints, fixed when it is issued (the `document` column): the PDF is drawn from this alone,
 * so it reads the same for as long as it is kept.
 */
export interface InvoiceDocument {
  version: 1;
  kind: InvoiceKind;
  number: string;
  /** The issue day, YYYY-MM-DD in the Brussels calendar. */
  issuedOn: string;
  seller: Party & { vatNumber: string; companyNumber: string; email: string; phone: string };
  customer: Party & { email: string };
  delivery: Party;
  /** The order; `paidWith` says how it was paid (the method, or "Overschrijving"), null when it was not paid at issue. */
  order: { id: string; placedOn: string; paidWith: string | null };
  /** The invoice a credit note corrects; null on an invoice. */
  corrects: { number: string; issuedOn: string } | null;
  lines: InvoiceLine[];
  /** The VAT per rate: the taxable amount and the VAT on it. */
  vatBreakdown: { vatPercent: number; baseCents: Cents; vatCents: Cents }[];
  totals: { exclCents: Cents; vatCents: Cents; inclCents: Cents };
}

/** An issued invoice or credit note (see the migration 1732390000000-invoices for the rules the table keeps). */
@Entity('invoice')
export class Invoice {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** "2026-000001" for an invoice, "CN-2026-000001" for a credit note. */
  @Column({ type: 'text', unique: true })
  number: string;

  @Column({ type: 'text' })
  kind: InvoiceKind;

  @Column({ type: 'int' })
  year: number;

  /** Its place in the year's series of its kind, from 1, without gaps. */
  @Column({ type: 'int' })
  sequence: number;

  @Column({ type: 'text', name: 'order_id' })
  orderId: string;

  /** The invoice a credit note corrects; null on an invoice. */
  @Column({ type: 'int', name: 'corrects_id', nullable: true })
  correctsId: number | null;

  /** The refund a credit note credits; null on an invoice. */
  @Column({ type: 'int', name: 'refund_id', nullable: true })
  refundId: number | null;

  /** YYYY-MM-DD, the Brussels calendar day it was issued. */
  @Column({ type: 'date', name: 'issued_on' })
  issuedOn: string;

  @Column({ type: 'timestamptz', name: 'issued_at' })
  issuedAt: Date;

  @Column({ type: 'int', name: 'total_excl_cents' })
  totalExclCents: Cents;

  @Column({ type: 'int', name: 'vat_cents' })
  vatCents: Cents;

  /** What it charges (an invoice) or credits (a credit note), VAT included; never negative. */
  @Column({ type: 'int', name: 'total_cents' })
  totalCents: Cents;

  @Column({ type: 'jsonb' })
  document: InvoiceDocument;
}
