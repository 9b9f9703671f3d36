/**
 * A binary min-heap of integer items by numeric priority. Equal priorities come out in
 * insertion order, so searches that use it are deterministic.
 */
export class MinHeap {
  private readonly items: number[] = [];
  private readonly priorities: number[] = [];
  private readonly order: number[] = [];
  private pushed = 0;

  get size(): number {
    return this.items.length;
  }

  /** Empties the heap for reuse. */
  clear(): void {
    this.items.length = 0;
    this.priorities.length = 0;
    this.order.length = 0;
    this.pushed = 0;
  }

  /** The smallest priority waiting (Infinity when empty). */
  peekPriority(): number {
    return this.priorities[0] ?? Infinity;
  }

  push(item: number, priority: number): void {
    const order = this.pushed++;
    let i = this.items.length;
    // Sift the hole up, then drop the new entry into it.
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pp = this.priorities[parent]!;
      if (pp < priority || (pp === priority && this.order[parent]! < order)) break;
      this.items[i] = this.items[parent]!;
      this.priorities[i] = pp;
      this.order[i] = this.order[parent]!;
      i = parent;
    }
    this.items[i] = item;
    this.priorities[i] = priority;
    this.order[i] = order;
  }

  /** Removes and returns the item with the smallest priority; undefined when empty. */
  pop(): number | undefined {
    const n = this.items.length;
    if (n === 0) return undefined;
    const top = this.items[0];
    const item = this.items.pop()!;
    const priority = this.priorities.pop()!;
    const order = this.order.pop()!;
    const size = n - 1;
    if (size === 0) return top;
    // Sift the hole at the root down, then drop the last entry into it.
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= size) break;
      const right = child + 1;
      if (right < size && this.before(right, child)) child = right;
      const cp = this.priorities[child]!;
      if (cp > priority || (cp === priority && this.order[child]! > order)) break;
      this.items[i] = this.items[child]!;
      this.priorities[i] = cp;
      this.order[i] = this.order[child]!;
      i = child;
    }
    this.items[i] = item;
    this.priorities[i] = priority;
    this.order[i] = order;
    return top;
  }

  private before(a: number, b: number): boolean {
    const pa = this.priorities[a]!;
    const pb = this.priorities[b]!;
    return pa < pb || (pa === pb && this.order[a]! < this.order[b]!);
  }
}
