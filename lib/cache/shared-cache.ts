import { decodeEntry, encodeEntry, entryTags, type CacheEntry } from "./cache-entry-codec";
import { MemoryLru } from "./memory-lru";
import { logCacheError, type PostgresCacheStore } from "./postgres-cache-store";
import { TagTimes, tagChange } from "./tag-times";

// One per process. With a store (PostgreSQL), entries and tag revalidations live in the database
// and this process keeps a memory copy of both: entries it has served, and every tag's times,
// refreshed by a poll every POLL_MS. A change through any instance therefore reaches every other
// instance within one poll (docs/decisions/130, 131). Without a store (the embedded database: one
// instance) the memory copy is all there is, which is correct for a single instance.
export const POLL_MS = 250;
// re-read tags changed this long before the last poll: a revalidation stamped just before a poll
// may commit just after it
const POLL_OVERLAP_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_AFTER_DAYS = 7;

export class SharedCache {
  private readonly memory: MemoryLru<CacheEntry>;
  private readonly tags = new TagTimes();
  // database clock minus this process's clock, from the polls
  private clockOffset = 0;
  // the latest database time this process has read: now() never answers earlier than it
  private seenDatabaseTime = 0;
  private polledUpTo = 0;
  private readonly loaded: Promise<void>;
  private isLoaded: boolean;
  private isFailing = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private lastPrune = Date.now();
  private closed = false;
  private pollWaiters: (() => void)[] = [];

  constructor(
    private readonly store: PostgresCacheStore | null,
    private readonly buildId: string,
    memoryBytes: number,
  ) {
    this.memory = new MemoryLru(memoryBytes);
    this.isLoaded = !store;
    this.loaded = store ? this.poll() : Promise.resolve();
    this.loaded.catch(() => {}); // get() reports it as a miss
  }

  get isShared(): boolean {
    return this.store !== null;
  }

  // Now on the database's clock (this process's clock without a store). The offset from the polls
  // is only good to half a round trip, so a request starting just after this process wrote a change
  // could be dated before the change's stamp and its page refused as stale; a database time this
  // process has read has passed, so now() is never earlier than the latest one.
  now(): number {
    return Math.max(Date.now() + this.clockOffset, this.seenDatabaseTime);
  }

  private sawDatabaseTime(at: number): void {
    if (at > this.seenDatabaseTime) this.seenDatabaseTime = at;
  }

  // `extraTags`: tags the caller knows the entry by (a data read's tags and its page's implicit tags).
  async get(key: string, extraTags: string[] = []): Promise<CacheEntry | null> {
    if (!this.isLoaded) {
      // until the tag times are known no entry can be vouched for: a miss renders fresh
      try {
        await this.loaded;
      } catch {
        return null;
      }
    }
    let entry = this.memory.get(key);
    if (!entry && this.store) {
      try {
        const stored = await this.store.readEntry(this.buildId, key);
        if (stored) {
          entry = decodeEntry(stored.entry);
          this.memory.set(key, entry, stored.entry.length);
        }
      } catch (error) {
        logCacheError(`could not read ${key}`, error);
        return null;
      }
    }
    if (!entry) return null;
    const tags = extraTags.length ? [...entryTags(entry.value), ...extraTags] : entryTags(entry.value);
    if (this.tags.invalidates(tags, entry.lastModified, this.now())) {
      this.memory.delete(key);
      return null;
    }
    return entry;
  }

  async set(key: string, entry: CacheEntry): Promise<void> {
    const encoded = encodeEntry(entry);
    this.memory.set(key, entry, encoded.length);
    if (!this.store) return;
    try {
      await this.store.writeEntry(this.buildId, key, encoded, entry.lastModified);
    } catch (error) {
      logCacheError(`could not store ${key}`, error);
    }
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      this.store.prune(PRUNE_AFTER_DAYS).catch((error) => logCacheError("could not prune old entries", error));
    }
  }

  // Written to the database before it returns, and applied here at once: this instance shows
  // the change on its next request, the others after their next poll.
  async revalidateTags(tags: string[], durations?: { expire?: number }): Promise<void> {
    if (tags.length === 0) return;
    const change = tagChange(durations);
    if (!this.store) {
      this.tags.change(tags, change, this.now());
      return;
    }
    try {
      const written = await this.store.changeTags(tags, change);
      this.sawDatabaseTime(written.at);
      this.tags.apply(written.tags);
    } catch (error) {
      // the change itself is committed; at least this instance shows it
      logCacheError(`could not record the revalidation of ${tags.join(", ")}; other instances may show the old pages until their backstop`, error);
      this.tags.change(tags, change, this.now());
    }
  }

  // Resolves once a poll that starts after this call has ended: how a test knows this instance has
  // read what other instances committed before, without waiting a fixed time.
  afterNextPoll(): Promise<void> {
    return new Promise((resolve) => this.pollWaiters.push(resolve));
  }

  private async poll(): Promise<void> {
    if (!this.store || this.closed) return;
    const waiters = this.pollWaiters.splice(0);
    try {
      const before = Date.now();
      const { tags, now } = await this.store.tagsChangedSince(this.polledUpTo);
      const after = Date.now();
      // a quick round trip bounds the error of the offset by half its time
      if (after - before < 100) this.clockOffset = now - (before + after) / 2;
      this.sawDatabaseTime(now);
      this.tags.apply(tags);
      this.polledUpTo = now - POLL_OVERLAP_MS;
      this.isLoaded = true;
      if (this.isFailing) console.log(JSON.stringify({ level: "info", message: "shared cache: reading tag revalidations again" }));
      this.isFailing = false;
    } catch (error) {
      // keep serving what this instance has; once the database answers, the poll catches up
      if (!this.isFailing) logCacheError("cannot read tag revalidations; pages may lag until the database answers", error);
      this.isFailing = true;
      if (!this.isLoaded) throw error;
    } finally {
      this.schedule();
      waiters.forEach((resolve) => resolve());
    }
  }

  private schedule(): void {
    if (this.closed) return;
    this.pollTimer = setTimeout(() => void this.poll().catch(() => {}), POLL_MS);
    this.pollTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.pollTimer);
    await this.store?.close();
  }
}
