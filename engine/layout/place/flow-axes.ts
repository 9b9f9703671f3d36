import type { Box } from '../../model/geometry.js';
import type { ResolvedStrategy } from '../types.js';

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
export function flowAxes(direction: ResolvedStrategy['direction']): FlowAxes {
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
