import { checkScene, mermaidDiagnostic } from '../../../engine/index.js';
import { type CheckInput, type Drawer, type DrawingCaller, type ValidationReport, ServiceError } from '../../ports/index.js';
import { unsavedMermaidType } from './scene-input.js';

export type { ValidationReport } from '../../ports/index.js';

/** Which of the three accepted forms a validate body is. */
function inputOf(body: Record<string, unknown>): CheckInput {
  const keys = Object.keys(body);
  if ('schemaVersion' in body) return { document: body };
  if ('scene' in body && 'mermaid' in body) throw new ServiceError(400, 'BODY_INVALID', 'Send either scene or mermaid, not both.');
  if (keys.length === 1 && keys[0] === 'scene') return { document: body.scene };
  if (keys.length === 1 && keys[0] === 'mermaid') {
    if (typeof body.mermaid !== 'string') throw new ServiceError(400, 'BODY_INVALID', 'mermaid must be a string of Mermaid-syntax text.');
    return { mermaid: body.mermaid };
  }
  throw new ServiceError(400, 'BODY_INVALID', 'Send {scene: <DSP document>}, {mermaid: "<text>"} or the DSP document itself ({schemaVersion, scene, elements}).', {
    receivedKeys: keys.slice(0, 20),
  });
}

/**
 * POST /v1/diagrams/validate and its MCP twin: reports what a save would report (checking
 * and, with a drawer, layout warnings such as TEXT_OVERFLOW), without saving. Invalid
 * input is an answer (valid: false), not an error. With a drawer the whole check runs on a
 * drawing thread, scheduled as the caller's (keyless checks within their share of the
 * threads), so large keyless scenes do not hold up the event loop either.
 */
export async function validateBody(body: Record<string, unknown>, caller: DrawingCaller, drawer?: Drawer): Promise<ValidationReport> {
  const input = inputOf(body);
  // A save refuses Mermaid types it does not keep (sequenceDiagram, stateDiagram, classDiagram) before reading them; so does its check.
  const refusal = 'mermaid' in input ? unsavedMermaidType(input.mermaid) : undefined;
  if (refusal !== undefined) return { valid: false, diagnostics: [{ ...mermaidDiagnostic(refusal), path: '$.mermaid' }] };
  return drawer ? drawer.check(input, caller) : checkScene(input);
}
