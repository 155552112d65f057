import pg from "pg";
import type { TagChange, TagTime } from "./tag-times";

// The shared store behind every instance's memory copy: next_cache_entries and next_cache_tags
// (prisma/migrations/20261123110000_shared_page_cache). Plain pg with its own small pool, because
// Next loads the cache handler outside the app's module graph (no Prisma client, no lib/db).

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

export type StoredEntry = { entry: string; lastModified: number };

export class PostgresCacheStore {
  private readonly pool: pg.Pool;

  constructor(options: { connectionString: string; connectTimeoutMs: number; statementTimeoutMs: number }) {
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      // the poller plus the occasional miss or write: one connection most of the time
      max: 2,
      connectionTimeoutMillis: options.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      statement_timeout: options.statementTimeoutMs,
      lock_timeout: options.statementTimeoutMs,
      application_name: "hiring-cache",
    });
    this.pool.on("error", (error) => logCacheError("idle cache connection failed", error));
  }

  async readEntry(buildId: string, key: string): Promise<StoredEntry | null> {
    const { rows } = await this.pool.query<StoredEntry>({
      name: "next-cache-read",
      text: `SELECT entry, ${ms("last_modified")} AS "lastModified" FROM next_cache_entries WHERE build_id = $1 AND key = $2`,
      values: [buildId, key],
    });
    return rows[0] ?? null;
  }

  // An entry made earlier than the stored one (a slow render finishing late) does not replace it.
  async writeEntry(buildId: string, key: string, entry: string, lastModified: number): Promise<void> {
    await this.pool.query({
      name: "next-cache-write",
      text: `INSERT INTO next_cache_entries AS e (build_id, key, entry, last_modified, updated_at)
             VALUES ($1, $2, $3, to_timestamp($4::float8 / 1000), now())
             ON CONFLICT (build_id, key) DO UPDATE
               SET entry = EXCLUDED.entry, last_modified = EXCLUDED.last_modified, updated_at = EXCLUDED.updated_at
             WHERE e.last_modified <= EXCLUDED.last_modified`,
      values: [buildId, key, entry, lastModified],
    });
  }

  // Times come from the database's clock, the one every instance compares entries against.
  // The tags' new times, and the database's clock when it wrote them.
  async changeTags(tags: string[], change: TagChange): Promise<{ tags: TagTime[]; at: number }> {
    const { rows } = await this.pool.query<TagTime & { at: number }>({
      name: "next-cache-change-tags",
      text: `WITH now AS (SELECT clock_timestamp() AS at)
             INSERT INTO next_cache_tags AS t (tag, stale_at, expired_at, updated_at)
             SELECT tag, CASE WHEN $2 THEN now.at END, now.at + $3::float8 * interval '1 second', now.at
               FROM unnest($1::text[]) AS tag, now
             ON CONFLICT (tag) DO UPDATE
               SET stale_at = COALESCE(EXCLUDED.stale_at, t.stale_at),
                   expired_at = COALESCE(EXCLUDED.expired_at, t.expired_at),
                   updated_at = EXCLUDED.updated_at
             RETURNING tag, ${ms("stale_at")} AS "staleAt", ${ms("expired_at")} AS "expiredAt", ${ms("updated_at")} AS at`,
      values: [tags, change.staleNow, change.expireInSeconds],
    });
    return { tags: rows.map(({ tag, staleAt, expiredAt }) => ({ tag, staleAt, expiredAt })), at: Math.max(...rows.map((row) => row.at)) };
  }

  // Tags changed after `since` (ms, database clock; 0 for all) and the database's clock now.
  async tagsChangedSince(since: number): Promise<{ tags: TagTime[]; now: number }> {
    const { rows } = await this.pool.query<{ now: number; tags: TagTime[] }>({
      name: "next-cache-poll-tags",
      text: `SELECT ${ms("clock_timestamp()")} AS now,
                    COALESCE((SELECT json_agg(json_build_object('tag', tag, 'staleAt', ${ms("stale_at")}, 'expiredAt', ${ms("expired_at")}))
                                FROM next_cache_tags WHERE updated_at > to_timestamp($1::float8 / 1000)), '[]') AS tags`,
      values: [since],
    });
    return rows[0];
  }

  // Entries nobody has rewritten for a long time (old builds, pages nobody visits) are dropped.
  async prune(olderThanDays: number): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM next_cache_entries WHERE updated_at < now() - $1::int * interval '1 day'`, [olderThanDays]);
    return rowCount ?? 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export function logCacheError(message: string, error: unknown): void {
  console.error(JSON.stringify({ level: "error", message: `shared cache: ${message}`, error: error instanceof Error ? error.message : String(error) }));
}
