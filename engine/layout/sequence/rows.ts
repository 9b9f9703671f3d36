import type { EdgeValue, NodeValue } from '../../../schema/index.js';
import { measuredEntry, type MeasuredBlock, type MeasuredEdgeLabel, type MeasuredSceneData } from '../../measure/index.js';
import type { SceneIndex } from '../types.js';
import { SEQUENCE_METRICS as M } from './metrics.js';
import type { Participant } from './participants.js';

/** A message: an edge between two lifelines (or a lifeline and itself). */
export interface MessageRow {
  kind: 'message';
  edge: EdgeValue;
  /** Columns of the lifelines it leaves and reaches. */
  from: number;
  to: number;
  self: boolean;
  label?: MeasuredEdgeLabel;
}

/** A sequence.note: over one lifeline, spanning several, or (unanchored) spanning them all. */
export interface NoteRow {
  kind: 'note';
  node: NodeValue;
  /** Columns of its anchors, sorted and distinct; empty when the diagram has no lifelines. */
  anchors: number[];
  label: MeasuredBlock;
  /** The note's own size (a spanning note may be wider: it covers its lifelines). */
  width: number;
  height: number;
}

export type Row = MessageRow | NoteRow;

/** The rows of the diagram, top to bottom: messages and notes by their position in `elements`. */
export function collectRows(index: SceneIndex, participants: readonly Participant[], measured: MeasuredSceneData): Row[] {
  const columnOf = new Map(participants.map((participant) => [participant.node.id, participant.column]));
  const rows: Row[] = [];
  for (const element of index.scene.elements) {
    if (element.kind === 'edge') {
      const from = columnOf.get(element.from.elementId);
      const to = columnOf.get(element.to.elementId);
      if (from === undefined || to === undefined) continue;
      const row: MessageRow = { kind: 'message', edge: element, from, to, self: from === to };
      // Labels measure like every edge label (engine/measure: tiers, 4 px padding).
      const label = measuredEntry(measured.edgeLabels, element.id);
      if (label !== undefined) row.label = label;
      rows.push(row);
    } else if (element.kind === 'node' && element.nodeType === 'sequence.note') {
      rows.push(noteRow(element, columnOf, participants.length, measured));
    }
  }
  return rows;
}

function noteRow(node: NodeValue, columnOf: Map<string, number>, count: number, measured: MeasuredSceneData): NoteRow {
  const anchor = node.extensions?.anchor;
  const named = anchor === undefined ? [] : typeof anchor === 'string' ? [anchor] : anchor;
  const columns = named.flatMap((id) => {
    const column = columnOf.get(id);
    return column === undefined ? [] : [column];
  });
  // An unanchored note is about the whole exchange: it spans every lifeline.
  const anchors = anchor === undefined ? Array.from({ length: count }, (_, column) => column) : [...new Set(columns)].sort((a, b) => a - b);
  const label = measuredEntry(measured.sequence?.notes ?? {}, node.id);
  if (label === undefined) throw new Error(`note ${node.id} was not measured`);
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
