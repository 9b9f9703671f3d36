import type { ElementLimit } from '../../schema/index.js';
import type { Diagnostic, NormalizedScene } from '../model/index.js';
import { validateScene } from '../validate/index.js';
import { normalizeScene } from './normalize-scene.js';

/** A document read: its normal form when it has no error, and every diagnostic either way. */
export type SceneReading = { valid: true; scene: NormalizedScene; diagnostics: Diagnostic[] } | { valid: false; diagnostics: Diagnostic[] };

/**
 * Unknown input (a parsed JSON body, a file, Mermaid's scene) to a normalized scene:
 * validateScene, then normalizeScene when there is no error. The one way in for a
 * document that did not come out of the engine itself. Never throws. At most
 * `limit.maxElements` elements (default: the spec's 1,000).
 */
export function readScene(input: unknown, limit: ElementLimit = {}): SceneReading {
  const validation = validateScene(input, limit);
  if (!validation.valid || validation.scene === undefined) return { valid: false, diagnostics: validation.diagnostics };
  return { valid: true, scene: normalizeScene(validation.scene), diagnostics: validation.diagnostics };
}
