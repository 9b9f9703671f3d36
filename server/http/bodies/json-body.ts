import { Stream } from 'node:stream';
import type { Middleware } from 'koa';

/**
 * JSON answers serialised once. Koa writes an object body with JSON.stringify when it
 * answers, and its `length` getter, which the compression layer reads to compare with its
 * threshold, stringifies the whole object again to count its bytes: on a create (the
 * drawn diagram in the answer) that was 1.1 s and 1.0 s of the event loop in a profiled
 * load run (bench/load.ts), against 6.3 s for the creates' own work. Here an object body
 * becomes its JSON text once, after the routes and before compression; Koa keeps the
 * Content-Type the object set (application/json) and takes the text's length from it.
 * The bytes are the ones Koa would have written.
 */
export function jsonBodyOnce(): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || body instanceof Stream || ArrayBuffer.isView(body)) return;
    ctx.body = JSON.stringify(body);
  };
}
