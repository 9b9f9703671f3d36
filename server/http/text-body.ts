import coBody from 'co-body';
import type { Context } from 'koa';
import { httpError } from './errors.js';

/**
 * Reads a body as UTF-8 text (a diagram source sent as text/plain); refuses one declared
 * larger than `limit` before reading it, and an empty one. Content-Encoding gzip, deflate
 * and br are inflated, as for JSON bodies.
 */
export async function readText(ctx: Context, limit: number): Promise<string> {
  const declared = Number(ctx.get('content-length') || NaN);
  if (Number.isFinite(declared) && declared > limit) {
    throw httpError(413, 'PAYLOAD_TOO_LARGE', `The request body is ${declared} bytes; send at most ${limit} bytes.`);
  }
  const text: string = await coBody.text(ctx.req, { limit, encoding: 'utf8' });
  if (text.trim() === '') throw httpError(400, 'BODY_REQUIRED', 'Send the diagram source as the request body.');
  return text;
}
