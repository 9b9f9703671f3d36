import type { ElementValue, NodeValue } from '../../../schema/index.js';
import type { MeasuredSceneData } from '../../measure/index.js';
import type { ComputedElement, Diagnostic } from '../../model/index.js';
import type { Box } from '../../geometry/index.js';
import { computedElements, computedNodes } from '../computed-elements.js';
import { placeAgainst, placeTarget } from '../relative/place-against.js';
import type { Geometry, SceneIndex } from '../types.js';
import { groupBox, plainFrameBox } from './containers.js';
import { elementExtent } from './extent.js';
import { freeBoxSize, type FreeBoxContext } from './free-boxes.js';
import { strayEdge } from './stray-edges.js';

const SEQUENCE_NODE_TYPES = new Set(['sequence.lifeline', 'sequence.actor', 'sequence.note', 'sequence.activation']);

/** Whether the sequence layout places this node itself (it then never reads the node's layout). */
export function isSequenceNode(node: NodeValue): boolean {
  return SEQUENCE_NODE_TYPES.has(node.nodeType);
}

/** A node of another type that the author placed (an absolute layout not at x 0, y 0). */
export function isUserPositioned(node: NodeValue): boolean {
  return !isSequenceNode(node) && node.layout?.mode === 'absolute' && (node.layout.x !== 0 || node.layout.y !== 0);
}

/**
 * The context free boxes are sized and drawn with, and measuring's TEXT_OVERFLOW warnings
 * for them (sequence nodes are sized here, not by the core, so their warnings are dropped).
 */
export function freeBoxContext(index: SceneIndex, measured: MeasuredSceneData): { context: FreeBoxContext; diagnostics: Diagnostic[] } {
  const diagnostics = measured.diagnostics.filter((d) => {
    const element = d.elementId === undefined ? undefined : index.byId.get(d.elementId);
    return element?.kind !== 'node' || !isSequenceNode(element);
  });
  return { context: { index, labels: { measured } }, diagnostics };
}

/**
 * Boxes for the nodes of other types without any position (no layout, or an absolute one
 * at x 0, y 0): laid out with the sequence, in a row from (left, top), nodeSpacing apart.
 */
export function strayRow(context: FreeBoxContext, left: number, top: number): Map<string, Box> {
  const boxes = new Map<string, Box>();
  let x = left;
  for (const node of context.index.nodes) {
    if (isSequenceNode(node) || isUserPositioned(node) || node.layout?.mode === 'relative') continue;
    const size = freeBoxSize(node, context);
    boxes.set(node.id, { x, y: top, ...size });
    x += size.width + context.index.strategy.nodeSpacing;
  }
  return boxes;
}

/**
 * Everything the sequence layout does not place, at the document's coordinates, around
 * the (final) `sequence` elements: positioned nodes, texts and images at their absolute
 * layouts; relative layouts against their targets; frames other than fragments and groups
 * around their children (a lifeline counts from header to foot); edges that are not
 * messages as straight lines; guides. `geometry` holds the stray row's boxes and receives
 * the others. Drawn as in the other families (computed-elements.ts).
 */
export function freeElements(context: FreeBoxContext, sequence: ReadonlyMap<string, ComputedElement>, geometry: Geometry): Map<string, ComputedElement> {
  const { index, labels } = context;
  const extentOf = (id: string): Box | undefined => geometry.boxes.get(id) ?? elementExtent(sequence.get(id)) ?? undefined;

  const tryPlace = (element: ElementValue, force: boolean): boolean => {
    if (element.kind === 'frame' || element.kind === 'group') {
      const children = (index.childrenOf.get(element.id) ?? []).filter((id) => hasBox(index.byId.get(id)));
      const boxes = children.flatMap((id) => extentOf(id) ?? []);
      if (!force && boxes.length < children.length) return false;
      const box = element.kind === 'frame' ? plainFrameBox(element, boxes, index, labels) : groupBox(element, boxes);
      if (box !== null) geometry.boxes.set(element.id, box);
      return true;
    }
    if (element.kind !== 'node' && element.kind !== 'text' && element.kind !== 'image') return true;
    const size = freeBoxSize(element, context);
    const layout = element.layout;
    if (layout?.mode === 'relative') {
      const target = extentOf(placeTarget(layout.place) ?? '');
      if (target === undefined && !force) return false;
      geometry.boxes.set(element.id, target === undefined ? { x: 0, y: 0, ...size } : placeAgainst(target, size, layout.place));
      return true;
    }
    geometry.boxes.set(element.id, { x: layout?.x ?? 0, y: layout?.y ?? 0, ...size });
    return true;
  };

  let pending = index.scene.elements.filter((element) => !sequence.has(element.id) && !geometry.boxes.has(element.id) && isFree(element));
  // Relative layouts wait for their targets and containers for their children; each pass
  // places what is ready (validation rules out cycles, so only a last pass is forced).
  for (let force = false; pending.length > 0; ) {
    const waiting = pending.filter((element) => !tryPlace(element, force));
    force = waiting.length === pending.length;
    pending = waiting;
  }

  const nodes = computedNodes(index, geometry, labels);
  const drawn = computedElements(index, geometry, { nodes, routes: new Map(), edgeLabels: new Map(), erEdges: new Map() }, labels);
  const elements = new Map<string, ComputedElement>(Object.entries(drawn));
  for (const edge of index.edges) {
    if (sequence.has(edge.id)) continue;
    const from = extentOf(edge.from.elementId);
    const to = extentOf(edge.to.elementId);
    if (from !== undefined && to !== undefined) elements.set(edge.id, strayEdge(edge, from, to, labels.measured));
  }
  return elements;
}

/** Elements placed by freeElements (edges and guides are handled apart). */
function isFree(element: ElementValue): boolean {
  if (element.kind === 'node') return !isSequenceNode(element);
  if (element.kind === 'frame') return element.containerType !== 'fragment';
  return element.kind === 'text' || element.kind === 'image' || element.kind === 'group';
}

function hasBox(element: ElementValue | undefined): boolean {
  return element !== undefined && element.kind !== 'edge' && element.kind !== 'guide';
}
