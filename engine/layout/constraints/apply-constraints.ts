import type { ConstraintValue } from '../../../schema/index.js';
import { diagnostic, type Diagnostic } from '../../model/index.js';
import type { Box } from '../../geometry/index.js';
import type { Geometry, SceneIndex } from '../types.js';
import { applyAlign, applyDistribute, applyGrid, applyStack } from './arrange.js';
import type { ConstraintBoxes } from './constraint-boxes.js';
import { applyCenterIn, applyContain, applySameSize, containHolds } from './fit.js';
import { applyMinGap, applyNoOverlap, applyOrder } from './separate.js';

/** Rounds over the whole list; constraints that fight each other stop after this many. */
export const CONSTRAINT_PASSES = 8;

// A box closer than this to where a constraint wants it counts as there (boxes are rounded to 1/100 px).
const TOLERANCE = 0.5;

/**
 * Pipeline stage 7 (after relative layouts, before frames): applies the scene's constraints
 * in document order, over and over (at most CONSTRAINT_PASSES rounds, stopping early when
 * a round moves nothing), changing boxes in `geometry.boxes`.
 *
 * Anchored (user-placed) nodes: a constraint is the user's explicit intent, so it may move
 * or resize the elements it names, anchored or not (and, for a named group or frame,
 * everything inside it); nothing else moves. Where a constraint has a reference (align:
 * the first user-placed element listed, else the first; stack, grid, distribute: the
 * first; order: the source; contain, centerIn: the container), the reference stays.
 *
 * Contract for the orchestrator and fit-frames: a constraint may write boxes of text,
 * image and frame elements, and of groups and frames without a layout (contain grows them;
 * sameSize sizes them); a box in `geometry.boxes` wins over the element's layout, and a
 * layout-less container's box written here is a minimum when it is fitted.
 *
 * Each constraint that still does not hold after the last round (another constraint or a
 * too small container undoes it) gets one CONSTRAINT_UNSATISFIED warning.
 */
export function applyConstraints(index: SceneIndex, geometry: Geometry): Diagnostic[] {
  const constraints = index.scene.constraints ?? [];
  if (constraints.length === 0) return [];
  const ctx: ConstraintBoxes = { index, geometry };
  for (let pass = 0; pass < CONSTRAINT_PASSES; pass++) {
    const before = new Map(geometry.boxes);
    for (const constraint of constraints) applyOne(ctx, constraint);
    if (largestMove(before, geometry.boxes) <= TOLERANCE) break;
  }
  const diagnostics: Diagnostic[] = [];
  constraints.forEach((constraint, position) => {
    if (holds(ctx, constraint)) return;
    diagnostics.push(
      diagnostic(
        'CONSTRAINT_UNSATISFIED',
        `constraint "${constraint.id}" (${constraint.type}) cannot be met together with the other constraints and sizes; remove or relax one of them`,
        { path: `$.constraints[${position}]`, data: { constraintId: constraint.id, type: constraint.type } },
      ),
    );
  });
  return diagnostics;
}

/** Applies one constraint once. */
export function applyOne(ctx: ConstraintBoxes, constraint: ConstraintValue): void {
  switch (constraint.type) {
    case 'align':
      return applyAlign(ctx, constraint);
    case 'distribute':
      return applyDistribute(ctx, constraint);
    case 'sameSize':
      return applySameSize(ctx, constraint);
    case 'stack':
      return applyStack(ctx, constraint);
    case 'centerIn':
      return applyCenterIn(ctx, constraint);
    case 'contain':
      return applyContain(ctx, constraint);
    case 'grid':
      return applyGrid(ctx, constraint);
    case 'minGap':
      return applyMinGap(ctx, constraint);
    case 'noOverlap':
      return applyNoOverlap(ctx, constraint);
    case 'order':
      return applyOrder(ctx, constraint);
  }
}

/**
 * A constraint holds when applying it once more would move nothing (every rule leaves a
 * satisfied arrangement as it is) and, for contain, its elements are inside.
 */
function holds(ctx: ConstraintBoxes, constraint: ConstraintValue): boolean {
  const trial: ConstraintBoxes = { index: ctx.index, geometry: { boxes: new Map(ctx.geometry.boxes), anchored: ctx.geometry.anchored } };
  applyOne(trial, constraint);
  if (largestMove(ctx.geometry.boxes, trial.geometry.boxes) > TOLERANCE) return false;
  return constraint.type !== 'contain' || containHolds(ctx, constraint, TOLERANCE);
}

/** The largest change of any box coordinate between two maps (a box that appears counts fully). */
function largestMove(before: ReadonlyMap<string, Box>, after: ReadonlyMap<string, Box>): number {
  let largest = 0;
  for (const [id, box] of after) {
    const old = before.get(id);
    if (old === box) continue;
    if (old === undefined) return Infinity;
    largest = Math.max(largest, Math.abs(box.x - old.x), Math.abs(box.y - old.y), Math.abs(box.width - old.width), Math.abs(box.height - old.height));
  }
  return largest;
}
