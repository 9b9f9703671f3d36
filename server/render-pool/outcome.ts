import type { Task } from './tasks.js';

/**
 * Why a task gave no result. `refused`: the engine turned the input down (a PNG scale out
 * of range or an image above the pixel limits); `crashed`: anything else, a bug.
 */
export type TaskFailure = { kind: 'refused'; message: string } | { kind: 'crashed'; message: string; stack?: string };

/**
 * A task's result or failure as plain data. Errors are caught where they are thrown and
 * described here, so nothing depends on how an Error object survives a thread boundary.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: TaskFailure };

/** Runs a task's work and describes how it ended. */
export async function settle<T>(kind: Task['kind'], work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    // Only the raster stage refuses input with a RangeError (RASTER_LIMITS); elsewhere a
    // RangeError is a bug, for example a stack overflow.
    if (kind === 'png' && error instanceof RangeError && !/call stack/i.test(error.message)) {
      return { ok: false, failure: { kind: 'refused', message: error.message } };
    }
    const failure: TaskFailure = { kind: 'crashed', message: error instanceof Error ? error.message : String(error) };
    if (error instanceof Error && error.stack !== undefined) failure.stack = error.stack;
    return { ok: false, failure };
  }
}
