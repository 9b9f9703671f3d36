import type { MermaidError } from '../mermaid/index.js';
import { diagnostic, type Diagnostic } from '../model/index.js';

/** Why a Mermaid text was refused, as a diagnostic (line and column, 1-based, in data). */
export function mermaidDiagnostic(error: MermaidError): Diagnostic {
  const data: Record<string, unknown> = { ...error.data };
  if (error.line !== undefined) data.line = error.line;
  if (error.column !== undefined) data.column = error.column;
  return diagnostic(error.code, error.message, Object.keys(data).length > 0 ? { data } : {});
}
