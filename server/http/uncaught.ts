import type Koa from 'koa';
import type { ErrorLog } from './errors.js';
import { redactForLog } from './log-redaction.js';

/**
 * A client that hung up mid-request or mid-answer, or sent bytes HTTP cannot parse (Node's
 * parser codes, HPE_*: a socket ended mid-body is HPE_INVALID_EOF_STATE): nothing an
 * operator can act on.
 */
const HUNG_UP = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);
const clientFault = (code: unknown) => typeof code === 'string' && (HUNG_UP.has(code) || code.startsWith('HPE_'));

/**
 * Errors thrown outside the error middleware (by the compression or request-log layers, or
 * a body stream failing once its headers are sent) reach Koa's own handler, which answers
 * a bare text/plain 500 and, with app.silent, logged nothing: such a failure was invisible.
 * They go to the error log here, with the path redacted as every logged path is.
 */
export function logUncaught(app: Koa, logError: ErrorLog): void {
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    const detail = error as { code?: unknown; expose?: unknown } | null;
    if (detail?.expose === true || clientFault(detail?.code)) return;
    logError(error, { method: ctx?.method ?? '-', path: ctx ? redactForLog(ctx.path) : '-' });
  });
}
