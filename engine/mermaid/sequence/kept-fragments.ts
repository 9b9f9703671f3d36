import { LIMITS } from '../../../schema/index.js';
import { MermaidFailure } from '../errors.js';
import type { Warnings } from '../warnings.js';
import type { SeqChild, SeqDiagram, SeqFragment } from './model.js';

/** A fragment that is drawn: its index in the reader's list and the base of its id (`loop`, `else`, `rect`). */
export interface KeptFragment extends SeqFragment {
  index: number;
  base: string;
}

/**
 * The fragments that enclose at least one message or note (directly or in a nested one),
 * with their empty children left out. The sequence family draws a fragment around its
 * rows; one without rows would land after the last row, so it is dropped with a warning.
 * Refuses blocks nested deeper than DSP frames nest.
 */
export function keptFragments(diagram: SeqDiagram, warnings: Warnings): KeptFragment[] {
  const { fragments } = diagram;
  const holdsRows = new Map<number, boolean>();
  const holds = (index: number): boolean => {
    const known = holdsRows.get(index);
    if (known !== undefined) return known;
    const fragment = fragments[index] as SeqFragment;
    const found = fragment.children.some((child) => 'row' in child || holds(child.fragment));
    holdsRows.set(index, found);
    return found;
  };
  const depth = (index: number, level: number): void => {
    if (level > LIMITS.nestingDepth) {
      const line = (fragments[index] as SeqFragment).line;
      throw new MermaidFailure({ code: 'MERMAID_LIMIT_EXCEEDED', message: `the block at line ${line} is nested more than ${LIMITS.nestingDepth} deep; DSP frames nest at most ${LIMITS.nestingDepth} deep`, line, data: { limit: 'nestingDepth', maximum: LIMITS.nestingDepth } });
    }
    for (const child of (fragments[index] as SeqFragment).children) if ('fragment' in child) depth(child.fragment, level + 1);
  };
  for (const top of diagram.topFragments) depth(top, 1);
  const kept: KeptFragment[] = [];
  fragments.forEach((fragment, index) => {
    const base = fragment.title === undefined ? 'rect' : (fragment.title.split(' ')[0] as string);
    if (!holds(index)) {
      warnings.add('MERMAID_UNSUPPORTED', fragment.line, `${base}: the block holds no message or note; DSP draws no empty fragment`, { data: { construct: base } });
      return;
    }
    const children = fragment.children.filter((child: SeqChild) => 'row' in child || holds(child.fragment));
    kept.push({ ...fragment, children, index, base });
  });
  return kept;
}
