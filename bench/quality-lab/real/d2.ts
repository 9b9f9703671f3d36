/**
 * D2's drawing of a corpus diagram: the scene written as D2 text (nodes with their label and
 * nearest D2 shape, frames as containers, ER entities as sql_table shapes with their
 * columns, edges with their labels, in document order, and the scene's direction), laid out
 * by D2's dagre and read back from D2's compiled diagram: shape boxes, connection routes
 * (curves flattened), edge-label boxes at their position along the route, and table rows
 * (a sql_table's header and rows are equally tall). D2 lower-cases keys; ids differing only
 * in case would be taken for one. D2 connects tables as a whole, never
 * to a row, so named ends miss their rows unless they happen to meet them.
 */
import { D2 } from '@terrastruct/d2';
import type { NormalizedScene } from '../../../engine/index.js';
import { flattenBezierChain, polylineLength } from '../../../harness/drawing-metrics/polyline.js';
import type { Point, RealDrawing, RealEdge, RealFrame, RealLabel, RealNode, RealRow } from '../../../harness/drawing-metrics/geometry.js';
import type { SceneFacts } from './scene-facts.js';

const DIRECTION = { TB: 'down', BT: 'up', LR: 'right', RL: 'left' } as const;
const SHAPE: Record<string, string> = {
  roundedRect: 'rectangle',
  ellipse: 'oval',
  pill: 'oval',
  diamond: 'diamond',
  cylinder: 'cylinder',
  hexagon: 'hexagon',
  parallelogram: 'parallelogram',
  cloud: 'cloud',
  box3d: 'rectangle',
};

/** A D2 double-quoted string (`$` escaped: D2 reads `${...}` as a substitution). */
const quote = (text: string): string => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\$/g, '\\$')}"`;

interface Column {
  name: string;
  type?: string;
  pk?: boolean;
}

/** The D2 text of a scene, and each D2 key path → the scene id it stands for. */
export function toD2(scene: NormalizedScene, facts: SceneFacts): { source: string; ids: Map<string, string>; edges: string[] } {
  const parent = new Map<string, string>();
  for (const element of scene.elements) if (element.kind === 'frame') for (const child of element.children) parent.set(child, element.id);
  const pathOf = (id: string): string => {
    const chain = [id];
    for (let up = parent.get(id); up !== undefined; up = parent.get(up)) chain.unshift(up);
    return chain.map(quote).join('.');
  };
  const ids = new Map<string, string>();
  const lines = [`direction: ${DIRECTION[facts.direction]}`];
  for (const element of scene.elements) {
    if (element.kind === 'frame') {
      lines.push(`${pathOf(element.id)}: ${quote(element.title ?? element.id)}`);
      ids.set(element.id, element.id);
    } else if (element.kind === 'node') {
      ids.set(element.id, element.id);
      const columns = (element.extensions as { columns?: Column[] } | undefined)?.columns;
      const label = quote(element.label ?? element.id);
      if (element.nodeType.startsWith('er.')) {
        lines.push(`${pathOf(element.id)}: ${label} {`, '  shape: sql_table');
        for (const column of columns ?? []) lines.push(`  ${quote(column.name)}: ${quote(column.type ?? '')}${column.pk === true ? ' {constraint: primary_key}' : ''}`);
        lines.push('}');
      } else {
        const shape = SHAPE[element.shape ?? 'rect'];
        lines.push(`${pathOf(element.id)}: ${label}${shape === undefined ? '' : ` {shape: ${shape}}`}`);
      }
    }
  }
  const edges: string[] = [];
  for (const element of scene.elements) {
    if (element.kind !== 'edge') continue;
    edges.push(element.id);
    const label = element.label === undefined ? '' : `: ${quote(element.label)}`;
    lines.push(`${pathOf(element.from.elementId)} -> ${pathOf(element.to.elementId)}${label}`);
  }
  return { source: lines.join('\n') + '\n', ids, edges };
}

/** The point `share` (0 to 1) of the way along a polyline. */
function pointAlong(points: readonly Point[], share: number): Point {
  let left = polylineLength(points) * share;
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i]!, points[i + 1]!];
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (left <= length && length > 0) return { x: a.x + ((b.x - a.x) * left) / length, y: a.y + ((b.y - a.y) * left) / length };
    left -= length;
  }
  return points.at(-1) ?? { x: 0, y: 0 };
}

interface D2Shape {
  id: string;
  pos: Point;
  width: number;
  height: number;
  type: string;
  columns?: Array<{ name: { label: string } }> | null;
}
interface D2Connection {
  src: string;
  dst: string;
  route: Point[];
  isCurve: boolean;
  labelWidth: number;
  labelHeight: number;
  labelPercentage: number;
}

let d2: D2 | undefined;

/** D2's drawing and SVG of a scene (module comment). */
export async function drawingOfD2(scene: NormalizedScene, facts: SceneFacts): Promise<{ drawing: RealDrawing; svg: string }> {
  d2 ??= new D2();
  const { source, edges: edgeIds } = toD2(scene, facts);
  const compiled = (await d2.compile(source, { layout: 'dagre' } as never)) as unknown as { diagram: { shapes: D2Shape[]; connections: D2Connection[] }; renderOptions: unknown };
  // D2 answers with lower-cased key paths: the last key, lower-cased, names the scene element.
  const byLowerId = new Map<string, string>();
  for (const element of scene.elements) if (!byLowerId.has(element.id.toLowerCase())) byLowerId.set(element.id.toLowerCase(), element.id);
  const sceneId = (path: string): string => {
    const last = (path.match(/(?:^|\.)("(?:[^"\\]|\\.)*"|[^.]+)$/)?.[1] ?? path).replace(/^"|"$/g, '').replace(/\\(.)/g, '$1');
    return byLowerId.get(last.toLowerCase()) ?? last;
  };
  const nodes: RealNode[] = [];
  const frames: RealFrame[] = [];
  const rows: RealRow[] = [];
  for (const shape of compiled.diagram.shapes) {
    const id = sceneId(shape.id);
    const box = { x: shape.pos.x, y: shape.pos.y, width: shape.width, height: shape.height };
    if (facts.members.has(id)) frames.push({ id, box, members: facts.members.get(id)! });
    else nodes.push({ id, box });
    const columns = shape.type === 'sql_table' ? (shape.columns ?? []) : [];
    const rowHeight = shape.height / (columns.length + 1);
    columns.forEach((column, i) => rows.push({ node: id, name: column.name.label, box: { x: box.x, y: box.y + rowHeight * (i + 1), width: box.width, height: rowHeight } }));
  }
  const edges: RealEdge[] = [];
  const labels: RealLabel[] = [];
  compiled.diagram.connections.forEach((connection, i) => {
    const id = edgeIds[i];
    if (id === undefined) return;
    const curved = connection.isCurve && connection.route.length % 3 === 1;
    const points = curved ? flattenBezierChain(connection.route) : connection.route;
    edges.push({ id, from: sceneId(connection.src), to: sceneId(connection.dst), points });
    if (connection.labelWidth > 0) {
      const centre = pointAlong(points, connection.labelPercentage || 0.5);
      labels.push({ edge: id, box: { x: centre.x - connection.labelWidth / 2, y: centre.y - connection.labelHeight / 2, width: connection.labelWidth, height: connection.labelHeight } });
    }
  });
  const svg = await d2.render(compiled.diagram as never, compiled.renderOptions as never);
  return { drawing: { direction: facts.direction, nodes, frames, edges, labels, rows }, svg };
}
