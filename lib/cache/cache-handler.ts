import { readFileSync } from "node:fs";
import path from "node:path";
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import { PostgresCacheStore } from "./postgres-cache-store";
import { SharedCache } from "./shared-cache";

// Next.js's incremental cache (next.config.js `cacheHandler`): ISR pages such as /careers/[slug]
// and unstable_cache data, shared by every instance through PostgreSQL (docs/decisions/130).
// Next makes one handler per request; the entries and tag times live in the process's SharedCache.
// Next imports this file itself, so it is loaded through tsx (scripts/serve.ts); the production
// server is the only phase that uses it (next.config.js).

type GetContext = Parameters<CacheHandler["get"]>[1];
type SetContext = Parameters<CacheHandler["set"]>[2];
type SetValue = Parameters<CacheHandler["set"]>[1];

// A request's entries are dated from when it started (a render that read the data before a
// change must not outlive the change), but never more than this before they are stored, in case
// Next ever keeps one handler beyond a request.
const MAX_RENDER_MS = 30_000;
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

const processCache = globalThis as unknown as { hiringSharedCache?: SharedCache };

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

// PostgreSQL when the app has a real database; memory alone with the embedded one, which serves
// one connection to one instance (docs/decisions/010), or when there is no database at all.
export function createSharedCache(ctx: Pick<CacheHandlerContext, "serverDistDir" | "maxMemoryCacheSize">, environment: Record<string, string | undefined> = process.env): SharedCache {
  const memoryBytes = ctx.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES;
  const url = environment.DATABASE_URL;
  if (!url || environment.DATABASE_EMBEDDED === "true") return new SharedCache(null, "local", memoryBytes);
  const store = new PostgresCacheStore({
    connectionString: url,
    connectTimeoutMs: number(environment.DB_CONNECT_TIMEOUT_MS, 3000),
    statementTimeoutMs: number(environment.DB_STATEMENT_TIMEOUT_MS, 10_000),
  });
  return new SharedCache(store, buildId(ctx.serverDistDir), memoryBytes);
}

function buildId(serverDistDir: string | undefined): string {
  if (!serverDistDir) return "unknown";
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "unknown";
  }
}

export default class SharedCacheHandler {
  private readonly cache: SharedCache;
  private readonly startedAt: number;

  constructor(ctx: CacheHandlerContext) {
    processCache.hiringSharedCache ??= createSharedCache(ctx);
    this.cache = processCache.hiringSharedCache;
    this.startedAt = this.cache.now();
  }

  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    // a data read (unstable_cache, fetch) names its tags and its page's implicit tags
    const extraTags = ctx.kind === ("FETCH" as GetContext["kind"]) && "tags" in ctx ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    return this.cache.get(key, extraTags);
  }

  async set(key: string, value: SetValue, ctx: SetContext): Promise<void> {
    const lastModified = Math.floor(Math.max(this.startedAt, this.cache.now() - MAX_RENDER_MS));
    const cacheControl = !ctx.fetchCache && "cacheControl" in ctx ? ctx.cacheControl : undefined;
    await this.cache.set(key, { value, lastModified, ...(cacheControl ? { cacheControl } : {}) });
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    await this.cache.revalidateTags(typeof tags === "string" ? [tags] : tags, durations);
  }

  resetRequestCache(): void {}
}
