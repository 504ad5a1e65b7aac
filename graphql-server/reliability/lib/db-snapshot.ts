/**
 * What the database holds, table by table, to prove that a refused input changed nothing: per table the row
 * count and a checksum of all its rows (md5 over the sorted md5s of every row's text form), one query for all
 * tables. When a table's checksum moves, its rows' hashes are read and compared with the ones kept from
 * before, so a change is counted in rows (came, went, changed).
 *
 * Left out, because it changes on refusals by design: `rate_limit` (it counts requests, refused ones too:
 * every mutation takes a point of the client's write budget before it runs, and a failed sign-in counts
 * against the sign-in limits; docs/RELIABILITY.md "Rate limits"). Not read at all: the mail queue's own bookkeeping
 * (pg-boss's jobs, queues and archive live in the schema `pgboss`; only `public` is read). A mail an accepted input
 * wrote to `outbox_mail` is a change of that input, as it should be.
 */
import type { DataSource } from 'typeorm';

export const CHANGING_ON_REFUSAL = ['rate_limit'] as const;

export interface Difference {
  /** Rows changed: per table the larger of rows gone and rows come (an update is one of each). */
  rows: number;
  tables: Record<string, { before: number; after: number; gone: number; come: number }>;
}

type Rows = Map<string, number>;

export class Snapshots {
  private tables: string[] = [];
  private checksumSql = '';
  /** Per table: its count and checksum, and its rows' hashes as last read. */
  private readonly state = new Map<string, { n: number; sum: string; rows: Rows }>();

  constructor(private readonly ds: DataSource) {}

  private async rowsOf(table: string): Promise<Rows> {
    const rows: { h: string }[] = await this.ds.query(`SELECT md5(x::text) AS h FROM "${table}" x`);
    const map: Rows = new Map();
    for (const { h } of rows) map.set(h, (map.get(h) ?? 0) + 1);
    return map;
  }

  private async checksums(): Promise<{ t: string; n: number; sum: string }[]> {
    const rows: { t: string; n: string; sum: string }[] = await this.ds.query(this.checksumSql);
    return rows.map((r) => ({ t: r.t, n: Number(r.n), sum: r.sum }));
  }

  /** Reads every table once; later calls to `changes` compare with this. */
  async start(): Promise<string[]> {
    const rows: { table_name: string }[] = await this.ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    this.tables = rows.map((r) => r.table_name).filter((t) => !(CHANGING_ON_REFUSAL as readonly string[]).includes(t));
    this.checksumSql = this.tables
      .map((t) => `SELECT '${t}' AS t, count(*) AS n, md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) AS sum FROM "${t}" x`)
      .join(' UNION ALL ');
    for (const { t, n, sum } of await this.checksums()) this.state.set(t, { n, sum, rows: await this.rowsOf(t) });
    return this.tables;
  }

  /** What changed since the last call (or `start`). */
  async changes(): Promise<Difference> {
    const result: Difference = { rows: 0, tables: {} };
    for (const { t, n, sum } of await this.checksums()) {
      const before = this.state.get(t)!;
      if (before.sum === sum) continue;
      const rows = await this.rowsOf(t);
      let gone = 0;
      let come = 0;
      for (const [h, k] of before.rows) gone += Math.max(0, k - (rows.get(h) ?? 0));
      for (const [h, k] of rows) come += Math.max(0, k - (before.rows.get(h) ?? 0));
      result.tables[t] = { before: before.n, after: n, gone, come };
      result.rows += Math.max(gone, come);
      this.state.set(t, { n, sum, rows });
    }
    return result;
  }
}
