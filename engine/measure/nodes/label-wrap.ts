import type { NodeValue } from '../../../schema/index.js';
import type { ResolvedStrategy } from '../../normalize/index.js';
import type { TextBlock } from '../measurer.js';
import { LABEL_PADDING, shapeInsets } from './label-area.js';
import { shapeOf } from './default-shape.js';

/** Space kept between a label and its text area, each side. */
export interface LabelPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Mermaid's flowchart padding (config `flowchart.padding`, 15): rectangles hold their label
 * with twice it at the sides and once above and below (its squareRect and roundedRect
 * shapes: `labelPaddingX: padding * 2`, `labelPaddingY: padding`).
 */
export const MERMAID_PADDING = { x: 30, y: 15 } as const;

/**
 * The padding a node's box is sized with. With nodeSizing fitLabel, a side the outline
 * does not cut in (a rectangle's) gets Mermaid's padding; a side it does (a diamond's, an
 * ellipse's, a cylinder's caps) already has room there and keeps LABEL_PADDING. With
 * nodeSizing minimum, LABEL_PADDING. Labels are fitted in the final box with LABEL_PADDING
 * either way, so this only makes the box larger.
 */
export function sizingPadding(node: Pick<NodeValue, 'shape' | 'nodeType'>, strategy: ResolvedStrategy): LabelPadding {
  if (strategy.nodeSizing !== 'fitLabel') return LABEL_PADDING;
  const insets = shapeInsets(shapeOf(node));
  const x = insets.left + insets.right === 0 ? MERMAID_PADDING.x : LABEL_PADDING.left;
  const y = insets.top + insets.bottom === 0 ? MERMAID_PADDING.y : LABEL_PADDING.top;
  return { top: y, right: x, bottom: y, left: x };
}

/**
 * The widest line of an engine-sized node's label (layoutStrategy.labelWrapWidth), or
 * undefined when labels are not broken (0). A shape narrower than its box (a diamond's text
 * area is half its width) breaks its label shorter, so that its box is no wider than a
 * rectangle's holding a full-width line: diamonds wrap their question instead of
 * stretching into a long flat shape.
 */
export function labelLineWidth(node: Pick<NodeValue, 'shape' | 'nodeType'>, strategy: ResolvedStrategy): number | undefined {
  const limit = strategy.labelWrapWidth;
  if (limit <= 0) return undefined;
  const insets = shapeInsets(shapeOf(node));
  const across = 1 - insets.left - insets.right;
  if (across >= 1) return limit;
  const padding = sizingPadding(node, strategy);
  const rectangle = sizingPadding({ shape: 'rect', nodeType: node.nodeType }, strategy);
  const boxWidth = limit + rectangle.left + rectangle.right;
  return Math.max(1, boxWidth * across - padding.left - padding.right);
}

/**
 * The label as set: its lines joined by newlines when breaking at the line width added
 * breaks the text did not have (so layout, which fits labels with wrap none, breaks it at
 * the same places), else the text itself.
 */
export function textOfLines(text: string, block: TextBlock): string {
  const joined = block.lines.map((line) => line.text).join('\n');
  return block.lines.length === countLines(text) ? text : joined;
}

function countLines(text: string): number {
  let lines = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    // \r\n is one break, as wrap.ts splits it.
    if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) lines++;
  }
  return lines;
}
