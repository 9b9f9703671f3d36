import type { EdgeValue, ElementValue, NodeValue, OperationInput, SceneDocumentValue, StyleValue } from '../../../schema/index.js';
import { canonicalJson } from '../../hash/index.js';
import { cloneJson } from '../../model/index.js';

type Op = OperationInput;
const same = (a: unknown, b: unknown): boolean => canonicalJson(a ?? null) === canonicalJson(b ?? null);

function nodesOf(scene: SceneDocumentValue): Map<string, NodeValue> {
  return new Map(scene.elements.flatMap((element) => (element.kind === 'node' ? [[element.id, element] as const] : [])));
}

function edgesOf(elements: readonly ElementValue[]): EdgeValue[] {
  return elements.filter((element): element is EdgeValue => element.kind === 'edge');
}

/**
 * Pairs edges of two lists: the same id first (when `sameIdSameEdge`, whatever its ends,
 * so an edge written with its id can be reconnected), then the same ends in order of
 * appearance. `endsOf` reads an edge's ends in a common id space. Returns right-hand id →
 * left edge.
 */
function pairEdges(
  left: readonly EdgeValue[],
  right: readonly EdgeValue[],
  endsOf: (edge: EdgeValue, side: 'left' | 'right') => string,
  sameIdSameEdge: boolean,
): Map<string, EdgeValue> {
  const pairs = new Map<string, EdgeValue>();
  const used = new Set<string>();
  const leftById = new Map(left.map((edge) => [edge.id, edge]));
  for (const edge of right) {
    const match = leftById.get(edge.id);
    if (match !== undefined && (sameIdSameEdge || endsOf(match, 'left') === endsOf(edge, 'right'))) {
      pairs.set(edge.id, match);
      used.add(match.id);
    }
  }
  for (const edge of right) {
    if (pairs.has(edge.id)) continue;
    const match = left.find((candidate) => !used.has(candidate.id) && endsOf(candidate, 'left') === endsOf(edge, 'right'));
    if (match === undefined) continue;
    pairs.set(edge.id, match);
    used.add(match.id);
  }
  return pairs;
}

/**
 * The ops that turn `base` into what the edited text says. `before` is the base read back
 * from its own Mermaid view and `after` the edited text, both in written ids; `toBase` maps
 * a written id to the base's id. Fields are compared between `before` and `after`, so only
 * what the author changed becomes an op and values Mermaid cannot carry stay as in the base.
 * Order: edge and node deletions, style registry additions, node creations and updates,
 * edge creations and updates, scene title.
 */
export function diffOps(base: SceneDocumentValue, before: SceneDocumentValue, after: SceneDocumentValue, toBase: (id: string) => string): Op[] {
  const baseById = new Map(base.elements.map((element) => [element.id, element]));
  const oldNodes = nodesOf(before);
  const newNodes = nodesOf(after);
  const gone = new Set([...oldNodes.keys()].filter((id) => !newNodes.has(id)).map(toBase));
  const ends = (edge: EdgeValue) => `${edge.from.elementId}\u0000${edge.to.elementId}`;
  const oldEdges = edgesOf(before.elements);
  const pairs = pairEdges(oldEdges, edgesOf(after.elements), (edge) => ends(edge), true);
  // erDiagram text keeps no edge ids, so a base edge and its reading pair by ends.
  const baseEdgeOf = pairEdges(edgesOf(base.elements), oldEdges, (edge, side) =>
    side === 'left' ? ends(edge) : `${toBase(edge.from.elementId)}\u0000${toBase(edge.to.elementId)}`, false);
  const matchedOld = new Set([...pairs.values()].map((edge) => edge.id));

  const deletions: Op[] = [];
  for (const old of oldEdges) {
    const baseEdge = baseEdgeOf.get(old.id);
    if (matchedOld.has(old.id) || baseEdge === undefined || gone.has(baseEdge.from.elementId) || gone.has(baseEdge.to.elementId)) continue;
    deletions.push({ op: 'deleteElement', id: baseEdge.id });
  }
  for (const id of gone) if (baseById.get(id)?.kind === 'node') deletions.push({ op: 'deleteElement', id });

  const styles: Record<string, StyleValue> = {};
  const styleOf = (element: ElementValue): Record<string, unknown> => {
    const style = element.style;
    if (style === undefined) return {};
    if (typeof style === 'string' && base.styles?.[style] === undefined && after.styles?.[style] !== undefined) styles[style] = after.styles[style];
    return { style: cloneJson(style) };
  };

  const nodeOps: Op[] = [];
  for (const node of newNodes.values()) {
    const old = oldNodes.get(node.id);
    const baseNode = baseById.get(toBase(node.id));
    if (old === undefined) nodeOps.push(createNodeOp(node, styleOf(node)));
    else if (baseNode?.kind === 'node') nodeOps.push(...updateNodeOp(baseNode, old, node));
  }

  const taken = new Set([...baseById.keys(), ...newNodes.keys()]);
  const freeId = (id: string): string => {
    let candidate = id;
    for (let n = 2; taken.has(candidate); n++) candidate = `${id}__${n}`;
    taken.add(candidate);
    return candidate;
  };
  const edgeOps: Op[] = [];
  for (const edge of edgesOf(after.elements)) {
    const old = pairs.get(edge.id);
    const baseEdge = old === undefined ? undefined : baseEdgeOf.get(old.id);
    if (old === undefined) edgeOps.push(createEdgeOp(edge, freeId(edge.id), toBase, styleOf(edge)));
    else if (baseEdge !== undefined) edgeOps.push(...updateEdgeOp(baseEdge, old, edge, toBase));
  }

  const sceneOps: Op[] = [];
  const header: Record<string, unknown> = {};
  for (const key of ['title', 'description'] as const) if (!same(before.scene[key], after.scene[key])) header[key] = after.scene[key] ?? null;
  if (Object.keys(header).length > 0) sceneOps.push({ op: 'updateScene', ...header });
  const registry: Op[] = Object.keys(styles).length > 0 ? [{ op: 'updateScene', styles }] : [];
  return [...deletions, ...registry, ...nodeOps, ...edgeOps, ...sceneOps];
}

function createNodeOp(node: NodeValue, style: Record<string, unknown>): Op {
  const op: Record<string, unknown> = { op: 'createNode', id: node.id, nodeType: node.nodeType, ...style };
  if (node.shape !== undefined) op.shape = node.shape;
  if (node.label !== undefined) op.label = node.label;
  if (node.extensions !== undefined) op.extensions = cloneJson(node.extensions);
  return op as Op;
}

/** Label, shape, node type, columns and the kept Mermaid shape name, where the text changed them. */
function updateNodeOp(baseNode: NodeValue, old: NodeValue, node: NodeValue): Op[] {
  const patch: Record<string, unknown> = {};
  if (!same(old.label, node.label)) patch.label = node.label ?? null;
  if (!same(old.shape, node.shape)) patch.shape = node.shape ?? null;
  if (old.nodeType !== node.nodeType) patch.nodeType = node.nodeType;
  const extensions = changedExtensions(baseNode, old, node);
  if (extensions !== undefined) patch.extensions = extensions;
  return Object.keys(patch).length > 0 ? [{ op: 'updateNode', id: baseNode.id, ...patch } as Op] : [];
}

/**
 * The node's extensions with the text's changes (columns, kept Mermaid shape), undefined
 * when the text changed neither, null when nothing is left. A column the text did not
 * change keeps the base's form of it (its nullable flag, its missing type...).
 */
function changedExtensions(baseNode: NodeValue, old: NodeValue, node: NodeValue): Record<string, unknown> | null | undefined {
  const oldColumns = old.extensions?.columns;
  const newColumns = node.extensions?.columns;
  const columnsChanged = !same(oldColumns, newColumns);
  const mermaidChanged = !same(old.extensions?.mermaid, node.extensions?.mermaid);
  if (!columnsChanged && !mermaidChanged) return undefined;
  const extensions: Record<string, unknown> = cloneJson(baseNode.extensions ?? {});
  if (columnsChanged) {
    if (newColumns === undefined) delete extensions.columns;
    else {
      extensions.columns = newColumns.map((column) => {
        const unchanged = oldColumns?.find((candidate) => candidate.name === column.name && same(candidate, column));
        const kept = unchanged === undefined ? undefined : baseNode.extensions?.columns?.find((candidate) => candidate.name === column.name);
        return cloneJson(kept ?? column);
      });
    }
  }
  if (mermaidChanged) {
    if (node.extensions?.mermaid === undefined) delete extensions.mermaid;
    else extensions.mermaid = cloneJson(node.extensions.mermaid);
  }
  return Object.keys(extensions).length > 0 ? extensions : null;
}

function createEdgeOp(edge: EdgeValue, id: string, toBase: (id: string) => string, style: Record<string, unknown>): Op {
  const op: Record<string, unknown> = {
    op: 'createEdge',
    id,
    from: { ...cloneJson(edge.from), elementId: toBase(edge.from.elementId) },
    to: { ...cloneJson(edge.to), elementId: toBase(edge.to.elementId) },
    ...style,
  };
  for (const key of ['label', 'endpoints', 'edgeType', 'router'] as const) if (edge[key] !== undefined) op[key] = cloneJson(edge[key]);
  if (edge.visible === false) op.visible = false;
  return op as Op;
}

/** Ends (element or cardinality), label, arrowheads, ER edge type, router and visibility, where the text changed them. */
function updateEdgeOp(baseEdge: EdgeValue, old: EdgeValue, edge: EdgeValue, toBase: (id: string) => string): Op[] {
  const patch: Record<string, unknown> = {};
  for (const end of ['from', 'to'] as const) {
    if (old[end].elementId !== edge[end].elementId) {
      patch[end] = { ...cloneJson(edge[end]), elementId: toBase(edge[end].elementId) };
    } else if (old[end].cardinality !== edge[end].cardinality) {
      const endpoint = cloneJson(baseEdge[end]);
      if (edge[end].cardinality === undefined) delete endpoint.cardinality;
      else endpoint.cardinality = edge[end].cardinality;
      patch[end] = endpoint;
    }
  }
  for (const key of ['label', 'endpoints', 'edgeType', 'router'] as const) if (!same(old[key], edge[key])) patch[key] = edge[key] === undefined ? null : cloneJson(edge[key]);
  if (old.visible !== edge.visible) patch.visible = edge.visible;
  return Object.keys(patch).length > 0 ? [{ op: 'updateEdge', id: baseEdge.id, ...patch } as Op] : [];
}
