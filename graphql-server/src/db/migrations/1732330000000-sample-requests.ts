import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Colour sample requests (Gratis kleurstaal aanvragen): what a shopper asked for and where to send it, kept
 * when the product is removed (product_id becomes null), with an index for the staff list, newest first.
 */
export class SampleRequests1732330000000 implements MigrationInterface {
  name = 'SampleRequests1732330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sample_request (
        id          serial PRIMARY KEY,
        product_id  integer REFERENCES product (id) ON DELETE SET NULL,
        color       text NOT NULL,
        name        text NOT NULL,
        address     text NOT NULL,
        email       text NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        handled_at  timestamptz
      )`);
    await q.query(`CREATE INDEX sample_request_keyset_idx ON sample_request (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS sample_request`);
  }
}
