import { normalizeScene, validateScene, type NormalizedScene } from '../../../../engine/index.js';
import { layoutScene, type LayoutResult } from '../../../../engine/layout/index.js';
import { measureScene, type FontBytes } from '../../../../engine/measure/index.js';
import type { ComputedElement, ComputedNode } from '../../../../engine/model/computed.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';

/** A scene document from its elements (and optional top-level fields), validated and normalized. */
export function sceneOf(elements: unknown[], extra: Record<string, unknown> = {}): NormalizedScene {
  const document = { schemaVersion: '0.1', scene: { id: 'test' }, elements, ...extra };
  const result = validateScene(document);
  if (!result.valid || result.scene === undefined) throw new Error(`invalid test scene: ${JSON.stringify(result.diagnostics)}`);
  return normalizeScene(result.scene);
}

let fonts: Promise<FontBytes> | undefined;

/** Measures a scene with the bundled fonts and lays it out. */
export async function layout(scene: NormalizedScene): Promise<LayoutResult> {
  fonts ??= loadFontsFromDisk();
  return layoutScene(measureScene(scene, await fonts));
}

/** A node's computed entry (throws when it is missing). */
export function nodeOf(result: LayoutResult, id: string): ComputedNode {
  const element: ComputedElement | undefined = result.computed.elements[id];
  if (element?.kind !== 'node') throw new Error(`no computed node ${id}`);
  return element;
}

/** The box of any computed element with one. */
export function boxOf(result: LayoutResult, id: string): { x: number; y: number; width: number; height: number } {
  const element = result.computed.elements[id];
  if (element === undefined || !('box' in element)) throw new Error(`no box for ${id}`);
  return element.box;
}

/** A node element literal. */
export function node(id: string, nodeType = 'generic', extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, kind: 'node', nodeType, label: id, ...extra };
}

/** An edge element literal. */
export function edge(id: string, from: string, to: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, kind: 'edge', from: { elementId: from }, to: { elementId: to }, ...extra };
}
