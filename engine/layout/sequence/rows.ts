import type { EdgeValue, NodeValue } from '../../../schema/index.js';
import type { Measurer } from '../../measure/index.js';
import { measureEdgeLabel } from '../labels/edge-label-text.js';
import type { SceneIndex } from '../types.js';
import { SEQUENCE_METRICS as M } from './metrics.js';
import type { Participant } from './participants.js';
import { measureBlock, textSpecOf, type MeasuredText } from './text.js';

/** A message: an edge between two lifelines (or a lifeline and itself). */
export interface MessageRow {
  kind: 'message';
  edge: EdgeValue;
  /** Columns of the lifelines it leaves and reaches. */
  from: number;
  to: number;
  self: boolean;
  label?: MeasuredText;
}

/** A sequence.note: over one lifeline, spanning several, or (unanchored) spanning them all. */
export interface NoteRow {
  kind: 'note';
  node: NodeValue;
  /** Columns of its anchors, sorted and distinct; empty when the diagram has no lifelines. */
  anchors: number[];
  label: MeasuredText;
  /** The note's own size (a spanning note may be wider: it covers its lifelines). */
  width: number;
  height: number;
}

export type Row = MessageRow | NoteRow;

/** The rows of the diagram, top to bottom: messages and notes by their position in `elements`. */
export function collectRows(index: SceneIndex, participants: readonly Participant[], measurer: Measurer): Row[] {
  const columnOf = new Map(participants.map((participant) => [participant.node.id, participant.column]));
  const rows: Row[] = [];
  for (const element of index.scene.elements) {
    if (element.kind === 'edge') {
      const from = columnOf.get(element.from.elementId);
      const to = columnOf.get(element.to.elementId);
      if (from === undefined || to === undefined) continue;
      const row: MessageRow = { kind: 'message', edge: element, from, to, self: from === to };
      // Labels measure like every edge label (labels/edge-label-text.ts: tiers, 4 px padding).
      const text = element.label?.trim();
      if (text !== undefined && text !== '') row.label = measureEdgeLabel(element, text, index.scene, measurer);
      rows.push(row);
    } else if (element.kind === 'node' && element.nodeType === 'sequence.note') {
      rows.push(noteRow(element, index, columnOf, participants.length, measurer));
    }
  }
  return rows;
}

function noteRow(node: NodeValue, index: SceneIndex, columnOf: Map<string, number>, count: number, measurer: Measurer): NoteRow {
  const anchor = node.extensions?.anchor;
  const named = anchor === undefined ? [] : typeof anchor === 'string' ? [anchor] : anchor;
  const columns = named.flatMap((id) => {
    const column = columnOf.get(id);
    return column === undefined ? [] : [column];
  });
  // An unanchored note is about the whole exchange: it spans every lifeline.
  const anchors = anchor === undefined ? Array.from({ length: count }, (_, column) => column) : [...new Set(columns)].sort((a, b) => a - b);
  const label = measureBlock(measurer, node.label ?? '', textSpecOf(node, index.scene, M.noteFontSize), node.textStyle);
  return {
    kind: 'note',
    node,
    anchors,
    label,
    width: Math.max(M.noteMinWidth, label.width + 2 * M.notePaddingX),
    height: Math.max(M.noteMinHeight, label.height + 2 * M.notePaddingY),
  };
}

/** Where each row is, by the id of its edge or note. */
export function rowIndexById(rows: readonly Row[]): Map<string, number> {
  return new Map(rows.map((row, position) => [row.kind === 'message' ? row.edge.id : row.node.id, position]));
}
