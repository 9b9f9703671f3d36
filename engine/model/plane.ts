/**
 * The plane's data types, in every stage output that has a position: canvas px, y grows
 * downwards (SVG). The functions on them live in engine/geometry.
 */
export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Side = 'top' | 'right' | 'bottom' | 'left';
