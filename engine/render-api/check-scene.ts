import { diagnostic, type Diagnostic, type DiagnosticCode } from '../model/index.js';
import { parseMermaid } from '../mermaid/index.js';
import { readScene } from '../normalize/index.js';
import { mergeDiagnostics } from '../ops/index.js';
import type { SceneDocumentValue } from '../../schema/index.js';

/** What a check takes: a DSP document (any JSON: it is checked first), or Mermaid text. */
export type CheckInput = { document: unknown } | { mermaid: string };

/** What a check answers: whether a save would accept it, and everything a save would report. */
export interface CheckReport {
  valid: boolean;
  diagnostics: Diagnostic[];
}

/**
 * What a save would report about a document or Mermaid text, without saving: every check's
 * diagnostics and, given `layOut` and a valid scene, the layout's warnings (TEXT_OVERFLOW,
 * overlaps). Invalid input is an answer (valid: false), not an error; a Mermaid error's
 * path is `$.mermaid`, the field that holds the text. Pure, so a service runs it on a
 * drawing thread as well as inline.
 */
export async function checkScene(input: CheckInput, layOut?: (scene: SceneDocumentValue) => Promise<Diagnostic[]>): Promise<CheckReport> {
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
