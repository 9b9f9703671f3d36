/**
 * Graphviz dot's drawing of a corpus diagram as a RealDrawing: the scene written as DOT by
 * the generated-graph bench (bench/quality-lab/generated/to-dot.ts: every node at our size, edge labels
 * as boxes of our label's size, ER rows as ports, frames as clusters), laid out by dot and
 * read back from its JSON. ER rows are where our table has them, moved with dot's box (the
 * table is given to dot at our row sizes).
 */
import type { Computed, NormalizedScene } from '../../../engine/index.js';
import { converter, drawingOfDot, type DotJson } from '../generated/read-dot.js';
import { toDot } from '../generated/to-dot.js';
import type { Box, RealDrawing, RealFrame, RealLabel, RealRow } from '../../../harness/drawing-metrics/geometry.js';
import type { SceneFacts } from './scene-facts.js';

export interface DotRunner {
  dot(source: string, format: 'json' | 'svg'): string;
}

/** dot's drawing, and its SVG for the picture sheet. */
export function drawingOfDotLayout(gv: DotRunner, scene: NormalizedScene, computed: Computed, facts: SceneFacts): { drawing: RealDrawing; svg: string } {
  const graph = toDot(scene, computed);
  const json = JSON.parse(gv.dot(graph.source, 'json')) as DotJson;
  const base = drawingOfDot(json, graph);
  const toPx = converter(json.bb);
  const frames: RealFrame[] = [];
  for (const object of json.objects ?? []) {
    if (object.bb === undefined || !object.name.startsWith('cluster_')) continue;
    const [x0, y0, x1, y1] = object.bb.split(',').map(Number) as [number, number, number, number];
    const a = toPx(x0, y1);
    const b = toPx(x1, y0);
    const id = object.name.slice('cluster_'.length);
    frames.push({ id, box: { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y }, members: facts.members.get(id) ?? [] });
  }
  const labels: RealLabel[] = [];
  for (const edge of json.edges ?? []) {
    const size = edge.id === undefined ? undefined : graph.edgeLabels.get(edge.id);
    if (size === undefined || edge.lp === undefined) continue;
    const [x, y] = edge.lp.split(',').map(Number) as [number, number];
    const centre = toPx(x, y);
    labels.push({ edge: edge.id!, box: { x: centre.x - size.width / 2, y: centre.y - size.height / 2, ...size } });
  }
  const rows: RealRow[] = [];
  const placed = new Map(base.nodes.map((node) => [node.id, node.box]));
  for (const [id, element] of Object.entries(computed.elements)) {
    const box: Box | undefined = placed.get(id);
    if (element.kind !== 'node' || element.table === undefined || box === undefined) continue;
    for (const row of element.table.rows) {
      rows.push({ node: id, name: row.name, box: { x: box.x + row.box.x - element.box.x, y: box.y + row.box.y - element.box.y, width: row.box.width, height: row.box.height } });
    }
  }
  return { drawing: { direction: facts.direction, nodes: base.nodes, frames, edges: base.edges, labels, rows }, svg: gv.dot(graph.source, 'svg') };
}
