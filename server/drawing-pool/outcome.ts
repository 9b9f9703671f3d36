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

/**
 * The raster stage refused its input (RASTER_LIMITS: a scale out of range, too many pixels).
 * Thrown by tasks.ts rasterise in place of the engine's RasterLimitError, so a refusal is told
 * apart from an error of a bug wherever in a task it happens.
 */
export class RasterRefusal extends Error {}

/** Runs a task's work and describes how it ended. */
export async function settle<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof RasterRefusal) return { ok: false, failure: { kind: 'refused', message: error.message } };
    const failure: TaskFailure = { kind: 'crashed', message: error instanceof Error ? error.message : String(error) };
    if (error instanceof Error && error.stack !== undefined) failure.stack = error.stack;
    return { ok: false, failure };
  }
}
