import type { EdgeValue, FrameValue, NodeValue, SceneDocumentValue, StyleValue } from '../../../schema/index.js';
import { cssFromStyle } from '../css.js';
import { DOTTED_DASH, THICK_WIDTH } from '../flowchart/links.js';
import { defaultShapeOf, mermaidShapeFor, SHAPES_WITHOUT_MERMAID_FORM } from '../shapes.js';
import { classDefLines, classLines, classNames, elementNotes, headerLines, inlineStyleLine, sceneNotes, styleOf } from './common.js';
import { edgesNeedingIds } from './edge-ids.js';
import { quoted, quotedData } from './encode.js';
import { flowchartIds } from './mermaid-ids.js';
import type { Notes } from './notes.js';

type Arrow = NonNullable<EdgeValue['endpoints']>['startArrow'];

/** Mermaid link ends for DSP arrowheads; open and diamond heads take the nearest. */
const START_MARK: Record<Arrow, string> = { none: '', triangle: '<', openTriangle: '<', diamond: '<', circle: 'o', openCircle: 'o', bar: 'x' };
const END_MARK: Record<Arrow, string> = { none: '', triangle: '>', openTriangle: '>', diamond: '>', circle: 'o', openCircle: 'o', bar: 'x' };
const NEAREST_HEADS = new Set<Arrow>(['openTriangle', 'diamond', 'openCircle']);
/** Edge types that draw dashed, written as dotted links. */
const DASHED_TYPES = new Set(['org.dottedLine', 'workflow.messageFlow', 'er.relationship', 'sequence.reply', 'sequence.async']);
const CURVES = { curved: 'basis', straight: 'linear', orthogonal: 'step', polyline: 'step' } as const;

type Stroke = 'normal' | 'thick' | 'dotted' | 'invisible';

function linkToken(stroke: Stroke, start: Arrow, end: Arrow): string {
  const s = START_MARK[start];
  const e = END_MARK[end];
  if (stroke === 'invisible') return '~~~';
  if (stroke === 'dotted') return `${s}-.-${e}`;
  if (stroke === 'thick') return `${s}==${e || '='}`;
  return `${s}--${e || '-'}`;
}

/** The arrowheads an edge draws (its endpoints, or its type's defaults). */
function arrowsOf(edge: EdgeValue): { start: Arrow; end: Arrow } {
  if (edge.endpoints) return { start: edge.endpoints.startArrow, end: edge.endpoints.endArrow };
  const er = edge.edgeType === 'er.relationship' || edge.edgeType === 'er.identifying';
  return { start: 'none', end: er ? 'none' : 'triangle' };
}

/** Which link an edge becomes, and the part of its style the link syntax does not already say. */
function strokeOf(edge: EdgeValue, style: StyleValue): { stroke: Stroke; rest: StyleValue } {
  const rest: StyleValue = { ...style };
  if (edge.visible === false) return { stroke: 'invisible', rest };
  const dashed = style.dash !== undefined ? style.dash.length > 0 : DASHED_TYPES.has(edge.edgeType ?? 'default');
  if (dashed) {
    if (style.dash?.join(',') === DOTTED_DASH.join(',')) delete rest.dash;
    return { stroke: 'dotted', rest };
  }
  if ((style.strokeWidth ?? 0) >= THICK_WIDTH) {
    if (style.strokeWidth === THICK_WIDTH) delete rest.strokeWidth;
    return { stroke: 'thick', rest };
  }
  return { stroke: 'normal', rest };
}

function nodeLine(node: NodeValue, id: string, notes: Notes): string {
  const shape = node.shape ?? defaultShapeOf(node.nodeType);
  const entry = mermaidShapeFor(shape, (node.extensions?.mermaid as { shape?: unknown } | undefined)?.shape);
  if (SHAPES_WITHOUT_MERMAID_FORM.has(shape)) notes.add(`shapes without a Mermaid form are drawn as the nearest one (${shape} as ${entry.name})`, node.id);
  if (node.nodeType !== entry.nodeType) notes.add('node types are not kept (Mermaid has shapes only)', `${node.id} (${node.nodeType})`);
  if (node.icon !== undefined) notes.add('icons are not shown', node.id);
  if (node.ports.length > 0) notes.add('ports are not shown', node.id);
  if (node.textStyle !== undefined) notes.add('text wrapping and alignment are not shown', node.id);
  if ((node.extensions?.columns?.length ?? 0) > 0) notes.add('ER columns are not shown in a flowchart', node.id);
  const label = node.label ?? '';
  if (entry.brackets) {
    if (entry.name === 'rect' && label === id) return id;
    return `${id}${entry.brackets[0]}${quoted(label)}${entry.brackets[1]}`;
  }
  return `${id}@{ shape: ${entry.name}, label: ${quotedData(label)} }`;
}

function frameHeader(frame: FrameValue, id: string, notes: Notes): string {
  if (frame.containerType !== 'generic' || frame.laneDirection !== undefined) notes.add('frame kinds (pool, lane...) are written as plain subgraphs', frame.id);
  if (frame.title === id) return `subgraph ${id}`;
  return `subgraph ${id}[${quoted(frame.title ?? '')}]`;
}

interface Context {
  scene: SceneDocumentValue;
  notes: Notes;
  idOf: (id: string) => string;
  /** Ids written as nodes or subgraphs (DSP id → Mermaid id). */
  ids: Map<string, string>;
  classNames: Map<string, string>;
  writtenStyles: Set<string>;
}

/** Node and subgraph lines: top-level ones in document order, members inside their subgraph. */
function containerLines(context: Context, containers: ReadonlyArray<NodeValue | FrameValue>): string[] {
  const { notes, idOf } = context;
  const parentOf = new Map<string, string>();
  for (const element of containers) {
    if (element.kind !== 'frame') continue;
    for (const child of element.children) if (!parentOf.has(child) && context.ids.has(child) && child !== element.id) parentOf.set(child, element.id);
  }
  const lines: string[] = [];
  const written = new Set<string>();
  const write = (element: NodeValue | FrameValue, depth: number): void => {
    if (written.has(element.id)) return;
    written.add(element.id);
    const indent = '  '.repeat(depth);
    elementNotes(element, notes);
    if (element.kind === 'node') {
      lines.push(`${indent}${nodeLine(element, idOf(element.id), notes)}`);
      return;
    }
    lines.push(`${indent}${frameHeader(element, idOf(element.id), notes)}`);
    for (const child of containers) if (parentOf.get(child.id) === element.id) write(child, depth + 1);
    lines.push(`${indent}end`);
  };
  for (const element of containers) if (!parentOf.has(element.id)) write(element, 1);
  // Frames inside a containment loop (never in a valid scene) are written at the top.
  for (const element of containers) write(element, 1);
  return lines;
}

/** Link lines, with the class uses and linkStyle lines their styles need. */
function edgeLines(context: Context, edges: readonly EdgeValue[]): { lines: string[]; classUses: Array<{ id: string; style: string }>; linkStyles: string[] } {
  const { scene, notes, idOf, ids } = context;
  const drawn = edges.filter((edge) => {
    const ok = ids.has(edge.from.elementId) && ids.has(edge.to.elementId);
    if (!ok) notes.add('links to elements Mermaid cannot show are left out', edge.id);
    return ok;
  });
  const looks = drawn.map((edge) => {
    const style = styleOf(scene, edge.style) ?? {};
    const look = strokeOf(edge, style);
    // A named style the link syntax adds nothing to is kept by name (`class e1 name`).
    const byClass = typeof edge.style === 'string' && context.writtenStyles.has(edge.style) && Object.keys(look.rest).length === Object.keys(style).length;
    return { ...look, byClass };
  });
  const explicit = edgesNeedingIds(
    drawn.map((edge) => ({ id: edge.id, from: idOf(edge.from.elementId), to: idOf(edge.to.elementId) })),
    [...ids.values()],
    new Set(looks.flatMap((look, index) => (look.byClass ? [index] : []))),
  );
  const out = { lines: [] as string[], classUses: [] as Array<{ id: string; style: string }>, linkStyles: [] as string[] };
  drawn.forEach((edge, index) => {
    const look = looks[index] as (typeof looks)[number];
    const arrows = arrowsOf(edge);
    edgeNotes(edge, arrows, look.stroke, notes);
    const idPart = explicit.has(index) ? `${edge.id}@` : '';
    const label = edge.label !== undefined && edge.label !== '' ? `|${quoted(edge.label)}|` : '';
    out.lines.push(`  ${idOf(edge.from.elementId)} ${idPart}${linkToken(look.stroke, arrows.start, arrows.end)}${label} ${idOf(edge.to.elementId)}`);
    if (look.byClass) {
      out.classUses.push({ id: edge.id, style: edge.style as string });
      out.linkStyles.push('');
      return;
    }
    const { css, dropped } = cssFromStyle(look.rest, 'edge');
    for (const field of dropped) notes.add(`style fields Mermaid cannot show are left out (${field})`, edge.id);
    const curve = edge.router !== undefined ? `interpolate ${CURVES[edge.router]}` : '';
    out.linkStyles.push([curve, css].filter(Boolean).join(' '));
  });
  // One `linkStyle default` when every link has the same look; otherwise one line per link.
  const first = out.linkStyles[0];
  const shared = drawn.length > 1 && first && out.linkStyles.every((text) => text === first) ? first : undefined;
  out.linkStyles = shared ? [`  linkStyle default ${shared}`] : out.linkStyles.flatMap((text, index) => (text ? [`  linkStyle ${index} ${text}`] : []));
  return out;
}

function edgeNotes(edge: EdgeValue, arrows: { start: Arrow; end: Arrow }, stroke: Stroke, notes: Notes): void {
  if (NEAREST_HEADS.has(arrows.start) || NEAREST_HEADS.has(arrows.end)) notes.add('open and diamond arrowheads are drawn as the nearest Mermaid head', edge.id);
  if (arrows.start !== 'none' && arrows.end === 'none' && stroke !== 'invisible') notes.add('Mermaid draws no arrowhead at the start of a link without one at its end', edge.id);
  if (stroke === 'invisible' && (arrows.start !== 'none' || arrows.end !== 'none')) notes.add('hidden links are written as invisible links (~~~), without arrowheads', edge.id);
  if (edge.edgeType !== undefined && edge.edgeType !== 'default') notes.add('edge types have no Mermaid form (written as plain links)', `${edge.id} (${edge.edgeType})`);
  if (edge.waypoints !== undefined) notes.add('waypoints are not shown', edge.id);
  for (const end of [edge.from, edge.to]) {
    if (end.portId !== undefined || end.anchor !== undefined || end.column !== undefined) notes.add('ports, anchors and columns of link ends are not shown', edge.id);
    if (end.cardinality !== undefined) notes.add('cardinalities are not shown in a flowchart', edge.id);
  }
}

/** Writes a scene (any family but ER and sequence) as a Mermaid flowchart. */
export function writeFlowchart(scene: SceneDocumentValue, notes: Notes): string {
  sceneNotes(scene, notes);
  const containers = scene.elements.filter((element): element is NodeValue | FrameValue => element.kind === 'node' || element.kind === 'frame');
  for (const element of scene.elements) if (element.kind !== 'node' && element.kind !== 'frame' && element.kind !== 'edge') elementNotes(element, notes);
  const ids = flowchartIds(containers.map((element) => element.id), scene.elements.map((element) => element.id), notes);
  const names = classNames(scene, notes);
  const defs = classDefLines(scene, names, notes);
  const context: Context = { scene, notes, ids, idOf: (id) => ids.get(id) ?? id, classNames: names, writtenStyles: defs.written };
  const header = headerLines(scene, `flowchart ${scene.layoutStrategy?.direction ?? 'TB'}`);
  const nodes = containerLines(context, containers);
  const edges = edgeLines(context, scene.elements.filter((element): element is EdgeValue => element.kind === 'edge'));
  const classUses: Array<{ id: string; style: string }> = [];
  const styleLines: string[] = [];
  for (const element of containers) {
    if (typeof element.style === 'string') {
      if (defs.written.has(element.style)) classUses.push({ id: context.idOf(element.id), style: element.style });
    } else if (element.style !== undefined) {
      const line = inlineStyleLine(context.idOf(element.id), element.style, 'node', notes);
      if (line) styleLines.push(line);
    }
  }
  const body = [...header, ...nodes, ...edges.lines, ...defs.lines, ...classLines([...classUses, ...edges.classUses], names), ...styleLines, ...edges.linkStyles];
  return `${body.join('\n')}\n`;
}
