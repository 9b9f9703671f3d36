import type { FrameValue, NodeValue, TextStyleValue, TextValue } from '../../../schema/index.js';
import { bottom, centerX, type Box } from '../../geometry/index.js';
import {
  baselineOfShaped, blockOfShaped, fitShaped, hasOutsideLabel, LABEL_PADDING, labelAreaOf, measuredEntry, measuredNode, OUTSIDE_LABEL,
  textLayoutOf, type FittedText, type MeasuredSceneData, type MeasuredTitle, type ShapedText,
} from '../../measure/index.js';
import type { TextLayout } from '../../model/index.js';

/** What labels are placed from: the measured scene (its texts, kept as numbers). */
export interface LabelContext {
  measured: MeasuredSceneData;
}

/** A node label fitted in its box (or below it), before it becomes a TextLayout. */
export interface FittedLabel {
  fitted: FittedText;
  area: Box;
  shaped: ShapedText;
  align: 'left' | 'center' | 'right';
}

/** The element's text as measured, or undefined without text. */
function shapedLabel(id: string, ctx: LabelContext): ShapedText | undefined {
  return measuredNode(ctx.measured, id)?.label;
}

/**
 * Fits a node's label where it is drawn: inside the shape's text area with LABEL_PADDING,
 * per textStyle; or, for workflow events and gateways, outside below the glyph, centred,
 * wrapped by words at OUTSIDE_LABEL.maxWidth. Undefined for a node without label text.
 */
export function fitNodeLabel(node: NodeValue, box: Box, ctx: LabelContext): FittedLabel | undefined {
  const shaped = shapedLabel(node.id, ctx);
  if (shaped === undefined) return undefined;
  if (hasOutsideLabel(node.nodeType)) {
    const maxWidth = Math.max(OUTSIDE_LABEL.maxWidth, box.width);
    const wrap = node.textStyle?.wrap === 'character' ? 'character' : 'word';
    const block = blockOfShaped(shaped, { wrap, maxWidth });
    const area: Box = { x: centerX(box) - block.width / 2, y: bottom(box) + OUTSIDE_LABEL.gap, width: block.width, height: block.height };
    const fitted = fitShaped(shaped, { wrap, align: 'center', verticalAlign: 'top' }, area);
    return { fitted, area, shaped, align: 'center' };
  }
  const area = labelAreaOf(node, box);
  const style: Partial<TextStyleValue> = node.textStyle ?? {};
  const fitted = fitShaped(shaped, style, area, LABEL_PADDING);
  return { fitted, area, shaped, align: style.align ?? 'center' };
}

/** The size of the text an outside label sets below a glyph of the given width (the gap not included). */
export function outsideLabelSize(node: NodeValue, glyphWidth: number, ctx: LabelContext): { width: number; height: number } | undefined {
  const label = fitNodeLabel(node, { x: 0, y: 0, width: glyphWidth, height: 0 }, ctx);
  return label === undefined ? undefined : { width: label.fitted.width, height: label.fitted.height };
}

/** The area a node's outside label covers (workflow glyphs), or undefined for labels drawn inside. */
export function outsideLabelBox(node: NodeValue, box: Box, ctx: LabelContext): Box | undefined {
  if (!hasOutsideLabel(node.nodeType)) return undefined;
  const label = fitNodeLabel(node, box, ctx);
  return label === undefined ? undefined : { x: label.area.x, y: label.area.y, width: label.fitted.width, height: label.fitted.height };
}

function layoutOf(label: FittedLabel, overflow: boolean): TextLayout {
  return textLayoutOf(label.fitted, label.area, label.shaped.spec, baselineOfShaped(label.shaped), label.align, overflow);
}

/** A node's label as drawn: inside its box, or below it for workflow events and gateways. */
export function nodeLabel(node: NodeValue, box: Box, ctx: LabelContext): TextLayout | undefined {
  const label = fitNodeLabel(node, box, ctx);
  if (label === undefined) return undefined;
  return layoutOf(label, (node.textStyle?.wrap ?? 'none') !== 'none' && label.fitted.overflows && !hasOutsideLabel(node.nodeType));
}

/** Fits a text element's text in its box (no padding), per its textStyle. */
export function fitTextElement(text: TextValue, box: Box, ctx: LabelContext): FittedLabel | undefined {
  const shaped = shapedLabel(text.id, ctx);
  if (shaped === undefined) return undefined;
  const style: Partial<TextStyleValue> = text.textStyle ?? {};
  return { fitted: fitShaped(shaped, style, box), area: box, shaped, align: style.align ?? 'center' };
}

/** A text element's text as drawn. */
export function textElementLabel(text: TextValue, box: Box, ctx: LabelContext): TextLayout | undefined {
  const label = fitTextElement(text, box, ctx);
  if (label === undefined) return undefined;
  return layoutOf(label, (text.textStyle?.wrap ?? 'none') !== 'none' && label.fitted.overflows);
}

/** A frame's title as measured (bold unless its style says otherwise), or undefined without one. */
export function frameTitleOf(frame: FrameValue, ctx: LabelContext): MeasuredTitle | undefined {
  return measuredEntry(ctx.measured.frameTitles, frame.id);
}
