import type { TextStyleValue } from '../../schema/index.js';
import type { BlockOptions, Measurer, TextBlock, TextSpec } from './measurer.js';
import type { WrapMode } from './wrap.js';
import { roundPx } from './precision.js';

/** Space kept clear inside the box: one number for all sides, or each side. */
export type Padding = number | { top: number; right: number; bottom: number; left: number };

/** A line placed in its box; coordinates from the box's top-left corner, in px. */
export interface PlacedLine {
  text: string;
  width: number;
  /** left edge of the line (draw with text-anchor start) */
  x: number;
  /** x of the align anchor: left edge, centre or right edge (draw with text-anchor start, middle or end) */
  anchorX: number;
  /** y of the baseline */
  baseline: number;
}

export interface FittedText {
  lines: PlacedLine[];
  /** the widest line */
  width: number;
  /** lines × lineHeight */
  height: number;
  lineHeight: number;
  /** box height that holds the text with its padding (0 when there is no text) */
  requiredHeight: number;
  /** the box's height */
  availableHeight: number;
  /** the text does not fit the box's height */
  overflows: boolean;
  /** a line is wider than the box inside its padding (a long word, or wrap none) */
  overflowsWidth: boolean;
}

/**
 * Wraps text to the box's inner width and places each line per textStyle: x per align,
 * baseline per verticalAlign. Defaults are the schema's (wrap none, center, middle). Text
 * taller than the inner box stays centred on it (middle) or pinned to its top or bottom
 * edge and spills out; `overflows` says so and the caller raises TEXT_OVERFLOW.
 */
export function fitText(
  measurer: Measurer,
  text: string,
  spec: TextSpec,
  style: Partial<TextStyleValue>,
  box: { width: number; height: number },
  padding: Padding = 0,
): FittedText {
  // Sides read into locals, not a new object: this runs for every text an ER table places.
  const uniform = typeof padding === 'number';
  const padTop = uniform ? padding : padding.top;
  const padRight = uniform ? padding : padding.right;
  const padBottom = uniform ? padding : padding.bottom;
  const padLeft = uniform ? padding : padding.left;
  const innerWidth = Math.max(0, box.width - padLeft - padRight);
  const innerHeight = Math.max(0, box.height - padTop - padBottom);
  const align = style.align ?? 'center';
  const block = blockIn(measurer, text, spec, style.wrap ?? 'none', innerWidth);

  const top = linesTop(style.verticalAlign ?? 'middle', padTop, innerHeight, block);
  const anchorX = roundPx(padLeft + alignedOffset(align, innerWidth));
  const lines = block.lines.map((line, i): PlacedLine => ({
    text: line.text,
    width: line.width,
    x: roundPx(padLeft + alignedOffset(align, innerWidth - line.width)),
    anchorX,
    baseline: lineBaseline(top, i, block),
  }));

  const requiredHeight = lines.length === 0 ? 0 : roundPx(block.height + padTop + padBottom);
  return {
    lines,
    width: block.width,
    height: block.height,
    lineHeight: block.lineHeight,
    requiredHeight,
    availableHeight: box.height,
    overflows: requiredHeight > box.height,
    overflowsWidth: block.width > innerWidth,
  };
}

const UNWRAPPED: BlockOptions = { wrap: 'none' };

/** The text as fitText breaks it for a box this wide inside its padding (wrap none breaks at newlines only, whatever the width). */
export function blockIn(measurer: Measurer, text: string, spec: TextSpec, wrap: WrapMode, innerWidth: number): TextBlock {
  return measurer.block(text, spec, wrap === 'none' ? UNWRAPPED : { wrap, maxWidth: innerWidth });
}

/** Where in `free` px of room a line (or its anchor) starts, per align. */
export function alignedOffset(align: 'left' | 'center' | 'right', free: number): number {
  return align === 'left' ? 0 : align === 'right' ? free : free / 2;
}

/** The top of the block's first line box, from the box's top edge, per verticalAlign. */
export function linesTop(verticalAlign: 'top' | 'middle' | 'bottom', padTop: number, innerHeight: number, block: TextBlock): number {
  const slack = innerHeight - block.height;
  return padTop + (verticalAlign === 'top' ? 0 : verticalAlign === 'bottom' ? slack : slack / 2);
}

/** The baseline of the block's line `index` below `top`. */
export function lineBaseline(top: number, index: number, block: TextBlock): number {
  return roundPx(top + index * block.lineHeight + block.baseline);
}
