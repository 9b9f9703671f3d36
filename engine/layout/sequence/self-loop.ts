import { SEQUENCE_METRICS as M } from './metrics.js';
import type { MessageRow } from './rows.js';

/**
 * The size of a self-message's U-shaped loop, drawn to the right of its lifeline: the label
 * sits inside the U, so the loop is the label plus padding, at least the minimum size.
 */
export function selfLoopSize(row: MessageRow): { width: number; height: number } {
  return {
    width: Math.max(M.selfLoopMinWidth, (row.label?.width ?? 0) + 2 * M.selfLoopPaddingX),
    height: Math.max(M.selfLoopMinHeight, (row.label?.height ?? 0) + 2 * M.selfLoopPaddingY),
  };
}
