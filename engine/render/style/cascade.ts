import type { ElementValue, PaletteValue, SceneDocumentValue, StyleValue } from '../../../schema/index.js';
import { fontWeightFor } from '../../fonts/index.js';
import type { ResolvedStyle, Theme } from '../types.js';
import { canonicalColour, parseColour, type Rgba } from './colour.js';
import { FALLBACK } from './fallback.js';
import { contrastingTextColour } from './luminance.js';
import { ownStyle } from './own-style.js';

/**
 * Rule 1, the style cascade, highest first: the element's style (inline, or named in
 * scene.styles) → the scene (palette, canvas background, defaults) → the theme → FALLBACK.
 * Each level is tried in turn; a colour that does not parse counts as unset.
 */

/** Width of a guide's line unless its style sets one. */
export const GUIDE_STROKE_WIDTH = 1;

/**
 * The first candidate colour that parses, in canonical form. Four parameters rather than
 * a rest list: every element's style asks here several times, and each list was garbage.
 */
export function firstColour(a: string | undefined, b?: string, c?: string, d?: string): string {
  return canonicalColour(a) ?? canonicalColour(b) ?? canonicalColour(c) ?? canonicalColour(d) ?? FALLBACK.stroke;
}

/** The canvas background: scene.canvas.background → palette.background → theme. */
export function canvasBackground(scene: SceneDocumentValue, theme: Theme): string {
  return firstColour(scene.scene.canvas?.background, scene.palette?.background, theme.background, FALLBACK.fill);
}

/** The scene-wide muted text colour (guards, actions, band titles, the stamp). */
export function mutedColour(scene: SceneDocumentValue, theme: Theme): string {
  return firstColour(scene.palette?.mutedForeground, theme.mutedForeground, FALLBACK.mutedColor);
}

/** The fill below the element's own style, by kind: nodes, containers, then edges and overlays (none). */
function kindFill(kind: ElementValue['kind'], palette: PaletteValue, theme: Theme): string {
  switch (kind) {
    case 'node':
      return firstColour(palette.nodeFill, theme.nodeFill, FALLBACK.fill);
    case 'frame':
    case 'group':
      return firstColour(palette.containerFill, theme.containerFill, FALLBACK.fill);
    case 'edge':
    case 'guide':
    case 'text':
    case 'image':
      return firstColour('none', FALLBACK.fill);
  }
}

/** The stroke below the element's own style, by kind. */
function kindStroke(kind: ElementValue['kind'], palette: PaletteValue, theme: Theme): string {
  switch (kind) {
    case 'node':
      return firstColour(palette.nodeStroke, theme.nodeStroke, FALLBACK.stroke);
    case 'frame':
    case 'group':
      return firstColour(palette.containerStroke, theme.containerStroke, FALLBACK.stroke);
    case 'edge':
      return firstColour(palette.edgeStroke, theme.edgeStroke, FALLBACK.stroke);
    case 'guide':
      return firstColour(palette.mutedForeground, theme.mutedForeground, FALLBACK.stroke);
    case 'text':
    case 'image':
      return firstColour('none', FALLBACK.stroke);
  }
}

// The canvas taken for text contrast when the background does not parse.
const WHITE: Readonly<Rgba> = { r: 255, g: 255, b: 255, a: 1 };

/**
 * Rule 3: text colour. The element's textColor; else black or white against a fill the
 * element sets itself (or, for edges, a label background it sets); else the palette's
 * foreground; else against a palette fill; else the theme's foreground.
 */
function textColour(own: StyleValue, kind: ElementValue['kind'], palette: PaletteValue, theme: Theme, background: string): string {
  const explicit = canonicalColour(own.textColor);
  if (explicit !== null) return explicit;
  const ownSurface = kind === 'edge' ? own.labelBackground : kind === 'guide' ? undefined : own.fill;
  const paletteSurface = kind === 'node' ? palette.nodeFill : kind === 'frame' || kind === 'group' ? palette.containerFill : undefined;
  const canvas = parseColour(background) ?? WHITE;
  return contrastOn(ownSurface, canvas) ?? canonicalColour(palette.foreground) ?? contrastOn(paletteSurface, canvas) ?? firstColour(theme.foreground, FALLBACK.textColor);
}

/**
 * Black or white against a surface colour over the canvas; null when the surface is unset,
 * unparseable or transparent. Top-level rather than a closure in textColour, which runs
 * for every element (under tsx each closure made costs a call that names it).
 */
function contrastOn(surface: string | undefined, canvas: Readonly<Rgba>): string | null {
  const colour = surface === undefined ? null : parseColour(surface);
  return colour === null || colour.a === 0 ? null : contrastingTextColour(colour, canvas);
}

/** Edge labels sit on the scene's own background when it sets one (and it is not transparent). */
function sceneLabelBackground(scene: SceneDocumentValue): string | undefined {
  const colour = canonicalColour(scene.scene.canvas?.background) ?? canonicalColour(scene.palette?.background);
  return colour === null || colour === 'none' ? undefined : colour;
}

/** The resolved look of one element. */
export function resolveStyle(scene: SceneDocumentValue, element: Pick<ElementValue, 'kind' | 'style'>, theme: Theme): ResolvedStyle {
  const own = ownStyle(scene, element);
  const palette = scene.palette ?? {};
  const defaults = scene.scene.defaults ?? {};
  const background = canvasBackground(scene, theme);
  const fill = canonicalColour(own.fill) ?? kindFill(element.kind, palette, theme);
  const stroke = canonicalColour(own.stroke) ?? kindStroke(element.kind, palette, theme);
  return {
    fill,
    stroke,
    // Guides are hairlines whatever the scene's default stroke.
    strokeWidth: own.strokeWidth ?? (element.kind === 'guide' ? GUIDE_STROKE_WIDTH : (defaults.strokeWidth ?? theme.strokeWidth)),
    dash: own.dash ?? null,
    opacity: own.opacity ?? FALLBACK.opacity,
    textColor: textColour(own, element.kind, palette, theme, background),
    mutedColor: mutedColour(scene, theme),
    fontSize: own.fontSize ?? defaults.fontSize ?? theme.fontSize,
    fontWeight: fontWeightFor(own.fontWeight),
    cornerRadius: own.cornerRadius ?? theme.cornerRadius,
    labelBackground: element.kind === 'edge'
      ? firstColour(own.labelBackground, sceneLabelBackground(scene), theme.labelBackground, FALLBACK.fill)
      : canonicalColour(own.labelBackground),
    accentColor: firstColour(own.accentColor, palette.accentPrimary, theme.accentPrimary, FALLBACK.accentColor),
  };
}
