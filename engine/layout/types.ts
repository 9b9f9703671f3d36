import type {
  DiagramFamily,
  EdgeValue,
  ElementValue,
  FrameValue,
  GroupValue,
  GuideValue,
  ImageValue,
  NodeValue,
  TextValue,
} from '../../schema/index.js';
import type { Computed, Diagnostic, NormalizedScene, TextLayout } from '../model/index.js';
import type { Box } from '../geometry/index.js';
import type { ViaPoint } from './layered/index.js';
import type { NodeSize } from '../measure/index.js';
import type { ResolvedStrategy } from '../normalize/index.js';

/**
 * Types shared by the layout stages (see README.md in this folder for the pipeline and
 * who calls what). Stages are functions of these values; the pipeline owns the working
 * `Geometry` and passes it along; nothing here is module-level state.
 */

/** layoutStrategy with every default filled (engine/normalize). */
export type { ResolvedStrategy };

/** Read-only facts about a normalized scene, built once per layout (build-index.ts). */
export interface SceneIndex {
  scene: NormalizedScene;
  family: DiagramFamily | undefined;
  strategy: ResolvedStrategy;
  byId: Map<string, ElementValue>;
  /** Document order within each kind. */
  nodes: NodeValue[];
  edges: EdgeValue[];
  frames: FrameValue[];
  groups: GroupValue[];
  texts: TextValue[];
  images: ImageValue[];
  guides: GuideValue[];
  /** Element id → the frame whose children list it. */
  frameOf: Map<string, string>;
  /** Element id → the group whose children list it. */
  groupOf: Map<string, string>;
  /** Frame or group id → its children (existing ids, in listed order). */
  childrenOf: Map<string, string[]>;
  /** Node (or frame) id → edges touching it, in document order. */
  edgesOf: Map<string, EdgeValue[]>;
}

/** A node's size before placement (measured: engine/measure). */
export type { NodeSize };

/**
 * The geometry being built. Boxes are absolute canvas px (top-left corner).
 * `anchored`: nodes whose position came from the document (an absolute layout not at
 * x 0, y 0); no stage moves them except the explicit cases of the spec.
 */
export interface Geometry {
  boxes: Map<string, Box>;
  anchored: Set<string>;
  /** Edge id → where a layered placer put the edge's dummies (one point a layer crossed,
   * from the source to the target): the orthogonal router runs the edge through them along
   * the layout direction (routing/route-via.ts), anywhere inside a point's slot when it has
   * one. None: every edge takes its own tracks. */
  via?: ReadonlyMap<string, readonly ViaPoint[]>;
}

/** A route decided by engine/layout/routing. */
export interface EdgeRoute {
  router: 'straight' | 'orthogonal' | 'curved' | 'polyline';
  points: Array<{ x: number; y: number }>;
  selfLoop: boolean;
}

/** ER decisions about one edge end, made before routing (er/resolve-endpoints.ts). */
export interface ErEnd {
  /** The column row the end attaches to, when it resolves to one. */
  column?: string;
  cardinality?: 'one' | 'many' | 'zero-or-one' | 'zero-or-many' | 'one-or-many';
}

export interface ErEdge {
  from: ErEnd;
  to: ErEnd;
  /** The label equals a column name and was promoted to an anchor. */
  suppressLabel: boolean;
}

export interface LayoutOutput {
  computed: Computed;
  diagnostics: Diagnostic[];
}

export type { TextLayout, Diagnostic };

/**
 * One architecture autoGroup band planned before placement (bands/auto-group.ts): the
 * nodes of one nodeType, in document order, that the placers keep together.
 */
export interface BandPlan {
  nodeType: string;
  /** The plural type name shown on the band, e.g. "Databases". */
  title: string;
  members: string[];
}

/**
 * Room a frame fitted around its members takes around them (sides, the top with its
 * title, the bottom). fit-frames draws frames with it (frames/frame-metrics.ts); placement
 * reserves it so that a frame fitted later does not cover other nodes; relative layouts
 * and constraints use it for a frame's box before the frame is fitted.
 */
export const FRAME_INSET = { side: 20, top: 40, bottom: 20 } as const;
