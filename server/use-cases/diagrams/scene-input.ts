import {
  mermaidDiagramType,
  parseMermaid,
  readScene,
  type Diagnostic,
  type MermaidError,
  type NormalizedScene,
} from '../../../engine/index.js';
import { ServiceError } from '../../ports/index.js';

/** A scene ready for layout, and what checking it noticed (warnings and info only). */
export interface SceneInput {
  scene: NormalizedScene;
  warnings: Diagnostic[];
}

/**
 * Mermaid refusals: 422, with the code, line and column of the parser. Text over 64 KB is
 * 413 MERMAID_TOO_LARGE, as the request-body check answers it (envelope.ts), so a save and
 * an edit refuse the same text the same way.
 */
export function mermaidError(error: Omit<MermaidError, 'code'> & { code: string }): ServiceError {
  const extra: Record<string, unknown> = {};
  if (error.line !== undefined) extra.line = error.line;
  if (error.column !== undefined) extra.column = error.column;
  if (error.data !== undefined) extra.data = error.data;
  return new ServiceError(error.code === 'MERMAID_TOO_LARGE' ? 413 : 422, error.code, error.message, extra);
}

/** 422 VALIDATION_FAILED with every error (nothing is saved). */
export function validationFailed(errors: readonly Diagnostic[], message = 'The scene has errors; fix them and send it again.'): ServiceError {
  const first = errors[0];
  const lead = first ? `${message} First: ${first.message}` : message;
  return new ServiceError(422, 'VALIDATION_FAILED', lead, { errors });
}

/** Validates and normalizes a scene document (readScene); errors → 422 VALIDATION_FAILED. */
export function sceneFromDocument(document: unknown): SceneInput {
  const result = readScene(document);
  if (!result.valid) throw validationFailed(result.diagnostics.filter((d) => d.severity === 'error'));
  return { scene: result.scene, warnings: result.diagnostics };
}

/** Parses Mermaid text into a normalized scene; refusals → 422. */
export function sceneFromMermaid(text: string): SceneInput {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw mermaidError(parsed.error);
  const checked = sceneFromDocument(parsed.scene);
  return { scene: checked.scene, warnings: [...parsed.warnings, ...checked.warnings] };
}

/** Exactly one of scene or mermaid, as POST /v1/diagrams (through sceneToSave), validate and preview take it. */
export function sceneFromBody(body: { scene?: unknown; mermaid?: unknown }): SceneInput {
  const hasScene = body.scene !== undefined;
  const hasMermaid = body.mermaid !== undefined;
  if (hasScene === hasMermaid) {
    throw new ServiceError(400, 'BODY_INVALID', hasScene ? 'Send either scene or mermaid, not both.' : 'Send scene (a DSP document) or mermaid (Mermaid-syntax text).');
  }
  if (hasMermaid) {
    if (typeof body.mermaid !== 'string') throw new ServiceError(400, 'BODY_INVALID', 'mermaid must be a string of Mermaid-syntax text.');
    return sceneFromMermaid(body.mermaid);
  }
  return sceneFromDocument(body.scene);
}

/**
 * Why a save refuses this Mermaid text, if it does (spec: POST /v1/diagrams rule 3, an
 * erDiagram or a flowchart/graph only): the other types the engine reads (sequenceDiagram, stateDiagram, classDiagram)
 * are drawn by preview and the Kroki routes, but not saved; a client can convert with the
 * library and save the scene. Read from the type line alone, so a refused text is not
 * parsed; validate uses it too, so it reports what a save would.
 */
export function unsavedMermaidType(text: string): (MermaidError & { code: 'MERMAID_TYPE_UNSUPPORTED' }) | undefined {
  const declared = mermaidDiagramType(text);
  if (declared === undefined || declared.type === 'flowchart' || declared.type === 'er') return undefined;
  return {
    code: 'MERMAID_TYPE_UNSUPPORTED',
    message: `"${declared.keyword}" diagrams cannot be saved from Mermaid; a save takes flowchart (or graph) and erDiagram text. Draw it with POST /v1/diagrams/preview, or convert it with the library and save the scene.`,
    data: { type: declared.keyword, accepted: ['flowchart', 'graph', 'erDiagram'] },
  };
}

/** sceneFromBody for a save: Mermaid other than erDiagram and flowchart/graph is 422 MERMAID_TYPE_UNSUPPORTED. */
export function sceneToSave(body: { scene?: unknown; mermaid?: unknown }): SceneInput {
  const refusal = typeof body.mermaid === 'string' && body.scene === undefined ? unsavedMermaidType(body.mermaid) : undefined;
  if (refusal !== undefined) throw mermaidError(refusal);
  return sceneFromBody(body);
}
