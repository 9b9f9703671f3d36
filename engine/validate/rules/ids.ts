import { diagnostic, formatPath, isPlainObject, type Diagnostic } from '../../model/index.js';
import type { RuleContext } from '../context.js';

/** DUPLICATE_ID: every element id, and every constraint id, is used once. */
export function checkDuplicateIds(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const rawElements = Array.isArray(context.raw.elements) ? context.raw.elements : [];
  rawElements.forEach((element: unknown, index) => {
    const id = isPlainObject(element) ? element.id : undefined;
    if (typeof id !== 'string') return;
    const first = context.declaredIds.get(id);
    if (first === undefined || first === index) return;
    out.push(diagnostic('DUPLICATE_ID', `id "${id}" is already used by $.elements[${first}]; give each element its own id`, {
      elementId: id,
      path: formatPath(['elements', index, 'id']),
      data: { firstIndex: first, index },
    }));
  });
  const firstConstraint = new Map<string, number>();
  for (const { constraint, index } of context.constraints) {
    const first = firstConstraint.get(constraint.id);
    if (first === undefined) {
      firstConstraint.set(constraint.id, index);
      continue;
    }
    out.push(diagnostic('DUPLICATE_ID', `constraint id "${constraint.id}" is already used by $.constraints[${first}]; give each constraint its own id`, {
      path: formatPath(['constraints', index, 'id']),
      data: { firstIndex: first, index },
    }));
  }
  return out;
}
