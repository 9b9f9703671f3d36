import type { SceneDocumentInput, SceneDocumentValue } from '../../../../schema/index.js';
import type { ComputedElement, ComputedNode, TextLayout } from '../../../../engine/model/computed.js';
import type { Box } from '../../../../engine/geometry/index.js';
import { normalizeScene } from '../../../../engine/normalize/index.js';
import { CLEAN_LOOK } from '../../../../engine/render/looks/clean.js';
import { resolveStyle } from '../../../../engine/render/style/cascade.js';
import { createDefs } from '../../../../engine/render/svg/defs.js';
import { svgIdFor } from '../../../../engine/render/svg/ids.js';
import { createPlainTextPainter } from '../../../../engine/render/text/plain-text-painter.js';
import { CLEAN } from '../../../../engine/render/themes/index.js';
import type { Look, Paint, RenderContext, Theme } from '../../../../engine/render/types.js';


/**
 * A RenderContext for drawing family elements on their own: a normalized scene, a
 * hand-made `computed` section, the clean look and the plain text painter (no fonts needed).
 */
export function familyContext(scene: SceneDocumentInput, elements: Record<string, ComputedElement>, options: { theme?: Theme; look?: Look } = {}): RenderContext {
  const normalized: SceneDocumentValue = normalizeScene(scene);
  const theme = options.theme ?? CLEAN;
  const byId = new Map(normalized.elements.map((element) => [element.id, element]));
  return {
    scene: normalized,
    computed: { version: 1, canvas: { x: 0, y: 0, width: 400, height: 300 }, elements, bands: [] },
    theme,
    look: options.look ?? CLEAN_LOOK,
    text: createPlainTextPainter(theme),
    defs: createDefs(),
    style(id) {
      const element = byId.get(id);
      if (element === undefined) throw new Error(`no element ${id}`);
      return resolveStyle(normalized, element, theme);
    },
    svgId: (id, suffix) => svgIdFor(id, suffix),
  };
}

/** A scene document of one family with the given elements. */
export function sceneOf(diagramFamily: string, elements: unknown[], extra: Record<string, unknown> = {}): SceneDocumentInput {
  return { schemaVersion: '0.1', scene: { id: 'families' }, diagramFamily, elements, ...extra } as SceneDocumentInput;
}

/** One line of text centred in a box, 14 px (what layout gives a one-line label). */
export function centredText(text: string, box: Box, options: { fontSize?: number; anchor?: 'start' | 'middle' | 'end'; weight?: 'normal' | 'bold' } = {}): TextLayout {
  const fontSize = options.fontSize ?? 14;
  const width = text.length * fontSize * 0.55;
  const anchor = options.anchor ?? 'middle';
  const x = anchor === 'middle' ? box.x + box.width / 2 : anchor === 'start' ? box.x : box.x + box.width;
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'start' ? x : x - width;
  const height = fontSize * 1.2;
  const top = box.y + (box.height - height) / 2;
  return {
    box: { x: left, y: top, width, height },
    font: 'sans',
    lineHeight: height,
    runs: [{ text, x, y: top + fontSize, anchor, width, fontSize, weight: options.weight ?? 'normal', italic: false }],
    overflow: false,
  };
}

/** A computed node with the given box, shape and label. */
export function nodeAt(box: Box, shape: string, label?: TextLayout, extra: Partial<ComputedNode> = {}): ComputedNode {
  return { kind: 'node', box, shape, ports: [], ...(label ? { label } : {}), ...extra };
}

/** One call of a Look, recorded. */
export interface LookCall {
  kind: 'shape' | 'line';
  d: string;
  paint: Paint;
  seed: string;
}

/** A Look that records its calls and draws through the clean look. */
export function recordingLook(): Look & { calls: LookCall[] } {
  const calls: LookCall[] = [];
  return {
    calls,
    shape(d, paint, seed) {
      calls.push({ kind: 'shape', d, paint, seed });
      return CLEAN_LOOK.shape(d, paint, seed);
    },
    line(d, paint, seed) {
      calls.push({ kind: 'line', d, paint, seed });
      return CLEAN_LOOK.line(d, paint, seed);
    },
  };
}

/** The separate subpaths of path data as lists of points (M, L, H, V; arcs give their end points). */
export function subpaths(d: string): Array<Array<{ x: number; y: number }>> {
  const out: Array<Array<{ x: number; y: number }>> = [];
  let last = { x: 0, y: 0 };
  for (const match of d.matchAll(/([MLAHV])([^MLAHVZ]*)/g)) {
    const numbers = match[2]!.trim().split(/[\s,]+/).filter(Boolean).map(Number);
    const command = match[1]!;
    const point = command === 'H' ? { x: numbers[0]!, y: last.y } : command === 'V' ? { x: last.x, y: numbers[0]! } : { x: numbers[numbers.length - 2]!, y: numbers[numbers.length - 1]! };
    if (command === 'M') out.push([point]);
    else out[out.length - 1]!.push(point);
    last = point;
  }
  return out;
}

/** The snippet in a viewable SVG document (golden files open in any viewer). */
export function goldenDocument(markup: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n<rect width="${width}" height="${height}" fill="#ffffff"/>\n${markup.replace(/></g, '>\n<')}\n</svg>\n`;
}
