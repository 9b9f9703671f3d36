/**
 * Realistic text for the text-painter benchmark and tests: the labels of flowcharts and an
 * ER diagram, measured and placed by engine/measure the way layout places them (fitText in
 * a node box, left-aligned column names with right-aligned types), without running layout.
 */
import { createMeasurer, fitText, type TextSpec } from '../engine/measure/index.js';
import type { FontBytes } from '../engine/measure/index.js';
import type { TextLayout, TextRun } from '../engine/model/computed.js';
import type { Box } from '../engine/geometry/index.js';

/** A node box and its label, as the renderer receives them. */
export interface TextScene {
  name: string;
  nodes: Array<{ box: Box; label: TextLayout }>;
  /** Extra text that is not a node label (edge labels, column types), muted. */
  secondary: TextLayout[];
  canvas: Box;
}

const LABEL: TextSpec = { font: 'sans', size: 14, weight: 'normal' };
const EDGE: TextSpec = { font: 'sans', size: 12, weight: 'normal' };
const WORDS = ['Service', 'Gateway', 'Queue', 'Worker', 'Cache', 'Ledger', 'Auth', 'Billing', 'Search', 'Audit'];
const EDGE_WORDS = ['calls', 'publishes', 'reads', 'retries', 'writes'];

function placed(fonts: FontBytes, text: string, spec: TextSpec, box: Box, align: 'left' | 'center' | 'right' = 'center'): TextLayout {
  const fitted = fitText(createMeasurer(fonts), text, spec, { wrap: 'word', align }, box, 8);
  const anchor: TextRun['anchor'] = align === 'left' ? 'start' : align === 'right' ? 'end' : 'middle';
  return {
    box,
    font: spec.font,
    lineHeight: fitted.lineHeight,
    overflow: fitted.overflows,
    runs: fitted.lines.map((line) => ({
      text: line.text,
      x: box.x + line.anchorX,
      y: box.y + line.baseline,
      anchor,
      width: line.width,
      fontSize: spec.size,
      weight: spec.weight,
      italic: spec.italic ?? false,
    })),
  };
}

/** A flowchart of `count` nodes on a grid, labelled like "Service 42" or "Billing Worker 42", with an edge label per node. */
export function flowchartScene(fonts: FontBytes, count: number): TextScene {
  const columns = Math.ceil(Math.sqrt(count));
  const nodes: TextScene['nodes'] = [];
  const secondary: TextLayout[] = [];
  for (let i = 0; i < count; i += 1) {
    const box = { x: 40 + (i % columns) * 200, y: 40 + Math.floor(i / columns) * 120, width: 140, height: 56 };
    const first = WORDS[i % WORDS.length] ?? 'Service';
    const text = i % 3 === 0 ? `${first} ${i}` : `${first} ${WORDS[(i * 7) % WORDS.length] ?? ''} ${i}`;
    nodes.push({ box, label: placed(fonts, text, LABEL, box) });
    secondary.push(placed(fonts, EDGE_WORDS[i % EDGE_WORDS.length] ?? 'calls', EDGE, { x: box.x + 150, y: box.y + 8, width: 60, height: 20 }));
  }
  const rows = Math.ceil(count / columns);
  return { name: `flowchart ${count}`, nodes, secondary, canvas: { x: 0, y: 0, width: 80 + columns * 200, height: 80 + rows * 120 } };
}

const ENTITIES = ['customer', 'order', 'order_line', 'product', 'invoice', 'payment', 'shipment', 'warehouse', 'supplier', 'category', 'review', 'address'];
const COLUMNS: Array<[string, string]> = [['id', 'uuid'], ['created_at', 'timestamptz'], ['name', 'varchar(120)'], ['status', 'text'], ['total_cents', 'bigint'], ['owner_id', 'uuid']];

/** An ER diagram: twelve entities, each a bold header and six rows of column name and type. */
export function erScene(fonts: FontBytes): TextScene {
  const nodes: TextScene['nodes'] = [];
  const secondary: TextLayout[] = [];
  ENTITIES.forEach((entity, i) => {
    const x = 40 + (i % 4) * 260;
    const y = 40 + Math.floor(i / 4) * 240;
    const header = { x, y, width: 220, height: 32 };
    nodes.push({ box: { x, y, width: 220, height: 32 + COLUMNS.length * 26 }, label: placed(fonts, entity, { ...LABEL, weight: 'bold' }, header) });
    COLUMNS.forEach(([column, type], row) => {
      const rowBox = { x, y: y + 32 + row * 26, width: 220, height: 26 };
      secondary.push(placed(fonts, `${entity}_${column}`, { ...LABEL, size: 13 }, rowBox, 'left'));
      secondary.push(placed(fonts, type, { font: 'mono', size: 12, weight: 'normal' }, rowBox, 'right'));
    });
  });
  return { name: 'ER diagram', nodes, secondary, canvas: { x: 0, y: 0, width: 1100, height: 760 } };
}
