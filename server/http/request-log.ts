import type { Middleware } from 'koa';
import type { RequestState } from './state.js';
import { redactForLog } from './log-redaction.js';

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  /** The caller's workspace, when the request carried a key that was accepted. */
  workspace?: string;
}

export type RequestLogger = (entry: RequestLogEntry) => void;

/** The status Koa answers a thrown error with (its own handler's rule), or the one already sent. */
function statusOfThrown(error: unknown, sent: boolean, current: number): number {
  if (sent) return current;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/**
 * One structured line per request: method, path, status, time and the caller's workspace.
 * Never the query string or headers, which may hold keys, and never anything of the body;
 * credentials in the path (a key pasted as a diagram id, a share link's token) are
 * redacted (log-redaction.ts). The status is the one sent: an error thrown past every
 * handler below is logged with the status Koa answers it with, not the 200 set before.
 */
export function requestLog(log: RequestLogger): Middleware<RequestState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    let thrown: { error: unknown } | undefined;
    try {
      await next();
    } catch (error) {
      thrown = { error };
      throw error;
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const workspace = ctx.state.principal?.workspace.id;
      const status = thrown ? statusOfThrown(thrown.error, ctx.headerSent, ctx.status) : ctx.status;
      log({ method: ctx.method, path: redactForLog(ctx.path), status, ms: Math.round(ms * 10) / 10, ...(workspace === undefined ? {} : { workspace }) });
    }
  };
}
