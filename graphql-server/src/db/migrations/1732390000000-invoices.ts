import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices and credit notes (issue 19, ARCHITECTURE §4 "Invoices are PDFs with gap-free numbers per year").
 *
 * - `invoice` holds every document issued: its number, its kind (an invoice for a paid order, a credit note for a
 *   refund), the order, the invoice a credit note corrects, the refund it credits, the issue day in the Brussels
 *   calendar, its three totals (excl. + VAT = incl., checked) and `document`, a snapshot of everything printed
 *   (seller, customer, delivery address, lines, totals). The PDF is drawn from the snapshot alone, so a document
 *   reads the same for as long as it is kept, whatever later happens to the shop's facts, the order or the catalogue.
 * - An order has at most one invoice (a partial unique index) and a refund at most one credit note.
 * - A trigger refuses any change to an issued document, and its removal for 10 years after its issue day: SPEC §9
 *   asks for at least 7 years, and Belgian VAT law keeps invoices 10 years (since 1 January 2023). The order an
 *   invoice belongs to cannot be deleted (ON DELETE RESTRICT) for the same reason.
 *
 * Numbering: `invoice_series` has one row per series and year with the last number taken. The numbering service
 * takes that row `FOR UPDATE` inside the transaction that issues the document (the one that marks the order paid
 * or confirms the refund), so numbers are handed out one transaction at a time and a rolled-back transaction
 * gives its number back: no gaps, no duplicates. A PostgreSQL sequence would leave gaps (nextval is never rolled
 * back), which Belgian VAT law does not allow in an invoice series.
 *
 * Two series, each restarting at 1 every year: invoices `2026-000001`, credit notes `CN-2026-000001`. Belgian
 * VAT law (KB nr. 1, art. 5) asks for "a sequential number, in one or more series, that identifies the document
 * uniquely"; credit notes may share the invoices' series or have their own, and the usual Belgian practice (and
 * the accountant's sales journal) keeps them apart. The prefix says at a glance which is which, and each series
 * stays continuous on its own.
 */
export class Invoices1732390000000 implements MigrationInterface {
  name = 'Invoices1732390000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invoice_series (
        kind        text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
        year        integer NOT NULL CHECK (year BETWEEN 2000 AND 9999),
        last_number integer NOT NULL CHECK (last_number >= 0),
        PRIMARY KEY (kind, year)
      )`);

    await q.query(`
      CREATE TABLE invoice (
        id               serial PRIMARY KEY,
        number           text NOT NULL UNIQUE,
        kind             text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
        year             integer NOT NULL,
        sequence         integer NOT NULL CHECK (sequence > 0),
        order_id         text NOT NULL REFERENCES customer_order (id) ON DELETE RESTRICT,
        corrects_id      integer REFERENCES invoice (id),
        refund_id        integer UNIQUE REFERENCES refund (id),
        issued_on        date NOT NULL,
        issued_at        timestamptz NOT NULL DEFAULT now(),
        total_excl_cents integer NOT NULL,
        vat_cents        integer NOT NULL CHECK (vat_cents >= 0),
        total_cents      integer NOT NULL CHECK (total_cents >= 0),
        document         jsonb NOT NULL,
        UNIQUE (kind, year, sequence),
        CHECK (total_excl_cents + vat_cents = total_cents),
        CHECK ((kind = 'invoice') = (corrects_id IS NULL)),
        CHECK (kind = 'credit_note' OR refund_id IS NULL)
      )`);
    await q.query(`CREATE UNIQUE INDEX invoice_one_per_order ON invoice (order_id) WHERE kind = 'invoice'`);
    await q.query(`CREATE INDEX invoice_order_idx ON invoice (order_id, id)`);

    await q.query(`
      CREATE FUNCTION invoice_is_kept() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          RAISE EXCEPTION 'Document % is issued and never changes', OLD.number;
        END IF;
        IF OLD.issued_on > current_date - interval '10 years' THEN
          RAISE EXCEPTION 'Document % is kept for 10 years after its issue', OLD.number;
        END IF;
        RETURN OLD;
      END $$`);
    await q.query(`CREATE TRIGGER invoice_is_kept BEFORE UPDATE OR DELETE ON invoice FOR EACH ROW EXECUTE FUNCTION invoice_is_kept()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE invoice`);
    await q.query(`DROP FUNCTION invoice_is_kept()`);
    await q.query(`DROP TABLE invoice_series`);
  }
}
