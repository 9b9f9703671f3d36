import * as v from 'valibot';
import { Colour, Fraction, Id, Size } from './primitives.js';
import { coded } from './messages.js';

/** A font family name. Drawing maps it onto the bundled fonts; see engine/measure. */
export const FontFamily = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(128),
  v.regex(/^[A-Za-z0-9 ,._-]+$/, coded('FONT_FAMILY_INVALID', 'use letters, digits, spaces and commas only, e.g. "Inter, sans-serif"')),
);

export const FontSize = v.pipe(
  v.number(),
  v.minValue(1, coded('OUT_OF_RANGE', 'use a font size from 1 to 400 px')),
  v.maxValue(400, coded('OUT_OF_RANGE', 'use a font size from 1 to 400 px')),
);

export const FontWeight = v.union([
  v.picklist(['normal', 'bold']),
  v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(900), v.multipleOf(100)),
]);

/**
 * An inline style value. Unknown fields are refused so a typo does not silently draw the
 * default look. Every field is optional; the cascade (element style, scene palette, theme,
 * fallback) fills the rest at drawing time.
 */
export const StyleObject = v.strictObject({
  fill: v.optional(Colour),
  stroke: v.optional(Colour),
  strokeWidth: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  cornerRadius: v.optional(Size),
  fontFamily: v.optional(FontFamily),
  fontSize: v.optional(FontSize),
  fontWeight: v.optional(FontWeight),
  textColor: v.optional(Colour),
  /** SVG stroke-dasharray lengths, e.g. [8, 4]. */
  dash: v.optional(v.pipe(v.array(v.pipe(v.number(), v.minValue(0), v.maxValue(1000))), v.maxLength(16))),
  /** Background drawn behind an edge or node label. */
  labelBackground: v.optional(Colour),
  opacity: v.optional(Fraction),
  accentColor: v.optional(Colour),
  /** On an edge: keep its label even where the engine would drop it (ER column labels). */
  forceLabel: v.optional(v.boolean()),
});

/** An element's style: the name of an entry in scene.styles, or an inline style value. */
export const StyleRef = v.union([Id, StyleObject]);

export type StyleValue = v.InferOutput<typeof StyleObject>;
