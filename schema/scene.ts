import * as v from 'valibot';
import { LIMITS } from './limits.js';
import { coded } from './messages.js';
import { Brief, Colour, FreeForm, Id, Size, Spacing, Timestamp, Title } from './primitives.js';
import { FontFamily, FontSize, StyleObject } from './style.js';
import { Element } from './element.js';
import { Constraint } from './constraint.js';
import { DIAGRAM_FAMILIES, ROUTERS } from './node-types.js';

/** Declared canvas. Its size is a minimum; the engine may grow it. */
export const Canvas = v.strictObject({
  width: v.optional(Size),
  height: v.optional(Size),
  background: v.optional(Colour),
  grid: v.optional(Spacing, 0),
  snap: v.optional(v.boolean(), false),
});

export const Viewport = v.strictObject({
  originX: v.optional(v.number(), 0),
  originY: v.optional(v.number(), 0),
  zoom: v.optional(v.pipe(v.number(), v.gtValue(0, coded('OUT_OF_RANGE', 'zoom must be above 0')), v.maxValue(100)), 1),
});

export const SceneDefaults = v.strictObject({
  fontFamily: v.optional(FontFamily),
  fontSize: v.optional(FontSize),
  strokeWidth: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  router: v.optional(v.picklist(ROUTERS)),
});

export const SceneMetadata = v.looseObject({
  createdBy: v.optional(Title),
  createdAt: v.optional(Timestamp),
  updatedAt: v.optional(Timestamp),
  tags: v.optional(v.pipe(v.array(Title), v.maxLength(100)), []),
  provenance: v.optional(FreeForm),
});

/** The scene header: no properties other than these. */
export const SceneHeader = v.strictObject({
  /** Ignored when saving: the service mints the diagram id. */
  id: Id,
  title: v.optional(Title),
  description: v.optional(v.pipe(v.string(), v.maxLength(LIMITS.description, coded('TEXT_TOO_LONG', `shorten the description to at most ${LIMITS.description} characters`)))),
  units: v.optional(v.literal('px')),
  canvas: v.optional(Canvas),
  viewport: v.optional(Viewport),
  defaults: v.optional(SceneDefaults),
  metadata: v.optional(SceneMetadata),
  extensions: v.optional(FreeForm),
  brief: v.optional(Brief),
});

/**
 * layoutStrategy's defaults (service spec, "layoutStrategy"), the one place they are
 * written: the schema fills them in, and a scene without a layoutStrategy is laid out with
 * all of them (hierarchical).
 */
export const LAYOUT_STRATEGY_DEFAULTS = {
  algorithm: 'hierarchical',
  direction: 'TB',
  nodeSpacing: 50,
  rankSpacing: 80,
  nodeWidth: 150,
  nodeHeight: 60,
} as const;

/** layoutStrategy.nodeSizing's values: the spec's minimum node size, or Mermaid's label-fitted boxes. */
export const NODE_SIZINGS = ['minimum', 'fitLabel'] as const;

/** What the engine uses where layoutStrategy leaves our additions out (no schema default, so the normal form keeps them absent). */
export const LAYOUT_STRATEGY_ENGINE_DEFAULTS = {
  nodeSizing: 'minimum',
  labelWrapWidth: 200,
} as const;

export const LayoutStrategy = v.strictObject({
  algorithm: v.picklist(['hierarchical', 'flow', 'grid', 'forceDirected']),
  direction: v.optional(v.picklist(['TB', 'BT', 'LR', 'RL']), LAYOUT_STRATEGY_DEFAULTS.direction),
  /** Spacing between nodes in one rank. */
  nodeSpacing: v.optional(Spacing, LAYOUT_STRATEGY_DEFAULTS.nodeSpacing),
  /** Spacing between ranks. */
  rankSpacing: v.optional(Spacing, LAYOUT_STRATEGY_DEFAULTS.rankSpacing),
  /** Default width of auto-positioned nodes. */
  nodeWidth: v.optional(v.pipe(Size, v.minValue(1)), LAYOUT_STRATEGY_DEFAULTS.nodeWidth),
  /** Default height of auto-positioned nodes. */
  nodeHeight: v.optional(v.pipe(Size, v.minValue(1)), LAYOUT_STRATEGY_DEFAULTS.nodeHeight),
  /**
   * How nodes without a size of their own are sized (our addition; absent: minimum).
   * minimum: nodeWidth x nodeHeight, grown to fit the label (the spec's default size).
   * fitLabel: the label plus padding as Mermaid pads it (30 px at the sides, 15 px above
   * and below), with no minimum; what the Mermaid reader writes.
   */
  nodeSizing: v.optional(v.picklist(NODE_SIZINGS)),
  /**
   * The widest line, in px, of the label of a node whose size the engine chooses (no
   * absolute size, no preferredSize) and whose textStyle.wrap is none: longer labels break
   * at spaces (Mermaid's wrappingWidth). Absent: 200. 0: never broken. Nodes with a size of
   * their own and labels with wrap word or character keep the spec's meaning.
   */
  labelWrapWidth: v.optional(Size),
});

export const Palette = v.strictObject({
  background: v.optional(Colour),
  foreground: v.optional(Colour),
  nodeFill: v.optional(Colour),
  nodeStroke: v.optional(Colour),
  edgeStroke: v.optional(Colour),
  accentPrimary: v.optional(Colour),
  accentSecondary: v.optional(Colour),
  mutedForeground: v.optional(Colour),
  containerFill: v.optional(Colour),
  containerStroke: v.optional(Colour),
});

/**
 * An embedded picture. Assets are data, never links: drawing makes no outside requests.
 * SVG is not accepted as an asset type because it could carry scripts or references.
 */
export const Asset = v.strictObject({
  mimeType: v.picklist(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  /** The file's bytes in base64. */
  data: v.pipe(
    v.string(),
    v.minLength(4),
    v.maxLength(LIMITS.assetData, coded('ASSET_TOO_LARGE', 'embed images under 3 MB')),
    v.regex(/^[A-Za-z0-9+/]+={0,2}$/, coded('ASSET_DATA_INVALID', 'send the image bytes as plain base64 (no data: prefix)')),
  ),
  /** Intrinsic size in px, used when the image element's layout leaves it open. */
  width: v.optional(Size),
  height: v.optional(Size),
  title: v.optional(Title),
});

/** Scene-level extensions: free-form, with the two keys the engine reads typed. */
export const SceneExtensions = v.looseObject({
  /** Sequence diagrams: draw a foot bar under each lifeline. */
  showLifelineFeet: v.optional(v.boolean(), true),
  /** Architecture: background bands grouping nodes by nodeType. Opt-in. */
  autoGroup: v.optional(v.literal('byNodeType')),
});

/** The parts of a scene document before its element list. */
const head = {
  /**
   * The address of this document's JSON Schema, for editors (dsp-diagrams/schemas/scene.json).
   * Accepted and then dropped by normalizeScene, so it never changes a hash or a stored scene.
   */
  $schema: v.optional(v.string(coded('WRONG_TYPE', '$schema must be a string (the address of the scene JSON Schema), or leave it out'))),
  schemaVersion: v.literal('0.1', coded('SCHEMA_VERSION_UNSUPPORTED', 'set schemaVersion to "0.1"')),
  scene: SceneHeader,
};
/** The parts after the element list (key order is the normal form's). */
const tail = {
  styles: v.optional(v.record(Id, StyleObject)),
  assets: v.optional(v.record(Id, Asset)),
  constraints: v.optional(v.array(Constraint), []),
  /** The engine's drawing output. Ignored on input; omitted by view=dsp. */
  computed: v.optional(FreeForm),
  extensions: v.optional(SceneExtensions),
  /** Gates family rules, layout and drawing; omitted means a generic flowchart. */
  diagramFamily: v.optional(v.picklist(DIAGRAM_FAMILIES)),
  layoutStrategy: v.optional(LayoutStrategy),
  palette: v.optional(Palette),
};

/** The DSP 0.1 scene document. No properties other than these. */
export const SceneDocument = v.strictObject({
  ...head,
  elements: v.pipe(
    v.array(Element),
    v.maxLength(LIMITS.elements, coded('TOO_MANY_ELEMENTS', `a scene holds at most ${LIMITS.elements} elements (edges included); split the diagram`)),
  ),
  ...tail,
});

/**
 * The same document without the spec's element limit: what the engine's library API reads
 * (render, renderMermaid; large diagrams drawn offline). The service keeps the limit.
 */
export const SceneDocumentOfAnySize = v.strictObject({
  ...head,
  elements: v.array(Element),
  ...tail,
});

export type SceneDocumentValue = v.InferOutput<typeof SceneDocument>;
export type SceneDocumentInput = v.InferInput<typeof SceneDocument>;
export type SceneHeaderValue = v.InferOutput<typeof SceneHeader>;
export type LayoutStrategyValue = v.InferOutput<typeof LayoutStrategy>;
export type PaletteValue = v.InferOutput<typeof Palette>;
export type AssetValue = v.InferOutput<typeof Asset>;
