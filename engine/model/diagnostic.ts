import { DIAGNOSTIC_CODES, type DiagnosticCode } from './diagnostic-codes.js';

export type Severity = 'error' | 'warning' | 'info';

/**
 * A finding of validation, layout or drawing. `message` is one line that says how to fix
 * it; `elementId` or `path` (JSONPath such as $.elements[3].from) says where.
 */
export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  elementId?: string;
  path?: string;
  data?: Record<string, unknown>;
}

export interface DiagnosticWhere {
  elementId?: string | undefined;
  path?: string | undefined;
  data?: Record<string, unknown> | undefined;
}

/** Builds a diagnostic with the severity registered for its code. */
export function diagnostic(code: DiagnosticCode, message: string, where: DiagnosticWhere = {}): Diagnostic {
  const result: Diagnostic = { code, severity: DIAGNOSTIC_CODES[code].severity, message };
  if (where.elementId !== undefined) result.elementId = where.elementId;
  if (where.path !== undefined) result.path = where.path;
  if (where.data !== undefined) result.data = where.data;
  return result;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
