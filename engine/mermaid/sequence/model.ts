import type { EdgeType, StyleValue } from '../../../schema/index.js';
import type { Head } from './arrows.js';

/**
 * What the sequence reader hands to its assembler: participants, rows (messages and notes
 * in order), activation bars, fragments and boxes, with Mermaid ids still raw. Plain data,
 * built fresh for each parse.
 */

export interface SeqParticipant {
  rawId: string;
  line: number;
  label: string;
  actor: boolean;
  /** The index of the box that holds it. */
  box?: number;
}

export interface SeqMessage {
  kind: 'message';
  line: number;
  from: string;
  to: string;
  label: string;
  edgeType: EdgeType;
  heads: { start: Head; end: Head };
  /** A dash unlike the edgeType's own ([] draws a dashed type solid). */
  dash?: number[];
}

export interface SeqNote {
  kind: 'note';
  line: number;
  /** One lifeline, or two (spanning). */
  anchors: string[];
  label: string;
}

export type SeqRow = SeqMessage | SeqNote;

/** A bar from one row to another (no `to`: to the end of its lifeline). */
export interface SeqActivation {
  lifeline: string;
  line: number;
  from: number;
  to?: number;
}

/** A fragment's children in order: rows by index, nested fragments by index. */
export type SeqChild = { row: number } | { fragment: number };

export interface SeqFragment {
  line: number;
  /** `loop [Every minute]`; none for a `rect` highlight. */
  title?: string;
  style?: StyleValue;
  children: SeqChild[];
}

/** A `box` around participants: a generic frame. */
export interface SeqBox {
  line: number;
  title?: string;
  fill?: string;
  members: string[];
}

export interface SeqDiagram {
  participants: SeqParticipant[];
  rows: SeqRow[];
  activations: SeqActivation[];
  fragments: SeqFragment[];
  /** Fragments not inside another, in order. */
  topFragments: number[];
  boxes: SeqBox[];
  title?: string;
  titleLine?: number;
  description?: string;
  descriptionLine?: number;
}
