import type { ConstraintValue } from '../../../schema/index.js';
import { boxesOf, isUserPlaced, moveTo, type ConstraintBoxes } from './constraint-boxes.js';
import { moveAlong } from './axis.js';
import { endOf, lineOf, other, sizeOf, startFor, startOf } from '../../geometry/index.js';

type Of<T extends ConstraintValue['type']> = Extract<ConstraintValue, { type: T }>;

/**
 * align: axis x lines the elements up in a column (same left edges, centres or right
 * edges), axis y in a row. The line is the first listed element the user placed, else
 * the first listed element, so user-placed nodes move as little as possible.
 */
export function applyAlign(ctx: ConstraintBoxes, c: Of<'align'>): void {
  const items = boxesOf(ctx, c.elements);
  const reference = items.find((item) => isUserPlaced(ctx, item.id)) ?? items[0];
  if (reference === undefined) return;
  const line = lineOf(reference.box, c.axis, c.alignment);
  for (const item of items) moveAlong(ctx, item.id, c.axis, startFor(line, sizeOf(item.box, c.axis), c.alignment));
}

/**
 * distribute: equal gaps between neighbours in their current order along the axis (ties
 * in listed order). With `gap`, the first stays and the others follow at that gap; without
 * it, the first and the last stay and the gap is whatever spreads the others evenly
 * between them (0 when they do not fit, the last then moving on).
 */
export function applyDistribute(ctx: ConstraintBoxes, c: Of<'distribute'>): void {
  const items = boxesOf(ctx, c.elements)
    .map((item, order) => ({ ...item, order }))
    .sort((a, b) => startOf(a.box, c.axis) - startOf(b.box, c.axis) || a.order - b.order);
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined || items.length < 2) return;
  let gap = c.gap;
  if (gap === undefined) {
    if (items.length === 2) return;
    const inner = items.slice(1, -1).reduce((sum, item) => sum + sizeOf(item.box, c.axis), 0);
    gap = Math.max(0, (startOf(last.box, c.axis) - endOf(first.box, c.axis) - inner) / (items.length - 1));
  }
  let cursor = endOf(first.box, c.axis) + gap;
  for (const item of items.slice(1)) {
    moveAlong(ctx, item.id, c.axis, cursor);
    cursor += sizeOf(item.box, c.axis) + gap;
  }
}

/**
 * stack: one after another in the listed order along the axis, `gap` apart (default
 * nodeSpacing), aligned across it to the first element, which stays.
 */
export function applyStack(ctx: ConstraintBoxes, c: Of<'stack'>): void {
  const items = boxesOf(ctx, c.elements);
  const first = items[0];
  if (first === undefined) return;
  const gap = c.gap ?? ctx.index.strategy.nodeSpacing;
  const across = other(c.axis);
  const line = lineOf(first.box, across, c.alignment);
  let cursor = endOf(first.box, c.axis) + gap;
  for (const item of items.slice(1)) {
    moveAlong(ctx, item.id, c.axis, cursor);
    moveAlong(ctx, item.id, across, startFor(line, sizeOf(item.box, across), c.alignment));
    cursor += sizeOf(item.box, c.axis) + gap;
  }
}

/**
 * grid: rows of `columns` cells in the listed order; every cell is as large as the largest
 * element, gapX (default nodeSpacing) and gapY (default rankSpacing) apart, each element
 * centred in its cell. The first element stays: the grid is laid from its cell.
 */
export function applyGrid(ctx: ConstraintBoxes, c: Of<'grid'>): void {
  const items = boxesOf(ctx, c.elements);
  const first = items[0];
  if (first === undefined) return;
  const cellWidth = Math.max(...items.map((item) => item.box.width));
  const cellHeight = Math.max(...items.map((item) => item.box.height));
  const gapX = c.gapX ?? ctx.index.strategy.nodeSpacing;
  const gapY = c.gapY ?? ctx.index.strategy.rankSpacing;
  const originX = first.box.x - (cellWidth - first.box.width) / 2;
  const originY = first.box.y - (cellHeight - first.box.height) / 2;
  items.forEach((item, i) => {
    const column = i % c.columns;
    const row = Math.floor(i / c.columns);
    const x = originX + column * (cellWidth + gapX) + (cellWidth - item.box.width) / 2;
    const y = originY + row * (cellHeight + gapY) + (cellHeight - item.box.height) / 2;
    moveTo(ctx, item.id, x, y);
  });
}
