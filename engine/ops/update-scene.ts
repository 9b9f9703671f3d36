import * as v from 'valibot';
import { LayoutStrategy, type SceneDocumentValue } from '../../schema/index.js';
import { canonicalJson } from '../hash/index.js';
import { cloneJson } from '../model/index.js';
import { applyFields, mergeFields, sendsAny } from './patch.js';
import { relayoutAll } from './relayout.js';
import type { EditState } from './state.js';
import type { OpOf } from './types.js';

const SCENE_FIELDS = ['title', 'description', 'brief', 'palette', 'styles', 'layoutStrategy', 'diagramFamily', 'canvas'] as const;

/** What decides the layout: the strategy with its defaults filled, and the family. */
function layoutKey(scene: SceneDocumentValue): string {
  const strategy = scene.layoutStrategy === undefined ? null : v.parse(LayoutStrategy, scene.layoutStrategy);
  return canonicalJson({ strategy, family: scene.diagramFamily ?? null });
}

/**
 * updateScene: header fields (title, description, brief; null removes), palette merged by
 * key (null removes it), styles merged by name, canvas merged by key, layoutStrategy and
 * diagramFamily replaced (null removes). A changed or removed layoutStrategy or
 * diagramFamily lays the whole diagram out again, as autoLayout without elements.
 */
export function updateScene(state: EditState, op: OpOf<'updateScene'>): void {
  if (!sendsAny(op, SCENE_FIELDS)) {
    state.fail('OP_NOTHING_TO_UPDATE', 'send at least one of title, description, brief, palette, styles, layoutStrategy, diagramFamily or canvas');
    return;
  }
  const scene = state.scene;
  const before = layoutKey(scene);
  applyFields(scene.scene, op, ['title', 'description', 'brief']);
  if (op.palette === null) delete scene.palette;
  else if (op.palette !== undefined) scene.palette = mergeFields(scene.palette, op.palette);
  if (op.styles !== undefined) scene.styles = { ...scene.styles, ...cloneJson(op.styles) };
  if (op.canvas !== undefined) scene.scene.canvas = mergeFields(scene.scene.canvas, op.canvas);
  applyFields(scene, op, ['layoutStrategy', 'diagramFamily']);
  if (layoutKey(scene) !== before) relayoutAll(state);
}
