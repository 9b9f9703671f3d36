/** A job waiting for a drawing thread. */
export interface Waiter {
  admit(): void;
  refuse(reason: unknown): void;
}

/**
 * The jobs of one class of callers (keyed workspaces, or keyless addresses) waiting for a
 * thread: one first-in-first-out line per caller, the lines served in turn (round-robin),
 * so a caller with many jobs waiting delays another caller by at most one job per turn.
 */
export class CallerLines {
  // Map order is the turn order: a line that is served moves to the back.
  private readonly lines = new Map<string, Waiter[]>();
  private count = 0;

  /** Jobs waiting in every line. */
  get size(): number {
    return this.count;
  }

  /** Jobs waiting in one caller's line. */
  lengthOf(caller: string): number {
    return this.lines.get(caller)?.length ?? 0;
  }

  /** Puts a job at the end of its caller's line (a new line goes after every other). */
  push(caller: string, waiter: Waiter): void {
    const line = this.lines.get(caller);
    if (line) line.push(waiter);
    else this.lines.set(caller, [waiter]);
    this.count += 1;
  }

  /**
   * Takes the first job of the first line in turn whose caller may start now, and sends
   * that line to the back; undefined when no caller may start.
   */
  takeNext(mayStart: (caller: string) => boolean): { caller: string; waiter: Waiter } | undefined {
    for (const [caller, line] of this.lines) {
      if (!mayStart(caller)) continue;
      const waiter = line.shift()!;
      this.lines.delete(caller);
      if (line.length > 0) this.lines.set(caller, line);
      this.count -= 1;
      return { caller, waiter };
    }
    return undefined;
  }

  /** Takes a job out of its line (it gave up waiting); false when it was not there. */
  remove(caller: string, waiter: Waiter): boolean {
    const line = this.lines.get(caller);
    const at = line?.indexOf(waiter) ?? -1;
    if (!line || at < 0) return false;
    line.splice(at, 1);
    if (line.length === 0) this.lines.delete(caller);
    this.count -= 1;
    return true;
  }

  /**
   * For a full queue: takes the newest job of the longest line when that line is at least
   * two jobs longer than `caller`'s, so that taking it and adding one of `caller`'s leaves
   * the lines more even; undefined otherwise (then `caller` is the one refused).
   */
  takeFromLongest(caller: string): Waiter | undefined {
    let longest: [string, Waiter[]] | undefined;
    for (const entry of this.lines) if (!longest || entry[1].length > longest[1].length) longest = entry;
    if (!longest || longest[1].length < this.lengthOf(caller) + 2) return undefined;
    const [owner, line] = longest;
    const waiter = line.pop()!;
    if (line.length === 0) this.lines.delete(owner);
    this.count -= 1;
    return waiter;
  }

  /** Empties every line, returning the jobs that waited. */
  takeAll(): Waiter[] {
    const all = [...this.lines.values()].flat();
    this.lines.clear();
    this.count = 0;
    return all;
  }
}
