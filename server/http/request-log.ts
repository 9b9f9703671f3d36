import type { Middleware } from 'koa';

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  requestId?: string;
}

export type RequestLogger = (entry: RequestLogEntry) => void;

/** One structured line per request; never the query string or headers (they may hold keys). */
export function requestLog(log: RequestLogger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 });
    }
  };
}
