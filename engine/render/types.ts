import type { NodeValue, EdgeValue, SceneDocumentValue, ThemeName } from '../../schema/index.js';
import type { FontKey } from '../fonts/index.js';
import type { FooterTexts } from '../measure/index.js';
import type { Computed, ComputedEdge, ComputedNode, LaidOutScene, TextLayout } from '../model/index.js';
import type { IdScheme } from './svg/ids.js';

/**
 * Types shared by the rendering modules (see README.md in this folder). Rendering is a
 * pure function of a laid-out scene and options; every module returns SVG text built with
 * engine/render/svg (the one writer: escaping and number formatting live there).
 */

/** A theme's name: one of the API schema's THEMES. */
export type { ThemeName };

/** A theme is data: colours, the face, the look. One small file per theme in themes/. */
export interface Theme {
  name: ThemeName;
  /** clean outlines, or the seeded hand-drawn look (roughjs generator). */
  look: 'clean' | 'sketch';
  font: FontKey;
  background: string;
  foreground: string;
  mutedForeground: string;
  nodeFill: string;
  nodeStroke: string;
  edgeStroke: string;
  containerFill: string;
  containerStroke: string;
  accentPrimary: string;
  accentSecondary: string;
  labelBackground: string;
  strokeWidth: number;
  cornerRadius: number;
  fontSize: number;
}

/** A scene with its layout: what renderSvg draws (engine/model). */
export type { LaidOutScene };

/**
 * How text is painted: a painter per drawing, for the theme the drawing takes. Painting is
 * not measuring: every number comes from the layout; a painter holds the font bytes only to
 * embed the glyphs it draws (text/README.md).
 */
export interface TextPainting {
  /** `ids`: the drawing's id scheme (its glyph ids and embedded font families); absent: unscoped. */
  painter(theme: Theme, ids?: IdScheme): TextPainter;
}

export interface RenderOptions {
  /** How text is painted (createTextPainting(fonts): the glyphs embedded as a subset font). */
  text: TextPainting;
  /** Absent: clean, or dark when the canvas background's luminance is under 102 (rule 2). */
  theme?: ThemeName;
  /** Colour what changed since `from` (rule 10): added, removed (drawn from `from`), modified, unchanged. */
  diff?: { from: LaidOutScene };
  /**
   * The texts added under the canvas, as measured (measureScene's `footer`): the version
   * stamp (stored version images, never previews) and, with a diff, the legend.
   */
  footer?: FooterTexts;
  /**
   * A second theme for readers in dark mode: the same layout is drawn in both, and a
   * `prefers-color-scheme` rule inside the SVG shows the one the reader's mode asks for
   * (the light one, `theme`, where media queries are not read, as by resvg).
   */
  darkTheme?: ThemeName;
  /** 'transparent': no background rectangle (a PNG keeps its alpha). Absent: the canvas colour. */
  background?: 'transparent';
  /** Space around the drawn content, in px, instead of the layout's canvas (40 px margins or a declared size). */
  pad?: number;
  /** Ids and embedded font families named after a hash of the drawing, so several SVGs inlined in one page never share one. */
  uniqueIds?: boolean;
  /** style="max-width:100%;height:auto" on the root: shrinks to its container, width and height stay its intrinsic size. */
  responsive?: boolean;
}

/** The options of renderSvg that shape the document rather than what it draws. */
export type DocumentOptions = Pick<RenderOptions, 'darkTheme' | 'background' | 'pad' | 'uniqueIds' | 'responsive'>;

/** The look of one element after the cascade: element style → scene palette → theme → fallback. */
export interface ResolvedStyle {
  fill: string;
  stroke: string;
  strokeWidth: number;
  dash: number[] | null;
  opacity: number;
  textColor: string;
  /** Secondary text: guards and actions of tiered labels, band titles (palette.mutedForeground → theme). */
  mutedColor: string;
  fontSize: number;
  fontWeight: 'normal' | 'bold';
  cornerRadius: number;
  labelBackground: string | null;
  accentColor: string;
}

/** How an outline is painted. */
export interface Paint {
  fill: string;
  stroke: string;
  strokeWidth: number;
  dash?: number[] | null;
  opacity?: number;
}

/** Draws outlines: crisp (clean) or hand-drawn (sketch, seeded from the element id). */
export interface Look {
  /**
   * True when the seed is never read (the clean look): callers that build a seed per part
   * (numbers written into it) may then pass '' instead, which saves the strings.
   */
  ignoresSeed?: boolean;
  /** A closed outline given as SVG path data in canvas coordinates. */
  shape(d: string, paint: Paint, seed: string): string;
  /** An open line (edges, rims, glyph strokes) given as SVG path data. */
  line(d: string, paint: Paint, seed: string): string;
}

/** Draws text in the theme's face so it looks the same in every viewer. */
export interface TextPainter {
  /** All runs of a text layout, in `color` (guard and action runs muted by the painter). */
  layout(text: TextLayout, color: string, mutedColor: string): string;
  /** Definitions the text needs (fonts or glyphs), written once into <defs>. */
  definitions(): string;
  /**
   * Characters the embedded font must hold although no layout may draw them (the version
   * stamp's alphabet); painters that embed no font ignore it. Call before definitions().
   */
  reserve?(font: FontKey, characters: string): void;
}

/** Shared definitions written once into <defs> (icons, glyphs, patterns, clip paths). */
export interface Defs {
  /** The drawing's id scheme, which names the definitions. */
  readonly ids: IdScheme;
  /** Registers a definition under a key once; returns its SVG id. */
  add(key: string, build: (id: string) => string): string;
  toString(): string;
}

export interface RenderContext {
  scene: SceneDocumentValue;
  computed: Computed;
  theme: Theme;
  look: Look;
  text: TextPainter;
  defs: Defs;
  /** The cascade for an element (memoised). */
  style(elementId: string): ResolvedStyle;
  /** A safe, unique SVG id derived from an element id. */
  svgId(elementId: string, suffix?: string): string;
}

/**
 * A family drawer draws a node of its family (workflow, ER, sequence, org, uiflow,
 * network) completely, or returns null so the generic drawer draws it.
 */
export type NodeDrawer = (node: NodeValue, computed: ComputedNode, context: RenderContext) => string | null;

/** Draws a node's icon (rule 9) inside `computed.icon.box`; '' when the node has none or the key is unknown. */
export type IconDrawer = (node: NodeValue, computed: ComputedNode, context: RenderContext) => string;

/** Extra drawing at an edge's ends or along it (crow's feet, sequence styles); '' for none. */
export type EdgeDecorator = (edge: EdgeValue, computed: ComputedEdge, context: RenderContext) => string;
