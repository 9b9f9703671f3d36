import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { redactForLog } from '../../../server/http/log-redaction.js';
import { requestLog, type RequestLogEntry } from '../../../server/http/request-log.js';
import { errorMiddleware } from '../../../server/http/errors.js';
import { logUncaught } from '../../../server/http/uncaught.js';
import { chooseEncoding, type EmbedFile } from '../../../server/http/embed-files.js';

const TOKEN = 'Ab3dEfGh1jKlMn0pQrStUv';

describe('redactForLog (issue 27, defect 4: share-link tokens in the logs)', () => {
  it('redacts the ref of every keyless address unless it is a diagram id, keeping what surrounds it', () => {
    expect(redactForLog(`/d/${TOKEN}`)).toBe('/d/[redacted]');
    expect(redactForLog(`/diagrams/d/${TOKEN}@3.svg`)).toBe('/diagrams/d/[redacted]@3.svg');
    expect(redactForLog(`/v1/public/diagrams/${TOKEN}`)).toBe('/v1/public/diagrams/[redacted]');
    expect(redactForLog(`/v1/public/diagrams/${TOKEN}@2/report`)).toBe('/v1/public/diagrams/[redacted]@2/report');
    expect(redactForLog(`/V1/Public/Diagrams/%41${TOKEN.slice(1)}.png`)).toBe('/V1/Public/Diagrams/[redacted].png');
    expect(redactForLog('/d/dgm_abcdefghij0123456789@1.svg')).toBe('/d/dgm_abcdefghij0123456789@1.svg');
  });

  it('redacts a token pasted into any other path, keys, and credential query values', () => {
    expect(redactForLog(`/v1/diagrams/${TOKEN}/revisions`)).toBe('/v1/diagrams/[redacted]/revisions');
    expect(redactForLog('/v1/diagrams/dsp_sk_0123456789abcdef')).toBe('/v1/diagrams/dsp_sk_[redacted]');
    expect(redactForLog('/v1/images/dgm_x@1.svg?expires=1900000000&signature=abcDEF_-123')).toBe('/v1/images/dgm_x@1.svg?expires=1900000000&signature=[redacted]');
    expect(redactForLog('/v1/diagrams/dgm_abcdefghij0123456789/links/lnk_abcdefghij0123456789')).toBe('/v1/diagrams/dgm_abcdefghij0123456789/links/lnk_abcdefghij0123456789');
  });
});

/** An app of the log, error and redaction layers over real HTTP, with a route that throws past the error middleware. */
async function probe(path: string): Promise<{ status: number; lines: RequestLogEntry[]; errors: Array<{ path: string; text: string }> }> {
  const lines: RequestLogEntry[] = [];
  const errors: Array<{ path: string; text: string }> = [];
  const app = new Koa();
  app.silent = true;
  const logError = (error: unknown, context: { path: string }) => errors.push({ path: context.path, text: String(error) });
  logUncaught(app, logError);
  app.use(requestLog((entry) => lines.push(entry)));
  // A layer outside the error middleware that fails (as the compression layer did, issue 27 defect 2).
  app.use(async (ctx, next) => {
    await next();
    if (ctx.path.includes('outer')) throw new Error('outer layer failed');
  });
  app.use(errorMiddleware(logError));
  app.use((ctx) => {
    if (ctx.path.includes('inner')) throw new Error('handler failed');
    ctx.body = { ok: true };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { status: response.status, lines, errors };
  } finally {
    server.close();
  }
}

describe('the request and error logs', () => {
  it('record the status sent and log an error thrown past the error middleware (it was a silent 200)', async () => {
    const outer = await probe(`/outer/d/${TOKEN}`);
    expect(outer.status).toBe(500);
    expect(outer.lines.map((line) => line.status)).toEqual([500]);
    expect(outer.errors).toEqual([{ path: '/outer/d/[redacted]', text: 'Error: outer layer failed' }]);
  });

  it('hold no share-link token in the request log or the error log', async () => {
    const inner = await probe(`/inner/v1/public/diagrams/${TOKEN}/report`);
    expect(inner.status).toBe(500);
    expect(inner.lines).toMatchObject([{ status: 500, path: '/inner/v1/public/diagrams/[redacted]/report' }]);
    expect(inner.errors.map((error) => error.path)).toEqual(['/inner/v1/public/diagrams/[redacted]/report']);
    expect(JSON.stringify([inner.lines, inner.errors])).not.toContain(TOKEN);
  });
});

describe('chooseEncoding (the element\'s files, compressed ahead)', () => {
  const file = { body: Buffer.from('x'), contentType: 'text/javascript', etag: '"e"', encoded: { br: Buffer.from('b'), gzip: Buffer.from('g') } } satisfies EmbedFile;
  it('never sends a copy refused by name, whatever * says, and weighs q', () => {
    expect(chooseEncoding('br;q=0, *', file)).toBe('gzip');
    expect(chooseEncoding('*;q=0, gzip', file)).toBe('gzip');
    expect(chooseEncoding('identity;q=0', file)).toBeUndefined();
    expect(chooseEncoding('gzip;q=1, br;q=0.5', file)).toBe('gzip');
    expect(chooseEncoding('gzip, br', file)).toBe('br');
    expect(chooseEncoding(' GZIP ; q=0.000 , deflate', file)).toBeUndefined();
    expect(chooseEncoding('', file)).toBeUndefined();
  });
});
