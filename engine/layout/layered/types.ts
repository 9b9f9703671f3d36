/**
 * The plain data the layered placer (index.ts) takes and gives, and the layered graph its
 * stages share: vertices (nodes, long edges' dummies, label dummies) by index, in layers.
 */
import type { Box, Point } from '../../geometry/index.js';

export type LayeredDirection = 'TB' | 'BT' | 'LR' | 'RL';

/** A flat graph to place: nodes and edges in document order; self-loops are ignored for placement. */
export interface LayeredInput {
  nodes: Array<{ id: string; width: number; height: number }>;
  edges: Array<{ id: string; from: string; to: string; label?: { width: number; height: number } }>;
  direction: LayeredDirection;
  /** Between neighbours in a layer. */
  nodeSpacing: number;
  /** Between layers. */
  rankSpacing: number;
  /** Between the dummies of long edges (and a dummy and its neighbour: half of it on each side). */
  edgeSpacing: number;
  /**
   * Where the compaction (compaction.ts) starts from: each layer packed and centred
   * (`packed`, the default), or Brandes-Köpf's balanced coordinates (`brandes-koepf`), kept
   * to compare: the compaction converges to the same least-squares drawing from either, but
   * from Brandes-Köpf's far more slowly on large graphs (bench/README.md, sixth round).
   */
  start?: 'packed' | 'brandes-koepf';
}

/** Where everything went, in final coordinates starting at 0, 0. */
export interface LayeredPlacement {
  /** Every node's box (top-left corner, size). */
  boxes: Map<string, Box>;
  /** Edge id -> the centre of each of its dummies (label dummy included) from the edge's source to its target; only for edges spanning more than one layer. */
  via: Map<string, Point[]>;
  /** Edge id -> the box its label's dummy got. */
  labels: Map<string, Box>;
}

/**
 * The layered graph of one connected component, computed top to bottom (TB): what the
 * ordering and the coordinate assignment read.
 */
export interface LayerGraph {
  /** Each vertex's layer. */
  layerOf: number[];
  /** Vertex indices per layer, in their current order. */
  layers: number[][];
  /** Neighbours in the layer above and the layer below (an edge appears once in each list). */
  above: number[][];
  below: number[][];
}

/** A component's layered graph with what coordinates need: sizes along both axes and which vertices are dummies. */
export interface SizedLayerGraph extends LayerGraph {
  /** Extent along the order axis (x in TB) and the layer axis (y in TB). */
  width: number[];
  height: number[];
  dummy: boolean[];
}
