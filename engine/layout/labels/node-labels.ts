import type { FrameValue, NodeValue, SceneDocumentValue, TextStyleValue, TextValue } from '../../../schema/index.js';
import { fitText, type FittedText, type Measurer, type TextSpec } from '../../measure/index.js';
import type { TextLayout } from '../../model/index.js';
import { bottom, centerX, type Box } from '../../geometry/index.js';
import { hasOutsideLabel, OUTSIDE_LABEL } from '../size/glyphs.js';
import { LABEL_PADDING, labelAreaOf } from '../size/label-area.js';
import { textSpecOf } from './element-style.js';
import { textLayoutOf } from './text-layout.js';

/** What labels are measured with. */
export interface LabelContext {
  measurer: Measurer;
  scene: SceneDocumentValue;
}

/** A node label fitted in its box (or below it), before it becomes a TextLayout. */
export interface FittedLabel {
  fitted: FittedText;
  area: Box;
  spec: TextSpec;
  align: 'left' | 'center' | 'right';
}

/**
 * Fits a node's label where it is drawn: inside the shape's text area with LABEL_PADDING,
 * per textStyle; or, for workflow events and gateways, outside below the glyph, centred,
 * wrapped by words at OUTSIDE_LABEL.maxWidth. Undefined for a node without label text.
 */
export function fitNodeLabel(node: NodeValue, box: Box, ctx: LabelContext): FittedLabel | undefined {
  const text = node.label;
  if (text === undefined || text === '') return undefined;
  const spec = textSpecOf(node, ctx.scene);
  if (hasOutsideLabel(node.nodeType)) {
    const maxWidth = Math.max(OUTSIDE_LABEL.maxWidth, box.width);
    const wrap = node.textStyle?.wrap === 'character' ? 'character' : 'word';
    const block = ctx.measurer.block(text, spec, { wrap, maxWidth });
    const area: Box = { x: centerX(box) - block.width / 2, y: bottom(box) + OUTSIDE_LABEL.gap, width: block.width, height: block.height };
    const fitted = fitText(ctx.measurer, text, spec, { wrap, align: 'center', verticalAlign: 'top' }, area);
    return { fitted, area, spec, align: 'center' };
  }
  const area = labelAreaOf(node, box);
  const style: Partial<TextStyleValue> = node.textStyle ?? {};
  const fitted = fitText(ctx.measurer, text, spec, style, area, LABEL_PADDING);
  return { fitted, area, spec, align: style.align ?? 'center' };
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

/** A node's label as drawn: inside its box, or below it for workflow events and gateways. */
export function nodeLabel(node: NodeValue, box: Box, ctx: LabelContext): TextLayout | undefined {
  const label = fitNodeLabel(node, box, ctx);
  if (label === undefined) return undefined;
  const overflow = (node.textStyle?.wrap ?? 'none') !== 'none' && label.fitted.overflows && !hasOutsideLabel(node.nodeType);
  return textLayoutOf(label.fitted, label.area, label.spec, ctx.measurer, label.align, overflow);
}

/** Fits a text element's text in its box (no padding), per its textStyle. */
export function fitTextElement(text: TextValue, box: Box, ctx: LabelContext): FittedLabel | undefined {
  if (text.text === undefined || text.text === '') return undefined;
  const spec = textSpecOf(text, ctx.scene);
  const style: Partial<TextStyleValue> = text.textStyle ?? {};
  return { fitted: fitText(ctx.measurer, text.text, spec, style, box), area: box, spec, align: style.align ?? 'center' };
}

/** A text element's text as drawn. */
export function textElementLabel(text: TextValue, box: Box, ctx: LabelContext): TextLayout | undefined {
  const label = fitTextElement(text, box, ctx);
  if (label === undefined) return undefined;
  const overflow = (text.textStyle?.wrap ?? 'none') !== 'none' && label.fitted.overflows;
  return textLayoutOf(label.fitted, label.area, label.spec, ctx.measurer, label.align, overflow);
}

/** The spec and width of a frame's title (bold unless its style says otherwise), or undefined without one. */
export function measureFrameTitle(frame: FrameValue, ctx: LabelContext): { spec: TextSpec; width: number; height: number } | undefined {
  if (frame.title === undefined || frame.title === '') return undefined;
  const spec = textSpecOf(frame, ctx.scene, 'bold');
  const block = ctx.measurer.block(frame.title, spec, { wrap: 'none' });
  return { spec, width: block.width, height: block.height };
}
