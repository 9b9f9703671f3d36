import { PLACE_DIRECTIONS, SHORTHAND_KEYS, type ElementValue } from '../../../schema/index.js';
import { diagnostic, formatPath, type Diagnostic } from '../../model/index.js';
import type { RuleContext } from '../context.js';

type Laid = Extract<ElementValue, { kind: 'node' | 'frame' | 'text' | 'image' }>;

function isLaid(element: ElementValue): element is Laid {
  return element.kind === 'node' || element.kind === 'frame' || element.kind === 'text' || element.kind === 'image';
}

function placeTarget(element: Laid): { direction: string; target: string } | null {
  const place = element.layout?.mode === 'relative' ? element.layout.place : undefined;
  if (!place) return null;
  for (const direction of PLACE_DIRECTIONS) {
    const target = place[direction];
    if (target !== undefined) return { direction, target };
  }
  return null;
}

/** The path of an element's field (a module function: a closure per element was garbage). */
function at(index: number, ...rest: string[]): string {
  return formatPath(['elements', index, ...rest]);
}

/**
 * Layout rules: layout and shorthand are not mixed; text and image have a layout; a
 * relative place names exactly one existing, boxed element; relative layouts do not loop.
 */
export function checkLayouts(context: RuleContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  const dependsOn = new Map<string, string>();

  for (const { element, index } of context.elements) {
    if (!isLaid(element)) continue;
    const shorthand = SHORTHAND_KEYS.filter((key) => element[key] !== undefined);
    if (element.layout && shorthand.length > 0) {
      out.push(diagnostic('LAYOUT_SHORTHAND_CONFLICT', `${at(index)} has both layout and ${shorthand.join('/')}; put the position in layout or use the shorthand alone`, {
        elementId: element.id, path: at(index), data: { shorthand },
      }));
    }
    if ((element.kind === 'text' || element.kind === 'image') && !element.layout && shorthand.length === 0) {
      out.push(diagnostic('LAYOUT_REQUIRED', `${at(index)} is a ${element.kind} element without a layout; add layout {mode: "absolute", x, y, width, height} or a relative place`, {
        elementId: element.id, path: at(index),
      }));
    }
    if (element.layout?.mode !== 'relative') continue;
    const place = element.layout.place;
    const named = PLACE_DIRECTIONS.filter((direction) => place[direction] !== undefined);
    if (named.length !== 1) {
      out.push(diagnostic('PLACE_TARGET_COUNT', `${at(index, 'layout', 'place')} names ${named.length === 0 ? 'no direction' : named.join(' and ')}; give exactly one of above, below, leftOf, rightOf, inside`, {
        elementId: element.id, path: at(index, 'layout', 'place'), data: { directions: named },
      }));
      if (named.length === 0) continue;
    }
    for (const direction of named) {
      const targetId = place[direction]!;
      const path = at(index, 'layout', 'place', direction);
      const target = context.byId.get(targetId);
      if (!target && context.declaredIds.has(targetId)) continue;
      if (!target) {
        out.push(diagnostic('PLACE_TARGET_NOT_FOUND', `${path} names "${targetId}", which is not an element of this scene; fix the id or use an absolute layout`, {
          elementId: element.id, path, data: { missingId: targetId },
        }));
      } else if (targetId === element.id || target.element.kind === 'edge' || target.element.kind === 'guide') {
        const what = targetId === element.id ? 'itself' : `the ${target.element.kind} "${targetId}"`;
        out.push(diagnostic('PLACE_TARGET_KIND_INVALID', `${path} places the element against ${what}; place it against a node, frame, group, text or image`, {
          elementId: element.id, path, data: { targetId },
        }));
      }
    }
    const first = placeTarget(element);
    if (first && first.target !== element.id) dependsOn.set(element.id, first.target);
  }

  out.push(...findPlacementCycles(context, dependsOn));
  return out;
}

function findPlacementCycles(context: RuleContext, dependsOn: Map<string, string>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const done = new Set<string>();
  for (const start of dependsOn.keys()) {
    if (done.has(start)) continue;
    const chain: string[] = [];
    const onChain = new Set<string>();
    let current: string | undefined = start;
    while (current !== undefined && !done.has(current) && !onChain.has(current)) {
      chain.push(current);
      onChain.add(current);
      current = dependsOn.get(current);
    }
    if (current !== undefined && onChain.has(current)) {
      const loop = chain.slice(chain.indexOf(current));
      const entry = context.byId.get(loop[0]!)!;
      out.push(diagnostic('RELATIVE_LAYOUT_CYCLE', `${loop.join(' is placed against ')} is placed against ${current}: relative layouts cannot depend on each other in a loop; give one of them an absolute layout`, {
        elementId: loop[0], path: formatPath(['elements', entry.index, 'layout', 'place']), data: { cycle: loop },
      }));
    }
    for (const id of chain) done.add(id);
  }
  return out;
}
