import type { DrawingCaller } from '../ports/index.js';
import { CallerLines, type Waiter } from './caller-lines.js';

export interface SchedulerLimits {
  /** Drawing threads. */
  threads: number;
  /** Threads keyless work may hold at once (keylessThreadsFor). */
  keylessThreads: number;
  /** Jobs that may wait at once, keyed and keyless each. */
  maxQueue: number;
  /** Places one workspace's keyed work may hold at once (keyedPlacesFor by default). */
  keyedPlaces?: number;
}

/** A job was refused a place: its class's queue was full, or it was the newest of the longest line when another caller needed the place. */
export class QueueFull extends Error {
  constructor() {
    super('the drawing queue is full');
  }
}

/** Gives back a place in the pool; calling it again does nothing. */
export type Release = () => void;

/**
 * The share of the threads keyless work may hold: half, rounded down, and at least one. On
 * the default two threads one is always left to keyed work. With a single thread nothing
 * can be kept back: keyless work may hold it, and keyed work is served first when it frees.
 */
export function keylessThreadsFor(threads: number): number {
  return Math.max(1, Math.floor(threads / 2));
}

/**
 * The places one workspace may hold: all the threads but one. However many drawings a
 * workspace sends (an MCP batch sends up to 32 at once), a thread is left for the other
 * workspaces, so their small saves wait for no long drawing of its (issue 27: before, a
 * batch of PNG renders held every thread and other workspaces' saves took seconds). With
 * a single thread nothing can be kept back: a workspace may hold every place.
 */
export function keyedPlacesFor(threads: number): number {
  return threads > 1 ? threads - 1 : threads + 1;
}

/**
 * Decides which job gets a drawing thread next (README.md in this folder: Queueing).
 *
 * - Keyed work goes ahead of keyless work.
 * - Keyless work holds at most `keylessThreads` threads, and only threads that are free at
 *   that moment (never the place kept ready in piscina), with one drawing at a time per
 *   client address: a second one from the same address waits behind the first.
 * - One workspace holds at most `keyedPlaces` places (all the threads but one, with two or
 *   more): its other jobs wait even while a thread is free, which is kept for the others.
 * - Callers take turns within their class (workspaces for keyed work, addresses for
 *   keyless), each caller's jobs in arrival order (CallerLines).
 * - Each class may have `maxQueue` jobs waiting. Beyond it a newcomer takes the place of
 *   the newest job of the longest line, when that line is at least two longer than the
 *   newcomer's own; otherwise the newcomer is refused. One busy caller cannot fill the
 *   queue against the others, and keyless work cannot fill it against keyed work.
 *
 * Holders (jobs handed to piscina) are at most `threads + 1`: the extra one is the job
 * piscina keeps ready for the next thread that frees, which spares a round trip.
 */
export class FairScheduler {
  private readyThreads: number;
  private holders = 0;
  private keylessHolders = 0;
  private readonly drawingAddresses = new Set<string>();
  /** Places each keyed workspace holds. */
  private readonly workspacePlaces = new Map<string, number>();
  private readonly keyedPlaces: number;
  private readonly keyed = new CallerLines();
  private readonly keyless = new CallerLines();

  constructor(private readonly limits: SchedulerLimits) {
    this.readyThreads = limits.threads;
    this.keyedPlaces = limits.keyedPlaces ?? keyedPlacesFor(limits.threads);
  }

  /**
   * How many threads can take a job now. A thread stopped at its budget is replaced, and
   * its replacement takes jobs only after its warm-up (1-2 s, longer on a busy machine):
   * until then keyless work must not take the one thread left, which is keyed work's.
   */
  setReadyThreads(count: number): void {
    this.readyThreads = count;
    this.dispatch();
  }

  /** Jobs waiting for a place (not counting the holders). */
  get queued(): number {
    return this.keyed.size + this.keyless.size;
  }

  /**
   * Resolves with the Release of a place once the caller holds one. Rejects with QueueFull
   * when refused a place, or with the signal's reason when it aborts first (the caller then
   * holds nothing).
   */
  enter(caller: DrawingCaller, signal: AbortSignal): Promise<Release> {
    if (signal.aborted) return Promise.reject(signal.reason);
    const [lines, id] = caller.budget === 'keyed' ? [this.keyed, caller.workspaceId] : [this.keyless, caller.address];
    if (lines.size >= this.limits.maxQueue) {
      const displaced = lines.takeFromLongest(id);
      if (!displaced) return Promise.reject(new QueueFull());
      displaced.refuse(new QueueFull());
    }
    return new Promise<Release>((resolve, reject) => {
      const onAbort = () => {
        if (lines.remove(id, waiter)) reject(signal.reason);
      };
      const waiter: Waiter = {
        admit: () => {
          signal.removeEventListener('abort', onAbort);
          resolve(this.releaseOf(caller));
        },
        refuse: (reason) => {
          signal.removeEventListener('abort', onAbort);
          reject(reason);
        },
      };
      signal.addEventListener('abort', onAbort, { once: true });
      lines.push(id, waiter);
      this.dispatch();
    });
  }

  /** Refuses every waiting job with `reason`; holders keep their places. */
  refuseWaiting(reason: unknown): void {
    for (const waiter of [...this.keyed.takeAll(), ...this.keyless.takeAll()]) waiter.refuse(reason);
  }

  private releaseOf(caller: DrawingCaller): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (caller.budget === 'keyless') {
        this.keylessHolders -= 1;
        this.drawingAddresses.delete(caller.address);
      } else {
        const held = (this.workspacePlaces.get(caller.workspaceId) ?? 1) - 1;
        if (held > 0) this.workspacePlaces.set(caller.workspaceId, held);
        else this.workspacePlaces.delete(caller.workspaceId);
      }
      this.dispatch();
    };
  }

  /**
   * Hands out free places: keyed jobs first, then keyless ones onto a free thread within
   * their share, never into the threads kept for keyed work (threads - keylessThreads).
   */
  private dispatch(): void {
    const keptForKeyed = this.limits.threads - this.limits.keylessThreads;
    for (;;) {
      const ready = this.readyThreads;
      if (this.holders < ready + 1) {
        const next = this.keyed.takeNext((workspace) => (this.workspacePlaces.get(workspace) ?? 0) < this.keyedPlaces);
        if (next) {
          this.holders += 1;
          this.workspacePlaces.set(next.caller, (this.workspacePlaces.get(next.caller) ?? 0) + 1);
          next.waiter.admit();
          continue;
        }
      }
      if (this.holders < ready && this.keylessHolders < this.limits.keylessThreads && ready - (this.keylessHolders + 1) >= keptForKeyed) {
        const next = this.keyless.takeNext((address) => !this.drawingAddresses.has(address));
        if (next) {
          this.holders += 1;
          this.keylessHolders += 1;
          this.drawingAddresses.add(next.caller);
          next.waiter.admit();
          continue;
        }
      }
      return;
    }
  }
}
