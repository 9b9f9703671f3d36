/** Why a snapshot could not be read or derived. */
export type DeriveErrorCode = 'DERIVE_PARSE_ERROR' | 'DERIVE_PARSER_UNAVAILABLE' | 'TOO_MANY_ELEMENTS';

/**
 * A refused derive: DERIVE_PARSE_ERROR (with the 1-based line and column and a hint),
 * DERIVE_PARSER_UNAVAILABLE (an optional parser package is not installed: `data.package`
 * names it) or TOO_MANY_ELEMENTS (the snapshot would make more elements than the limit).
 */
export class DeriveError extends Error {
  constructor(
    readonly code: DeriveErrorCode,
    message: string,
    readonly details: { line?: number; column?: number; hint?: string; data?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'DeriveError';
  }

  toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.details };
  }
}

/** A parse error at a place of the source. */
export function parseError(message: string, line: number, column: number, hint: string): DeriveError {
  return new DeriveError('DERIVE_PARSE_ERROR', `line ${line}, column ${column}: ${message}`, { line, column, hint });
}
