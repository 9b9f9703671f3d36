import type { Context } from 'koa';
import { httpError } from '../errors.js';
import { readBodyText } from './body.js';

/**
 * Reads a body as UTF-8 text (a diagram source sent as text/plain) through the same reader
 * as JSON bodies (body.ts): Content-Encoding gzip, deflate and br are inflated, and a body
 * larger than `limit`, not the encoding it claims or in one the service does not know is
 * refused with the JSON routes' codes. An empty body is refused too.
 */
export async function readText(ctx: Context, limit: number): Promise<string> {
  const text = await readBodyText(ctx, limit);
  if (text.trim() === '') throw httpError(400, 'BODY_REQUIRED', 'Send the diagram source as the request body.');
  return text;
}
