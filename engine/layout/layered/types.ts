/**
 * The plain data the layered placer (index.ts) takes and gives, and the layered graph its
 * stages share: vertices (nodes, long edges' dummies, label dummies) by index, in layers.
 */
import type { Box, Point } from '../../geometry/index.js';

export type LayeredDirection = 'TB' | 'BT' | 'LR' | 'RL';

/** A flat graph to place: nodes and edges in document order; self-loops are ignored for placement. */
export interface LayeredInput {
  nodes: Array<{ id: string; width: number; height: number }>;
  /**
   * `fromOffset` / `toOffset`: where the edge's end sits along the order axis, px from its
   * node's centre (y in LR/RL, x in TB/BT; an ER edge's row): orders, compaction and
   * straightening read the neighbour's end there, so edges between rows run straight.
   */
  edges: Array<{ id: string; from: string; to: string; label?: { width: number; height: number }; fromOffset?: number; toOffset?: number }>;
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
   * from Brandes-Köpf's far more slowly on large graphs (docs/decisions/2026-11-24-own-layered-placement.md).
   */
  start?: 'packed' | 'brandes-koepf';
}

/**
 * A point a long edge's route passes through (a dummy's centre), with the free room around
 * it in its layer: `before` / `after` px toward smaller / larger coordinates along the order
 * axis (x in TB/BT, y in LR/RL), up to its neighbours less the spacing the router keeps.
 * Kept relative to the point so that moving the point moves its slot, in every direction.
 * Absent: no room, the route passes exactly through the point (a placement made elsewhere).
 */
export interface ViaPoint extends Point {
  before?: number;
  after?: number;
}

/** Where everything went, in final coordinates starting at 0, 0. */
export interface LayeredPlacement {
  /** Every node's box (top-left corner, size). */
  boxes: Map<string, Box>;
  /** Edge id -> the centre of each of its dummies (label dummy included) from the edge's source to its target, each with its slot (a label's has none); only for edges spanning more than one layer. */
  via: Map<string, ViaPoint[]>;
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
  /** Edge ends off their node's centre, parallel to `above` / `below`; absent when every end is at its centre. */
  ends?: { above: EndOffset[][]; below: EndOffset[][] };
}

/**
 * One adjacency's ends along the order axis: the offset of the end on the vertex itself
 * (`own`) and on the neighbour (`other`), px from each centre, and each as a fraction of its
 * vertex's extent, inside (-0.5, 0.5) (`ownShare`, `share`), which the ordering adds to the
 * vertex's place.
 */
export interface EndOffset {
  own: number;
  other: number;
  ownShare: number;
  share: number;
}

/** A component's layered graph with what coordinates need: sizes along both axes and which vertices are dummies. */
export interface SizedLayerGraph extends LayerGraph {
  /** Extent along the order axis (x in TB) and the layer axis (y in TB). */
  width: number[];
  height: number[];
  dummy: boolean[];
}
