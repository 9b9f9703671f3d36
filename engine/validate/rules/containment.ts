import { LIMITS } from '../../../schema/index.js';
import { diagnostic, formatPath, type Diagnostic } from '../../model/index.js';
import type { IndexedElement, RuleContext } from '../context.js';

/**
 * Groups and frames: children exist and can be contained; an element belongs to at most
 * one group and one frame; containment has no loops and stays within the nesting limit.
 */
export function checkContainment(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const groupOf = new Map<string, string>();
  const frameOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();

  for (const { element, index } of context.elements) {
    if (element.kind !== 'group' && element.kind !== 'frame') continue;
    const owners = element.kind === 'group' ? groupOf : frameOf;
    const kept: string[] = [];
    element.children.forEach((childId, childIndex) => {
      const path = formatPath(['elements', index, 'children', childIndex]);
      const child = context.byId.get(childId);
      if (!child && context.declaredIds.has(childId)) return;
      if (!child) {
        out.push(diagnostic('CHILD_NOT_FOUND', `${path} names "${childId}", which is not an element of this scene; remove it or create the element`, {
          elementId: element.id, path, data: { missingId: childId },
        }));
        return;
      }
      const childKind = child.element.kind;
      const refused = childId === element.id ? 'itself' : childKind === 'guide' ? 'a guide' : childKind === 'edge' && element.kind === 'frame' && element.containerType !== 'fragment' ? 'an edge' : null;
      if (refused) {
        // Sequence fragments (alt, loop, ...) hold messages, which are edges; other frames hold boxes.
        const why = refused === 'an edge' ? 'edges follow their ends; list the nodes instead (only fragment frames hold messages)' : 'remove it from children';
        out.push(diagnostic('CHILD_KIND_INVALID', `${path}: a ${element.kind} cannot contain ${refused}; ${why}`, {
          elementId: element.id, path, data: { childId, childKind },
        }));
        return;
      }
      const previous = owners.get(childId);
      if (previous !== undefined && previous !== element.id) {
        const code = element.kind === 'group' ? 'ELEMENT_IN_MULTIPLE_GROUPS' : 'ELEMENT_IN_MULTIPLE_FRAMES';
        out.push(diagnostic(code, `"${childId}" is already a child of ${element.kind} "${previous}"; an element belongs to one ${element.kind}, so remove it from "${element.id}" or "${previous}"`, {
          elementId: childId, path, data: { [element.kind + 's']: [previous, element.id] },
        }));
        return;
      }
      owners.set(childId, element.id);
      kept.push(childId);
    });
    childrenOf.set(element.id, kept);
  }

  out.push(...findCycles(context, childrenOf));
  out.push(...checkDepth(context, childrenOf));
  return out;
}

function findCycles(context: RuleContext, childrenOf: Map<string, string[]>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const reported = new Set<string>();

  const visit = (id: string): void => {
    state.set(id, 'visiting');
    stack.push(id);
    for (const child of childrenOf.get(id) ?? []) {
      if (!childrenOf.has(child)) continue;
      const seen = state.get(child);
      if (seen === 'visiting') {
        const loop = stack.slice(stack.indexOf(child));
        const key = [...loop].sort().join('|');
        if (!reported.has(key)) {
          reported.add(key);
          const first = context.byId.get(loop[0]!) as IndexedElement;
          out.push(diagnostic('CONTAINMENT_CYCLE', `${loop.join(' contains ')} contains ${child}: containers cannot contain each other; remove one of these children`, {
            elementId: loop[0], path: formatPath(['elements', first.index, 'children']), data: { cycle: loop },
          }));
        }
      } else if (seen === undefined) {
        visit(child);
      }
    }
    stack.pop();
    state.set(id, 'done');
  };

  for (const id of childrenOf.keys()) if (!state.has(id)) visit(id);
  return out;
}

function checkDepth(context: RuleContext, childrenOf: Map<string, string[]>): Diagnostic[] {
  const parents = new Map<string, string>();
  for (const [parent, children] of childrenOf) for (const child of children) if (childrenOf.has(child)) parents.set(child, parent);
  const out: Diagnostic[] = [];
  for (const id of childrenOf.keys()) {
    let depth = 1;
    const seen = new Set([id]);
    for (let current = parents.get(id); current !== undefined && !seen.has(current); current = parents.get(current)) {
      seen.add(current);
      depth++;
    }
    if (depth > LIMITS.nestingDepth) {
      const entry = context.byId.get(id) as IndexedElement;
      out.push(diagnostic('NESTING_TOO_DEEP', `"${id}" is nested ${depth} containers deep; keep nesting to ${LIMITS.nestingDepth} levels`, {
        elementId: id, path: formatPath(['elements', entry.index]), data: { depth, limit: LIMITS.nestingDepth },
      }));
    }
  }
  return out;
}
