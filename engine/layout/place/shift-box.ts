import type { Box } from '../../model/geometry.js';

/** The box moved by (dx, dy). */
export function shiftBox(box: Box, dx: number, dy: number): Box {
  return { x: box.x + dx, y: box.y + dy, width: box.width, height: box.height };
}
