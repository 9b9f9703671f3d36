import type { ElementChange } from '../../compare/index.js';
import type { ResolvedStyle } from '../types.js';

/** Rule 10's colours. */
export const DIFF_COLOURS = { added: '#22c55e', removed: '#ef4444', modified: '#f59e0b' } as const;

/** How each category changes an element's look (rule 10). */
export const DIFF_LOOKS: Readonly<Record<ElementChange, Partial<ResolvedStyle> & { opacityFactor: number }>> = {
  added: { stroke: DIFF_COLOURS.added, strokeWidth: 3, opacityFactor: 1 },
  modified: { stroke: DIFF_COLOURS.modified, strokeWidth: 3, opacityFactor: 1 },
  removed: { stroke: DIFF_COLOURS.removed, strokeWidth: 2, dash: [6, 4], opacityFactor: 0.4 },
  unchanged: { opacityFactor: 0.5 },
};

/** An element's resolved style with its diff category applied (stroke colour, width and dash; opacity multiplied). */
export function applyDiffLook(style: ResolvedStyle, change: ElementChange): ResolvedStyle {
  const { opacityFactor, ...look } = DIFF_LOOKS[change];
  return { ...style, ...look, opacity: style.opacity * opacityFactor };
}
