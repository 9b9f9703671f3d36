import { LAYOUT_STRATEGY_DEFAULTS, LAYOUT_STRATEGY_ENGINE_DEFAULTS, type LayoutStrategyValue } from '../../schema/index.js';

/** layoutStrategy with every default filled. */
export type ResolvedStrategy = Required<LayoutStrategyValue>;

/**
 * The strategy of a scene without one: the schema's defaults (LAYOUT_STRATEGY_DEFAULTS),
 * hierarchical, and the engine's for the fields the schema leaves absent (nodeSizing,
 * labelWrapWidth).
 */
export const DEFAULT_STRATEGY: ResolvedStrategy = { ...LAYOUT_STRATEGY_DEFAULTS, ...LAYOUT_STRATEGY_ENGINE_DEFAULTS };

/** Size of a node that has none of its own, when the scene does not set nodeWidth / nodeHeight. */
export const DEFAULT_NODE_WIDTH = DEFAULT_STRATEGY.nodeWidth;
export const DEFAULT_NODE_HEIGHT = DEFAULT_STRATEGY.nodeHeight;

/** The scene's layoutStrategy with every default filled. */
export function resolveStrategy(strategy: LayoutStrategyValue | undefined): ResolvedStrategy {
  return { ...DEFAULT_STRATEGY, ...strategy };
}
