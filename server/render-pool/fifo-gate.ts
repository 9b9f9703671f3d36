/**
 * At most `capacity` holders at once; everyone else waits in arrival order.
 *
 * Why the drawer queues jobs itself instead of leaving it to piscina: piscina 5 puts a task
 * that has an abort signal and finds no free thread at the back of its queue every time a
 * thread frees up, so under steady load some jobs were passed over for the whole run (8 s
 * waits next to a 45 ms median, scratch measurement on one thread; its `stricterFIFO`
 * option puts newcomers first instead, which starves the oldest). Giving piscina a job only
 * when a thread is free leaves it nothing to reorder.
 */
export class FifoGate {
  private holders = 0;
  private readonly waiting: Array<{ admit: () => void; refuse: (reason: unknown) => void }> = [];

  constructor(private readonly capacity: number) {}

  /** Jobs waiting for a place (not counting the holders). */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Resolves when the caller holds a place; it must call leave() once done. Rejects with
   * the signal's reason if the signal aborts first (the caller then holds nothing).
   */
  enter(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.holders < this.capacity && this.waiting.length === 0) {
      this.holders += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        admit: () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        },
        refuse: (reason: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(reason);
        },
      };
      const onAbort = () => {
        const at = this.waiting.indexOf(entry);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  /** Gives the caller's place to the longest-waiting job, if any. */
  leave(): void {
    const next = this.waiting.shift();
    if (next !== undefined) next.admit();
    else this.holders -= 1;
  }

  /** Refuses every waiting job with `reason`; holders keep their places. */
  refuseWaiting(reason: unknown): void {
    for (const entry of this.waiting.splice(0)) entry.refuse(reason);
  }
}
