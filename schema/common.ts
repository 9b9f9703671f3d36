import * as v from 'valibot';
import { Coordinate, FreeForm, Id, Size, Title } from './primitives.js';
import { StyleRef } from './style.js';

/** Fields every element has, besides id and kind. */
export const commonFields = {
  id: Id,
  name: v.optional(Title),
  /** Paint order among siblings; containers paint behind nodes by default. */
  zIndex: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-1_000_000), v.maxValue(1_000_000)), 0),
  locked: v.optional(v.boolean(), false),
  visible: v.optional(v.boolean(), true),
  style: v.optional(StyleRef),
  metadata: v.optional(FreeForm),
} as const;

/**
 * x, y, width, height: shorthand for an absolute layout. Setting any of them gives the
 * element an absolute layout (normalize folds them into `layout`); they cannot be combined
 * with an explicit `layout` (LAYOUT_SHORTHAND_CONFLICT).
 */
export const shorthandFields = {
  x: v.optional(Coordinate),
  y: v.optional(Coordinate),
  width: v.optional(Size),
  height: v.optional(Size),
} as const;

export const SHORTHAND_KEYS = ['x', 'y', 'width', 'height'] as const;
