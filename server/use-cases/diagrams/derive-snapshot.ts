import type { DeriveSourceValue } from '../../../schema/index.js';
import { deriveScene, type DeriveFailure, type DeriveFormat, type DeriveReport, type NormalizedScene, type OperationInput, type SceneDocumentValue } from '../../../engine/index.js';
import { ServiceError } from '../../ports/index.js';
import { sha256Hex } from '../shared/index.js';
import { validationFailed } from './scene-input.js';

/** A snapshot read and diffed: the operations, the report, the scene with them applied, and the provenance of the revision it makes. */
export interface DerivedSnapshot {
  ops: OperationInput[];
  report: DeriveReport;
  scene: NormalizedScene;
  provenance: DeriveProvenance;
}

/** What a derived revision records: the format and the SHA-256 of the exact source text (computed here, never taken from the caller). */
export interface DeriveProvenance {
  format: DeriveFormat;
  sourceSha256: string;
}

/**
 * Derive keeps entity-relationship diagrams in step. A diagram of another family (an
 * architecture or sequence diagram, or elements without a family) is refused rather than
 * turned into one: its tables would be drawn with another family's rules, beside nodes the
 * schema knows nothing about. An empty diagram without a family becomes one.
 */
function requireEntityRelationship(scene: SceneDocumentValue): void {
  const family = scene.diagramFamily;
  if (family === 'entityRelationship' || (family === undefined && scene.elements.length === 0)) return;
  throw new ServiceError(
    422,
    'DERIVE_FAMILY_UNSUPPORTED',
    `Derive keeps entity-relationship diagrams in step with a schema, and this one is ${family ?? 'without a diagramFamily'}; derive into a new diagram (create one with derive) instead.`,
    { diagramFamily: family ?? null },
  );
}

/** A refused derive as the API answers it. */
function deriveError(error: DeriveFailure): ServiceError {
  switch (error.code) {
    case 'DERIVE_PARSE_ERROR':
      return new ServiceError(422, 'DERIVE_PARSE_ERROR', `The snapshot could not be read: ${error.message}; ${error.hint ?? 'fix the snapshot at that place'}`, {
        ...(error.line !== undefined ? { line: error.line } : {}),
        ...(error.column !== undefined ? { column: error.column } : {}),
        ...(error.hint !== undefined ? { hint: error.hint } : {}),
      });
    case 'TOO_MANY_ELEMENTS':
      // The element limit's own answer, as a save of a scene over it gets.
      return validationFailed([{ code: 'TOO_MANY_ELEMENTS', severity: 'error', path: '$.elements', message: `TOO_MANY_ELEMENTS: ${error.message}`, ...(error.data ? { data: error.data } : {}) }], 'The snapshot makes more elements than a diagram holds; nothing was saved.');
    case 'DERIVE_PARSER_UNAVAILABLE':
      return new ServiceError(503, 'DERIVE_PARSER_UNAVAILABLE', `This service cannot read this format: ${error.message.replace(/; install it.*$/, '')}; ask its operator to install the package.`, error.data ?? {});
    case 'VALIDATION_FAILED': {
      const errors = error.diagnostics?.filter((d) => d.severity === 'error') ?? (error.data?.errors as unknown[] | undefined) ?? [];
      return new ServiceError(422, 'VALIDATION_FAILED', `The derive was refused and nothing was saved: ${error.message}.`, { errors });
    }
  }
}

/**
 * Reads a snapshot and brings `scene`'s derived elements in step with it (absent: an empty
 * entity-relationship diagram). Parse errors: 422 DERIVE_PARSE_ERROR with line, column and
 * hint; over the element limit: 422 VALIDATION_FAILED with TOO_MANY_ELEMENTS; a diagram
 * that is not entity-relationship: 422 DERIVE_FAMILY_UNSUPPORTED.
 */
export async function deriveSnapshot(snapshot: DeriveSourceValue, scene?: SceneDocumentValue): Promise<DerivedSnapshot> {
  if (scene !== undefined) requireEntityRelationship(scene);
  const result = await deriveScene({ format: snapshot.format, source: snapshot.source, ...(scene !== undefined ? { scene } : {}) });
  if (!result.ok) throw deriveError(result.error);
  return { ops: result.ops, report: result.report, scene: result.scene, provenance: { format: snapshot.format, sourceSha256: sha256Hex(snapshot.source) } };
}

/** POST /v1/diagrams with derive: the derived scene to save as revision 1; scene or mermaid beside it is 400 BODY_INVALID. */
export async function derivedToSave(body: { scene?: unknown; mermaid?: unknown; derive: DeriveSourceValue }): Promise<DerivedSnapshot> {
  if (body.scene !== undefined || body.mermaid !== undefined) throw new ServiceError(400, 'BODY_INVALID', 'Send one of scene, mermaid or derive, not several.');
  return deriveSnapshot(body.derive);
}
