import type { LayoutOptions } from 'elkjs/lib/elk-api.js';
import type { Side } from '../../geometry/index.js';
import type { ResolvedStrategy } from '../types.js';
import { EDGE_SPACING } from '../routing/route-constants.js';
import { BALANCED_PLACEMENT, type Placement } from './node-placement.js';

/**
 * Every ELK option the layout uses, pinned here (ARCHITECTURE.md, Determinism 3). ELK only
 * places boxes: its edge routes are thrown away (routing/ routes from the final boxes), but
 * it is told about edge labels, outside node labels and ports so it leaves room for them.
 */

/**
 * ELK's seed for its randomised steps (crossing minimisation). Any fixed non-zero value
 * gives the same layout on every run and in every JavaScript engine; 0 would mean "random".
 */
export const ELK_RANDOM_SEED = 1;

const DIRECTIONS = { TB: 'DOWN', BT: 'UP', LR: 'RIGHT', RL: 'LEFT' } as const;

/** Room the router (routing/) needs between parallel edges: ELK's edge spacing, and our layered placement's between long edges' dummies (routing keeps it between routes through one layer). */
export { EDGE_SPACING };

/**
 * Spacing and layered strategies. ELK reads them from each graph level, compound nodes
 * included (they do not inherit from the root), so every level gets the same set.
 */
function layeredOptions(strategy: ResolvedStrategy, placement: Placement): LayoutOptions {
  return {
    'elk.direction': DIRECTIONS[strategy.direction],
    'elk.spacing.nodeNode': String(strategy.nodeSpacing),
    'elk.layered.spacing.nodeNodeBetweenLayers': String(strategy.rankSpacing),
    'elk.spacing.componentComponent': String(strategy.nodeSpacing),
    // Room the router (routing/) needs between parallel edges and beside nodes.
    'elk.spacing.edgeNode': '20',
    'elk.spacing.edgeEdge': String(EDGE_SPACING),
    'elk.layered.spacing.edgeNodeBetweenLayers': '20',
    'elk.layered.spacing.edgeEdgeBetweenLayers': String(EDGE_SPACING),
    // The gap between a workflow glyph and its outside label (engine/measure: OUTSIDE_LABEL.gap).
    'elk.spacing.labelNode': '6',
    'elk.spacing.edgeLabel': '4',
    // Orthogonal channels make ELK leave rank gaps wide enough for our orthogonal routes.
    'elk.edgeRouting': 'ORTHOGONAL',
    'elk.separateConnectedComponents': 'true',
    'elk.layered.cycleBreaking.strategy': 'GREEDY',
    'elk.layered.layering.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
    // Per kind and size of graph (node-placement.ts).
    'elk.layered.thoroughness': String(placement.thoroughness),
    // Model order would keep document order but costs 2-3x on 1,000 nodes.
    'elk.layered.considerModelOrder.strategy': 'NONE',
    // Per kind of graph (node-placement.ts).
    'elk.layered.nodePlacement.strategy': placement.nodePlacement,
    // Balanced (for BRANDES_KOEPF): the average of the four alignments, so trees and fans come out symmetric.
    'elk.layered.nodePlacement.bk.fixedAlignment': 'BALANCED',
    'elk.layered.mergeEdges': 'false',
  };
}

/**
 * Options of the graph's root. `compound`: the graph has frames or groups (compound nodes).
 * `placement`: ELK's node placement and thoroughness (placementOf); compound graphs keep
 * BALANCED_PLACEMENT.
 */
export function rootOptions(strategy: ResolvedStrategy, compound: boolean, placement: Placement = BALANCED_PLACEMENT): LayoutOptions {
  const options: LayoutOptions = {
    'elk.algorithm': 'layered',
    'elk.randomSeed': String(ELK_RANDOM_SEED),
    'elk.padding': '[top=0,left=0,bottom=0,right=0]',
    ...layeredOptions(strategy, compound ? BALANCED_PLACEMENT : placement),
  };
  if (compound) options['elk.hierarchyHandling'] = 'INCLUDE_CHILDREN';
  return options;
}

/** Room kept inside a compound node, in px. */
export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Options of a compound node (frame or group): its padding, and a minimum size when the
 * frame's title or its own size asks for more room than its members. ELK 0.12 with
 * INCLUDE_CHILDREN reads nodeSize.minimum transposed in vertical directions (TB, BT), so
 * the pair is swapped there (test/engine/layout/core/elk-options.test.ts keeps this honest).
 * Spare room is left on the right (left for RL) and below (above for BT): fit-frames grows
 * layout-less frames the same way.
 */
export function compoundOptions(strategy: ResolvedStrategy, padding: Padding, minimum?: { width: number; height: number }): LayoutOptions {
  const options: LayoutOptions = {
    ...layeredOptions(strategy, BALANCED_PLACEMENT),
    'elk.padding': `[top=${padding.top},left=${padding.left},bottom=${padding.bottom},right=${padding.right}]`,
  };
  if (minimum !== undefined && (minimum.width > 0 || minimum.height > 0)) {
    const vertical = strategy.direction === 'TB' || strategy.direction === 'BT';
    const [first, second] = vertical ? [minimum.height, minimum.width] : [minimum.width, minimum.height];
    options['elk.nodeSize.constraints'] = 'MINIMUM_SIZE';
    options['elk.nodeSize.minimum'] = `(${first},${second})`;
  }
  return options;
}

/** A node whose edges attach at fixed points (its ports, or anchors of edge endpoints). */
export const FIXED_PORTS: LayoutOptions = { 'elk.portConstraints': 'FIXED_POS' };

const PORT_SIDES: Record<Side, string> = { top: 'NORTH', right: 'EAST', bottom: 'SOUTH', left: 'WEST' };

/** A port on one side of its node. */
export function portOptions(side: Side): LayoutOptions {
  return { 'elk.port.side': PORT_SIDES[side] };
}

/** A workflow glyph's label: outside, below, centred (ELK keeps it clear of other nodes). */
export const OUTSIDE_LABEL: LayoutOptions = { 'elk.nodeLabels.placement': '[OUTSIDE, V_BOTTOM, H_CENTER]' };

/** An edge label: ELK reserves a slot for it in the middle of its edge. */
export const EDGE_LABEL: LayoutOptions = { 'elk.edgeLabels.placement': 'CENTER' };
