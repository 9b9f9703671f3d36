import { diagnostic, type Diagnostic } from '../model/index.js';
import { overlaps, type Box } from '../geometry/index.js';
import { ownBox } from './placement.js';
import type { EditState } from './state.js';

/**
 * NODE_OVERLAP_DETECTED for each node created by this edit whose layout lands on another
 * placed node (spec, createNode: both are kept). Checked once the edit is done, where the
 * node ended up. Same pair order, message and data as the layout stage's check
 * (layout/canvas/overlaps.ts), so mergeDiagnostics drops the layout's repeat of it.
 */
export function overlapWarnings(state: EditState): Diagnostic[] {
  const placed: Array<{ id: string; box: Box; order: number }> = [];
  state.elements.forEach((element, order) => {
    if (element.kind !== 'node' || element.visible === false) return;
    const box = ownBox(element);
    if (box !== undefined) placed.push({ id: element.id, box, order });
  });
  const out: Diagnostic[] = [];
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      const a = placed[i]!;
      const b = placed[j]!;
      if (!state.created.has(a.id) && !state.created.has(b.id)) continue;
      if (!overlaps(a.box, b.box)) continue;
      out.push(diagnostic('NODE_OVERLAP_DETECTED', `"${a.id}" and "${b.id}" overlap: run autoLayout with elements ["${a.id}", "${b.id}"], or move one of them`, {
        elementId: a.id,
        data: { elements: [a.id, b.id] },
      }));
    }
  }
  return out;
}
