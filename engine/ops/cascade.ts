import { PLACE_DIRECTIONS, type ConstraintValue } from '../../schema/index.js';
import { diagnostic } from '../model/index.js';
import { isContainer, parentOf, type Container } from './containers.js';
import { absoluteAt, isLaid } from './placement.js';
import type { EditState } from './state.js';

/**
 * Removes an element with everything that cannot stay without it (spec, deleteElement):
 * edges ending at it; its id from every group's and frame's children; constraints that
 * need it (CONSTRAINT_REMOVED) or merely list it; relative placements against it become
 * absolute at their last drawn box (RELATIVE_LAYOUT_FIXED); sequence notes stop anchoring
 * to it. A removed container hands its members to its own parent container of the same
 * kind, so deleting a frame inside a pool leaves its nodes in the pool. Shared by
 * deleteElement and ungroupElements.
 */
export function removeWithCascade(state: EditState, id: string): void {
  const element = state.get(id);
  if (element === undefined) return;
  const endingHere = state.elements.filter((edge) => edge.kind === 'edge' && edge.id !== id && (edge.from.elementId === id || edge.to.elementId === id));
  for (const edge of endingHere) removeWithCascade(state, edge.id);
  if (isContainer(element)) handOverMembers(state, element);
  dropFromContainers(state, id);
  dropFromConstraints(state, id);
  fixRelativePlacements(state, id);
  dropNoteAnchors(state, id);
  state.remove(id);
}

function handOverMembers(state: EditState, container: Container): void {
  const parent = parentOf(state, container.id, container.kind);
  if (parent === undefined) return;
  const children: string[] = [];
  for (const child of parent.children) {
    if (child !== container.id) children.push(child);
    else for (const member of container.children) if (member !== parent.id && !parent.children.includes(member) && !children.includes(member)) children.push(member);
  }
  parent.children = children;
  state.touch(parent.id);
}

function dropFromContainers(state: EditState, id: string): void {
  for (const element of state.elements) {
    if (!isContainer(element) || !element.children.includes(id)) continue;
    element.children = element.children.filter((child) => child !== id);
    state.touch(element.id);
  }
}

/** Fewest elements each constraint type needs (schema/constraint.ts). */
function minimumElements(constraint: ConstraintValue): number {
  return constraint.type === 'centerIn' || constraint.type === 'contain' ? 1 : 2;
}

/** Why a constraint cannot outlive the element, or null when it can (perhaps without it). */
function removalReason(constraint: ConstraintValue, id: string): string | null {
  if (constraint.type === 'order') {
    if (constraint.source === id) return 'as its source';
    if (constraint.target === id) return 'as its target';
    return null;
  }
  if ((constraint.type === 'centerIn' || constraint.type === 'contain') && constraint.container === id) return 'as its container';
  if (!constraint.elements.includes(id)) return null;
  const left = constraint.elements.filter((member) => member !== id).length;
  const needed = minimumElements(constraint);
  return left < needed ? `and would be left with ${left} element${left === 1 ? '' : 's'} (it needs ${needed})` : null;
}

function dropFromConstraints(state: EditState, id: string): void {
  const constraints = state.scene.constraints;
  if (constraints === undefined || constraints.length === 0) return;
  state.scene.constraints = constraints.filter((constraint) => {
    const reason = removalReason(constraint, id);
    if (reason !== null) {
      state.touchConstraint(constraint.id);
      state.warn(diagnostic('CONSTRAINT_REMOVED', `constraint "${constraint.id}" (${constraint.type}) named the deleted element "${id}" ${reason}, so it was removed; add a new constraint if you still need one`, {
        elementId: id,
        data: { constraintId: constraint.id, type: constraint.type },
      }));
      return false;
    }
    if (constraint.type !== 'order' && constraint.elements.includes(id)) {
      constraint.elements = constraint.elements.filter((member) => member !== id);
      state.touchConstraint(constraint.id);
    }
    return true;
  });
}

function fixRelativePlacements(state: EditState, id: string): void {
  for (const element of state.elements) {
    if (!isLaid(element) || element.id === id || element.layout?.mode !== 'relative') continue;
    const relative = element.layout;
    const direction = PLACE_DIRECTIONS.find((d) => relative.place[d] === id);
    if (direction === undefined) continue;
    const drawn = state.drawnBox(element.id);
    const strategy = state.strategy();
    const size = relative.preferredSize ?? { width: strategy.nodeWidth, height: strategy.nodeHeight };
    element.layout = absoluteAt(drawn ?? { x: 0, y: 0, ...size }, relative);
    state.touch(element.id);
    const where = drawn === undefined
      ? 'it had not been drawn yet, so the layout stage places it'
      : `it now has an absolute layout at its last drawn box (x ${element.layout.x}, y ${element.layout.y})`;
    state.warn(diagnostic('RELATIVE_LAYOUT_FIXED', `"${element.id}" was placed ${direction} "${id}", which was deleted; ${where}; give it a new place with updateNode if needed`, {
      elementId: element.id,
      data: { deletedId: id, direction, ...(drawn === undefined ? {} : { box: { x: element.layout.x, y: element.layout.y, width: element.layout.width, height: element.layout.height } }) },
    }));
  }
}

function dropNoteAnchors(state: EditState, id: string): void {
  for (const element of state.elements) {
    if (element.kind !== 'node' || element.extensions?.anchor === undefined) continue;
    const extensions = element.extensions;
    const anchor = extensions.anchor;
    if (anchor === id) delete extensions.anchor;
    else if (Array.isArray(anchor) && anchor.includes(id)) {
      const left = anchor.filter((anchorId) => anchorId !== id);
      if (left.length >= 2) extensions.anchor = left;
      else if (left.length === 1) extensions.anchor = left[0];
      else delete extensions.anchor;
    } else continue;
    state.touch(element.id);
  }
}
