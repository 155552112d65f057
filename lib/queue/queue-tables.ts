import type pg from "pg";
import { QUEUE_SCHEMA } from "./boss";

// A job's row goes through three versions (created, active, completed) and the state is in the
// partial index pg-boss fetches by, so none of those updates is HOT: that index keeps an entry per
// version until vacuum, and every fetch visits them all (22 ms for a fetch that found nothing with
// 25,000 left behind, measured on the bench). So each queue's table is vacuumed and analyzed after 1,000 rows
// rather than 20% of the table, without cost delay. Where no autovacuum runs (PGlite, or a server
// with autovacuum = off) the worker vacuums them itself every minute (docs/decisions/141).
const RELOPTIONS = [
  "autovacuum_vacuum_scale_factor = 0",
  "autovacuum_vacuum_threshold = 1000",
  "autovacuum_vacuum_cost_delay = 0",
  "autovacuum_analyze_scale_factor = 0",
  "autovacuum_analyze_threshold = 1000",
].join(", ");

async function partitionsOf(pool: pg.Pool, queues: string[]): Promise<string[]> {
  const { rows } = await pool.query<{ partition: string }>(`SELECT partition_name AS partition FROM ${QUEUE_SCHEMA}.queue WHERE name = ANY($1)`, [queues]);
  return rows.map((r) => r.partition).filter((name) => /^j[0-9a-f]+$/.test(name));
}

export async function tuneQueueTables(pool: pg.Pool, queues: string[], log: (line: string) => void): Promise<void> {
  for (const partition of await partitionsOf(pool, queues)) {
    try {
      await pool.query(`ALTER TABLE ${QUEUE_SCHEMA}."${partition}" SET (${RELOPTIONS})`);
    } catch (error) {
      log(`could not set autovacuum options on ${QUEUE_SCHEMA}.${partition}: ${(error as Error).message}`);
    }
  }
}

export async function autovacuumRuns(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ on: boolean }>("SELECT current_setting('autovacuum') = 'on' AS on");
  return rows[0]?.on === true;
}

export async function vacuumQueueTables(pool: pg.Pool, queues: string[], log: (line: string) => void): Promise<void> {
  for (const partition of await partitionsOf(pool, queues)) {
    // ANALYZE too (no autovacuum, no auto-analyze); SKIP_LOCKED: another instance doing it is enough
    await pool.query(`VACUUM (ANALYZE, SKIP_LOCKED) ${QUEUE_SCHEMA}."${partition}"`).catch((error: Error) => log(`vacuum of ${partition} failed: ${error.message}`));
  }
}
