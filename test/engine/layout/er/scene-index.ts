import type { ElementInput, SceneDocumentInput } from '../../../../schema/index.js';
import { buildIndex } from '../../../../engine/layout/build-index.js';
import type { SceneIndex } from '../../../../engine/layout/types.js';
import { normalizeScene } from '../../../../engine/normalize/index.js';
import { validateScene } from '../../../../engine/validate/index.js';

/**
 * The SceneIndex of a small scene, the way the pipeline builds it: validated (a fixture
 * with an error fails loudly), normalized, indexed.
 */
export function sceneIndex(elements: ElementInput[], extra: Partial<SceneDocumentInput> = {}): SceneIndex {
  const result = validateScene({ schemaVersion: '0.1', scene: { id: 'test' }, elements, ...extra });
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (!result.valid || result.scene === undefined) throw new Error(`invalid fixture: ${JSON.stringify(errors)}`);
  return buildIndex(normalizeScene(result.scene));
}
