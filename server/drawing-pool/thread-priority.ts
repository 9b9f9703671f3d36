import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The nice value drawing threads run at: below the event loop (0), so that when every core
 * is drawing, the kernel still runs HTTP, SQLite and reads first, and drawings take the CPU
 * left over (README.md: Threads). 10 is the usual "background work" level.
 */
export const DRAWING_THREAD_NICE = 10;

/**
 * Lowers the calling thread's scheduling priority, on Linux only: there each thread has its
 * own nice value and /proc/thread-self names it. Elsewhere a priority set through the
 * process id would slow the event loop too, so nothing is done. Returns whether it was set.
 */
export function lowerThisThreadsPriority(nice: number = DRAWING_THREAD_NICE): boolean {
  if (process.platform !== 'linux') return false;
  try {
    // "<pid>/task/<tid>": the kernel's id of this thread, which setpriority() accepts.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, nice);
    return true;
  } catch {
    // A container may forbid it (no /proc, or a seccomp policy); the thread then keeps the
    // event loop's priority, which is correct, only less responsive under full load.
    return false;
  }
}
