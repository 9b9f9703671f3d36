import type { Box, ComputedBand, ComputedElement, ComputedNode, ComputedTable, TextLayout, TextRun } from '../model/index.js';
import { px } from './boxes.js';

/**
 * Moving what a layout has drawn: every box, point and text position by (dx, dy), rounded
 * to 1/100 px like every stage output. Used where a finished drawing moves as a whole (a
 * sequence into its margin, a tightened canvas to 0) and where parts laid out relative to
 * a corner (ER tables, text) are put in place.
 */

/**
 * The box moved by (dx, dy); its corner rounded, its size kept. Written as a literal in Box's
 * key order rather than a spread: ER tables move every cell's boxes, and this is leaner.
 */
export function translateBox(box: Box, dx: number, dy: number): Box {
  return { x: px(box.x + dx), y: px(box.y + dy), width: box.width, height: box.height };
}

/**
 * Laid-out text moved by (dx, dy): its box and every run's anchor. Box and runs are built as
 * literals in their types' key order (an ER table's cells are most of a drawing's texts, and
 * nearly all have one run), for a third less garbage than spreads and a mapped closure.
 */
export function translateText(text: TextLayout, dx: number, dy: number): TextLayout {
  const runs = text.runs;
  return {
    ...text,
    box: translateBox(text.box, dx, dy),
    runs: runs.length === 1 ? [movedRun(runs[0]!, dx, dy)] : runs.map((run) => movedRun(run, dx, dy)),
  };
}

function movedRun(run: TextRun, dx: number, dy: number): TextRun {
  const moved: TextRun = { text: run.text, x: px(run.x + dx), y: px(run.y + dy), anchor: run.anchor, width: run.width, fontSize: run.fontSize, weight: run.weight, italic: run.italic };
  if (run.role !== undefined) moved.role = run.role;
  return moved;
}

/** An ER table moved by (dx, dy): from node-relative boxes to canvas px once the node's corner is (dx, dy). */
export function translateTable(table: ComputedTable, dx: number, dy: number): ComputedTable {
  return {
    header: translateBox(table.header, dx, dy),
    rows: table.rows.map((row) => {
      const moved: ComputedTable['rows'][number] = { ...row, box: translateBox(row.box, dx, dy), label: translateText(row.label, dx, dy) };
      if (row.type !== undefined) moved.type = translateText(row.type, dx, dy);
      if (row.badges !== undefined) {
        moved.badges = row.badges.map((badge) => ({ ...badge, box: translateBox(badge.box, dx, dy), label: translateText(badge.label, dx, dy) }));
      }
      return moved;
    }),
  };
}

/** An autoGroup band moved by (dx, dy). */
export function translateBand(band: ComputedBand, dx: number, dy: number): ComputedBand {
  return { ...band, box: translateBox(band.box, dx, dy), title: translateText(band.title, dx, dy) };
}

/** The element moved by (dx, dy): every box, point and text position in it (guides stay: their position is the document's). */
export function translateElement(element: ComputedElement, dx: number, dy: number): ComputedElement {
  switch (element.kind) {
    case 'node':
      return translateNode(element, dx, dy);
    case 'edge': {
      const moved = { ...element, points: element.points.map((point) => ({ x: px(point.x + dx), y: px(point.y + dy) })) };
      if (element.label !== undefined) moved.label = translateText(element.label, dx, dy);
      return moved;
    }
    case 'frame': {
      const moved = { ...element, box: translateBox(element.box, dx, dy) };
      if (element.title !== undefined) moved.title = translateText(element.title, dx, dy);
      if (element.titleBand !== undefined) moved.titleBand = translateBox(element.titleBand, dx, dy);
      if (element.tab !== undefined) moved.tab = translateBox(element.tab, dx, dy);
      return moved;
    }
    case 'text': {
      const moved = { ...element, box: translateBox(element.box, dx, dy) };
      if (element.label !== undefined) moved.label = translateText(element.label, dx, dy);
      return moved;
    }
    case 'group':
    case 'image':
      return { ...element, box: translateBox(element.box, dx, dy) };
    case 'guide':
      return element;
  }
}

function translateNode(node: ComputedNode, dx: number, dy: number): ComputedNode {
  const moved: ComputedNode = {
    ...node,
    box: translateBox(node.box, dx, dy),
    ports: node.ports.map((port) => ({ ...port, x: px(port.x + dx), y: px(port.y + dy) })),
  };
  if (node.label !== undefined) moved.label = translateText(node.label, dx, dy);
  if (node.icon !== undefined) moved.icon = { ...node.icon, box: translateBox(node.icon.box, dx, dy) };
  if (node.table !== undefined) moved.table = translateTable(node.table, dx, dy);
  if (node.lifeline !== undefined) {
    const { x, top, bottom, foot } = node.lifeline;
    moved.lifeline = { x: px(x + dx), top: px(top + dy), bottom: px(bottom + dy) };
    if (foot !== undefined) moved.lifeline.foot = translateBox(foot, dx, dy);
  }
  return moved;
}

