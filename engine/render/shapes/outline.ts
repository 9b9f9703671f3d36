import type { Box } from '../../geometry/index.js';

/** A node outline: the closed path, and open detail lines drawn over it (rims, faces). */
export interface Outline {
  d: string;
  details?: string[];
}

/** Builds an outline for a box; `cornerRadius` is used by the shapes that round corners. */
export type OutlineBuilder = (box: Box, cornerRadius: number) => Outline;
