import type { ConstraintValue } from '../../../schema/index.js';
import { endOf, other, sizeOf, startOf, type Axis, type Box } from '../../geometry/index.js';
import type { ResolvedStrategy } from '../types.js';
import { boxOf, boxesOf, moveBy, type ConstraintBoxes } from './constraint-boxes.js';
import { moveAlong } from './axis.js';

type Of<T extends ConstraintValue['type']> = Extract<ConstraintValue, { type: T }>;

// Boxes are rounded to 1/100 px; closer than this counts as touching.
const SLACK = 0.001;

/**
 * minGap: at least `gap` px between any two of the elements. Axis x: elements side by side
 * (their vertical extents overlap) keep `gap` between them horizontally; axis y: elements
 * one above the other, vertically; both: any two stay `gap` apart along x or y. A pair too
 * close is fixed by moving the later listed element away from the earlier one (along the
 * axis needing the smaller move for both, x on a tie).
 */
export function applyMinGap(ctx: ConstraintBoxes, c: Of<'minGap'>): void {
  separatePairs(ctx, c.elements, c.gap, c.axis);
}

/** noOverlap: no two of the elements overlap, `padding` px apart; fixed as minGap on both axes. */
export function applyNoOverlap(ctx: ConstraintBoxes, c: Of<'noOverlap'>): void {
  separatePairs(ctx, c.elements, c.padding, 'both');
}

/**
 * order: the target starts at least `gap` px (default: the strategy's spacing along that
 * axis) after the source ends, along x (left of) or y (above). When it does not, the target
 * moves along the axis just far enough; the source stays.
 */
export function applyOrder(ctx: ConstraintBoxes, c: Of<'order'>): void {
  const source = boxOf(ctx, c.source);
  const target = boxOf(ctx, c.target);
  if (source === undefined || target === undefined) return;
  const needed = endOf(source, c.axis) + (c.gap ?? spacingAlong(ctx.index.strategy, c.axis));
  if (startOf(target, c.axis) < needed - SLACK) moveAlong(ctx, c.target, c.axis, needed);
}

/** The layout spacing along an axis: rankSpacing along the rank direction, nodeSpacing across it. */
export function spacingAlong(strategy: ResolvedStrategy, axis: Axis): number {
  const ranksAlongX = strategy.direction === 'LR' || strategy.direction === 'RL';
  return (axis === 'x') === ranksAlongX ? strategy.rankSpacing : strategy.nodeSpacing;
}

function separatePairs(ctx: ConstraintBoxes, ids: readonly string[], gap: number, axis: Axis | 'both'): void {
  const listed = boxesOf(ctx, ids).map((item) => item.id);
  for (let j = 1; j < listed.length; j++) {
    for (let i = 0; i < j; i++) {
      const a = boxOf(ctx, listed[i]!);
      const b = boxOf(ctx, listed[j]!);
      if (a === undefined || b === undefined) continue;
      const [dx, dy] = separation(a, b, gap, axis);
      moveBy(ctx, listed[j]!, dx, dy);
    }
  }
}

/** The move of `b` that puts it `gap` clear of `a` per the axis rule; [0, 0] when it is. */
function separation(a: Box, b: Box, gap: number, axis: Axis | 'both'): [number, number] {
  if (axis !== 'both') {
    if (!extentsOverlap(a, b, other(axis)) || clear(a, b, axis, gap)) return [0, 0];
    const push = pushAway(a, b, axis, gap);
    return axis === 'x' ? [push, 0] : [0, push];
  }
  if (clear(a, b, 'x', gap) || clear(a, b, 'y', gap)) return [0, 0];
  const dx = pushAway(a, b, 'x', gap);
  const dy = pushAway(a, b, 'y', gap);
  return Math.abs(dx) <= Math.abs(dy) ? [dx, 0] : [0, dy];
}

function clear(a: Box, b: Box, axis: Axis, gap: number): boolean {
  return startOf(b, axis) >= endOf(a, axis) + gap - SLACK || endOf(b, axis) <= startOf(a, axis) - gap + SLACK;
}

function extentsOverlap(a: Box, b: Box, axis: Axis): boolean {
  return startOf(a, axis) < endOf(b, axis) - SLACK && startOf(b, axis) < endOf(a, axis) - SLACK;
}

/** How far `b` moves along the axis to sit `gap` past `a` on the side its centre is on (after `a` on a tie). */
function pushAway(a: Box, b: Box, axis: Axis, gap: number): number {
  const after = startOf(b, axis) + sizeOf(b, axis) / 2 >= startOf(a, axis) + sizeOf(a, axis) / 2;
  return after ? endOf(a, axis) + gap - startOf(b, axis) : startOf(a, axis) - gap - endOf(b, axis);
}
