import * as v from 'valibot';
import { LIMITS } from './limits.js';
import { coded } from './messages.js';
import { Id, Spacing } from './primitives.js';

/**
 * Layout constraints, applied on every layout. Each has an `id` (unique among the
 * scene's constraints) and a `type`. Field names the spec does not give are ours and are
 * documented in schema/README.md.
 */

const members = (min: number) =>
  v.pipe(
    v.array(Id),
    v.minLength(min, coded('CONSTRAINT_TOO_FEW_ELEMENTS', `this constraint needs at least ${min} element${min > 1 ? 's' : ''}`)),
    v.maxLength(LIMITS.elements),
  );

const Axis = v.picklist(['x', 'y']);
const AxisOrBoth = v.picklist(['x', 'y', 'both']);
const Alignment = v.picklist(['start', 'center', 'end']);

/** Same x (axis x: a column; left edges, centres or right edges) or same y (axis y: a row). */
export const AlignConstraint = v.strictObject({
  id: Id,
  type: v.literal('align'),
  axis: Axis,
  elements: members(2),
  alignment: v.optional(Alignment, 'center'),
});

/** Equal gaps between consecutive elements along an axis, in their current order. */
export const DistributeConstraint = v.strictObject({
  id: Id,
  type: v.literal('distribute'),
  axis: Axis,
  elements: members(2),
  /** A fixed gap; without it the elements spread evenly between the first and the last. */
  gap: v.optional(Spacing),
});

export const SameSizeConstraint = v.strictObject({
  id: Id,
  type: v.literal('sameSize'),
  elements: members(2),
  dimension: v.optional(v.picklist(['width', 'height', 'both']), 'both'),
});

/** Elements one after another along an axis in the listed order. */
export const StackConstraint = v.strictObject({
  id: Id,
  type: v.literal('stack'),
  axis: Axis,
  elements: members(2),
  /** Gap between neighbours; defaults to layoutStrategy.nodeSpacing. */
  gap: v.optional(Spacing),
  alignment: v.optional(Alignment, 'center'),
});

/** Centres elements in a container (a frame, group or node). */
export const CenterInConstraint = v.strictObject({
  id: Id,
  type: v.literal('centerIn'),
  container: Id,
  elements: members(1),
  axis: v.optional(AxisOrBoth, 'both'),
});

/** Keeps elements inside a container with padding. */
export const ContainConstraint = v.strictObject({
  id: Id,
  type: v.literal('contain'),
  container: Id,
  elements: members(1),
  padding: v.optional(Spacing, 20),
});

/** Lays elements out in rows of `columns` cells, in the listed order. */
export const GridConstraint = v.strictObject({
  id: Id,
  type: v.literal('grid'),
  elements: members(2),
  columns: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(LIMITS.elements)),
  /** Horizontal gap; defaults to layoutStrategy.nodeSpacing. */
  gapX: v.optional(Spacing),
  /** Vertical gap; defaults to layoutStrategy.rankSpacing. */
  gapY: v.optional(Spacing),
});

/** Keeps at least `gap` px between any two of the elements. */
export const MinGapConstraint = v.strictObject({
  id: Id,
  type: v.literal('minGap'),
  elements: members(2),
  gap: Spacing,
  axis: v.optional(AxisOrBoth, 'both'),
});

/** No two of the elements overlap (with optional padding between them). */
export const NoOverlapConstraint = v.strictObject({
  id: Id,
  type: v.literal('noOverlap'),
  elements: members(2),
  padding: v.optional(Spacing, 0),
});

/** source comes before target along the axis (left of it for x, above it for y). */
export const OrderConstraint = v.strictObject({
  id: Id,
  type: v.literal('order'),
  axis: Axis,
  source: Id,
  target: Id,
  /** Smallest distance between them; defaults to the layout spacing of that axis. */
  gap: v.optional(Spacing),
});

export const Constraint = v.variant('type', [
  AlignConstraint,
  DistributeConstraint,
  SameSizeConstraint,
  StackConstraint,
  CenterInConstraint,
  ContainConstraint,
  GridConstraint,
  MinGapConstraint,
  NoOverlapConstraint,
  OrderConstraint,
]);

export const CONSTRAINT_TYPES = [
  'align', 'distribute', 'sameSize', 'stack', 'centerIn', 'contain', 'grid', 'minGap', 'noOverlap', 'order',
] as const;

export type ConstraintValue = v.InferOutput<typeof Constraint>;
