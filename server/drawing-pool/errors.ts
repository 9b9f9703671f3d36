import { RASTER_LIMITS } from '../../engine/index.js';
import { ServiceError } from '../ports/index.js';
import type { TaskFailure } from './outcome.js';

/** The drawing ran past its budget and was stopped. */
export function drawingTimeout(budgetMs: number): ServiceError {
  const seconds = budgetMs / 1000;
  // 422, not 503: the budget counts only the time the drawing itself ran (never the wait in
  // the queue), so the same scene takes as long again and a retry fails the same way. A 5xx
  // invites automatic retries (HTTP clients, agents, proxies), each of which would hold a
  // drawing thread for the whole budget. The fix is in the request: a simpler diagram.
  return new ServiceError(
    422,
    'DRAWING_TIMEOUT',
    `The drawing took longer than ${seconds} s and was stopped; simplify the diagram (fewer elements, shorter labels) or split it into several diagrams.`,
    { budgetSeconds: seconds },
  );
}

/** The drawing needed more memory than a drawing thread may use; its thread was ended and replaced. */
export function drawingTooLarge(heapLimitMb: number): ServiceError {
  // 422 for the reason DRAWING_TIMEOUT is: the same scene needs the same memory again.
  return new ServiceError(
    422,
    'DRAWING_TOO_LARGE',
    `The drawing needed more than ${heapLimitMb} MB of memory and was stopped; simplify the diagram (fewer elements, shorter labels) or split it into several diagrams.`,
    { memoryLimitMb: heapLimitMb },
  );
}

/** No drawing thread became free in time, the queue is full, or the pool is closing: retrying later can work. */
export function drawingBusy(retryAfterSeconds: number, reason: 'queue' | 'closing'): ServiceError {
  const message =
    reason === 'closing'
      ? 'The server is shutting down and drew nothing; try again in a few seconds.'
      : `The server is busy drawing other diagrams; try again in ${retryAfterSeconds} s.`;
  return new ServiceError(503, 'DRAWING_BUSY', message, { retryAfter: retryAfterSeconds });
}

/** The engine failed (a bug, not the caller's fault); the drawing thread is fine or replaced. */
export function drawingFailed(): ServiceError {
  return new ServiceError(500, 'DRAWING_FAILED', 'The diagram could not be drawn because of a fault on our side; try again, and report it if it persists.');
}

/** The engine refused to rasterise: the scale is out of range or the image would be too large. */
export function pngRefused(message: string): ServiceError {
  // The same status as the spec's other size limits (422); the engine's message names the limit.
  return new ServiceError(422, 'PNG_OUT_OF_RANGE', message, {
    minScale: RASTER_LIMITS.minScale,
    maxScale: RASTER_LIMITS.maxScale,
    maxPixels: RASTER_LIMITS.maxPixels,
    maxSide: RASTER_LIMITS.maxSide,
  });
}

/** The error a failed task answers with. */
export function failureError(failure: TaskFailure): ServiceError {
  return failure.kind === 'refused' ? pngRefused(failure.message) : drawingFailed();
}
