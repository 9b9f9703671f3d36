import { LIMITS, type ColumnValue, type ElementInput, type EndpointValue, type SceneDocumentInput, type StyleValue } from '../../schema/index.js';
import { MermaidFailure } from './errors.js';
import { autoEdgeIds, IdPool, isDspId, mapIds, sanitizeId } from './ids.js';
import type { ClassUse, IrDiagram, IrEdge, IrFrame, IrNode } from './model.js';
import type { Warnings } from './warnings.js';

/** The scene id of every scene read from Mermaid (the service mints the diagram id anyway). */
export const MERMAID_SCENE_ID = 'mermaid';

/**
 * Keeps text within a DSP limit, warning when it had to be cut. The warning names it by
 * `what` and the element's `id` after it, joined only then: building the name for every
 * text (three per ER column) cost more than the rest of assembling.
 */
export function limited(text: string, max: number, what: string, line: number, warnings: Warnings, id?: string): string {
  if (text.length <= max) return text;
  warnings.add('MERMAID_TEXT_TRUNCATED', line, `${id === undefined ? what : `${what} ${id}`} is ${text.length} characters; it was cut to ${max}`, { data: { length: text.length, limit: max } });
  return text.slice(0, max);
}

function checkLimits(ir: IrDiagram, maxElements: number): void {
  const count = ir.nodes.length + ir.frames.length + ir.edges.length;
  if (count > maxElements) {
    throw new MermaidFailure({
      code: 'MERMAID_LIMIT_EXCEEDED',
      message: `the diagram has ${count} nodes, subgraphs and links; a scene holds at most ${maxElements} elements: split the diagram`,
      data: { limit: 'elements', count, maximum: maxElements },
    });
  }
  const frameIds = new Set(ir.frames.map((frame) => frame.rawId));
  const parentOf = new Map<string, string>();
  for (const frame of ir.frames) for (const child of frame.children) if (frameIds.has(child)) parentOf.set(child, frame.rawId);
  for (const frame of ir.frames) {
    let depth = 1;
    for (let parent = parentOf.get(frame.rawId); parent !== undefined && depth <= LIMITS.nestingDepth; parent = parentOf.get(parent)) depth++;
    if (depth > LIMITS.nestingDepth) {
      throw new MermaidFailure({
        code: 'MERMAID_LIMIT_EXCEEDED',
        message: `the subgraph at line ${frame.line} is nested more than ${LIMITS.nestingDepth} deep; DSP frames nest at most ${LIMITS.nestingDepth} deep`,
        line: frame.line,
        data: { limit: 'nestingDepth', maximum: LIMITS.nestingDepth },
      });
    }
  }
}

/** Raw Mermaid ids → DSP ids for nodes, frames and edges, with a warning per rewrite. */
function assignIds(ir: IrDiagram, warnings: Warnings): { elementId: (raw: string) => string; edgeIds: string[] } {
  const pool = new IdPool();
  const containers = ir.items.flatMap((item) => {
    if (item.kind === 'node') { const node = ir.nodes[item.index] as IrNode; return [{ raw: node.rawId, fallback: 'node', line: node.line }]; }
    if (item.kind === 'frame') { const frame = ir.frames[item.index] as IrFrame; return [{ raw: frame.rawId, fallback: 'frame', line: frame.line }]; }
    return [];
  });
  const mapped = mapIds(containers, pool);
  for (const { raw, line } of containers) {
    const id = mapped.get(raw) as string;
    if (id !== raw) warnings.add('MERMAID_ID_REWRITTEN', line, `the id ${JSON.stringify(raw)} is not a DSP id (1-256 of A-Z a-z 0-9 . _ : -); it became ${id}`, { elementId: id, data: { mermaidId: raw, id } });
  }
  const edgeIds: Array<string | undefined> = ir.edges.map((edge) => {
    if (edge.rawId === undefined) return undefined;
    const id = pool.claimNext(isDspId(edge.rawId) ? edge.rawId : sanitizeId(edge.rawId, 'edge'));
    if (id !== edge.rawId) warnings.add('MERMAID_ID_REWRITTEN', edge.line, `the link id ${JSON.stringify(edge.rawId)} is not a free DSP id; it became ${id}`, { elementId: id, data: { mermaidId: edge.rawId, id } });
    return id;
  });
  const elementId = (raw: string): string => mapped.get(raw) ?? raw;
  warnings.nameElements((raw) => mapped.get(raw));
  const unnamed = ir.edges.flatMap((edge, index) => (edgeIds[index] === undefined ? [{ index, from: elementId(edge.from), to: elementId(edge.to) }] : []));
  autoEdgeIds(unnamed, pool).forEach((id, i) => { edgeIds[(unnamed[i] as { index: number }).index] = id; });
  return { elementId, edgeIds: edgeIds as string[] };
}

/** Builds the style registry from classDefs and resolves each element's style reference. */
function styleResolver(ir: IrDiagram, warnings: Warnings) {
  const pool = new IdPool();
  const names = mapIds(ir.classDefs.map((def) => ({ raw: def.name, fallback: 'style' })), pool);
  const registry: Record<string, StyleValue> = {};
  const byName = new Map(ir.classDefs.map((def) => [def.name, def] as const));
  for (const def of ir.classDefs) {
    const name = names.get(def.name) as string;
    if (name !== def.name) warnings.add('MERMAID_ID_REWRITTEN', def.line, `the class name ${JSON.stringify(def.name)} is not a DSP style name; it became ${name}`, { data: { mermaidId: def.name, id: name } });
    registry[name] = def.style;
  }
  const resolve = (what: string, elementId: string, classes: ClassUse[], inline: StyleValue | undefined, base: StyleValue | undefined): string | StyleValue | undefined => {
    const defined: string[] = [];
    for (const use of classes) {
      if (defined.includes(use.name)) continue;
      if (byName.has(use.name)) defined.push(use.name);
      else warnings.add('MERMAID_UNSUPPORTED', use.line, `${what}: the class ${use.name} has no classDef (CSS from outside the diagram is not kept)`, { elementId, data: { construct: 'class', className: use.name } });
    }
    if (base === undefined && inline === undefined) {
      if (defined.length === 0) return undefined;
      if (defined.length === 1) return names.get(defined[0] as string);
    }
    const merged: StyleValue = Object.assign({}, base, ...defined.map((name) => byName.get(name)?.style), inline);
    if (defined.length > 1 || (defined.length === 1 && inline !== undefined)) {
      const line = classes[0]?.line ?? 1;
      warnings.add('MERMAID_APPROXIMATED', line, `${what}: the classes ${defined.join(', ')}${inline ? ' and its style statement' : ''} are merged into one inline style (a DSP element names one style)`, { elementId, data: { construct: 'classes', classes: defined } });
    }
    return Object.keys(merged).length > 0 ? merged : undefined;
  };
  return { registry, resolve };
}

function nodeElement(node: IrNode, id: string, style: string | StyleValue | undefined, warnings: Warnings): ElementInput {
  const element: ElementInput & { kind: 'node' } = { id, kind: 'node', nodeType: node.nodeType, shape: node.shape, label: limited(node.label, LIMITS.text, 'the label of', node.line, warnings, id) };
  if (style !== undefined) element.style = style;
  const extensions: Record<string, unknown> = {};
  if (node.columns) {
    if (node.columns.length > LIMITS.columns) warnings.add('MERMAID_TEXT_TRUNCATED', node.line, `${id} has ${node.columns.length} attributes; the first ${LIMITS.columns} are kept`, { elementId: id, data: { limit: LIMITS.columns } });
    extensions.columns = node.columns.slice(0, LIMITS.columns).map((column): ColumnValue => {
      const out: ColumnValue = { ...column, name: limited(column.name, LIMITS.title, 'a column name of', node.line, warnings, id) };
      if (column.type !== undefined) out.type = limited(column.type, LIMITS.title, 'a column type of', node.line, warnings, id);
      if (column.comment !== undefined) out.comment = limited(column.comment, LIMITS.title, 'a column comment of', node.line, warnings, id);
      return out;
    });
  }
  if (node.mermaidShape !== undefined) extensions.mermaid = { shape: node.mermaidShape };
  if (Object.keys(extensions).length > 0) element.extensions = extensions;
  return element;
}

function edgeElement(edge: IrEdge, id: string, elementId: (raw: string) => string, style: string | StyleValue | undefined, warnings: Warnings): ElementInput {
  const from: EndpointValue = { elementId: elementId(edge.from) };
  const to: EndpointValue = { elementId: elementId(edge.to) };
  if (edge.cardinality) {
    from.cardinality = edge.cardinality.from;
    to.cardinality = edge.cardinality.to;
  }
  const element = { id, kind: 'edge', from, to } as ElementInput & { kind: 'edge' };
  if (edge.edgeType !== undefined) element.edgeType = edge.edgeType;
  if (edge.label !== undefined) element.label = limited(edge.label, LIMITS.text, 'the label of', edge.line, warnings, id);
  if (edge.arrows) element.endpoints = { startArrow: edge.arrows.start, endArrow: edge.arrows.end };
  if (edge.router !== undefined) element.router = edge.router;
  if (edge.visible === false) element.visible = false;
  if (style !== undefined) element.style = style;
  return element;
}

/**
 * Turns the diagram model into a DSP 0.1 scene: ids mapped, edge ids assigned, classDefs
 * as the styles registry, elements in order of first appearance, no layout (the layout
 * engine places everything). Refuses diagrams above `maxElements` or the nesting limit.
 */
export function assembleScene(ir: IrDiagram, warnings: Warnings, maxElements: number): SceneDocumentInput {
  checkLimits(ir, maxElements);
  const { elementId, edgeIds } = assignIds(ir, warnings);
  const { registry, resolve } = styleResolver(ir, warnings);
  const elements: ElementInput[] = ir.items.map((item) => {
    if (item.kind === 'node') {
      const node = ir.nodes[item.index] as IrNode;
      const id = elementId(node.rawId);
      return nodeElement(node, id, resolve(`node ${id}`, id, node.classes, node.inline, undefined), warnings);
    }
    if (item.kind === 'frame') {
      const frame = ir.frames[item.index] as IrFrame;
      const id = elementId(frame.rawId);
      const element = { id, kind: 'frame', containerType: frame.containerType ?? 'generic', children: frame.children.map(elementId) } as ElementInput & { kind: 'frame' };
      if (frame.title !== undefined) element.title = limited(frame.title, LIMITS.title, 'the title of subgraph', frame.line, warnings, id);
      const style = resolve(`subgraph ${id}`, id, frame.classes, frame.inline, undefined);
      if (style !== undefined) element.style = style;
      return element;
    }
    const edge = ir.edges[item.index] as IrEdge;
    const id = edgeIds[item.index] as string;
    return edgeElement(edge, id, elementId, resolve(`link ${id}`, id, edge.classes, edge.inline, edge.base), warnings);
  });
  const header: SceneDocumentInput['scene'] = { id: MERMAID_SCENE_ID };
  if (ir.title !== undefined && ir.title !== '') header.title = limited(ir.title, LIMITS.title, 'the title', ir.titleLine ?? 1, warnings);
  if (ir.description !== undefined && ir.description !== '') header.description = limited(ir.description, LIMITS.description, 'the description', ir.descriptionLine ?? 1, warnings);
  const scene: SceneDocumentInput = {
    schemaVersion: '0.1',
    scene: header,
    diagramFamily: ir.family,
    // Nodes fitted to their labels as Mermaid sizes them, not the spec's 150 x 60 minimum.
    layoutStrategy: { algorithm: 'hierarchical', direction: ir.direction, nodeSizing: 'fitLabel', ...(ir.labelWrapWidth === undefined ? {} : { labelWrapWidth: ir.labelWrapWidth }) },
    elements,
  };
  if (Object.keys(registry).length > 0) scene.styles = registry;
  return scene;
}
