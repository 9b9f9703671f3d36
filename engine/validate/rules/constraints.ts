import type { ConstraintValue } from '../../../schema/index.js';
import { diagnostic, formatPath, type Diagnostic, type PathSegment } from '../../model/index.js';
import type { RuleContext } from '../context.js';

/** Every id a constraint names, with the field it sits in. */
export function constraintMembers(constraint: ConstraintValue): Array<{ id: string; field: PathSegment[] }> {
  const members: Array<{ id: string; field: PathSegment[] }> = [];
  if (constraint.type === 'order') {
    members.push({ id: constraint.source, field: ['source'] }, { id: constraint.target, field: ['target'] });
  } else {
    constraint.elements.forEach((id, i) => members.push({ id, field: ['elements', i] }));
    if (constraint.type === 'centerIn' || constraint.type === 'contain') members.push({ id: constraint.container, field: ['container'] });
  }
  return members;
}

/** Constraint members exist and have a box; order and container constraints do not name themselves. */
export function checkConstraints(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { constraint, index } of context.constraints) {
    for (const { id, field } of constraintMembers(constraint)) {
      const path = formatPath(['constraints', index, ...field]);
      const target = context.byId.get(id);
      if (!target && context.declaredIds.has(id)) continue;
      if (!target) {
        out.push(diagnostic('CONSTRAINT_MEMBER_NOT_FOUND', `${path} names "${id}", which is not an element of this scene; fix the id or remove it from constraint "${constraint.id}"`, {
          path, data: { constraintId: constraint.id, missingId: id },
        }));
      } else if (target.element.kind === 'edge' || target.element.kind === 'guide') {
        out.push(diagnostic('CONSTRAINT_MEMBER_KIND_INVALID', `${path} names the ${target.element.kind} "${id}", which has no box; constrain nodes, frames, groups, text or images`, {
          path, data: { constraintId: constraint.id, memberId: id, kind: target.element.kind },
        }));
      }
    }
    if (constraint.type === 'order' && constraint.source === constraint.target) {
      const path = formatPath(['constraints', index, 'target']);
      out.push(diagnostic('CONSTRAINT_SELF_REFERENCE', `${path}: order constraint "${constraint.id}" has the same source and target; name two different nodes`, {
        path, data: { constraintId: constraint.id },
      }));
    }
    if ((constraint.type === 'centerIn' || constraint.type === 'contain') && constraint.elements.includes(constraint.container)) {
      const path = formatPath(['constraints', index, 'elements']);
      out.push(diagnostic('CONSTRAINT_SELF_REFERENCE', `${path}: constraint "${constraint.id}" lists its container "${constraint.container}" as a member; remove it from elements`, {
        path, data: { constraintId: constraint.id },
      }));
    }
  }
  return out;
}
