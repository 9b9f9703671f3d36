import type { NodeValue } from '../../../schema/index.js';
import { blockAt, measuredEntry, type MeasuredBlock, type MeasuredSceneData } from '../../measure/index.js';
import type { TextLayout } from '../../model/index.js';
import type { Box } from '../../geometry/index.js';
import type { SceneIndex } from '../types.js';
import { SEQUENCE_METRICS as M } from './metrics.js';

const PARTICIPANT_TYPES = new Set(['sequence.lifeline', 'sequence.actor']);

/** A lifeline (sequence.lifeline or sequence.actor) with its measured header. */
export interface Participant {
  node: NodeValue;
  /** Left-to-right position: document order among the lifelines. */
  column: number;
  /** Header width: at least M.minHeaderWidth, the label plus padding. */
  width: number;
  isActor: boolean;
  label: MeasuredBlock;
}

/** Whether a node is a lifeline of the diagram (a lifeline or an actor). */
export function isParticipant(node: NodeValue): boolean {
  return PARTICIPANT_TYPES.has(node.nodeType);
}

/** The lifelines in document order, each with its header measured. A lifeline shows its label, else its name, else its id. */
export function collectParticipants(index: SceneIndex, measured: MeasuredSceneData): Participant[] {
  return index.nodes.filter(isParticipant).map((node, column) => {
    const label = measuredEntry(measured.sequence?.headers ?? {}, node.id);
    if (label === undefined) throw new Error(`the header of lifeline ${node.id} was not measured`);
    return {
      node,
      column,
      width: Math.max(M.minHeaderWidth, label.width + 2 * M.headerPaddingX),
      isActor: node.nodeType === 'sequence.actor',
      label,
    };
  });
}

/** The height every header shares (spec: all headers take the tallest): at least M.minHeaderHeight. */
export function sharedHeaderHeight(participants: readonly Participant[]): number {
  return participants.reduce((tallest: number, participant) => {
    const figure = participant.isActor ? M.actorFigureHeight : 0;
    return Math.max(tallest, participant.label.height + 2 * M.headerPaddingY + figure);
  }, M.minHeaderHeight);
}

/**
 * The header's label: centred in a lifeline header; in an actor's header at the bottom,
 * under the room kept for the figure (the renderer draws it between the box top and the label).
 */
export function headerLabel(participant: Participant, header: Box): TextLayout {
  const x = header.x + (header.width - participant.label.width) / 2;
  const y = participant.isActor
    ? header.y + header.height - M.headerPaddingY - participant.label.height
    : header.y + (header.height - participant.label.height) / 2;
  return blockAt(participant.label, x, y);
}
