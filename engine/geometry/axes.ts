import type { Box } from '../model/index.js';

/** One of the two axes of the canvas. */
export type Axis = 'x' | 'y';

/** Where a box starts along an axis (left or top edge). */
export const startOf = (box: Box, axis: Axis): number => (axis === 'x' ? box.x : box.y);
/** A box's extent along an axis (width or height). */
export const sizeOf = (box: Box, axis: Axis): number => (axis === 'x' ? box.width : box.height);
/** Where a box ends along an axis (right or bottom edge). */
export const endOf = (box: Box, axis: Axis): number => startOf(box, axis) + sizeOf(box, axis);
/** The other axis. */
export const other = (axis: Axis): Axis => (axis === 'x' ? 'y' : 'x');

/** Where a box starts when its start, centre or end sits on `line`. */
export function startFor(line: number, size: number, alignment: 'start' | 'center' | 'end'): number {
  if (alignment === 'start') return line;
  if (alignment === 'end') return line - size;
  return line - size / 2;
}

/** The start, centre or end coordinate of a box along an axis. */
export function lineOf(box: Box, axis: Axis, alignment: 'start' | 'center' | 'end'): number {
  if (alignment === 'start') return startOf(box, axis);
  if (alignment === 'end') return endOf(box, axis);
  return startOf(box, axis) + sizeOf(box, axis) / 2;
}

/** A layout direction: the way ranks follow each other. */
export type FlowDirection = 'TB' | 'BT' | 'LR' | 'RL';

/**
 * A box seen along the layout direction: `main` runs with the flow (down for TB, right for
 * LR, up for BT, left for RL), `cross` across it. Lets one placement routine serve all four
 * directions.
 */
export interface FlowAxes {
  /** Start and size of a box along the flow (start = the edge a predecessor faces). */
  mainStart(box: Box): number;
  mainEnd(box: Box): number;
  mainSize(box: { width: number; height: number }): number;
  crossStart(box: Box): number;
  crossSize(box: { width: number; height: number }): number;
  /** The top-left corner of a box of `size` whose flow-start is `main` and cross-start `cross`. */
  corner(main: number, cross: number, size: { width: number; height: number }): { x: number; y: number };
}

/** The flow axes of a layout direction. */
export function flowAxes(direction: FlowDirection): FlowAxes {
  const vertical = direction === 'TB' || direction === 'BT';
  const forward = direction === 'TB' || direction === 'LR';
  const start = (box: Box) => (vertical ? box.y : box.x);
  const size = (box: { width: number; height: number }) => (vertical ? box.height : box.width);
  const cross = (box: Box) => (vertical ? box.x : box.y);
  const crossSize = (box: { width: number; height: number }) => (vertical ? box.width : box.height);
  // Flow coordinates grow with the flow: negated for BT and RL.
  return {
    mainStart: (box) => (forward ? start(box) : -(start(box) + size(box))),
    mainEnd: (box) => (forward ? start(box) + size(box) : -start(box)),
    mainSize: size,
    crossStart: cross,
    crossSize,
    corner: (main, crossAt, box) => {
      const along = forward ? main : -(main + size(box));
      return vertical ? { x: crossAt, y: along } : { x: along, y: crossAt };
    },
  };
}
