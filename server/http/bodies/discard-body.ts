import type { Context } from 'koa';

/**
 * How much of a refused body is read and thrown away before answering: four times the
 * largest body the API takes. Past it the answer says Connection: close instead.
 */
export const MAX_DISCARD_BYTES = 16 * 1024 * 1024;

/** How long a refused body is read for before answering anyway (a client that stalls mid-body must not hold the request). */
export const MAX_DISCARD_MS = 10_000;

/**
 * Reads the rest of a request body that will not be used (too large, not the encoding it
 * claims) and drops it, so the answer can be read by the client.
 *
 * Why: clients send the whole body before they read (curl, fetch, Node's http). When the
 * server answered a 413 half-way through the body and stopped reading, the client's next
 * request on the kept-alive connection was reset (ECONNRESET), and a client on a connection
 * of its own stalled writing the rest. Reading to the end leaves the connection clean for
 * the next request. A body past either bound (bytes, time) is not read further: the
 * answer then says Connection: close, and the client may see the connection cut before
 * the answer.
 */
export async function discardRest(ctx: Context, maxBytes = MAX_DISCARD_BYTES, maxMs = MAX_DISCARD_MS): Promise<void> {
  const request = ctx.req;
  if (request.readableEnded || request.destroyed) return;
  // A decompressor the body was piped into (co-body's inflation) no longer reads it.
  request.unpipe();
  const ended = await new Promise<boolean>((resolve) => {
    let seen = 0;
    const timer = setTimeout(() => {
      request.pause();
      finish(false);
    }, maxMs);
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      request.off('error', onClose);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) {
        request.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(false);
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('close', onClose);
    request.once('error', onClose);
    request.resume();
  });
  if (!ended) ctx.set('Connection', 'close');
}
