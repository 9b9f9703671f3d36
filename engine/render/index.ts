import type { ElementValue, SceneDocumentValue } from '../../schema/index.js';
import { changeClassifier, compareScenes } from '../compare/index.js';
import type { FontKey } from '../fonts/index.js';
import type { FooterTexts } from '../measure/index.js';
import { unionBoxes, type Box } from '../geometry/index.js';
import { drawGuideElement } from './annotations/guide-element.js';
import { drawImageElement } from './annotations/image-element.js';
import { drawTextElement } from './annotations/text-element.js';
import { applyDiffLook } from './diff/diff-styles.js';
import { drawFooter, type FooterContent } from './diff/footer.js';
import { drawEdge } from './edges/draw-edge.js';
import { drawBands } from './frames/bands.js';
import { drawFrame } from './frames/draw-frame.js';
import { framesWithoutFill } from './frames/nested-fill.js';
import { CLEAN_LOOK } from './looks/clean.js';
import { SKETCH_LOOK } from './looks/sketch.js';
import { drawNodeLabel } from './nodes/node-label.js';
import { drawNodeShape } from './nodes/node-shape.js';
import { paintOrder, type PaintStep } from './paint-order.js';
import { canvasBackground, mutedColour, resolveStyle } from './style/cascade.js';
import { isDarkCanvas } from './style/luminance.js';
import { createDefs } from './svg/defs.js';
import { hoistSharedAttributes } from './svg/hoist-attributes.js';
import { pieceSharesNothing, startPiece } from './svg/piece-record.js';
import { backgroundRect, svgDocument } from './svg/document.js';
import { idScheme, idScope, type IdScheme } from './svg/ids.js';
import { colorSchemePair } from './svg/color-scheme.js';
import { num } from './svg/num.js';
import { drawingFrame } from './drawing-frame.js';
import { accessibleName } from './accessible-name.js';

import { THEMES } from './themes/index.js';
import type { Defs, LaidOutScene, Look, RenderContext, RenderOptions, ResolvedStyle, TextPainter, TextPainting, Theme, ThemeName } from './types.js';

export type * from './types.js';
export { THEMES, THEME_NAMES } from './themes/index.js';
export { createTextPainter, createTextPainting, type TextMode } from './text/index.js';

/** Rule 2: the requested theme; without one, dark when the scene's canvas background is darker than luminance 102, else clean. */
export function chooseTheme(scene: SceneDocumentValue, requested?: ThemeName): Theme {
  if (requested !== undefined) return THEMES[requested];
  const background = scene.scene.canvas?.background ?? scene.palette?.background;
  return isDarkCanvas(background) ? THEMES.dark : THEMES.clean;
}

/** The drawing tools one render shares between scenes (the diff draws removed elements from the older scene with them). */
export interface SharedTools {
  defs: Defs;
  text: TextPainter;
  look: Look;
}

/** The theme's look: crisp paths, or the seeded hand-drawn strokes of the sketch theme. */
function lookFor(theme: Theme): Look {
  return theme.look === 'sketch' ? SKETCH_LOOK : CLEAN_LOOK;
}

/**
 * The shared tools for a theme: a fresh <defs> registry, the text painter (by default the
 * glyphs used, embedded as a subset font: see text/README.md for why) and the look.
 */
export function createSharedTools(theme: Theme, text: TextPainting, ids: IdScheme = idScheme(), fontIds: IdScheme = ids): SharedTools {
  return { defs: createDefs(ids), text: text.painter(theme, fontIds), look: lookFor(theme) };
}

/**
 * The context every drawer receives: the scene, its layout, the theme and tools, and the
 * memoised cascade (`restyle` adjusts a resolved style, e.g. for the colour diff).
 */
export function createRenderContext(
  laidOut: Pick<LaidOutScene, 'scene' | 'computed'>,
  theme: Theme,
  tools: SharedTools,
  restyle?: (elementId: string, style: ResolvedStyle) => ResolvedStyle,
): RenderContext {
  const byId = elementsById(laidOut.scene);
  const styles = new Map<string, ResolvedStyle>();
  const style = (elementId: string): ResolvedStyle => {
    let resolved = styles.get(elementId);
    if (resolved === undefined) {
      // An id the scene does not hold (a drawer asking about a part) gets a plain node's look.
      const base = resolveStyle(laidOut.scene, byId.get(elementId) ?? { kind: 'node' }, theme);
      resolved = restyle === undefined ? base : restyle(elementId, base);
      styles.set(elementId, resolved);
    }
    return resolved;
  };
  return { scene: laidOut.scene, computed: laidOut.computed, theme, ...tools, style, svgId: tools.defs.ids.element };
}

function elementsById(scene: SceneDocumentValue): Map<string, ElementValue> {
  const byId = new Map<string, ElementValue>();
  for (const element of scene.elements) if (!byId.has(element.id)) byId.set(element.id, element);
  return byId;
}

/**
 * Draws the steps of one scene in order, neighbours sharing paint grouped (svg/hoist-attributes.ts).
 * Each step's piece is recorded as the writer writes it (svg/piece-record.ts), so that
 * hoisting skips reading the pieces already known to share nothing.
 */
function drawSteps(context: RenderContext, steps: readonly PaintStep[]): string {
  const byId = elementsById(context.scene);
  const completeNodes = new Set<string>();
  const noFill = framesWithoutFill(context.scene, context.style);
  const pieces: string[] = [];
  const sharesNothing: boolean[] = [];
  for (const step of steps) {
    startPiece();
    const piece = drawStep(context, step, byId, completeNodes, noFill);
    pieces.push(piece);
    sharesNothing.push(pieceSharesNothing(piece));
  }
  return hoistSharedAttributes(pieces, sharesNothing);
}

/** One step's piece ('' when it draws nothing). */
function drawStep(context: RenderContext, step: PaintStep, byId: ReadonlyMap<string, ElementValue>, completeNodes: Set<string>, noFill: ReadonlySet<string>): string {
  if (step.layer === 'bands') return drawBands(context.computed.bands, mutedColour(context.scene, context.theme), context);
  const element = step.elementId === null ? undefined : byId.get(step.elementId);
  const computed = element === undefined ? undefined : context.computed.elements[element.id];
  if (element === undefined || computed === undefined) return '';
  if (step.layer === 'nodeShape' && element.kind === 'node' && computed.kind === 'node') {
    const drawing = drawNodeShape(element, computed, context);
    if (drawing.complete) completeNodes.add(element.id);
    return drawing.markup;
  }
  if (step.layer === 'nodeLabel' && element.kind === 'node' && computed.kind === 'node') return completeNodes.has(element.id) ? '' : drawNodeLabel(element, computed, context);
  if (element.kind === 'edge' && computed.kind === 'edge') return drawEdge(element, computed, context);
  if (element.kind === 'frame' && computed.kind === 'frame') return drawFrame(element, computed, context, noFill.has(element.id));
  if (element.kind === 'text' && computed.kind === 'text') return drawTextElement(element, computed, context);
  if (element.kind === 'image' && computed.kind === 'image') return drawImageElement(element, computed, context);
  if (element.kind === 'guide' && computed.kind === 'guide') return drawGuideElement(element, computed, context);
  return '';
}

/** Rule 10: the current scene classified against `from`, and the removed elements drawn from `from`'s own geometry. */
function drawDiff(laidOut: LaidOutScene, from: LaidOutScene, theme: Theme, tools: SharedTools): { current: RenderContext; removed: string } {
  const comparison = compareScenes(from.scene, laidOut.scene);
  const changeOf = changeClassifier(comparison);
  const current = createRenderContext(laidOut, theme, tools, (id, style) => applyDiffLook(style, changeOf(id)));
  const removedIds = new Set(comparison.removed);
  const before = createRenderContext(from, theme, tools, (_id, style) => applyDiffLook(style, 'removed'));
  return { current, removed: drawSteps(before, paintOrder(from.scene, from.computed, (id) => removedIds.has(id))) };
}

/** One theme's drawing of a laid-out scene: its definitions, background, body (footer included) and the box it spans. */
interface ThemeDrawing {
  defs: string;
  text: string;
  background: string;
  body: string;
  canvas: Box;
}

function drawInTheme(laidOut: LaidOutScene, options: RenderOptions, theme: Theme, ids: IdScheme, fontIds: IdScheme): ThemeDrawing {
  const tools = createSharedTools(theme, options.text, ids, fontIds);
  const diff = options.diff === undefined ? null : drawDiff(laidOut, options.diff.from, theme, tools);
  const context = diff?.current ?? createRenderContext(laidOut, theme, tools);
  const body = drawSteps(context, paintOrder(laidOut.scene, laidOut.computed)) + (diff?.removed ?? '');
  const drawn = drawingFrame(options.diff === undefined ? [laidOut] : [laidOut, options.diff.from], options.pad);
  const footer = drawFooter(context, drawn, footerContent(options.footer, theme.font, diff !== null));
  const background = options.background === 'transparent' ? 'none' : canvasBackground(laidOut.scene, theme);
  return { defs: tools.defs.toString(), text: tools.text.definitions(), background, body: body + footer.markup, canvas: footer.canvas };
}

/**
 * The id scope of a scoped drawing: a hash of everything that decides its bytes (the
 * scenes, their layouts, the options), so the same input always gives the same SVG. The
 * values are hashed as they are, not as JSON text (svg/content-hash.ts says why).
 */
function scopeOf(laidOut: LaidOutScene, options: RenderOptions): string {
  const { text: _painting, diff, ...settings } = options;
  const from = diff === undefined ? null : [diff.from.scene, diff.from.computed];
  return idScope([laidOut.scene, laidOut.computed, from, settings]);
}

/**
 * Draws a laid-out scene as SVG text: the theme (rule 2), the background, every element in
 * paint order, the colour diff with its legend, and the version stamp. With `darkTheme`,
 * the same layout is drawn in both themes and the reader's colour scheme picks one
 * (svg/color-scheme.ts). Pure: the same scene and options give the same bytes in Node and
 * in the browser.
 */
export function renderSvg(laidOut: LaidOutScene, options: RenderOptions): string {
  return renderSvgDrawing(laidOut, options).svg;
}

/** An SVG drawing and its size in px: the root's width and height exactly as written, which a PNG of it is planned from. */
export interface SvgDrawing {
  svg: string;
  size: { width: number; height: number };
}

/** renderSvg, with the size of the drawing it wrote (no need to read it back out of the text). */
export function renderSvgDrawing(laidOut: LaidOutScene, options: RenderOptions): SvgDrawing {
  const { scene } = laidOut;
  const theme = chooseTheme(scene, options.theme);
  const scope = options.uniqueIds === true ? scopeOf(laidOut, options) : '';
  const ids = idScheme(scope);
  const light = drawInTheme(laidOut, options, theme, ids, ids);
  const parts = {
    title: accessibleName(scene),
    description: scene.scene.description ?? scene.scene.brief,
    responsive: options.responsive === true,
  };
  if (options.darkTheme === undefined) {
    const svg = svgDocument({ ...parts, canvas: light.canvas, background: light.background, defs: `${light.text}${light.defs}`, body: light.body });
    return { svg, size: writtenSize(light.canvas) };
  }
  // The dark half has ids of its own (a hidden group's definitions are not drawn by every
  // browser) and shares the light half's font families (the same faces, the same glyphs).
  const dark = drawInTheme(laidOut, options, THEMES[options.darkTheme], idScheme(`${scope}d`), ids);
  const canvas = unionBoxes([light.canvas, dark.canvas]) ?? light.canvas;
  const half = (drawing: ThemeDrawing): string => backgroundRect(canvas, drawing.background) + drawing.body;
  const pair = colorSchemePair(ids.prefix, half(light), half(dark));
  const text = dark.text === light.text ? light.text : light.text + dark.text;
  const svg = svgDocument({ ...parts, canvas, background: 'none', defs: `${pair.style}${text}${light.defs}${dark.defs}`, body: pair.body });
  return { svg, size: writtenSize(canvas) };
}

/** A canvas's width and height as the root <svg> writes them (through the one number formatter). */
function writtenSize(canvas: Box): SvgDrawing['size'] {
  return { width: Number(num(canvas.width)), height: Number(num(canvas.height)) };
}

/** The footer's texts in the theme's face: the legend with a diff, the stamp when one was measured. */
function footerContent(footer: FooterTexts | undefined, font: FontKey, legend: boolean): FooterContent {
  const content: FooterContent = {};
  if (legend) {
    if (footer?.legend === undefined) throw new Error('renderSvg draws a diff with its legend: measure it first (measureScene(scene, fonts, { legend: true })) and pass options.footer');
    content.legend = footer.legend[font];
  }
  if (footer?.stamp !== undefined) content.stamp = footer.stamp[font];
  return content;
}
