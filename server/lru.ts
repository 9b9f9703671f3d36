/** The bounds of an LruCache: entries (default unbounded) and bytes, when the cache is given a way to size its values. */
export interface LruLimits {
  entries?: number;
  bytes?: number;
}

/**
 * A least-recently-used map, bounded by entries and (given `sizeOf`) by bytes: revisions
 * are immutable, so their parsed forms and views can be kept, but one large diagram's
 * version weighs as much as hundreds of small ones, so a count alone does not bound memory.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly limits: LruLimits,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  /** Entries held and their bytes as sizeOf counts them. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value, dropping the least recently used ones past the bounds; a value over the whole byte budget is not kept. */
  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (this.limits.bytes !== undefined && bytes > this.limits.bytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    while (this.entries.size > (this.limits.entries ?? Infinity) || (this.limits.bytes !== undefined && this.bytes > this.limits.bytes)) {
      this.delete(this.entries.keys().next().value as K);
    }
  }

  /** Forgets a value (nothing happens when it is not held). */
  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
