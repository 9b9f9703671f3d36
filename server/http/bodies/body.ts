import coBody from 'co-body';
import type { Context } from 'koa';
import { httpError } from '../errors.js';
import { discardRest } from './discard-body.js';
import { requireWellFormedJson } from '../../use-cases/shared/index.js';

/** REST bodies are JSON of at most 4 MiB (the same bound as /mcp). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * A body whose Content-Encoding is not what it says (plain JSON sent as gzip, a cut-short
 * stream): zlib's and brotli's own errors carry a numeric errno and no HTTP status.
 */
function isDecodingError(error: unknown): boolean {
  return error instanceof Error && 'errno' in error && typeof error.errno === 'number' && !('status' in error);
}

/** inflation (co-body's decompressor) refuses a Content-Encoding it does not know with a bare 415. */
function isUnknownEncoding(error: unknown): boolean {
  return error instanceof Error && (error as { status?: unknown }).status === 415;
}

/**
 * Reads a whole body as UTF-8 text, inflating Content-Encoding gzip, deflate and br: the
 * one reader under every body the service takes (JSON here, Kroki's text-body.ts, /mcp).
 * Refuses a body declared larger than `limit` (413), bytes that are not the encoding their
 * header says (400 BODY_ENCODING_INVALID) and an encoding it does not know (415
 * UNSUPPORTED_ENCODING); a refused body is read to its end first (up to a bound,
 * discard-body.ts) so the client, still sending, reads the answer.
 */
export async function readBodyText(ctx: Context, limit: number, limitWords = `${limit} bytes`): Promise<string> {
  const declared = Number(ctx.get('content-length') || NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await discardRest(ctx);
    throw httpError(413, 'PAYLOAD_TOO_LARGE', `The request body is ${declared} bytes; send at most ${limitWords}.`);
  }
  try {
    return await coBody.text(ctx.req, { limit, encoding: 'utf8' });
  } catch (error) {
    await discardRest(ctx);
    const encoding = ctx.get('content-encoding');
    if (isDecodingError(error)) {
      throw httpError(400, 'BODY_ENCODING_INVALID', `The body is not ${encoding} data, as its Content-Encoding header says; compress it with ${encoding}, or send it plain without Content-Encoding.`, {
        contentEncoding: encoding,
      });
    }
    if (isUnknownEncoding(error)) {
      throw httpError(415, 'UNSUPPORTED_ENCODING', `Content-Encoding "${encoding.slice(0, 40)}" is not one this service reads; send the body plain, or with Content-Encoding gzip, deflate or br.`, {
        contentEncoding: encoding.slice(0, 40),
      });
    }
    // co-body's own refusals (too large after inflating, aborted, wrong length) are mapped in errors.ts.
    throw error;
  }
}

/**
 * Reads the body as JSON whatever its Content-Type says (clients often send JSON as
 * text/plain or form-encoded), and refuses what later stages cannot take: what
 * readBodyText refuses (over 4 MiB, an encoding the bytes do not have or the service does
 * not know), invalid JSON, and JSON that is too deep, holds a number past a double or a
 * lone surrogate (well-formed-json.ts), each with its own 400 code.
 */
export async function readJson(ctx: Context, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(ctx, limit, `${limit} bytes${limit === MAX_BODY_BYTES ? ' (4 MiB)' : ''}`);
  if (text.trim() === '') throw httpError(400, 'BODY_REQUIRED', 'This endpoint needs a JSON body; send one with Content-Type: application/json.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    throw httpError(400, 'INVALID_JSON', `The request body is not valid JSON (${(error as Error).message}); send a JSON object.`);
  }
  requireWellFormedJson(parsed);
  return parsed;
}

/** Reads a JSON body that must be an object. */
export async function readJsonObject(ctx: Context, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const body = await readJson(ctx, limit);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    const got = Array.isArray(body) ? 'a list' : body === null ? 'null' : typeof body;
    throw httpError(400, 'BODY_NOT_OBJECT', `The request body must be a JSON object, not ${got}.`);
  }
  return body as Record<string, unknown>;
}
