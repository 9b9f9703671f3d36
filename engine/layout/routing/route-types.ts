import type { Box, Point, Side } from '../../geometry/index.js';

/**
 * Values passed between the routing modules (not part of the stage output).
 */

/** The element one end of an edge attaches to, before its point is decided. */
export interface EndElement {
  elementId: string;
  box: Box;
  /** The drawn outline ('rect' for frames, groups and anything without a computed node). */
  shape: string;
  /** A point fixed by the document: a port, an anchor, or an ER column row's edge. */
  fixed?: FixedPoint;
  /** An ER column row (its box); its left or right edge is chosen once the other end is known. */
  columnRow?: Box;
}

export interface FixedPoint {
  point: Point;
  side: Side;
}

/** One end of a route, decided. */
export interface RouteEnd {
  elementId: string;
  /** The element's box. */
  box: Box;
  /** The box holds the other end, so the route runs inside it to this end. */
  inward: boolean;
  /** Where the route meets the element's box (or the port, anchor or column row point). */
  point: Point;
  side: Side;
  /** Unit axis vector the route leaves this end along: out of the side, or into the box
   * when the box is a container holding the other end. */
  normal: Point;
  /** Where the drawn line ends: `point` moved along the normal onto an ellipse or diamond outline. */
  tip: Point;
}

/** Label sizes (box with padding) by edge id, for sizing self-loops. */
export type LabelSizes = ReadonlyMap<string, { width: number; height: number }>;

/** An edge whose ends are to be decided together with every other edge's. */
export interface EndPair {
  edgeId: string;
  from: EndElement;
  to: EndElement;
  /** Points the route will pass through (routeThroughVia): a free end faces the first (the
   * source) or the last (the target) instead of the other end, and is ordered on its side by it. */
  via?: readonly Point[];
}
