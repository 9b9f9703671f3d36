import type { ElementLimit } from '../../schema/index.js';
import type { Diagnostic, NormalizedScene } from '../model/index.js';
import { checkScene } from '../validate/index.js';
import { normalizeParsedScene, normalizeScene } from './normalize-scene.js';

/** A document read: its normal form when it has no error, and every diagnostic either way. */
export type SceneReading = { valid: true; scene: NormalizedScene; diagnostics: Diagnostic[] } | { valid: false; diagnostics: Diagnostic[] };

/**
 * Unknown input (a parsed JSON body, a file, Mermaid's scene) to a normalized scene:
 * validated, then normalized when there is no error. The one way in for a document that
 * did not come out of the engine itself. Never throws. At most `limit.maxElements`
 * elements (default: the spec's 1,000).
 *
 * It normalizes the validator's parse output rather than calling validateScene then
 * normalizeScene, which would copy the document twice and parse it twice (a fifth of the
 * front stages' time on a 20-entity ER diagram); the scene is the same. `owned`: the
 * input is the caller's own fresh object that nothing else holds or changes (renderMermaid's
 * parse), so the scene may share its free-form values instead of copying the document.
 */
export function readScene(input: unknown, limit: ElementLimit = {}, owned = false): SceneReading {
  const checked = checkScene(input, limit);
  if (!checked.valid) return { valid: false, diagnostics: checked.diagnostics };
  const scene = checked.value === undefined ? normalizeScene(input as Parameters<typeof normalizeScene>[0]) : normalizeParsedScene(checked.value, owned);
  return { valid: true, scene, diagnostics: checked.diagnostics };
}
