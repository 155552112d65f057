// When each cache tag was last revalidated, in milliseconds on the database's clock. In shared
// mode this is a copy of the next_cache_tags table that SharedCache keeps current by polling.
export type TagTime = { tag: string; staleAt: number | null; expiredAt: number | null };

// What revalidateTag(tag, durations) changes, as Next's own file-system cache does: with a profile
// the tag is stale now and expires after `expire` seconds (0: now); without one it expires now.
// `null` keeps the value the tag had.
export type TagChange = { staleNow: boolean; expireInSeconds: number | null };

export function tagChange(durations?: { expire?: number }): TagChange {
  if (!durations) return { staleNow: false, expireInSeconds: 0 };
  return { staleNow: true, expireInSeconds: durations.expire ?? null };
}

export class TagTimes {
  private readonly times = new Map<string, TagTime>();

  apply(rows: TagTime[]): void {
    for (const row of rows) this.times.set(row.tag, row);
  }

  // For the local store: the same change the SQL in postgres-cache-store applies.
  change(tags: string[], change: TagChange, now: number): TagTime[] {
    const rows = tags.map((tag) => {
      const before = this.times.get(tag);
      return {
        tag,
        staleAt: change.staleNow ? now : (before?.staleAt ?? null),
        expiredAt: change.expireInSeconds !== null ? now + change.expireInSeconds * 1000 : (before?.expiredAt ?? null),
      };
    });
    this.apply(rows);
    return rows;
  }

  // An entry made at `lastModified` that carries one of `tags` is out of date when a tag was
  // marked stale after it was made, or expired after it was made and the expiry has come. A stale
  // entry is treated as a miss too: the app only ever expires at once, and a blocking render is
  // never staler than asked.
  invalidates(tags: Iterable<string>, lastModified: number, now: number): boolean {
    for (const tag of tags) {
      const time = this.times.get(tag);
      if (!time) continue;
      if (time.staleAt !== null && time.staleAt > lastModified) return true;
      if (time.expiredAt !== null && time.expiredAt > lastModified && time.expiredAt <= now) return true;
    }
    return false;
  }
}
