import { hashScene, normalizeScene, validateScene } from '../../engine/index.js';
import { SCENE_CASES } from '../corpus/scene-cases.js';

/**
 * The full validation result of every corpus document, plus the content hash of the
 * normalized scene for valid ones. Node writes it as a golden file; the browser test
 * recomputes it in Chromium and must get the identical JSON.
 */
export function corpusResults(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, document } of SCENE_CASES) {
    const result = validateScene(document);
    out[name] = {
      valid: result.valid,
      diagnostics: result.diagnostics,
      hash: result.scene ? hashScene(normalizeScene(result.scene)) : null,
    };
  }
  return out;
}
