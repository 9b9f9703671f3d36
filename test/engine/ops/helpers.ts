import type { ElementInput, SceneDocumentInput, SceneDocumentValue, ElementValue } from '../../../schema/index.js';
import { normalizeScene } from '../../../engine/normalize/index.js';
import { applyOps, type ApplyResult, type OpError, type OperationInput } from '../../../engine/ops/index.js';
import type { Computed, ComputedElement } from '../../../engine/model/computed.js';
import type { Box } from '../../../engine/geometry/index.js';
import type { NormalizedScene } from '../../../engine/model/index.js';

/** A stored (normalized) architecture scene from a few elements. */
export function scene(elements: ElementInput[], extra: Partial<SceneDocumentInput> = {}): NormalizedScene {
  return normalizeScene({ schemaVersion: '0.1', scene: { id: 'demo' }, diagramFamily: 'architecture', elements, ...extra });
}

/** A node placed at x, y (150 x 60 unless told). */
export function node(id: string, x: number, y: number, extra: Record<string, unknown> = {}): ElementInput {
  return { kind: 'node', id, nodeType: 'service', label: id.toUpperCase(), layout: { mode: 'absolute', x, y, width: 150, height: 60 }, ...extra } as ElementInput;
}

/** A node the layout stage has not placed yet. */
export function unplaced(id: string, extra: Record<string, unknown> = {}): ElementInput {
  return { kind: 'node', id, nodeType: 'service', ...extra } as ElementInput;
}

export function edge(id: string, from: string, to: string, extra: Record<string, unknown> = {}): ElementInput {
  return { kind: 'edge', id, from: { elementId: from }, to: { elementId: to }, ...extra } as ElementInput;
}

export function frame(id: string, children: string[], extra: Record<string, unknown> = {}): ElementInput {
  return { kind: 'frame', id, children, ...extra } as ElementInput;
}

export function group(id: string, children: string[], extra: Record<string, unknown> = {}): ElementInput {
  return { kind: 'group', id, children, ...extra } as ElementInput;
}

/** A base drawing with these boxes (what layoutScene would have put in `computed`). */
export function drawn(boxes: Record<string, Box & { kind?: 'node' | 'frame' | 'group' | 'text' }>): Computed {
  const elements: Record<string, ComputedElement> = {};
  for (const [id, { kind = 'node', ...box }] of Object.entries(boxes)) {
    if (kind === 'node') elements[id] = { kind, box, shape: 'rect', ports: [] };
    else if (kind === 'frame') elements[id] = { kind, box, containerType: 'generic' };
    else elements[id] = { kind, box };
  }
  return { version: 1, canvas: { x: 0, y: 0, width: 2000, height: 2000 }, elements, bands: [] };
}

/** The successful result of an edit (fails the test with the errors otherwise). */
export function edited(base: SceneDocumentValue, ops: OperationInput[], computed?: Computed): Extract<ApplyResult, { ok: true }> {
  const result = applyOps(base, ops, computed === undefined ? {} : { computed });
  if (!result.ok) throw new Error(`edit refused: ${JSON.stringify(result.errors, null, 1)}`);
  return result;
}

/** The errors of a refused edit (fails the test if it was applied). */
export function refused(base: SceneDocumentValue, ops: OperationInput[], computed?: Computed): OpError[] {
  const result = applyOps(base, ops, computed === undefined ? {} : { computed });
  if (result.ok) throw new Error('the edit was applied, but it should have been refused');
  return result.errors;
}

export function get(scene: SceneDocumentValue, id: string): ElementValue {
  const element = scene.elements.find((e) => e.id === id);
  if (element === undefined) throw new Error(`no element ${id}`);
  return element;
}

/** The layout box of a node/frame/text/image with an absolute layout. */
export function layoutOf(scene: SceneDocumentValue, id: string): Box {
  const element = get(scene, id) as { layout?: { mode: string; x: number; y: number; width: number; height: number } };
  if (element.layout?.mode !== 'absolute') throw new Error(`${id} has no absolute layout`);
  const { x, y, width, height } = element.layout;
  return { x, y, width, height };
}

export function codes(errors: readonly OpError[]): string[] {
  return errors.map((error) => error.code);
}
