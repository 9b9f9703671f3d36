import type { FontKey } from '../fonts/index.js';
import { isPlainObject } from './json.js';
import type { Box, Point, Side } from './plane.js';

/**
 * The `computed` section: everything the layout stage works out and the renderer draws
 * from. Plain JSON (golden files, worker boundaries). Coordinates are absolute canvas px,
 * rounded to 1/100. This file is the contract between engine/layout and engine/render;
 * change it here first.
 */

export type Arrowhead = 'none' | 'triangle' | 'diamond' | 'circle' | 'bar' | 'openTriangle' | 'openCircle';
export type Cardinality = 'one' | 'many' | 'zero-or-one' | 'zero-or-many' | 'one-or-many';
export type Router = 'straight' | 'orthogonal' | 'curved' | 'polyline';

/** One run of text: a line, or a part of a line (tiered labels). */
export interface TextRun {
  text: string;
  /** x of the anchor point: left edge (start), centre (middle) or right edge (end). */
  x: number;
  /** y of the baseline. */
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /** Measured width (with the font the layout measured). */
  width: number;
  fontSize: number;
  weight: 'normal' | 'bold';
  italic: boolean;
  /** Tiered edge labels: event, guard (muted) or action (muted italic). */
  role?: 'event' | 'guard' | 'action';
}

/** Text placed on the canvas. */
export interface TextLayout {
  /** The area the text occupies (used for label backgrounds and overlap checks). */
  box: Box;
  /** The face it was measured with; themes may draw with their own face at the same anchors. */
  font: FontKey;
  lineHeight: number;
  runs: TextRun[];
  /** Wrapped text taller than its element (TEXT_OVERFLOW was raised). */
  overflow: boolean;
  /**
   * Degrees to turn the runs about the centre of `box` (a pool title in a left band reads
   * bottom to top: -90). The runs are laid out level, centred on that point; `box` is the
   * area after turning. Absent for level text.
   */
  rotation?: number;
}

export interface ComputedPort {
  id: string;
  side: Side;
  /** The point on the node's border. */
  x: number;
  y: number;
}

/** A PK or FK badge drawn in an ER table row, before the column name. */
export interface ComputedBadge {
  kind: 'PK' | 'FK';
  box: Box;
  label: TextLayout;
}

/** An ER entity drawn as a table. */
export interface ComputedTable {
  header: Box;
  rows: Array<{
    name: string;
    box: Box;
    label: TextLayout;
    type?: TextLayout;
    pk: boolean;
    fk: boolean;
    unique: boolean;
    nullable: boolean;
    /** PK before FK; absent when the column is neither. */
    badges?: ComputedBadge[];
  }>;
}

/** A sequence lifeline's vertical line and foot. */
export interface ComputedLifeline {
  x: number;
  top: number;
  bottom: number;
  /** The foot bar mirroring the header; absent when showLifelineFeet is false. */
  foot?: Box;
}

export interface ComputedNode {
  kind: 'node';
  box: Box;
  /** The outline drawn: the node's shape, or the default for its nodeType. */
  shape: string;
  /** Inside the box, or below it for workflow events and gateways. */
  label?: TextLayout;
  icon?: { key: string; box: Box };
  ports: ComputedPort[];
  table?: ComputedTable;
  lifeline?: ComputedLifeline;
  /** Sequence activation bars: the lifeline they sit on. */
  activationOf?: string;
}

export interface ComputedEdge {
  kind: 'edge';
  from: string;
  to: string;
  router: Router;
  /**
   * The route. straight/orthogonal/polyline: the polyline's points, first on the source
   * border, last on the target border. curved: a cubic Bézier chain
   * [p0, c1, c2, p1, c1, c2, p2, ...].
   */
  points: Point[];
  label?: TextLayout;
  /** ER crow's-foot glyphs at each end (resolved or inferred; none on self-loops). */
  startCardinality?: Cardinality;
  endCardinality?: Cardinality;
  selfLoop: boolean;
}

export interface ComputedFrame {
  kind: 'frame';
  box: Box;
  containerType: string;
  title?: TextLayout;
  /** Pools: the 24 px band holding the title (left for horizontal lanes, top for vertical). */
  titleBand?: Box;
  /** Sequence fragments: the tab in the top-left corner holding the title ("loop [retry]"). */
  tab?: Box;
}

export interface ComputedGroup {
  kind: 'group';
  box: Box;
}

export interface ComputedText {
  kind: 'text';
  box: Box;
  label?: TextLayout;
}

export interface ComputedImage {
  kind: 'image';
  box: Box;
}

export interface ComputedGuide {
  kind: 'guide';
  orientation: 'horizontal' | 'vertical';
  position: number;
}

export type ComputedElement = ComputedNode | ComputedEdge | ComputedFrame | ComputedGroup | ComputedText | ComputedImage | ComputedGuide;

/** An architecture autoGroup band: a background box behind the nodes of one nodeType. */
export interface ComputedBand {
  nodeType: string;
  /** The plural type name shown, e.g. "Databases". */
  title: TextLayout;
  box: Box;
  members: string[];
}

/**
 * The format of `computed`, stored with every revision. Raise it when a change to this file
 * would make an older stored layout read wrongly; readers then lay the scene out again
 * instead (storedLayout). A layout stored before versions existed has none: it is 1.
 */
export const COMPUTED_VERSION = 1;

export interface Computed {
  /** The format version (COMPUTED_VERSION when written by this engine). */
  version: number;
  /** The drawing area; x/y are negative when content extends left of or above the origin. */
  canvas: Box;
  /** Every element of the scene that is drawn or boxed, by id. */
  elements: Record<string, ComputedElement>;
  bands: ComputedBand[];
}

/**
 * A stored `computed` section read back: the layout when it is of this engine's format
 * version (none written means 1, the format before versions), else null: a layout of
 * another version is laid out again from its scene, never read as if it were this one.
 */
export function storedLayout(stored: unknown): Computed | null {
  if (!isPlainObject(stored)) return null;
  const version = stored.version ?? 1;
  if (version !== COMPUTED_VERSION) return null;
  return { ...(stored as unknown as Computed), version: COMPUTED_VERSION };
}
