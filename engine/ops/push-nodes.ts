import { bottom, overlaps, px, right, type Box } from '../geometry/index.js';
import { absoluteAt, ownBox } from './placement.js';
import type { EditState } from './state.js';

interface Change {
  id: string;
  before: Box;
  after: Box;
}

/**
 * After a placed node grew from `before` to `after`, pushes the placed nodes in its way
 * (spec, resizeElement): a node beside the grown side whose extent across it meets the new
 * box moves straight away until its gap is what it was, but at most the strategy's
 * nodeSpacing; a node further away than that is not touched. A node past a corner of the
 * old box, in the way along both axes, takes the shorter of the two pushes. Pushed nodes
 * push in turn, in the same direction. Nodes that already overlapped the old box are not "in the way".
 */
export function pushNodesInTheWay(state: EditState, id: string, before: Box, after: Box): void {
  const spacing = state.strategy().nodeSpacing;
  const queue: Change[] = [{ id, before, after }];
  // Every push moves a node strictly further; the cap only guards against a bug looping.
  for (let steps = 0; queue.length > 0 && steps < 20 * state.elements.length + 20; steps++) {
    const change = queue.shift() as Change;
    for (const element of state.elements) {
      if (element.kind !== 'node' || element.id === change.id) continue;
      const box = ownBox(element);
      if (box === undefined) continue;
      const [dx, dy] = pushOf(change, box, spacing);
      if (dx === 0 && dy === 0) continue;
      const moved = { ...box, x: px(box.x + dx), y: px(box.y + dy) };
      element.layout = absoluteAt(moved, element.layout);
      state.touch(element.id);
      queue.push({ id: element.id, before: box, after: moved });
    }
  }
}

/** How far `other` must move away from a box that changed from `before` to `after`. */
function pushOf({ before, after }: Change, other: Box, spacing: number): [number, number] {
  if (overlaps(before, other)) return [0, 0];
  const acrossY = other.y < bottom(after) && after.y < bottom(other);
  const acrossX = other.x < right(after) && after.x < right(other);
  let dx = 0;
  let dy = 0;
  if (acrossY && right(after) > right(before) && other.x >= right(before)) {
    dx = Math.max(0, Math.min(other.x - right(before), spacing) - (other.x - right(after)));
  } else if (acrossY && after.x < before.x && right(other) <= before.x) {
    dx = -Math.max(0, Math.min(before.x - right(other), spacing) - (after.x - right(other)));
  }
  if (acrossX && bottom(after) > bottom(before) && other.y >= bottom(before)) {
    dy = Math.max(0, Math.min(other.y - bottom(before), spacing) - (other.y - bottom(after)));
  } else if (acrossX && after.y < before.y && bottom(other) <= before.y) {
    dy = -Math.max(0, Math.min(before.y - bottom(other), spacing) - (after.y - bottom(other)));
  }
  // Diagonally in the way (past a corner of the old box): the shorter push suffices.
  if (dx !== 0 && dy !== 0) return Math.abs(dx) <= Math.abs(dy) ? [dx, 0] : [0, dy];
  return [dx, dy];
}

