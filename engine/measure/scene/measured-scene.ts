import type { Diagnostic, NormalizedScene, Stage } from '../../model/index.js';
import type { EntityTable } from '../nodes/entity-table.js';
import type { NodeSize } from '../nodes/node-size.js';
import type { ShapedText } from '../shaped-text.js';
import type { MeasuredEdgeLabel } from './edge-labels.js';
import type { FooterTexts } from './footer.js';
import type { SequenceTexts } from './sequence-texts.js';
import type { MeasuredTitle } from './titles.js';

/** A node or text element as measured: its size before placement, its ER table, its text. */
export interface MeasuredNode {
  /** Its layout size (or the strategy's node size) grown to fit its text; an ER table's size. */
  size: NodeSize;
  /** ER entities with columns: the table, relative to the node's corner. */
  table?: EntityTable;
  /** The label (a text element: its text), kept for fitting in the box placement gives it. */
  label?: ShapedText;
}

/** Everything measuring found, by element id; plain data (JSON). */
export interface MeasuredSceneData {
  scene: NormalizedScene;
  /** Every node and text element. */
  nodes: Record<string, MeasuredNode>;
  /** Every edge whose label is not blank (whether layout then shows it or not). */
  edgeLabels: Record<string, MeasuredEdgeLabel>;
  /** Every frame with a title, set as frames are (bold unless styled). */
  frameTitles: Record<string, MeasuredTitle>;
  /** autoGroup band titles, by nodeType (architecture diagrams that group by node type). */
  bandTitles: Record<string, MeasuredTitle>;
  /** Sequence diagrams: headers, notes and fragment titles. */
  sequence?: SequenceTexts;
  /** The texts render adds (legend, stamp), when measureScene was asked for them. */
  footer?: FooterTexts;
  /** TEXT_OVERFLOW for text that does not fit a size the document fixed. */
  diagnostics: Diagnostic[];
}

/** The measure stage's output: what layoutScene takes. */
export type MeasuredScene = Stage<MeasuredSceneData, 'measured'>;

/** The measured node or text element, or undefined when it is none. */
export function measuredNode(measured: MeasuredSceneData, id: string): MeasuredNode | undefined {
  return Object.prototype.hasOwnProperty.call(measured.nodes, id) ? measured.nodes[id] : undefined;
}

/** An element's entry in one of the measured records, or undefined. */
export function measuredEntry<T>(record: Readonly<Record<string, T>>, id: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined;
}
