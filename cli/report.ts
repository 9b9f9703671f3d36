import type { Diagnostic } from '../engine/index.js';

/** Where a diagnostic points in its file: `file:line:col`, or the file alone when it has no line. */
function placeOf(file: string, item: Diagnostic): string {
  const line = item.data?.line;
  const column = item.data?.column;
  if (typeof line !== 'number') return file;
  return typeof column === 'number' ? `${file}:${line}:${column}` : `${file}:${line}`;
}

/**
 * One diagnostic for people, as compilers print them: `file:line:col: CODE message` for an
 * error, with the severity before the code otherwise; the element or JSON path when there
 * is no line to point at.
 */
export function formatDiagnostic(file: string, item: Diagnostic): string {
  const severity = item.severity === 'error' ? '' : `${item.severity} `;
  const where = item.elementId !== undefined ? ` (element ${item.elementId})` : item.path !== undefined && item.path !== '$' ? ` (at ${item.path})` : '';
  // Mermaid's warnings start their message with the line the place already names.
  const message = typeof item.data?.line === 'number' ? item.message.replace(new RegExp(`^line ${item.data.line}(, column \\d+)?: `), '') : item.message;
  return `${placeOf(file, item)}: ${severity}${item.code} ${message}${where}`;
}

/** How a file is named in messages: standard input has no name. */
export function displayName(source: string): string {
  return source === '-' ? '<stdin>' : source;
}
