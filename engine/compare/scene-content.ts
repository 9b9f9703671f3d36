import type { SceneDocumentValue } from '../../schema/index.js';
import { canonicalJson } from '../hash/index.js';

/** The scene without its drawing output: what the content hash covers. */
function contentOf(scene: SceneDocumentValue): Omit<SceneDocumentValue, 'computed'> {
  const { computed: _drawing, ...content } = scene;
  return content;
}

/**
 * True when two scenes have the same content: equal RFC 8785 canonical JSON once
 * `computed` is set aside (so key order and a fresh layout pass do not count).
 */
export function sameSceneContent(a: SceneDocumentValue, b: SceneDocumentValue): boolean {
  return canonicalJson(contentOf(a)) === canonicalJson(contentOf(b));
}
