import type { DrawingLog } from './log.js';
import type { Outcome } from './outcome.js';

/** A drawing thread's memory after a task: which thread, and how much it holds beyond what it held once warm. */
export interface ThreadMemory {
  threadId: number;
  grownBytes: number;
}

/** What a drawing thread answers a task with: the task's outcome, and the thread's memory after it. */
export interface ThreadReply<T> {
  outcome: Outcome<T>;
  memory: ThreadMemory;
}

/** When a drawing thread is replaced by a fresh one (README.md: Memory). */
export interface RecycleLimits {
  /** MB a thread may grow past its warm size; beyond it the thread is replaced as soon as its task ends. */
  grownMb: number;
  /** MB a thread may keep while idle: one grown past it is replaced after `idleMs` without a task. */
  idleGrownMb: number;
  /** Milliseconds without a task after which a grown thread is replaced. */
  idleMs: number;
}

/**
 * The defaults. 256 MB lets a thread keep what PNGs of the default size (at most 16
 * megapixels: about 130 MB of WebAssembly memory) and the largest scenes' layouts need, so
 * steady load does not pay a thread's warm-up (1-2 s of CPU) per drawing; a PNG at an explicit
 * scale of tens of megapixels (500 MB and more) ends its thread. Idle, a thread gives back
 * anything over 32 MB within 20 s of its last task.
 */
export const DEFAULT_RECYCLE_LIMITS: Readonly<RecycleLimits> = { grownMb: 256, idleGrownMb: 32, idleMs: 20_000 };

/** Thread ids remembered as recycled: only tasks in flight when a thread ended ask about it, so a few suffice. */
const REMEMBERED_THREADS = 64;

const MB = 1024 * 1024;

/**
 * Decides when a drawing thread is replaced, from the memory it reports after each task. A
 * thread's WebAssembly memory (resvg's) never shrinks and V8 keeps the heap its largest
 * drawing needed, so a thread that once drew a huge PNG would hold that memory for the life
 * of the process; ending the thread gives it all back, and the pool starts a warm
 * replacement. `endThread` ends one thread by id (false if it is gone already).
 *
 * Ending a thread races the tasks piscina hands it until it is gone (terminate() takes a
 * moment, and piscina does not know the thread is ending); such a task fails without having
 * run to its end, and `lostToRecycling` tells the pool to post it again.
 */
export class ThreadRecycler {
  private readonly idleTimers = new Map<number, NodeJS.Timeout>();
  private readonly recycled = new Set<number>();
  private closed = false;

  constructor(
    private readonly endThread: (threadId: number) => boolean,
    private readonly limits: RecycleLimits,
    private readonly log: DrawingLog,
  ) {}

  /** A thread started a task: it is not idle. */
  started(threadId: number): void {
    clearTimeout(this.idleTimers.get(threadId));
    this.idleTimers.delete(threadId);
  }

  /** A thread finished a task: it is replaced now, once it has been idle a while, or kept. */
  finished(memory: ThreadMemory): void {
    const { threadId, grownBytes } = memory;
    this.started(threadId);
    if (grownBytes > this.limits.grownMb * MB) {
      this.recycle(threadId, 'grown past its bound', grownBytes);
    } else if (grownBytes > this.limits.idleGrownMb * MB) {
      const timer = setTimeout(() => {
        this.idleTimers.delete(threadId);
        this.recycle(threadId, 'idle', grownBytes);
      }, this.limits.idleMs);
      // An idle pool must not keep the process alive.
      timer.unref();
      this.idleTimers.set(threadId, timer);
    }
  }

  /**
   * Whether a task that failed can be posted again: it had not started (the thread it was
   * handed to ended before it began: piscina hands a task only to a thread with none, so
   * nothing of the task's own did it), or it had started on a thread ended here.
   */
  lostToRecycling(startedOn: number | undefined): boolean {
    return startedOn === undefined || this.recycled.has(startedOn);
  }

  /** Stops recycling (the pool is closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
  }

  private recycle(threadId: number, reason: string, grownBytes: number): void {
    if (this.closed) return;
    this.recycled.add(threadId);
    if (this.recycled.size > REMEMBERED_THREADS) this.recycled.delete(this.recycled.values().next().value as number);
    if (!this.endThread(threadId)) return;
    this.log({ level: 'info', msg: 'drawing thread recycled', reason, grownMb: Math.round(grownBytes / MB) });
  }
}
