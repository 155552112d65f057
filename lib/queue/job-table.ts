import { QUEUE_SCHEMA } from "./boss";

// Every queue's jobs share pg-boss's job_common table, whose autovacuum settings the migration
// tunes (20261128300000_pg_boss_12). Where no autovacuum runs (PGlite, or a server with
// autovacuum = off) the workers vacuum it themselves, or every fetch walks the dead index entries
// that each job's three versions leave behind.
export async function vacuumJobTable(pool: { query: (text: string) => Promise<unknown> }, log: (line: string) => void): Promise<void> {
  // ANALYZE too (no autovacuum, no auto-analyze); SKIP_LOCKED: another instance doing it is enough
  await pool.query(`VACUUM (ANALYZE, SKIP_LOCKED) ${QUEUE_SCHEMA}.job_common`).catch((error: Error) => log(`vacuum of the job table failed: ${error.message}`));
}
