/**
 * The graph an outside placer is given for a flat scene (dagre-placement.ts,
 * own-layered.ts), the same graph dot is given (to-dot.ts): every node at the size our
 * layout gave it (a workflow glyph as glyph plus outside label, one box), every edge with its
 * label's size, in document order; and the way back from a placed node box to our node's
 * box and its outside label.
 */
import type { Computed, NormalizedScene } from '../../../engine/index.js';
import { buildIndex } from '../../../engine/internal.js';
import type { Box } from '../../../harness/drawing-metrics/drawing.js';

/** A node as placed: one box; `glyph` when it is a workflow glyph with its label below (the gap between them). */
export interface PlacementNode {
  id: string;
  width: number;
  height: number;
  glyph?: { glyph: Box; label: Box; gap: number };
}

export interface PlacementEdge {
  id: string;
  from: string;
  to: string;
  label?: Box;
}

/** The scene's nodes and edges as an outside placer takes them (module comment). */
export function placementInput(scene: NormalizedScene, computed: Computed): { nodes: PlacementNode[]; edges: PlacementEdge[] } {
  const index = buildIndex(scene);
  const nodes: PlacementNode[] = [];
  for (const node of index.nodes) {
    const drawn = computed.elements[node.id];
    if (drawn?.kind !== 'node') continue;
    const { box } = drawn;
    const label = drawn.label?.box;
    const outside = label !== undefined && label.y >= box.y + box.height - 0.5 ? label : undefined;
    if (outside === undefined) {
      nodes.push({ id: node.id, width: box.width, height: box.height });
      continue;
    }
    const gap = Math.max(0, outside.y - (box.y + box.height));
    nodes.push({ id: node.id, width: Math.max(box.width, outside.width), height: box.height + gap + outside.height, glyph: { glyph: box, label: outside, gap } });
  }
  const edges: PlacementEdge[] = [];
  for (const edge of index.edges) {
    const drawn = computed.elements[edge.id];
    if (drawn?.kind !== 'edge') continue;
    const label = drawn.label?.box;
    edges.push({ id: edge.id, from: edge.from.elementId, to: edge.to.elementId, ...(label === undefined ? {} : { label }) });
  }
  return { nodes, edges };
}

/** Our node's box (a glyph at its own size, at the top, centred) and its outside label's box, from the box the placer gave the node (centre x, top y). */
export function nodeBoxesAt(node: PlacementNode, centreX: number, top: number): { box: Box; label?: Box } {
  const size = node.glyph?.glyph ?? { width: node.width, height: node.height };
  const box = { x: centreX - size.width / 2, y: top, width: size.width, height: size.height };
  if (node.glyph === undefined) return { box };
  const { glyph, label, gap } = node.glyph;
  return { box, label: { x: centreX - label.width / 2, y: top + glyph.height + gap, width: label.width, height: label.height } };
}
