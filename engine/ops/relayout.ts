import type { ElementValue } from '../../schema/index.js';
import { unplace } from './placement.js';
import type { EditState } from './state.js';

/** Frames that keep their own layout when the whole diagram is laid out again. */
const KEEPS_LAYOUT = new Set(['pool', 'lane', 'fragment']);
/** Families whose frames all keep their layout (org charts and networks are drawn by hand). */
const FRAMES_STAY = new Set(['orgchart', 'network']);

/** Sequence nodes are laid out from their messages on every save; no edit places them. */
export function isSequenceNode(state: EditState, element: ElementValue): boolean {
  return element.kind === 'node' && (state.isSequence() || element.nodeType.startsWith('sequence.'));
}

/**
 * Lays the whole diagram out again at the next layout (autoLayout without elements, and a
 * changed layoutStrategy or diagramFamily): every node except relative ones and sequence
 * nodes is unplaced; frames other than pool, lane and fragment drop their own absolute
 * layout so they are fitted around their members, except in org charts and networks.
 */
export function relayoutAll(state: EditState): void {
  if (state.isSequence()) return;
  const framesStay = FRAMES_STAY.has(state.scene.diagramFamily ?? '');
  for (const element of state.elements) {
    if (element.kind === 'node' && !isSequenceNode(state, element)) unplace(state, element);
    if (element.kind === 'frame' && !framesStay && !KEEPS_LAYOUT.has(element.containerType) && element.layout?.mode === 'absolute') {
      delete element.layout;
      state.touch(element.id);
    }
  }
}
