import type { ConstraintValue } from '../../../schema/index.js';
import { bottom, centerX, centerY, right, unionBoxes, type Box } from '../../geometry/index.js';
import { isFittedFrame } from '../relative/element-box.js';
import { boxOf, boxesOf, moveTo, resize, setBox, type ConstraintBoxes } from './constraint-boxes.js';

type Of<T extends ConstraintValue['type']> = Extract<ConstraintValue, { type: T }>;

/**
 * sameSize: every element takes the largest width and/or height among them (never the
 * smallest: a node shrunk below its label would overflow), its top-left corner staying.
 */
export function applySameSize(ctx: ConstraintBoxes, c: Of<'sameSize'>): void {
  const items = boxesOf(ctx, c.elements);
  if (items.length === 0) return;
  const width = Math.max(...items.map((item) => item.box.width));
  const height = Math.max(...items.map((item) => item.box.height));
  for (const { id, box } of items) {
    resize(ctx, id, c.dimension === 'height' ? box.width : width, c.dimension === 'width' ? box.height : height);
  }
}

/** centerIn: each element's centre on the container's centre, along x, y or both. */
export function applyCenterIn(ctx: ConstraintBoxes, c: Of<'centerIn'>): void {
  const container = boxOf(ctx, c.container);
  if (container === undefined) return;
  for (const { id, box } of boxesOf(ctx, c.elements)) {
    const x = c.axis === 'y' ? box.x : centerX(container) - box.width / 2;
    const y = c.axis === 'x' ? box.y : centerY(container) - box.height / 2;
    moveTo(ctx, id, x, y);
  }
}

/**
 * contain: every element inside the container, `padding` px in from its edges. A group or
 * a frame fitted around its members (no layout, or one at 0, 0) grows to take them in (it
 * has no size of its own to keep; fit-frames keeps the grown box as a minimum); any
 * other container keeps its box and the elements move in, each by as little as possible
 * (an element larger than the space sits at its start and the constraint is reported).
 */
export function applyContain(ctx: ConstraintBoxes, c: Of<'contain'>): void {
  const container = boxOf(ctx, c.container);
  if (container === undefined) return;
  const items = boxesOf(ctx, c.elements);
  if (canGrow(ctx, c.container)) {
    const padded = items.map(({ box }) => ({ x: box.x - c.padding, y: box.y - c.padding, width: box.width + 2 * c.padding, height: box.height + 2 * c.padding }));
    const grown = unionBoxes([container, ...padded]);
    if (grown !== null && !sameBox(grown, container)) setBox(ctx, c.container, grown);
    return;
  }
  const inner = { left: container.x + c.padding, top: container.y + c.padding, right: right(container) - c.padding, bottom: bottom(container) - c.padding };
  for (const { id, box } of items) {
    const x = Math.max(inner.left, Math.min(box.x, inner.right - box.width));
    const y = Math.max(inner.top, Math.min(box.y, inner.bottom - box.height));
    moveTo(ctx, id, x, y);
  }
}

/** Whether a contain constraint's elements all lie inside its container with the padding. */
export function containHolds(ctx: ConstraintBoxes, c: Of<'contain'>, tolerance: number): boolean {
  const container = boxOf(ctx, c.container);
  if (container === undefined) return true;
  return boxesOf(ctx, c.elements).every(
    ({ box }) =>
      box.x >= container.x + c.padding - tolerance &&
      box.y >= container.y + c.padding - tolerance &&
      right(box) <= right(container) - c.padding + tolerance &&
      bottom(box) <= bottom(container) - c.padding + tolerance,
  );
}

function canGrow(ctx: ConstraintBoxes, id: string): boolean {
  const element = ctx.index.byId.get(id);
  return element?.kind === 'group' || (element?.kind === 'frame' && isFittedFrame(element));
}

function sameBox(a: Box, b: Box): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}
