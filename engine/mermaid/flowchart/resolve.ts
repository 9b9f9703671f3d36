import type { StyleValue } from '../../../schema/index.js';
import type { ClassUse, IrDiagram, IrEdge, IrFrame, IrItem, IrNode } from '../model.js';
import type { Warnings } from '../warnings.js';
import { edgeData, nodeLook } from './node-data.js';
import { DOTTED_DASH, THICK_WIDTH } from './links.js';
import type { EdgeRecord, FlowchartRecords } from './records.js';

type Target = { kind: 'node'; node: IrNode } | { kind: 'frame'; frame: IrFrame } | { kind: 'edge'; edge: IrEdge };

const mergeStyle = (into: { inline?: StyleValue }, style: StyleValue): void => {
  into.inline = { ...into.inline, ...style };
};

/** The look a link's syntax implies, and the warnings for what DSP draws differently. */
function edgeFrom(record: EdgeRecord, warnings: Warnings): IrEdge {
  const { link, line } = record;
  const edge: IrEdge = { line, from: record.from, to: record.to, arrows: { start: link.start, end: link.end }, classes: [] };
  if (record.rawId !== undefined) edge.rawId = record.rawId;
  if (record.label !== undefined) edge.label = record.label;
  if (link.stroke === 'thick') edge.base = { strokeWidth: THICK_WIDTH };
  if (link.stroke === 'dotted') edge.base = { dash: [...DOTTED_DASH] };
  const name = `link ${record.from} → ${record.to}`;
  if (link.stroke === 'invisible') {
    edge.visible = false;
    warnings.add('MERMAID_APPROXIMATED', line, `${name}: the invisible link (~~~) is kept as a hidden edge (visible false)`, { data: { construct: 'invisibleLink' } });
  }
  if (link.start === 'bar' || link.end === 'bar') {
    warnings.add('MERMAID_APPROXIMATED', line, `${name}: DSP has no cross (x) arrowhead; it is drawn as a bar`, { data: { construct: 'crossArrowhead' } });
  }
  if (link.extra > 0) {
    warnings.add('MERMAID_UNSUPPORTED', line, `${name}: the extra link length is dropped; the layout engine chooses the ranks`, { data: { construct: 'linkLength', extra: link.extra } });
  }
  return edge;
}

/** A generated id subGraph<n> that no Mermaid id uses. */
function autoSubgraphIds(records: FlowchartRecords): string[] {
  const used = new Set<string>([...records.vertices.keys(), ...records.edges.flatMap((edge) => (edge.rawId === undefined ? [] : [edge.rawId]))]);
  for (const subgraph of records.subgraphs) if (subgraph.rawId !== undefined) used.add(subgraph.rawId);
  let next = 0;
  return records.subgraphs.map((subgraph) => {
    if (subgraph.rawId !== undefined) return subgraph.rawId;
    while (used.has(`subGraph${next}`)) next++;
    used.add(`subGraph${next}`);
    return `subGraph${next++}`;
  });
}

/**
 * Decides what every id is (a subgraph id is a frame wherever it appears; an id only
 * configured by `id@{}`/`style` that names a link is that link), assigns subgraph
 * membership (a node belongs to the first subgraph closed that names it, as in Mermaid),
 * and applies classes, styles and linkStyles.
 */
export function resolveFlowchart(records: FlowchartRecords, warnings: Warnings): IrDiagram {
  const { subgraphIds, frameOf } = uniqueSubgraphIds(records, warnings);
  const namedEdges = uniqueEdgeIds(records, frameOf, warnings);
  const edges = records.edges.map((record) => edgeFrom(record, warnings));
  const frames: IrFrame[] = records.subgraphs.map((subgraph, index) => {
    const frame: IrFrame = { rawId: subgraphIds[index] as string, line: subgraph.line, children: [], classes: [] };
    if (subgraph.title !== undefined) frame.title = subgraph.title;
    return frame;
  });
  const { nodes, targets } = resolveTargets(records, { frames, edges, frameOf, namedEdges }, warnings);
  const parentOf = membership(records, nodes, subgraphIds);
  const ordered = inOrderOfAppearance(records, { targets, frames, frameOf, parentOf });

  applyClassesAndStyles(records, targets, edges, warnings);
  const defaultClass = records.classDefs.find((def) => def.name === 'default');
  if (defaultClass) for (const node of ordered.nodes) if (node.classes.length === 0) node.classes.push({ name: 'default', line: defaultClass.line });

  const diagram: IrDiagram = {
    family: 'architecture',
    direction: records.direction,
    items: ordered.items,
    nodes: ordered.nodes,
    frames: ordered.frames,
    edges,
    classDefs: records.classDefs,
  };
  if (records.title !== undefined) Object.assign(diagram, { title: records.title, titleLine: records.titleLine });
  if (records.description !== undefined) Object.assign(diagram, { description: records.description, descriptionLine: records.descriptionLine });
  return diagram;
}

/** Every subgraph's id (generated ones included), a repeated id renamed with a warning; and id → subgraph index. */
function uniqueSubgraphIds(records: FlowchartRecords, warnings: Warnings): { subgraphIds: string[]; frameOf: Map<string, number> } {
  const subgraphIds = autoSubgraphIds(records);
  const frameOf = new Map<string, number>();
  subgraphIds.forEach((rawId, index) => {
    if (!frameOf.has(rawId)) return frameOf.set(rawId, index);
    const line = records.subgraphs[index]?.line ?? 1;
    warnings.add('MERMAID_APPROXIMATED', line, `the subgraph id ${rawId} is used twice; the second subgraph gets its own id`, { data: { construct: 'subgraphId', mermaidId: rawId } });
    let n = 2;
    while (frameOf.has(`${rawId}_${n}`) || records.vertices.has(`${rawId}_${n}`)) n++;
    subgraphIds[index] = `${rawId}_${n}`;
    frameOf.set(`${rawId}_${n}`, index);
  });
  return { subgraphIds, frameOf };
}

/** Link id → link index for links with an id of their own; an id already taken is dropped with a warning. */
function uniqueEdgeIds(records: FlowchartRecords, frameOf: ReadonlyMap<string, number>, warnings: Warnings): Map<string, number> {
  const namedEdges = new Map<string, number>();
  records.edges.forEach((edge, index) => {
    if (edge.rawId === undefined) return;
    if (namedEdges.has(edge.rawId) || frameOf.has(edge.rawId)) {
      warnings.add('MERMAID_APPROXIMATED', edge.line, `the link id ${edge.rawId} is already used; this link gets a generated id`, { data: { construct: 'edgeId', mermaidId: edge.rawId } });
      delete edge.rawId;
    } else namedEdges.set(edge.rawId, index);
  });
  return namedEdges;
}

interface Resolved {
  frames: IrFrame[];
  edges: IrEdge[];
  frameOf: ReadonlyMap<string, number>;
  namedEdges: ReadonlyMap<string, number>;
}

/** What each vertex id is: a subgraph (frame), a link configured through its id, or a node. */
function resolveTargets(records: FlowchartRecords, resolved: Resolved, warnings: Warnings): { nodes: Map<string, IrNode>; targets: Map<string, Target> } {
  const { frames, edges, frameOf, namedEdges } = resolved;
  const nodes = new Map<string, IrNode>();
  const targets = new Map<string, Target>();
  for (const [rawId, record] of records.vertices) {
    const frameIndex = frameOf.get(rawId);
    const edgeIndex = namedEdges.get(rawId);
    if (frameIndex !== undefined) {
      const frame = frames[frameIndex] as IrFrame;
      if (record.updates.length > 0) warnings.add('MERMAID_UNSUPPORTED', record.line, `${rawId} is a subgraph; its node shape and label are not kept`, { mermaidId: rawId, data: { construct: 'subgraphNode', mermaidId: rawId } });
      frame.classes.push(...record.classes);
      targets.set(rawId, { kind: 'frame', frame });
    } else if (!record.strong && edgeIndex !== undefined) {
      const edge = edges[edgeIndex] as IrEdge;
      const { router } = edgeData(rawId, record.updates, warnings);
      if (router) edge.router = router;
      edge.classes.push(...record.classes);
      targets.set(rawId, { kind: 'edge', edge });
    } else {
      const look = nodeLook(rawId, record.updates, warnings);
      const node: IrNode = { rawId, line: record.line, label: look.label, shape: look.entry.dsp, nodeType: look.entry.nodeType, classes: [...record.classes] };
      if (!look.entry.exact) {
        node.mermaidShape = look.entry.name;
        warnings.add('MERMAID_APPROXIMATED', record.line, `node ${rawId}: the Mermaid shape ${look.entry.name} is drawn as the DSP shape ${look.entry.dsp}`, { mermaidId: rawId, data: { construct: 'shape', shape: look.entry.name, dspShape: look.entry.dsp } });
      }
      nodes.set(rawId, node);
      targets.set(rawId, { kind: 'node', node });
    }
  }
  frames.forEach((frame) => { if (!targets.has(frame.rawId)) targets.set(frame.rawId, { kind: 'frame', frame }); });
  for (const [rawId, index] of namedEdges) if (!targets.has(rawId)) targets.set(rawId, { kind: 'edge', edge: edges[index] as IrEdge });
  return { nodes, targets };
}

/** Node or subgraph id → the subgraph holding it: for a node, the first subgraph closed that names it (Mermaid's rule). */
function membership(records: FlowchartRecords, nodes: ReadonlyMap<string, IrNode>, subgraphIds: readonly string[]): Map<string, number> {
  const parentOf = new Map<string, number>();
  for (const index of records.closed) {
    for (const rawId of records.subgraphs[index]?.mentions ?? []) if (nodes.has(rawId) && !parentOf.has(rawId)) parentOf.set(rawId, index);
  }
  records.subgraphs.forEach((subgraph, index) => { if (subgraph.parent !== undefined) parentOf.set(subgraphIds[index] as string, subgraph.parent); });
  return parentOf;
}

interface Placement {
  targets: ReadonlyMap<string, Target>;
  frames: IrFrame[];
  frameOf: ReadonlyMap<string, number>;
  parentOf: ReadonlyMap<string, number>;
}

/** The elements in order of first appearance, each node and subgraph once, listed as a child of its subgraph. */
function inOrderOfAppearance(records: FlowchartRecords, placement: Placement): { items: IrItem[]; nodes: IrNode[]; frames: IrFrame[] } {
  const { targets, frames, frameOf, parentOf } = placement;
  const items: IrItem[] = [];
  const orderedNodes: IrNode[] = [];
  const orderedFrames: IrFrame[] = [];
  const placedFrames = new Set<number>();
  const placedNodes = new Set<string>();
  const placeNode = (node: IrNode): void => {
    if (placedNodes.has(node.rawId)) return;
    placedNodes.add(node.rawId);
    items.push({ kind: 'node', index: orderedNodes.length });
    orderedNodes.push(node);
    const parent = parentOf.get(node.rawId);
    if (parent !== undefined) frames[parent]?.children.push(node.rawId);
  };
  const placeFrame = (index: number): void => {
    if (placedFrames.has(index)) return;
    placedFrames.add(index);
    const frame = frames[index] as IrFrame;
    items.push({ kind: 'frame', index: orderedFrames.length });
    orderedFrames.push(frame);
    const parent = parentOf.get(frame.rawId);
    if (parent !== undefined) frames[parent]?.children.push(frame.rawId);
  };
  for (const entry of records.order) {
    if (entry.kind === 'edge') items.push({ kind: 'edge', index: entry.index });
    else if (entry.kind === 'subgraph') placeFrame(entry.index);
    else {
      const target = targets.get(entry.rawId);
      if (target?.kind === 'node') placeNode(target.node);
      const frameIndex = frameOf.get(entry.rawId);
      if (target?.kind === 'frame' && frameIndex !== undefined) placeFrame(frameIndex);
    }
  }
  return { items, nodes: orderedNodes, frames: orderedFrames };
}

function applyClassesAndStyles(records: FlowchartRecords, targets: Map<string, Target>, edges: IrEdge[], warnings: Warnings): void {
  const styled = (target: Target): { classes: ClassUse[]; inline?: StyleValue } =>
    target.kind === 'node' ? target.node : target.kind === 'frame' ? target.frame : target.edge;
  for (const statement of records.classStatements) {
    for (const rawId of statement.ids) {
      const target = targets.get(rawId);
      if (!target) {
        warnings.add('MERMAID_UNSUPPORTED', statement.line, `class ${rawId}: no node, subgraph or link has the id ${rawId}; the class is not applied`, { data: { construct: 'class', mermaidId: rawId } });
        continue;
      }
      for (const name of statement.names) styled(target).classes.push({ name, line: statement.line });
    }
  }
  for (const statement of records.styleStatements) {
    const target = targets.get(statement.id);
    if (target) mergeStyle(styled(target), statement.style);
  }
  // `linkStyle default` is the base every numbered linkStyle refines, wherever it is written.
  const linkStyles = [...records.linkStyles].sort((a, b) => Number(b.targets === 'default') - Number(a.targets === 'default'));
  for (const linkStyle of linkStyles) {
    const indexes = linkStyle.targets === 'default' ? edges.map((_, index) => index) : linkStyle.targets;
    for (const index of indexes) {
      const edge = edges[index];
      if (!edge) {
        warnings.add('MERMAID_UNSUPPORTED', linkStyle.line, `linkStyle ${index}: there are only ${edges.length} links (numbered from 0); the style is not applied`, { data: { construct: 'linkStyle', index } });
        continue;
      }
      if (Object.keys(linkStyle.style).length > 0) mergeStyle(edge, linkStyle.style);
      if (linkStyle.router) edge.router = linkStyle.router;
    }
  }
}
