import * as v from 'valibot';
import { checkAgainstSchema } from '../../../engine/index.js';
import { ServiceError } from '../../ports/index.js';

/**
 * Parses a use case's input with its schema from schema/api.ts, before any work: every front
 * door (REST routes, MCP tools) calls this and hands the service the parsed value. Unknown
 * fields, wrong types and limits answer 400 BODY_INVALID with every problem (a code, a path,
 * a one-line fix).
 */
export function checkEnvelope<T extends v.GenericSchema>(schema: T, body: unknown): v.InferOutput<T> {
  const errors = checkAgainstSchema(schema, body);
  if (errors.length > 0) {
    // Limits and operation problems keep their own codes at the top (TOO_MANY_OPS...).
    const first = errors[0]!;
    const code = ['TOO_MANY_OPS', 'MERMAID_TOO_LARGE', 'BRIEF_TOO_LONG'].includes(first.code) ? first.code : 'BODY_INVALID';
    throw new ServiceError(code === 'MERMAID_TOO_LARGE' ? 413 : 400, code, `The request body is not valid: ${first.message}`, { errors });
  }
  return v.parse(schema, body);
}
