import * as v from 'valibot';
import { Coordinate, Id, Rotation, Size, Spacing } from './primitives.js';

export const AbsoluteLayout = v.strictObject({
  mode: v.literal('absolute'),
  x: Coordinate,
  y: Coordinate,
  width: Size,
  height: Size,
  rotation: v.optional(Rotation, 0),
  /** content grows the height to fit wrapped text when textStyle.wrap is word. */
  autoSize: v.optional(v.picklist(['content', 'none']), 'none'),
});

/**
 * Where a relative element goes. Exactly one of above, below, leftOf, rightOf or inside
 * names the element it is placed against (checked by the validator, PLACE_TARGET_COUNT).
 */
export const Place = v.strictObject({
  above: v.optional(Id),
  below: v.optional(Id),
  leftOf: v.optional(Id),
  rightOf: v.optional(Id),
  inside: v.optional(Id),
  gap: v.optional(Spacing, 0),
  alignX: v.optional(v.picklist(['left', 'center', 'right'])),
  alignY: v.optional(v.picklist(['top', 'center', 'bottom'])),
});

export const PLACE_DIRECTIONS = ['above', 'below', 'leftOf', 'rightOf', 'inside'] as const;

export const RelativeLayout = v.strictObject({
  mode: v.literal('relative'),
  place: Place,
  preferredSize: v.optional(v.strictObject({ width: Size, height: Size })),
  rotation: v.optional(Rotation, 0),
});

/** Layout of a node, frame, text or image element. */
export const Layout = v.variant('mode', [AbsoluteLayout, RelativeLayout]);

/** Layout of a group (groups are not drawn; these settings size their invisible box). */
export const GroupLayout = v.strictObject({
  padding: v.optional(Spacing, 0),
  titleBar: v.optional(Spacing, 0),
  autoResize: v.optional(v.boolean(), false),
});

export type LayoutValue = v.InferOutput<typeof Layout>;
export type AbsoluteLayoutValue = v.InferOutput<typeof AbsoluteLayout>;
export type RelativeLayoutValue = v.InferOutput<typeof RelativeLayout>;
export type PlaceValue = v.InferOutput<typeof Place>;
