import coBody from 'co-body';
import type { Context } from 'koa';
import { httpError } from './errors.js';

/** REST bodies are JSON of at most 4 MiB (the same bound as /mcp). */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Reads the body as JSON whatever its Content-Type says (clients often send JSON as
 * text/plain or form-encoded); refuses a too-large body before reading it all.
 */
export async function readJson(ctx: Context, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(ctx.get('content-length') || NaN);
  if (Number.isFinite(declared) && declared > limit) {
    throw httpError(413, 'PAYLOAD_TOO_LARGE', `The request body is ${declared} bytes; send at most ${limit} bytes (4 MiB).`);
  }
  const text: string = await coBody.text(ctx.req, { limit, encoding: 'utf8' });
  if (text.trim() === '') throw httpError(400, 'BODY_REQUIRED', 'This endpoint needs a JSON body; send one with Content-Type: application/json.');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw httpError(400, 'INVALID_JSON', `The request body is not valid JSON (${(error as Error).message}); send a JSON object.`);
  }
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
