import type { SceneIndex } from '../types.js';

/** ELK's node placement strategies the layout uses (elk.layered.nodePlacement.strategy). */
export type NodePlacement = 'BRANDES_KOEPF' | 'LINEAR_SEGMENTS' | 'NETWORK_SIMPLEX';

/**
 * Above this many entities an ER diagram is placed with LINEAR_SEGMENTS: NETWORK_SIMPLEX's
 * time grows fast with size (ELK CPU against BRANDES_KOEPF: 1.2x at 20 entities, 2.1x at
 * 60, 1.9x at 150, 5.7x at 300; docs/decisions/2026-11-24-layout-quality-against-dot.md).
 */
export const ER_NETWORK_SIMPLEX_MAX_ENTITIES = 150;

/**
 * Flat graphs this small keep BRANDES_KOEPF: its balanced alignment centres a node over its
 * fan (a decision over its two branches), which LINEAR_SEGMENTS does not, and its spread
 * costs little there (the corpus's small examples are within 0.84-1.19x of dot's area).
 */
export const LINEAR_SEGMENTS_MIN_NODES = 20;

/**
 * Flat LINEAR_SEGMENTS graphs this large get crossing minimisation thoroughness 1 instead
 * of 7: on the 200-node bench flowchart ELK takes 0.65x the time for 1% more crossings (416
 * against 411; ELK's own routes cross the same 275 times); at 1,000 nodes half the time for
 * 11% more. Below, thoroughness 1 doubles the crossings of the 50-node flowchart (16 to 32)
 * and adds 60% on ER 60, so smaller graphs and ER diagrams keep 7.
 */
export const FAST_CROSSING_MIN_NODES = 150;

/** ELK's crossing minimisation thoroughness (elk.layered.thoroughness): the default, and the fast one. */
export const THOROUGHNESS = { careful: 7, fast: 1 } as const;

/** How ELK places one layered graph: its node placement and crossing minimisation thoroughness. */
export interface Placement {
  nodePlacement: NodePlacement;
  thoroughness: number;
}

/** BRANDES_KOEPF at the default thoroughness: what compound graphs and their levels get. */
export const BALANCED_PLACEMENT: Placement = { nodePlacement: 'BRANDES_KOEPF', thoroughness: THOROUGHNESS.careful };

/** The node placement and thoroughness of one graph (nodePlacementOf, FAST_CROSSING_MIN_NODES). */
export function placementOf(index: Pick<SceneIndex, 'family' | 'nodes'>, compound: boolean): Placement {
  const nodePlacement = nodePlacementOf(index, compound);
  const fast = nodePlacement === 'LINEAR_SEGMENTS' && index.family !== 'entityRelationship' && index.nodes.length >= FAST_CROSSING_MIN_NODES;
  return { nodePlacement, thoroughness: fast ? THOROUGHNESS.fast : THOROUGHNESS.careful };
}

/**
 * How ELK places the nodes of one layered graph (measured in bench/quality.ts and
 * bench/layout-options.ts against Graphviz dot; docs/decisions/2026-11-24-layout-quality-against-dot.md):
 * - ER diagrams: NETWORK_SIMPLEX up to ER_NETWORK_SIMPLEX_MAX_ENTITIES (the only strategy
 *   that is both as compact as dot and crosses no more), LINEAR_SEGMENTS above.
 * - Flat graphs of LINEAR_SEGMENTS_MIN_NODES nodes or more of the flowchart-like families
 *   (architecture, which Mermaid flowcharts become, network, uiflow, none):
 *   LINEAR_SEGMENTS, which keeps each long edge's dummy nodes in one line. BRANDES_KOEPF
 *   spread the bench flowcharts 1.4-2x wider than dot; LINEAR_SEGMENTS is within
 *   1.0-1.35x at about the same crossings.
 * - Everything else keeps BRANDES_KOEPF, balanced: graphs with frames, groups or bands
 *   (already within reach of dot's area; the compaction options crash ELK there), org
 *   charts (balanced alignment centres a parent over its children), workflows and small
 *   flat graphs.
 */
export function nodePlacementOf(index: Pick<SceneIndex, 'family' | 'nodes'>, compound: boolean): NodePlacement {
  if (index.family === 'entityRelationship') {
    return index.nodes.length <= ER_NETWORK_SIMPLEX_MAX_ENTITIES ? 'NETWORK_SIMPLEX' : 'LINEAR_SEGMENTS';
  }
  if (compound || index.family === 'orgchart' || index.family === 'workflow') return 'BRANDES_KOEPF';
  return index.nodes.length >= LINEAR_SEGMENTS_MIN_NODES ? 'LINEAR_SEGMENTS' : 'BRANDES_KOEPF';
}
