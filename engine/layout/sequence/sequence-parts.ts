import type { MeasuredSceneData } from '../../measure/index.js';
import type { ComputedElement, Diagnostic } from '../../model/index.js';
import { bottom, unionBoxes, type Box } from '../../geometry/index.js';
import type { SceneIndex } from '../types.js';
import { planActivations } from './activations.js';
import { placeColumns } from './columns.js';
import { elementExtent } from './extent.js';
import { fragmentFrames, fragmentTitles, tabHeightOf } from './fragment-boxes.js';
import { collectFragments } from './fragments.js';
import { lifecycleOf } from './lifecycle.js';
import { messageEdge } from './messages.js';
import { activationNode, lifelineNode, noteNode } from './nodes.js';
import { collectParticipants, sharedHeaderHeight } from './participants.js';
import { collectRows, rowIndexById } from './rows.js';
import { planVertical } from './vertical.js';

/**
 * The sequence itself, in its own coordinates (the first header's top-left corner at 0, 0):
 * lifelines, messages, notes, activation bars and fragments by element id. The order of
 * work matters: the vertical plan needs only measured text, the activation bars need the
 * plan, and the lifelines' x needs both (a bar widens the room a label needs).
 */
export function sequenceParts(index: SceneIndex, measured: MeasuredSceneData): { parts: Map<string, ComputedElement>; diagnostics: Diagnostic[] } {
  const participants = collectParticipants(index, measured);
  const headerHeight = sharedHeaderHeight(participants);
  const rows = collectRows(index, participants, measured);
  const rowIndex = rowIndexById(rows);
  const lifecycle = lifecycleOf(rows);
  const fragments = collectFragments(index, rowIndex);
  const titles = fragmentTitles(fragments, measured);
  const plan = planVertical(rows, headerHeight, lifecycle, fragments, (frame) => tabHeightOf(titles.get(frame.id)));
  const activations = planActivations(index, participants, rows, rowIndex, plan, lifecycle);
  const centres = placeColumns(participants, rows, activations.bars, lifecycle, index.strategy.nodeSpacing);

  const parts = new Map<string, ComputedElement>();
  const headers = participants.map((participant): Box => ({
    x: (centres[participant.column] ?? 0) - participant.width / 2,
    y: plan.headerTop.get(participant.column) ?? 0,
    width: participant.width,
    height: headerHeight,
  }));
  const showFeet = index.scene.extensions?.showLifelineFeet !== false;
  participants.forEach((participant, column) => {
    const header = headers[column];
    if (header === undefined) return;
    const destroyedAt = lifecycle.destroyedAt.get(column);
    const end = destroyedAt === undefined ? plan.end : (plan.rows[destroyedAt]?.y2 ?? plan.end);
    const lifeline = { x: centres[column] ?? 0, top: bottom(header), bottom: end };
    // A destroyed lifeline ends at its X: no foot bar under it.
    const foot = showFeet && destroyedAt === undefined ? { ...header, y: plan.end } : undefined;
    parts.set(participant.node.id, lifelineNode(participant, header, foot === undefined ? lifeline : { ...lifeline, foot }));
  });
  rows.forEach((row, position) => {
    const place = plan.rows[position];
    if (place === undefined) return;
    if (row.kind === 'note') {
      parts.set(row.node.id, noteNode(row, place, centres));
      return;
    }
    const createdHeader = lifecycle.createdAt.get(row.to) === position ? headers[row.to] : undefined;
    parts.set(row.edge.id, messageEdge(row, place, { centres, bars: activations.bars, ...(createdHeader === undefined ? {} : { createdHeader }) }));
  });
  for (const bar of activations.bars) {
    const participant = participants[bar.column];
    if (participant !== undefined) parts.set(bar.node.id, activationNode(bar, participant.node.id, centres[bar.column] ?? 0));
  }
  const rowBoxes = rows.map((row) => elementExtent(parts.get(row.kind === 'note' ? row.node.id : row.edge.id)));
  for (const [id, frame] of fragmentFrames(fragments, plan, titles, rowBoxes, unionBoxes(headers))) parts.set(id, frame);
  return { parts, diagnostics: activations.diagnostics };
}
