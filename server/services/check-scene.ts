import { diagnostic, mergeDiagnostics, parseMermaid, readScene, type Diagnostic, type DiagnosticCode, type SceneDocumentValue } from '../../engine/index.js';
import type { CheckInput, ValidationReport } from './drawer.js';

/**
 * What a save would report about a document or Mermaid text, without saving: every check's
 * diagnostics and, given `layOut` and a valid scene, the layout's warnings (TEXT_OVERFLOW,
 * overlaps). Invalid input is an answer (valid: false), not an error. Pure, so it runs on a
 * drawing thread (Drawer.check) as well as inline.
 */
export async function checkInput(input: CheckInput, layOut?: (scene: SceneDocumentValue) => Promise<Diagnostic[]>): Promise<ValidationReport> {
  let document: unknown;
  let warnings: Diagnostic[] = [];
  if ('mermaid' in input) {
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
  if (!result.valid || !layOut) return { valid: result.valid, diagnostics: mergeDiagnostics(warnings, result.diagnostics) };
  const laidOut = await layOut(result.scene);
  return { valid: true, diagnostics: mergeDiagnostics(warnings, result.diagnostics, laidOut) };
}
