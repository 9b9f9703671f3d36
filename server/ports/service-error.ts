/**
 * What a caller can do next after an error, named by use case rather than by a REST path or
 * an MCP tool: each front door words it its own way (server/http/errors.ts writes the REST
 * method and path into the message).
 */
export type NextStep =
  | { do: 'editDiagram'; ref: string }
  | { do: 'listDiagrams' }
  | { do: 'readDiagram'; ref: string; knownRevision?: number }
  | { do: 'deleteDiagram'; ref: string }
  | { do: 'proposeChange'; ref: string };

/**
 * A use-case failure with a status and a code. Its message names no REST route or HTTP
 * header (a `next` step says what to do instead), and it sets no header: the REST layer
 * writes it as {error, code, ...extra} (Retry-After from extra.retryAfter); the MCP layer
 * as a tool error with the same fields.
 */
export class ServiceError extends Error {
  /** The call that fixes or follows up this error, for the front door to name. */
  next?: NextStep;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  /** Names the follow-up call (see NextStep); returns the error, for `throw error.suggest(...)`. */
  suggest(next: NextStep): this {
    this.next = next;
    return this;
  }
}
