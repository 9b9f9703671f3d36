import type { EdgeValue } from '../../../schema/index.js';
import { edgeLabelAt, measuredEntry, type MeasuredSceneData } from '../../measure/index.js';
import type { ComputedEdge } from '../../model/index.js';
import { borderPoint, center, right, roundPoint, type Box } from '../../geometry/index.js';

/** A loop on an element's right side, for an edge from an element to itself. */
const LOOP_SIZE = 24;

/**
 * An edge of a sequence diagram that is not a message (it touches a note, a frame or a
 * node of another type): a straight line between the two boxes' borders, aimed at their
 * centres, with its label centred on the middle; from an element to itself, a small loop
 * on its right side with the label beside it.
 */
export function strayEdge(edge: EdgeValue, from: Box, to: Box, measured: MeasuredSceneData): ComputedEdge {
  const selfLoop = edge.from.elementId === edge.to.elementId;
  const middle = center(from);
  const points = selfLoop
    ? [
        { x: right(from), y: middle.y - LOOP_SIZE / 2 },
        { x: right(from) + LOOP_SIZE, y: middle.y - LOOP_SIZE / 2 },
        { x: right(from) + LOOP_SIZE, y: middle.y + LOOP_SIZE / 2 },
        { x: right(from), y: middle.y + LOOP_SIZE / 2 },
      ]
    : [borderPoint(from, center(to)), borderPoint(to, middle)];
  const computed: ComputedEdge = {
    kind: 'edge',
    from: edge.from.elementId,
    to: edge.to.elementId,
    router: selfLoop ? 'orthogonal' : 'straight',
    points: points.map(roundPoint),
    selfLoop,
  };
  const label = measuredEntry(measured.edgeLabels, edge.id);
  if (label !== undefined) {
    const [a, b] = selfLoop ? [points[1], points[2]] : [points[0], points[1]];
    const midX = ((a?.x ?? 0) + (b?.x ?? 0)) / 2;
    const midY = ((a?.y ?? 0) + (b?.y ?? 0)) / 2;
    computed.label = selfLoop ? edgeLabelAt(label, midX, midY - label.height / 2) : edgeLabelAt(label, midX - label.width / 2, midY - label.height / 2);
  }
  return computed;
}
