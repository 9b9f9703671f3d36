import type { NodeValue, SceneDocumentInput } from '../../../../schema/index.js';
import type { FontBytes } from '../../../../engine/measure/index.js';
import type { ComputedNode } from '../../../../engine/model/computed.js';
import { normalizeScene } from '../../../../engine/normalize/index.js';
import { createRenderContext, createSharedTools, createTextPainting } from '../../../../engine/render/index.js';
import { CLEAN } from '../../../../engine/render/themes/index.js';
import type { RenderContext } from '../../../../engine/render/types.js';

const noFace = { regular: new Uint8Array(0), bold: new Uint8Array(0), italic: new Uint8Array(0) };
/** Icons need no font bytes. */
export const NO_FONTS: FontBytes = { sans: noFace, mono: noFace, hand: noFace };

/** A node at (20, 20), 160 × 80, as layout computes it (no icon box unless given). */
export function computedNode(extra: Partial<ComputedNode> = {}): ComputedNode {
  return { kind: 'node', box: { x: 20, y: 20, width: 160, height: 80 }, shape: 'roundedRect', ports: [], ...extra };
}

/** One node with `fields` (icon, style...) in a normalized scene, its computed box and a render context. */
export function iconScene(fields: Record<string, unknown>, computed: ComputedNode = computedNode(), extra: Record<string, unknown> = {}): { node: NodeValue; computed: ComputedNode; context: RenderContext } {
  const input = { schemaVersion: '0.1', scene: { id: 'icons' }, elements: [{ id: 'n', kind: 'node', nodeType: 'service', ...fields }], ...extra } as SceneDocumentInput;
  const scene = normalizeScene(input);
  const node = scene.elements[0] as NodeValue;
  const context = createRenderContext({ scene, computed: { version: 1, canvas: { x: 0, y: 0, width: 200, height: 120 }, elements: { n: computed }, bands: [] } }, CLEAN, createSharedTools(CLEAN, createTextPainting(NO_FONTS)));
  return { node, computed, context };
}
