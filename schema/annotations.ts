import * as v from 'valibot';
import { Coordinate, FreeForm, Id, Text } from './primitives.js';
import { Layout } from './layout.js';
import { TextStyle } from './node.js';
import { commonFields, shorthandFields } from './common.js';

/** Free text on the canvas. Needs a layout (or the x/y/width/height shorthand). */
export const TextElement = v.strictObject({
  ...commonFields,
  kind: v.literal('text'),
  text: v.optional(Text),
  layout: v.optional(Layout),
  textStyle: v.optional(TextStyle),
  extensions: v.optional(FreeForm),
  ...shorthandFields,
});

/** A picture from the scene's assets registry. Needs a layout (or the shorthand). */
export const ImageElement = v.strictObject({
  ...commonFields,
  kind: v.literal('image'),
  assetRef: Id,
  layout: v.optional(Layout),
  extensions: v.optional(FreeForm),
  ...shorthandFields,
});

/** A horizontal or vertical line used to align things; drawn as a thin rule. */
export const GuideElement = v.strictObject({
  ...commonFields,
  kind: v.literal('guide'),
  orientation: v.picklist(['horizontal', 'vertical']),
  position: Coordinate,
  extensions: v.optional(FreeForm),
});

export type TextValue = v.InferOutput<typeof TextElement>;
export type ImageValue = v.InferOutput<typeof ImageElement>;
export type GuideValue = v.InferOutput<typeof GuideElement>;
