import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CacheHandlerContext } from "next/dist/server/lib/incremental-cache";
import type { IncrementalCacheValue } from "next/dist/server/response-cache";
import SharedCacheHandler, { createSharedCache } from "@/lib/cache/cache-handler";
import { decodeEntry, encodeEntry, type CacheEntry } from "@/lib/cache/cache-entry-codec";
import { PostgresCacheStore } from "@/lib/cache/postgres-cache-store";
import { SharedCache } from "@/lib/cache/shared-cache";

// Two SharedCache objects on one database stand for two app instances (each has its own memory
// copy and poller); e2e/multi-instance.spec.ts does the same with two real servers.

const url = () => process.env.DATABASE_URL!;
const store = () => new PostgresCacheStore({ connectionString: url(), connectTimeoutMs: 3000, statementTimeoutMs: 5000 });
const unique = () => randomBytes(4).toString("hex");
const opened: SharedCache[] = [];

function instance(buildId = "build-1"): SharedCache {
  const cache = new SharedCache(store(), buildId, 10 * 1024 * 1024);
  opened.push(cache);
  return cache;
}

function page(tag: string, html: string): IncrementalCacheValue {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    headers: { "x-next-cache-tags": `_N_T_/layout,_N_T_/careers/acme,${tag}` },
    postponed: undefined,
    status: 200,
    segmentData: new Map([["/_tree", Buffer.from([0, 255, 1])]]),
  } as IncrementalCacheValue;
}

let admin: pg.Client;

// a tag's revalidation time on the database's clock, as the instances read it
async function staleAt(tag: string): Promise<number> {
  const { rows } = await admin.query<{ ms: number }>("SELECT (extract(epoch FROM stale_at) * 1000)::float8 AS ms FROM next_cache_tags WHERE tag = $1", [tag]);
  return rows[0].ms;
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: url() });
  await admin.connect();
});

afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
  await admin.end();
});

describe("shared cache across instances", () => {
  it("serves an entry stored by one instance from another, Buffers and Maps intact", async () => {
    const [a, b] = [instance(), instance()];
    const key = `/careers/acme-${unique()}`;
    const value = page(`public-board:${unique()}`, "<h1>board</h1>");
    await a.set(key, { value, lastModified: a.now(), cacheControl: { revalidate: 3600, expire: 31536000 } });
    const got = await b.get(key);
    expect(got?.value).toEqual(value);
    expect(Buffer.isBuffer((got?.value as { rscData: Buffer }).rscData)).toBe(true);
    expect(got?.cacheControl).toEqual({ revalidate: 3600, expire: 31536000 });
    // another build never reads it
    expect(await instance("build-2").get(key)).toBeNull();
  });

  it("a tag revalidated through one instance is a miss there at once and on the other within one poll", async () => {
    const [a, b] = [instance(), instance()];
    const tag = `public-board:${unique()}`;
    const key = `/careers/${unique()}`;
    await a.set(key, { value: page(tag, "before"), lastModified: a.now() - 5 });
    expect(await b.get(key)).not.toBeNull(); // now in b's memory
    await a.revalidateTags([tag], { expire: 0 });
    expect(await a.get(key)).toBeNull();
    // b's first poll that starts after the change reads it
    await b.afterNextPoll();
    expect(await b.get(key)).toBeNull();
    const row = await admin.query("SELECT expired_at IS NOT NULL AS expired, stale_at IS NOT NULL AS stale FROM next_cache_tags WHERE tag = $1", [tag]);
    expect(row.rows).toEqual([{ expired: true, stale: true }]);
  });

  it("a data entry is a miss when its page's implicit tag is revalidated (revalidatePath)", async () => {
    const [a, b] = [instance(), instance()];
    const key = unique();
    const value: IncrementalCacheValue = { kind: "FETCH", data: { headers: {}, body: '{"jobs":[]}', status: 200, url: "" }, tags: ["public-board:x"], revalidate: 3600 } as IncrementalCacheValue;
    await a.set(key, { value, lastModified: a.now() - 5 });
    const softTag = `_N_T_/careers/${unique()}`;
    expect(await b.get(key, ["public-board:x", softTag])).not.toBeNull();
    await a.revalidateTags([softTag]); // no profile: expires now
    await b.afterNextPoll();
    expect(await b.get(key, ["public-board:x", softTag])).toBeNull();
    // the same entry read without that page's tags is still good
    expect(await b.get(key, ["public-board:x"])).not.toBeNull();
  });

  it("keeps an entry made after the revalidation, and never one whose render began before it", async () => {
    const [a, b] = [instance(), instance()];
    const tag = `public-board:${unique()}`;
    const [early, late] = [`/careers/${unique()}`, `/careers/${unique()}`];
    // the slow render began a second before the change (times are inputs, not the clock's next tick)
    const renderStartedAt = a.now() - 1000;
    await b.revalidateTags([tag], { expire: 0 });
    const revalidatedAt = await staleAt(tag);
    // it read the data before the change and finishes after it
    await a.set(early, { value: page(tag, "old data"), lastModified: renderStartedAt });
    await a.set(late, { value: page(tag, "new data"), lastModified: revalidatedAt + 1 });
    expect(await b.get(early)).toBeNull();
    await a.afterNextPoll();
    expect(await a.get(early)).toBeNull();
    expect((await b.get(late))?.value).toMatchObject({ html: "new data" });
  });

  it("does not let an older render replace a newer entry in the database", async () => {
    const a = instance();
    const key = `/careers/${unique()}`;
    const now = a.now();
    await a.set(key, { value: page("t", "newer"), lastModified: now });
    await a.set(key, { value: page("t", "older"), lastModified: now - 1000 });
    expect((await instance().get(key))?.value).toMatchObject({ html: "newer" });
  });

  it("dates a handler's entries from the start of its request", async () => {
    const a = instance();
    (globalThis as { hiringSharedCache?: SharedCache }).hiringSharedCache = a;
    const tag = `public-board:${unique()}`;
    // the request started a second before the change
    vi.spyOn(a, "now").mockReturnValueOnce(a.now() - 1000);
    const handler = new SharedCacheHandler({} as CacheHandlerContext);
    await a.revalidateTags([tag], { expire: 0 }); // a change commits while it renders
    await handler.set("/careers/x", page(tag, "read before the change") as never, { cacheControl: { revalidate: 3600, expire: undefined } } as never);
    expect(await handler.get("/careers/x", { kind: "APP_PAGE", isFallback: false } as never)).toBeNull();
    const next = new SharedCacheHandler({} as CacheHandlerContext);
    await next.set("/careers/x", page(tag, "read after") as never, {} as never);
    expect(await next.get("/careers/x", { kind: "APP_PAGE", isFallback: false } as never)).toMatchObject({ value: { html: "read after" } });
    delete (globalThis as { hiringSharedCache?: SharedCache }).hiringSharedCache;
  });

  it("never dates a request before a change this instance wrote, whatever its clock offset's error", async () => {
    const a = instance();
    (globalThis as { hiringSharedCache?: SharedCache }).hiringSharedCache = a;
    await a.afterNextPoll();
    // the polls' offset is good to half a round trip; a loaded machine makes it this wrong and worse
    (a as unknown as { clockOffset: number }).clockOffset -= 60_000;
    const tag = `public-board:${unique()}`;
    await a.revalidateTags([tag], { expire: 0 });
    const handler = new SharedCacheHandler({} as CacheHandlerContext);
    await handler.set("/careers/y", page(tag, "read after the change") as never, {} as never);
    expect(await handler.get("/careers/y", { kind: "APP_PAGE", isFallback: false } as never)).toMatchObject({ value: { html: "read after the change" } });
    delete (globalThis as { hiringSharedCache?: SharedCache }).hiringSharedCache;
  });
});

describe("without a shared database", () => {
  it("keeps entries and tags in the process for the embedded database", async () => {
    const cache = createSharedCache({ maxMemoryCacheSize: 1024 * 1024 }, { DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none", DATABASE_EMBEDDED: "true" });
    opened.push(cache);
    expect(cache.isShared).toBe(false);
    await cache.set("k", { value: page("public-board:acme", "x"), lastModified: cache.now() - 5 });
    expect(await cache.get("k")).not.toBeNull();
    await cache.revalidateTags(["public-board:acme"], { expire: 0 });
    expect(await cache.get("k")).toBeNull();
  });

  it("serves nothing it cannot vouch for while the database is unreachable, and does not throw", async () => {
    const cache = new SharedCache(new PostgresCacheStore({ connectionString: "postgresql://postgres@127.0.0.1:1/none", connectTimeoutMs: 500, statementTimeoutMs: 500 }), "b", 1024 * 1024);
    opened.push(cache);
    await expect(cache.set("k", { value: page("t", "x"), lastModified: cache.now() })).resolves.toBeUndefined();
    expect(await cache.get("k")).toBeNull();
  });

  it("round-trips every value shape through its text form", () => {
    const entry: CacheEntry = { lastModified: 1, value: page("t", "<p>é</p>"), cacheControl: { revalidate: false, expire: undefined } };
    const back = decodeEntry(encodeEntry(entry));
    expect(back.value).toEqual(entry.value);
    expect((back.value as { segmentData: Map<string, Buffer> }).segmentData.get("/_tree")).toEqual(Buffer.from([0, 255, 1]));
  });
});
