/**
 * A 4-ary min-heap of integer items by numeric priority (half the levels of a binary one:
 * the search pops as often as it pushes, and a pop sifts down the whole depth). Equal priorities come out in
 * insertion order, so searches that use it are deterministic. The entries live in typed
 * arrays that grow by doubling and are kept between uses: the router's searches push
 * hundreds of thousands of entries, and plain arrays of boxed numbers were most of their
 * time.
 */
export class MinHeap {
  private items = new Int32Array(1024);
  private priorities = new Float64Array(1024);
  private order = new Float64Array(1024);
  private count = 0;
  private pushed = 0;

  get size(): number {
    return this.count;
  }

  /** Empties the heap for reuse (its buffers stay). */
  clear(): void {
    this.count = 0;
    this.pushed = 0;
  }

  /** The smallest priority waiting (Infinity when empty). */
  peekPriority(): number {
    return this.count > 0 ? this.priorities[0]! : Infinity;
  }

  push(item: number, priority: number): void {
    if (this.count === this.items.length) this.grow();
    const { items, priorities, order } = this;
    const stamp = this.pushed++;
    let i = this.count++;
    // Sift the hole up, then drop the new entry into it.
    while (i > 0) {
      const parent = (i - 1) >> 2;
      const pp = priorities[parent]!;
      if (pp < priority || (pp === priority && order[parent]! < stamp)) break;
      items[i] = items[parent]!;
      priorities[i] = pp;
      order[i] = order[parent]!;
      i = parent;
    }
    items[i] = item;
    priorities[i] = priority;
    order[i] = stamp;
  }

  /** Removes and returns the item with the smallest priority; undefined when empty. */
  pop(): number | undefined {
    if (this.count === 0) return undefined;
    const { items, priorities, order } = this;
    const top = items[0]!;
    const size = --this.count;
    if (size === 0) return top;
    const item = items[size]!;
    const priority = priorities[size]!;
    const stamp = order[size]!;
    // Sift the hole at the root down, then drop the last entry into it.
    let i = 0;
    for (;;) {
      const first = 4 * i + 1;
      if (first >= size) break;
      let child = first;
      let cp = priorities[first]!;
      const last = first + 4 < size ? first + 4 : size;
      for (let c = first + 1; c < last; c++) {
        const pc = priorities[c]!;
        if (pc < cp || (pc === cp && order[c]! < order[child]!)) {
          child = c;
          cp = pc;
        }
      }
      if (cp > priority || (cp === priority && order[child]! > stamp)) break;
      items[i] = items[child]!;
      priorities[i] = cp;
      order[i] = order[child]!;
      i = child;
    }
    items[i] = item;
    priorities[i] = priority;
    order[i] = stamp;
    return top;
  }

  private grow(): void {
    const capacity = 2 * this.items.length;
    const items = new Int32Array(capacity);
    const priorities = new Float64Array(capacity);
    const order = new Float64Array(capacity);
    items.set(this.items);
    priorities.set(this.priorities);
    order.set(this.order);
    [this.items, this.priorities, this.order] = [items, priorities, order];
  }
}
