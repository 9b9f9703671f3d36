import type { Diagnostic } from '../model/index.js';

// In a /u pattern a well-formed surrogate pair is one code point, so only lone halves match.
const LONE_SURROGATES = /[\uD800-\uDFFF]/gu;

function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return value.replace(LONE_SURROGATES, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(wellFormed) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key), wellFormed(item)])) as T;
  }
  return value;
}

/**
 * Diagnostics quote what the caller sent (an element id, a value). A lone UTF-16 surrogate
 * in it, which INVALID_UNICODE already reports, is quoted as U+FFFD: diagnostics are joined
 * and answered through canonical JSON (RFC 8785), which has no form for a lone surrogate,
 * so one raw id made keyless validate throw.
 */
export function wellFormedDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.map(wellFormed);
}
