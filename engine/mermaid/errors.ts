/** The codes parseMermaid refuses a text with. */
export type MermaidErrorCode =
  | 'MERMAID_EMPTY'
  | 'MERMAID_TOO_LARGE'
  | 'MERMAID_TYPE_UNSUPPORTED'
  | 'MERMAID_SYNTAX_ERROR'
  | 'MERMAID_LIMIT_EXCEEDED'
  | 'MERMAID_INTERNAL_ERROR';

/** Why a Mermaid text was refused; line and column are 1-based (columns count UTF-16 units, as editors do). */
export interface MermaidError {
  code: MermaidErrorCode;
  message: string;
  line?: number;
  column?: number;
  data?: Record<string, unknown>;
}

/**
 * Thrown by the readers at the first error and caught by parseMermaid, so the readers can
 * stay simple recursive code while the public function never throws.
 */
export class MermaidFailure extends Error {
  readonly error: MermaidError;

  constructor(error: MermaidError) {
    super(error.message);
    this.error = error;
  }
}

/** A syntax error at a position, with a message that says what was expected there. */
export function syntaxFailure(expected: string, line: number, column: number, data?: Record<string, unknown>): MermaidFailure {
  const error: MermaidError = { code: 'MERMAID_SYNTAX_ERROR', message: `line ${line}, column ${column}: ${expected}`, line, column };
  if (data !== undefined) error.data = data;
  return new MermaidFailure(error);
}
