/**
 * Graphviz dot's answer (`gv.dot(source, 'json')`) as a Drawing (harness/drawing-metrics/drawing.ts): node boxes
 * from their centres and sizes, edges from their splines (`pos`: the Bézier chain,
 * flattened at FLATTEN_TOLERANCE, with the arrow's tip at either end), clusters and labels
 * as extras. dot works in points with y growing upwards; the drawing is in CSS px with y
 * growing downwards (4/3 px a point, flipped about the graph's bounding box).
 */
import type { Box, Drawing, DrawnEdge, DrawnNode, Point } from '../../../harness/drawing-metrics/drawing.js';
import { flattenBezierChain } from '../../../harness/drawing-metrics/polyline.js';
import type { DotGraph } from './to-dot.js';

const PX_PER_POINT = 4 / 3;
const PX_PER_INCH = 96;

/** The parts of dot's JSON output read here. */
export interface DotJson {
  bb: string;
  objects?: Array<{ _gvid: number; name: string; pos?: string; width?: string; height?: string; bb?: string; lp?: string; nodes?: number[] }>;
  edges?: Array<{ _gvid: number; tail: number; head: number; pos?: string; lp?: string; id?: string }>;
}

const numbers = (text: string): number[] => text.split(',').map(Number);

/** dot's point (x, y up, points) → our point (px, y down). */
export function converter(bb: string): (x: number, y: number) => Point {
  const [left, , , top] = numbers(bb) as [number, number, number, number];
  return (x, y) => ({ x: (x - left) * PX_PER_POINT, y: (top - y) * PX_PER_POINT });
}

/**
 * An edge's `pos` as a polyline: "[s,x,y] [e,x,y] x,y x,y ..." is an optional start arrow
 * tip, an optional end arrow tip and a cubic Bézier chain (3n + 1 points); several splines
 * (concentrated edges) are separated by ';' and only the first is read.
 */
export function splinePolyline(pos: string, toPx: (x: number, y: number) => Point): Point[] {
  let start: Point | undefined;
  let end: Point | undefined;
  const chain: Point[] = [];
  for (const token of pos.split(';')[0]!.trim().split(/\s+/)) {
    if (token.startsWith('s,')) start = toPx(...(numbers(token.slice(2)) as [number, number]));
    else if (token.startsWith('e,')) end = toPx(...(numbers(token.slice(2)) as [number, number]));
    else chain.push(toPx(...(numbers(token) as [number, number])));
  }
  return [...(start ? [start] : []), ...flattenBezierChain(chain), ...(end ? [end] : [])];
}

/** A box of `size` centred on dot's label position `lp`. */
function labelBox(lp: string, size: { width: number; height: number }, toPx: (x: number, y: number) => Point): Box {
  const centre = toPx(...(numbers(lp) as [number, number]));
  return { x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height };
}

/** The drawing dot made of a graph written by toDot. */
export function drawingOfDot(json: DotJson, graph: DotGraph): Drawing {
  const toPx = converter(json.bb);
  const nodes: DrawnNode[] = [];
  const edges: DrawnEdge[] = [];
  const extras: Box[] = [];
  for (const object of json.objects ?? []) {
    if (object.bb !== undefined && object.name.startsWith('cluster')) {
      const [x0, y0, x1, y1] = numbers(object.bb) as [number, number, number, number];
      const a = toPx(x0, y1);
      const b = toPx(x1, y0);
      extras.push({ x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y });
      const title = graph.clusterTitles.get(object.name);
      if (title !== undefined && object.lp !== undefined) extras.push(labelBox(object.lp, title, toPx));
      continue;
    }
    if (object.pos === undefined) continue;
    const centre = toPx(...(numbers(object.pos) as [number, number]));
    const width = Number(object.width) * PX_PER_INCH;
    const height = Number(object.height) * PX_PER_INCH;
    const top = centre.y - height / 2;
    const glyph = graph.glyphs.get(object.name);
    if (glyph === undefined) {
      nodes.push({ id: object.name, box: { x: centre.x - width / 2, y: top, width, height } });
      continue;
    }
    // A glyph sits at the top of its box, centred, its label below it.
    nodes.push({ id: object.name, box: { x: centre.x - glyph.glyph.width / 2, y: top, ...glyph.glyph } });
    extras.push({ x: centre.x - glyph.label.width / 2, y: top + glyph.glyph.height + glyph.gap, ...glyph.label });
  }
  for (const edge of json.edges ?? []) {
    if (edge.pos === undefined || edge.id === undefined) continue;
    const ends = graph.edgeEnds.get(edge.id);
    if (ends === undefined) continue;
    edges.push({ id: edge.id, from: ends.from, to: ends.to, points: splinePolyline(edge.pos, toPx) });
    const label = graph.edgeLabels.get(edge.id);
    if (label !== undefined && edge.lp !== undefined) extras.push(labelBox(edge.lp, label, toPx));
  }
  return { nodes, edges, extras };
}
