/**
 * Schema actions can carry a precise diagnostic code. valibot issues only carry a message,
 * so a coded message is written as "CODE: one-line fix" and split again by
 * engine/validate/schema-issues.ts. Uncoded issues get a generic code from their type.
 */
export function coded(code: string, fix: string): string {
  return `${code}: ${fix}`;
}

/** Splits a message made by `coded`; returns null for valibot's own messages. */
export function splitCoded(message: string): { code: string; fix: string } | null {
  const match = /^([A-Z][A-Z0-9_]+): (.*)$/s.exec(message);
  return match ? { code: match[1]!, fix: match[2]! } : null;
}
