/**
 * A least-recently-used map bounded by the bytes of its values (PNGs, SVGs): the oldest
 * entries go once the total passes the budget. A value larger than the whole budget is
 * not kept at all.
 */
export class ByteLru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly budgetBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.budgetBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    while (this.total > this.budgetBytes) {
      const oldest = this.entries.keys().next().value as K;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** The bytes held now (at most the budget). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}
