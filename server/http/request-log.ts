import type { Middleware } from 'koa';
import type { RequestState } from './state.js';

export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  /** The caller's workspace, when the request carried a key that was accepted. */
  workspace?: string;
}

export type RequestLogger = (entry: RequestLogEntry) => void;

// The key prefix spelled plainly or percent-encoded, then any run of hex (a key cut short too).
const KEY_SHAPED = /dsp(?:_|%5f)sk(?:_|%5f)[0-9a-f]*/gi;

/** The text with anything shaped like an API key (dsp_sk_<hex>) replaced by dsp_sk_[redacted]. */
export function redactKeys(text: string): string {
  return text.replace(KEY_SHAPED, 'dsp_sk_[redacted]');
}

/**
 * One structured line per request: method, path, status, time and the caller's workspace.
 * Never the query string or headers, which may hold keys, and never anything of the body;
 * a key pasted into the path (as a diagram id, say) is redacted.
 */
export function requestLog(log: RequestLogger): Middleware<RequestState> {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const workspace = ctx.state.principal?.workspace.id;
      log({ method: ctx.method, path: redactKeys(ctx.path), status: ctx.status, ms: Math.round(ms * 10) / 10, ...(workspace === undefined ? {} : { workspace }) });
    }
  };
}
