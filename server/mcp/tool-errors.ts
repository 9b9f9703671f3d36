import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ServiceError, type NextStep } from '../ports/index.js';
import { fromDatabaseError } from '../http/index.js';

/** The structured content of a failed tool call (every tool's output schema allows it). */
export const FAILURE_JSON_SCHEMA = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' }, fix: { type: 'string' } },
  required: ['code', 'message', 'fix'],
} as const;

/**
 * REST codes an MCP caller meets under another name: a tool has arguments, not a body.
 */
const RENAMED: Record<string, string> = { BODY_INVALID: 'ARGUMENTS_INVALID' };

/**
 * The one-line fix of a service message. Service messages say what went wrong and then,
 * after a semicolon, what to do ("Too many requests; wait 3 s and try again."); a schema
 * problem carries its own fix. Without either, the whole message is the fix.
 */
export function fixOf(error: ServiceError, message = error.message): string {
  const errors = error.extra.errors;
  if (Array.isArray(errors)) {
    const first = errors[0] as { message?: unknown } | undefined;
    const coded = typeof first?.message === 'string' ? /^[A-Z][A-Z0-9_]+: (.+)$/.exec(first.message) : null;
    if (coded) return coded[1]!;
  }
  const split = message.indexOf('; ');
  return split >= 0 ? message.slice(split + 2) : message;
}

/** The tool call that takes a service's next step (services name use cases; REST words them as paths). */
function toolCall(step: NextStep): string {
  switch (step.do) {
    case 'editDiagram':
      return `diagram_edit with id ${step.ref}`;
    case 'listDiagrams':
      return 'diagram_list';
    case 'readDiagram':
      return `diagram_read with id ${step.ref}${step.knownRevision !== undefined ? ` and knownRevision ${step.knownRevision}` : ''}`;
    case 'deleteDiagram':
      return `diagram_delete with id ${step.ref}`;
    case 'proposeChange':
      return `diagram_propose with id ${step.ref}`;
  }
}

/** A service error's message as a tool failure words it: with the tool call of its next step. */
function toolMessage(error: ServiceError): string {
  if (!error.next) return error.message;
  return `${error.message.replace(/\.$/, '')} (${toolCall(error.next)}).`;
}

/** The fields of a failure, as REST sends them ({code, extra fields}) plus message and fix. */
export function failureFields(error: ServiceError): Record<string, unknown> {
  const message = toolMessage(error);
  return { ...error.extra, code: RENAMED[error.code] ?? error.code, message, fix: fixOf(error, message) };
}

/** Where unexpected errors go (with their stack); never sent to the client. */
export type McpErrorLog = (error: unknown, context: { tool: string }) => void;

/**
 * A failed tool call: isError with {code, message, fix, ...the extra fields REST sends}
 * (REVISION_CONFLICT: revision and changes; RATE_LIMITED: retryAfter). A busy or absent
 * database answers as on REST (DATABASE_BUSY, retryAfter); an unexpected error is logged
 * and answered as INTERNAL without its details.
 */
export function toolFailure(error: unknown, tool: string, log: McpErrorLog): CallToolResult {
  const expected = error instanceof ServiceError ? error : fromDatabaseError(error);
  if (!expected) log(error, { tool });
  const known = expected ?? new ServiceError(500, 'INTERNAL', 'Something went wrong on our side; try again, and report it if it persists.');
  const fields = failureFields(known);
  return { isError: true, structuredContent: fields, content: [{ type: 'text', text: `${String(fields.code)}: ${String(fields.message)}` }] };
}
