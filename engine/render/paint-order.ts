import type { ElementValue, SceneDocumentValue } from '../../schema/index.js';
import type { Computed } from '../model/index.js';
import { enclosingFrames } from './frames/enclosing-frames.js';

/**
 * The drawing order (rule 4 and the zIndex rule; README.md, "Paint order"). Elements are
 * sorted by zIndex first; within one zIndex by layer: autoGroup bands, frames, node
 * shapes, node labels, edges (with arrowheads and labels), then text, image and guide
 * elements; within a layer by document order, except that frames follow their nesting
 * (a parent, then its nested frames) and a nested frame never sorts below its parent's
 * zIndex. Groups and elements with `visible: false` are not drawn.
 */

export type PaintLayer = 'bands' | 'frame' | 'nodeShape' | 'nodeLabel' | 'edge' | 'overlay';

/** One drawing step: a layer of one element, or (layer 'bands') all autoGroup bands. */
export interface PaintStep {
  layer: PaintLayer;
  /** null for the bands step. */
  elementId: string | null;
}

const LAYER_RANK: Readonly<Record<PaintLayer, number>> = { bands: 0, frame: 1, nodeShape: 2, nodeLabel: 3, edge: 4, overlay: 5 };

interface Keyed extends PaintStep {
  zIndex: number;
  order: number;
}

/** Frames in nesting order (each parent before its nested frames, siblings in document order) with their effective zIndex. */
function frameOrder(elements: readonly ElementValue[]): Map<string, { order: number; zIndex: number }> {
  const frames = elements.filter((element) => element.kind === 'frame');
  const frameOf = enclosingFrames(elements);
  const nested = new Map<string, ElementValue[]>();
  const roots: ElementValue[] = [];
  for (const frame of frames) {
    const parent = frameOf.get(frame.id);
    if (parent === undefined) roots.push(frame);
    else nested.set(parent, [...(nested.get(parent) ?? []), frame]);
  }
  const result = new Map<string, { order: number; zIndex: number }>();
  const visit = (frame: ElementValue, parentZ: number): void => {
    if (result.has(frame.id)) return;
    const zIndex = Math.max(frame.zIndex ?? 0, parentZ);
    result.set(frame.id, { order: result.size, zIndex });
    for (const child of nested.get(frame.id) ?? []) visit(child, zIndex);
  };
  for (const root of roots) visit(root, -Infinity);
  // Frames caught in a nesting cycle have no root; they keep document order after the rest.
  for (const frame of frames) visit(frame, -Infinity);
  return result;
}

function layersOf(element: ElementValue, computed: Computed): PaintLayer[] {
  const drawn = computed.elements[element.id];
  if (drawn === undefined) return [];
  if (element.kind === 'node' && drawn.kind === 'node') return ['nodeShape', 'nodeLabel'];
  if (element.kind === 'edge' && drawn.kind === 'edge') return ['edge'];
  if (element.kind === 'frame' && drawn.kind === 'frame') return ['frame'];
  if ((element.kind === 'text' || element.kind === 'image' || element.kind === 'guide') && drawn.kind === element.kind) return ['overlay'];
  return [];
}

/** The steps to draw a laid-out scene, in order. `include` limits them to some element ids (the diff's removed elements). */
export function paintOrder(scene: SceneDocumentValue, computed: Computed, include?: (elementId: string) => boolean): PaintStep[] {
  const frames = frameOrder(scene.elements);
  const keyed: Keyed[] = [];
  if (include === undefined && computed.bands.length > 0) keyed.push({ layer: 'bands', elementId: null, zIndex: 0, order: -1 });
  scene.elements.forEach((element, index) => {
    if (element.visible === false || (include !== undefined && !include(element.id))) return;
    const frame = frames.get(element.id);
    for (const layer of layersOf(element, computed)) {
      keyed.push({ layer, elementId: element.id, zIndex: frame?.zIndex ?? element.zIndex ?? 0, order: frame?.order ?? index });
    }
  });
  keyed.sort((a, b) => a.zIndex - b.zIndex || LAYER_RANK[a.layer] - LAYER_RANK[b.layer] || a.order - b.order);
  return keyed.map(({ layer, elementId }) => ({ layer, elementId }));
}
