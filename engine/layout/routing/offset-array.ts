/**
 * A dense array indexed by any integer from a moving base: slots between the least and the
 * greatest index set so far. For indexes that are cells of a layout (a few hundred or thousand
 * in a row), where a Map's hashing cost most of the look-ups the router makes per shape tried.
 */
export class OffsetArray<T> {
  private base = 0;
  private items: Array<T | undefined> = [];

  get(index: number): T | undefined {
    const k = index - this.base;
    return k >= 0 && k < this.items.length ? this.items[k] : undefined;
  }

  /** The value at `index`, made with `create` and stored first when there is none. */
  getOrCreate(index: number, create: () => T): T {
    const found = this.get(index);
    if (found !== undefined) return found;
    const value = create();
    this.set(index, value);
    return value;
  }

  set(index: number, value: T): void {
    if (this.items.length === 0) this.base = index;
    let k = index - this.base;
    if (k < 0) {
      // Room below, and as much again as the row holds: a row filled from both ends (the
      // track index's, as routes run either way) would otherwise be copied at every step down.
      const grow = Math.max(-k, this.items.length);
      const items = new Array<T | undefined>(grow + this.items.length);
      for (let i = 0; i < grow; i++) items[i] = undefined;
      for (let i = 0; i < this.items.length; i++) items[grow + i] = this.items[i];
      this.items = items;
      this.base -= grow;
      k += grow;
    }
    while (this.items.length < k) this.items.push(undefined);
    this.items[k] = value;
  }

  /** Every value set, by ascending index. */
  *values(): Generator<T> {
    for (const value of this.items) if (value !== undefined) yield value;
  }
}
