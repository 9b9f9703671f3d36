import type { Middleware } from 'koa';
import { ServiceError } from '../ports/index.js';
import { databaseFailure } from '../use-cases/shared/index.js';
import { redactForLog } from './log-redaction.js';
import { restMessage } from './next-step.js';

/** An error of the HTTP layer itself, which may set headers of its own (the rate limit's). */
export class HttpError extends ServiceError {
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}, readonly headers: Record<string, string> = {}) {
    super(status, code, message, extra);
  }
}

/**
 * Every error answer has one body shape, {error, code, ...extra}, produced here and only
 * here. Handlers and services throw `ServiceError`; anything else becomes a 500 that leaks
 * nothing.
 */
export function httpError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): ServiceError {
  return new HttpError(status, code, message, extra);
}

function unsupportedEncoding(): ServiceError {
  return httpError(415, 'UNSUPPORTED_ENCODING', 'Send the body as UTF-8 JSON, plain or with Content-Encoding gzip, deflate or br.');
}

/**
 * The database's own conditions (server/db/errors.ts classifies SQLite's and PostgreSQL's
 * codes alike). Busy: a lock held elsewhere past the wait (another instance, `dsp admin`,
 * a backup), a deadlock broken, or every connection in use; unavailable: the database does
 * not answer. Either way the transaction rolled back and nothing was saved, so the request
 * can simply be sent again.
 */
export function fromDatabaseError(error: unknown): ServiceError | null {
  const failure = databaseFailure(error);
  if (failure === 'busy') {
    return new ServiceError(
      503,
      'DATABASE_BUSY',
      'Another process is writing to the database; nothing was saved, send the request again in a second.',
      { retryAfter: 1 },
    );
  }
  if (failure === 'unavailable') {
    return new ServiceError(
      503,
      'DATABASE_UNAVAILABLE',
      'The database does not answer; nothing was saved, send the request again in a few seconds.',
      { retryAfter: 5 },
    );
  }
  return null;
}

/** Errors thrown by co-body and Koa itself carry a `type` or a status; map them onto codes. */
function fromLibraryError(error: { status?: number; statusCode?: number; type?: string; message?: string; expose?: boolean }): ServiceError | null {
  switch (error.type) {
    case 'entity.too.large':
      return httpError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large; send at most 4 MiB of JSON.');
    case 'entity.parse.failed':
      return httpError(400, 'INVALID_JSON', `The request body is not valid JSON (${error.message ?? 'parse error'}); send a JSON object.`);
    case 'entity.verify.failed':
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return unsupportedEncoding();
    case 'request.aborted':
    // The client went away before the body was read (while the key or rate limit was checked).
    case 'stream.not.readable':
      return httpError(400, 'REQUEST_ABORTED', 'The request body ended early; send it again.');
    case 'request.size.invalid':
      return httpError(400, 'BODY_SIZE_MISMATCH', 'The body length does not match Content-Length; send it again.');
    default:
      break;
  }
  const status = error.status ?? error.statusCode;
  // inflation (co-body's decompressor) refuses an unknown Content-Encoding with a bare 415.
  if (status === 415) return unsupportedEncoding();
  if (status === 405) return httpError(405, 'METHOD_NOT_ALLOWED', error.message ?? 'This method is not allowed on this path.');
  if (status === 501) return httpError(501, 'NOT_IMPLEMENTED', error.message ?? 'This method is not implemented.');
  if (status !== undefined && status >= 400 && status < 500 && error.expose) {
    return httpError(status, 'BAD_REQUEST', error.message ?? 'Bad request.');
  }
  return null;
}

export interface ErrorLog {
  (error: unknown, context: { method: string; path: string }): void;
}

/** Catches everything below it and writes the error body. */
export function errorMiddleware(logUnexpected: ErrorLog): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const known = caught instanceof ServiceError ? caught : fromLibraryError(caught as never) ?? fromDatabaseError(caught);
      const error = known ?? httpError(500, 'INTERNAL', 'Something went wrong on our side; try again, and report it if it persists.');
      if (!known) logUnexpected(caught, { method: ctx.method, path: redactForLog(ctx.path) });
      ctx.status = error.status;
      if (typeof error.extra.retryAfter === 'number') ctx.set('Retry-After', String(error.extra.retryAfter));
      if (error instanceof HttpError) for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
      ctx.body = { error: restMessage(error), code: error.code, ...error.extra };
    }
  };
}
