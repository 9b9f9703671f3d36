import { validateScene, type Diagnostic } from '../../engine/index.js';
import { httpError } from '../http/errors.js';

export interface ValidationReport {
  valid: boolean;
  diagnostics: Diagnostic[];
}

/**
 * POST /v1/diagrams/validate and its MCP twin: the body is {scene}, {mermaid} or the scene
 * document itself. Reports what a save would report, without saving.
 */
export function validateBody(body: Record<string, unknown>): ValidationReport {
  const keys = Object.keys(body);
  if ('schemaVersion' in body) return report(validateScene(body));
  if (keys.length === 1 && keys[0] === 'scene') return report(validateScene(body.scene));
  if ('scene' in body && 'mermaid' in body) {
    throw httpError(400, 'BODY_INVALID', 'Send either scene or mermaid, not both.');
  }
  if (keys.length === 1 && keys[0] === 'mermaid') {
    throw httpError(400, 'MERMAID_NOT_SUPPORTED_YET', 'Mermaid input is not available on this server yet; send {scene} instead.');
  }
  throw httpError(400, 'BODY_INVALID', 'Send {scene: <DSP document>}, {mermaid: "<text>"} or the DSP document itself ({schemaVersion, scene, elements}).', {
    receivedKeys: keys.slice(0, 20),
  });
}

function report(result: ReturnType<typeof validateScene>): ValidationReport {
  return { valid: result.valid, diagnostics: result.diagnostics };
}
