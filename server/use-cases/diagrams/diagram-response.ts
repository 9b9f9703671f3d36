import type { Diagnostic } from '../../../engine/index.js';

/** A warning as the API returns it: code, severity, where, and the one-line fix. */
export function publicWarnings(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity !== 'error');
}
