import type { CacheHandlerValue } from "next/dist/server/lib/incremental-cache";
import type { IncrementalCacheValue } from "next/dist/server/response-cache";

// What the shared cache keeps per key: Next's value, its lifetime, and when it was made (the
// start of the request that rendered it, on the database's clock).
export type CacheEntry = Required<Pick<CacheHandlerValue, "lastModified">> & {
  value: IncrementalCacheValue | null;
  cacheControl?: CacheHandlerValue["cacheControl"];
};

// The header Next puts the tags of a rendered page or route response in (NEXT_CACHE_TAGS_HEADER).
const TAGS_HEADER = "x-next-cache-tags";

// Tags an entry carries: a data entry (unstable_cache, fetch) lists them; a page or route response
// carries every tag its render read (the board tag of the data it used) in a header.
export function entryTags(value: IncrementalCacheValue | null): string[] {
  if (!value) return [];
  if (value.kind === "FETCH") return value.tags ?? [];
  if ("headers" in value && value.headers) {
    const header = value.headers[TAGS_HEADER];
    if (typeof header === "string" && header) return header.split(",");
  }
  return [];
}

// Entries hold Buffers (RSC payload, route bodies) and a Map (segment data); JSON alone would lose
// both, so they travel as single-key marker objects.
export function encodeEntry(entry: CacheEntry): string {
  return JSON.stringify(toJson(entry));
}

export function decodeEntry(text: string): CacheEntry {
  return fromJson(JSON.parse(text)) as CacheEntry;
}

function toJson(value: unknown): unknown {
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
  if (value instanceof Map) return { $map: [...value].map(([k, v]) => [k, toJson(v)]) };
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJson(v);
    return out;
  }
  return value;
}

function fromJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromJson);
  if (!value || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && keys[0] === "$bytes" && typeof record.$bytes === "string") return Buffer.from(record.$bytes, "base64");
  if (keys.length === 1 && keys[0] === "$map" && Array.isArray(record.$map)) {
    return new Map((record.$map as [string, unknown][]).map(([k, v]) => [k, fromJson(v)]));
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) out[k] = fromJson(v);
  return out;
}
