// A byte-bounded least-recently-used map: each instance's copy of the entries it serves, so a hit
// costs no database round trip. Never the source of truth (see SharedCache).
export class MemoryLru<V> {
  private readonly items = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    // Map keeps insertion order: re-inserting makes this the most recently used
    this.items.delete(key);
    this.items.set(key, item);
    return item.value;
  }

  set(key: string, value: V, size: number): void {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.items.set(key, { value, size });
    this.bytes += size;
    for (const oldest of this.items.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.bytes -= item.size;
  }

  get size(): number {
    return this.items.size;
  }
}
