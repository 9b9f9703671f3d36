import { diagnostic, mergeDiagnostics, parseMermaid, readScene, type Diagnostic, type DiagnosticCode } from '../../engine/index.js';
import type { Drawer, DrawingCaller } from './drawer.js';
import { ServiceError } from './errors.js';

export interface ValidationReport {
  valid: boolean;
  diagnostics: Diagnostic[];
}

/** Which of the three accepted forms a validate body is. */
function inputOf(body: Record<string, unknown>): { document: unknown } | { mermaid: unknown } {
  const keys = Object.keys(body);
  if ('schemaVersion' in body) return { document: body };
  if ('scene' in body && 'mermaid' in body) throw new ServiceError(400, 'BODY_INVALID', 'Send either scene or mermaid, not both.');
  if (keys.length === 1 && keys[0] === 'scene') return { document: body.scene };
  if (keys.length === 1 && keys[0] === 'mermaid') return { mermaid: body.mermaid };
  throw new ServiceError(400, 'BODY_INVALID', 'Send {scene: <DSP document>}, {mermaid: "<text>"} or the DSP document itself ({schemaVersion, scene, elements}).', {
    receivedKeys: keys.slice(0, 20),
  });
}

/**
 * POST /v1/diagrams/validate and its MCP twin: reports what a save would report (checking
 * and, with a drawer, layout warnings such as TEXT_OVERFLOW), without saving. Invalid
 * input is an answer (valid: false), not an error.
 */
export async function validateBody(body: Record<string, unknown>, caller: DrawingCaller, drawer?: Drawer): Promise<ValidationReport> {
  const input = inputOf(body);
  let document: unknown;
  let warnings: Diagnostic[] = [];
  if ('mermaid' in input) {
    if (typeof input.mermaid !== 'string') throw new ServiceError(400, 'BODY_INVALID', 'mermaid must be a string of Mermaid-syntax text.');
    const parsed = parseMermaid(input.mermaid);
    if (!parsed.ok) {
      const { error } = parsed;
      const data = { ...(error.line !== undefined ? { line: error.line } : {}), ...(error.column !== undefined ? { column: error.column } : {}), ...(error.data ?? {}) };
      return { valid: false, diagnostics: [diagnostic(error.code as DiagnosticCode, error.message, { path: '$.mermaid', data })] };
    }
    document = parsed.scene;
    warnings = parsed.warnings;
  } else {
    document = input.document;
  }
  const result = readScene(document);
  if (!result.valid || !drawer) return { valid: result.valid, diagnostics: mergeDiagnostics(warnings, result.diagnostics) };
  const laidOut = await drawer.layout(result.scene, caller);
  return { valid: true, diagnostics: mergeDiagnostics(warnings, result.diagnostics, laidOut.diagnostics) };
}
