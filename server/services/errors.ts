/**
 * A use-case failure with an HTTP status and a code. The REST layer writes it as
 * {error, code, ...extra}; the MCP layer as a tool error with the same fields.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
