import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff order list's attention filter (issue 29: `orders(attention: true)`, `o.attention <> '[]'`) at 100× the
 * data (docs/perf/plans-100x.md): the orders staff must look at are few (~1.5 % of them), so they get an index of
 * their own in the list's keyset order. Its first page reads the index instead of filtering the newest orders one by
 * one, and its count is an index-only scan of those few instead of a sequential scan of every order.
 *
 * The list's other statements need nothing new: the page and its items and status history have their indexes
 * (customer_order_keyset_idx, order_item_order_idx, order_status_change_order_idx), and every relation its DataLoader
 * reads by `order_id IN (…)` is answered by an index that starts with order_id (payment_order_idx, refund_order_idx,
 * chargeback_order_idx, order_payment_change_order_idx, invoice_order_idx, order_event's unique (order_id, key)).
 */
export class OrderListIndexes1732520000000 implements MigrationInterface {
  name = 'OrderListIndexes1732520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX customer_order_attention_idx ON customer_order (created_at DESC, id DESC) WHERE attention <> '[]'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS customer_order_attention_idx`);
  }
}
