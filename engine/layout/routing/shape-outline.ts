import { center, type Box, type Point, type Side } from '../../geometry/index.js';

/**
 * Where lines meet a node's outline. Ellipses and diamonds are clipped by their own curve;
 * every other shape by its box (their outlines fill the box closely enough at the sides).
 */

type Outline = 'ellipse' | 'diamond' | 'box';

export function outlineOf(shape: string): Outline {
  return shape === 'ellipse' || shape === 'diamond' ? shape : 'box';
}

/** Where the ray from the box's centre towards `toward` leaves the shape's outline. */
export function clipToOutline(shape: string, box: Box, toward: Point): Point {
  const c = center(box);
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  const rx = box.width / 2;
  const ry = box.height / 2;
  if ((dx === 0 && dy === 0) || rx === 0 || ry === 0) return c;
  const nx = Math.abs(dx) / rx;
  const ny = Math.abs(dy) / ry;
  let scale: number;
  switch (outlineOf(shape)) {
    case 'ellipse':
      scale = 1 / Math.hypot(nx, ny);
      break;
    case 'diamond':
      scale = 1 / (nx + ny);
      break;
    case 'box':
      scale = 1 / Math.max(nx, ny);
      break;
  }
  return { x: c.x + dx * scale, y: c.y + dy * scale };
}

/**
 * Moves a point of a box side straight inwards onto the shape's outline, so a route that
 * leaves the side perpendicularly still touches the drawn ellipse or diamond.
 */
export function projectOntoOutline(shape: string, box: Box, point: Point, side: Side): Point {
  const outline = outlineOf(shape);
  if (outline === 'box') return point;
  const c = center(box);
  const vertical = side === 'top' || side === 'bottom';
  const halfAlong = vertical ? box.width / 2 : box.height / 2;
  const halfAcross = vertical ? box.height / 2 : box.width / 2;
  if (halfAlong === 0) return point;
  const u = Math.min(1, Math.abs((vertical ? point.x - c.x : point.y - c.y) / halfAlong));
  const depth = halfAcross * (outline === 'ellipse' ? Math.sqrt(1 - u * u) : 1 - u);
  const sign = side === 'top' || side === 'left' ? -1 : 1;
  return vertical ? { x: point.x, y: c.y + sign * depth } : { x: c.x + sign * depth, y: point.y };
}
