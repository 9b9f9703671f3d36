import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPort } from 'elkjs/lib/elk-api.js';
import type { EndpointValue, NodeValue } from '../../../schema/index.js';
import { pointOnSide, type Side } from '../../geometry/index.js';
import { BAND_INSET } from '../bands/band-boxes.js';
import { frameInsets, frameMinWidth, groupInsets, poolMinHeight } from '../frames/frame-metrics.js';
import { outsideLabelSize, type LabelContext } from '../labels/node-labels.js';
import { hasOutsideLabel, type EntityTable } from '../../measure/index.js';
import type { BandPlan, ErEdge, NodeSize, SceneIndex } from '../types.js';
import { compoundOptions, EDGE_LABEL, FIXED_PORTS, OUTSIDE_LABEL, portOptions, rootOptions } from './elk-options.js';
import type { LayoutTree } from './layout-tree.js';
import { columnRow } from './column-row.js';
import { edgesTyingFrames, elkBackEdges, type ElkEnds } from './elk-back-edges.js';
import { wrapTiedFrames } from './tied-frames.js';
import { placementOf } from './node-placement.js';

/** What the ELK graph is built from. */
export interface GraphInput {
  index: SceneIndex;
  tree: LayoutTree;
  sizes: ReadonlyMap<string, NodeSize>;
  labels: LabelContext;
  /** Edge id → its label box, so ELK leaves a slot for it. */
  edgeLabels: ReadonlyMap<string, NodeSize>;
  /** Containers laid out beforehand (pools with lanes): leaves of this size here. */
  fixed: ReadonlyMap<string, NodeSize>;
  /** autoGroup bands: compound nodes around their top-level members. */
  bands: readonly BandPlan[] | null;
  /** ER: the column rows edge ends attach to (er/resolve-endpoints.ts) and the entity tables holding them. */
  er?: { edges: ReadonlyMap<string, ErEdge>; tables: ReadonlyMap<string, EntityTable> };
}

export interface BuiltGraph {
  graph: ElkNode;
  /** Every element placed through this graph → the ELK node standing for it (itself, or the fixed container holding it). */
  elkIdOf: Map<string, string>;
}

/** ELK ids of band compounds; a space never occurs in element ids. */
export const BAND_PREFIX = 'band ';

/** The ELK graph of `topItems` and everything inside them, with the edges between them. */
export function buildElkGraph(input: GraphInput, topItems: readonly string[]): BuiltGraph {
  const elkIdOf = new Map<string, string>();
  const elkParent = new Map<string, string>();
  const nodes = new Map<string, ElkNode>();
  let compound = false;

  const mapInside = (id: string, to: string): void => {
    for (const child of input.tree.children.get(id) ?? []) {
      elkIdOf.set(child, to);
      mapInside(child, to);
    }
  };
  const build = (id: string, parent: string): ElkNode | undefined => {
    const kind = input.tree.kind.get(id);
    const fixed = input.fixed.get(id);
    let node: ElkNode | undefined;
    if (fixed !== undefined) {
      node = { id, width: fixed.width, height: fixed.height };
      mapInside(id, id);
    } else if (kind === 'node') {
      node = leafOf(input, id);
    } else if (kind !== undefined && input.tree.filled.has(id)) {
      const children = (input.tree.children.get(id) ?? []).map((child) => build(child, id)).filter((n) => n !== undefined);
      node = { id, children, layoutOptions: containerOptions(input, id) };
      compound = true;
    }
    if (node === undefined) return undefined;
    elkIdOf.set(id, id);
    elkParent.set(id, parent);
    nodes.set(id, node);
    return node;
  };

  const rootChildren: ElkNode[] = [];
  const bandOf = new Map<string, ElkNode>();
  for (const plan of input.bands ?? []) {
    const band: ElkNode = { id: BAND_PREFIX + plan.nodeType, children: [], layoutOptions: compoundOptions(input.index.strategy, bandPadding()) };
    for (const member of plan.members) bandOf.set(member, band);
  }
  for (const id of topItems) {
    const band = bandOf.get(id);
    const node = build(id, band?.id ?? '');
    if (node === undefined) continue;
    if (band === undefined) {
      rootChildren.push(node);
      continue;
    }
    if (band.children!.length === 0) rootChildren.push(band);
    band.children!.push(node);
    compound = true;
  }

  const edges = edgesOf(input, elkIdOf, elkParent, nodes, rootChildren);
  const graph: ElkNode = { id: '', layoutOptions: rootOptions(input.index.strategy, compound, placementOf(input.index, compound)), children: rootChildren, edges };
  return { graph, elkIdOf };
}

function bandPadding() {
  return { top: BAND_INSET.top, right: BAND_INSET.side, bottom: BAND_INSET.bottom, left: BAND_INSET.side };
}

function leafOf(input: GraphInput, id: string): ElkNode {
  const size = input.sizes.get(id) ?? { width: input.index.strategy.nodeWidth, height: input.index.strategy.nodeHeight };
  const leaf: ElkNode = { id, width: size.width, height: size.height };
  const node = input.index.byId.get(id);
  if (node?.kind === 'node' && hasOutsideLabel(node.nodeType)) {
    const label = outsideLabelSize(node, size.width, input.labels);
    if (label !== undefined) {
      // ELK reserves no room for a label without text; the text itself is never drawn.
      leaf.labels = [{ text: 'label', width: label.width, height: label.height, layoutOptions: OUTSIDE_LABEL }];
      // As wide as its label, so no label overhangs the box; layoutItems centres the glyph back in it.
      leaf.width = Math.max(size.width, label.width);
    }
  }
  return leaf;
}

function containerOptions(input: GraphInput, id: string) {
  const element = input.index.byId.get(id);
  const strategy = input.index.strategy;
  if (element?.kind === 'group') return compoundOptions(strategy, groupInsets(element));
  if (element?.kind !== 'frame') return compoundOptions(strategy, { top: 0, right: 0, bottom: 0, left: 0 });
  const layout = element.layout;
  const given = layout?.mode === 'absolute' ? layout : undefined;
  const minimum = {
    width: Math.max(frameMinWidth(element, strategy, input.labels), given?.width ?? 0),
    height: Math.max(poolMinHeight(element, strategy, input.labels), given?.height ?? 0),
  };
  return compoundOptions(strategy, frameInsets(element, strategy, input.labels, false), minimum);
}

/**
 * Scene edges between two different ELK nodes, neither inside the other; ports for fixed
 * ends. Loops' back edges (elk-back-edges.ts) are handed over reversed, so ELK breaks each
 * loop where the text returns to an earlier node, and edges tying frames into a loop are
 * left out, so ELK lays those frames side by side (ELK's routes are not kept: only its boxes).
 */
function edgesOf(
  input: GraphInput,
  elkIdOf: Map<string, string>,
  elkParent: Map<string, string>,
  nodes: Map<string, ElkNode>,
  rootChildren: ElkNode[],
): ElkExtendedEdge[] {
  const edges: ElkExtendedEdge[] = [];
  const portIds = new Set<string>();
  const isAncestor = (ancestor: string, id: string): boolean => {
    for (let up = elkParent.get(id); up !== undefined && up !== ''; up = elkParent.get(up)) if (up === ancestor) return true;
    return false;
  };
  const endOf = (endpoint: EndpointValue, edgeId: string, end: 'from' | 'to'): string | undefined => {
    const elkId = elkIdOf.get(endpoint.elementId);
    if (elkId === undefined || elkId !== endpoint.elementId) return elkId;
    const element = input.index.byId.get(elkId);
    if (element?.kind !== 'node' || input.fixed.has(elkId)) return elkId;
    const row = sideOf(element, endpoint) === undefined ? columnRow(input, elkId, edgeId, end) : undefined;
    const fixedSide = sideOf(element, endpoint) ?? row;
    if (fixedSide === undefined) return elkId;
    const leaf = nodes.get(elkId)!;
    const portId =
      endpoint.portId !== undefined ? `${elkId}/${endpoint.portId}` : row !== undefined ? `${elkId}/#${row.side}/${row.offset}` : `${elkId}/@${edgeId}/${end}`;
    if (!portIds.has(portId)) {
      portIds.add(portId);
      const at = pointOnSide({ x: 0, y: 0, width: leaf.width ?? 0, height: leaf.height ?? 0 }, fixedSide.side, fixedSide.offset);
      const port: ElkPort = { id: portId, x: at.x, y: at.y, width: 0, height: 0, layoutOptions: portOptions(fixedSide.side) };
      leaf.ports = [...(leaf.ports ?? []), port];
      leaf.layoutOptions = FIXED_PORTS;
    }
    return portId;
  };

  const ends: ElkEnds[] = [];
  for (const edge of input.index.edges) {
    const from = elkIdOf.get(edge.from.elementId);
    const to = elkIdOf.get(edge.to.elementId);
    if (from === undefined || to === undefined || from === to || isAncestor(from, to) || isAncestor(to, from)) continue;
    const elkEdge: ElkExtendedEdge = { id: edge.id, sources: [endOf(edge.from, edge.id, 'from')!], targets: [endOf(edge.to, edge.id, 'to')!] };
    const label = input.edgeLabels.get(edge.id);
    if (label !== undefined) elkEdge.labels = [{ text: 'label', width: label.width, height: label.height, layoutOptions: EDGE_LABEL } satisfies ElkLabel];
    edges.push(elkEdge);
    ends.push({ from, to });
  }
  // Frames tied into a loop are laid side by side: the edges tying them are left out (elk-back-edges.ts), the frames held together (tied-frames.ts).
  const tying = edgesTyingFrames(ends, elkParent, (id) => input.index.byId.get(id)?.kind === 'frame' && !input.fixed.has(id));
  if (tying.includes(true)) wrapTiedFrames(ends, tying, { nodes, parent: elkParent, rootChildren }, input.index.strategy);
  const kept = edges.filter((_, i) => !tying[i]);
  const keptEnds = ends.filter((_, i) => !tying[i]);
  // Places as the edges first name their ends (layered/cycles.ts says why), then the other elements in document order.
  const reversed = elkBackEdges(keptEnds, elkParent, [...keptEnds.flatMap(({ from, to }) => [from, to]), ...input.index.byId.keys()]);
  kept.forEach((edge, i) => {
    if (reversed[i]) [edge.sources, edge.targets] = [edge.targets, edge.sources];
  });
  return kept;
}

/** The side and offset an endpoint pins on its node: a declared port, or an anchor. */
function sideOf(node: NodeValue, endpoint: EndpointValue): { side: Side; offset: number } | undefined {
  if (endpoint.portId !== undefined) {
    const port = node.ports.find((p) => p.id === endpoint.portId);
    return port === undefined ? undefined : { side: port.side, offset: port.offset };
  }
  return endpoint.anchor;
}
