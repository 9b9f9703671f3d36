import type { NodeValue } from '../../../schema/index.js';
import type { ComputedLifeline, ComputedNode, ComputedPort, TextLayout } from '../../model/index.js';
import { pointOnSide, px, roundBox, type Box } from '../../geometry/index.js';
import { barOffset, type ActivationBar } from './activations.js';
import { SEQUENCE_METRICS as M } from './metrics.js';
import { headerLabel, type Participant } from './participants.js';
import type { NoteRow } from './rows.js';
import type { RowPlace } from './vertical.js';
import { blockAt } from '../../measure/index.js';

/** A lifeline or actor: its header box, label and lifeline (line and foot). */
export function lifelineNode(participant: Participant, header: Box, lifeline: ComputedLifeline): ComputedNode {
  const box = roundBox(header);
  return {
    ...base(participant.node, box, headerLabel(participant, box)),
    lifeline: {
      x: px(lifeline.x),
      top: px(lifeline.top),
      bottom: px(lifeline.bottom),
      ...(lifeline.foot === undefined ? {} : { foot: roundBox(lifeline.foot) }),
    },
  };
}

/**
 * A note in its row: centred over its one lifeline, or from `noteOverhang` left of its
 * leftmost lifeline to as far right of its rightmost (wider when its text needs it,
 * staying centred). With no lifelines at all it is centred on x 0.
 */
export function noteNode(row: NoteRow, place: RowPlace, centres: readonly number[]): ComputedNode {
  const first = row.anchors[0];
  const last = row.anchors[row.anchors.length - 1];
  const left = first === undefined ? 0 : centres[first] ?? 0;
  const right = last === undefined ? 0 : centres[last] ?? 0;
  const overhang = first === last ? 0 : M.noteOverhang;
  const width = Math.max(row.width, right - left + 2 * overhang);
  const box = roundBox({ x: (left + right) / 2 - width / 2, y: place.top, width, height: place.bottom - place.top });
  const align = row.node.textStyle?.align ?? 'center';
  const x =
    align === 'left' ? box.x + M.notePaddingX : align === 'right' ? box.x + box.width - M.notePaddingX - row.label.width : box.x + (box.width - row.label.width) / 2;
  return base(row.node, box, blockAt(row.label, x, box.y + (box.height - row.label.height) / 2));
}

/** An activation bar on its lifeline. */
export function activationNode(bar: ActivationBar, lifelineId: string, centre: number): ComputedNode {
  const box = roundBox({ x: centre + barOffset(bar), y: bar.top, width: M.activationWidth, height: bar.bottom - bar.top });
  return { ...base(bar.node, box), activationOf: lifelineId };
}

function base(node: NodeValue, box: Box, label?: TextLayout): ComputedNode {
  const computed: ComputedNode = { kind: 'node', box, shape: node.shape ?? 'rect', ports: portsOf(node, box) };
  if (label !== undefined && label.runs.length > 0) computed.label = label;
  return computed;
}

function portsOf(node: NodeValue, box: Box): ComputedPort[] {
  return node.ports.map((port) => {
    const point = pointOnSide(box, port.side, port.offset);
    return { id: port.id, side: port.side, x: px(point.x), y: px(point.y) };
  });
}
