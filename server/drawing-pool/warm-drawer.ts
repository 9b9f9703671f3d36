import type { Drawer } from '../ports/index.js';
import type { DrawingLog } from './log.js';
import { failureError } from './errors.js';
import type { Outcome } from './outcome.js';
import type { ThreadHeap } from './tasks.js';

/** A Drawer that can be made ready before the first request: engine loaded, ELK warm. */
export interface WarmDrawer extends Drawer {
  /** Resolves once every drawing thread (or the inline engine) has loaded and warmed up; rejects when start-up fails. */
  ready(): Promise<void>;
  /**
   * Each drawing thread's heap (none for the inline drawer). Asked of every thread at once,
   * outside the queue: exact when the threads are idle, approximate under load (a busy
   * thread answers after its job, and one thread may answer twice).
   */
  heapStatistics(): Promise<ThreadHeap[]>;
}

/** A task's value, or the ServiceError its failure answers with (engine faults are logged first: they are bugs). */
export function unwrapOutcome<T>(outcome: Outcome<T>, log: DrawingLog): T {
  if (outcome.ok) return outcome.value;
  if (outcome.failure.kind === 'crashed') {
    log({ level: 'error', msg: 'drawing failed', error: outcome.failure.message, stack: outcome.failure.stack });
  }
  throw failureError(outcome.failure);
}
