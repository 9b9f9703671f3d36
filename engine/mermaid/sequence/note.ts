import type { Scanner } from '../scanner.js';
import type { Warnings } from '../warnings.js';
import type { SeqNote } from './model.js';
import { label } from './participants.js';
import type { Statement } from './statement.js';

/** `left of A`, `right of A`, `over A` or `over A, B`, then ":" and the text. */
const NOTE = /^(left\s+of|right\s+of|over)\s+([^:]+?)\s*:(.*)$/i;

/**
 * Reads what follows `note`. A note over one or two participants is drawn over them; a
 * note left or right of one is drawn over it (the sequence family centres a note on its
 * lifeline), which is warned.
 */
export function readNote(sc: Scanner, rest: Statement, warnings: Warnings): SeqNote {
  const found = NOTE.exec(rest.text);
  if (found === null) throw sc.failure('expected "left of", "right of" or "over", the participant(s), ":" and the note text', rest.at);
  const placement = (found[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const names = (found[2] ?? '').split(',').map((name) => name.trim());
  if (names.length > 2 || names.some((name) => name === '') || (placement !== 'over' && names.length > 1)) {
    throw sc.failure(`expected ${placement === 'over' ? 'one or two participants' : 'one participant'} after "${placement}", found "${found[2] ?? ''}"`, rest.at);
  }
  const anchors = [...new Set(names)];
  const text = label(found[3] ?? '', `note ${placement} ${anchors.join(',')}`, rest.line, warnings);
  if (placement !== 'over') {
    warnings.add('MERMAID_APPROXIMATED', rest.line, `note ${placement} ${anchors[0] ?? ''}: drawn over ${anchors[0] ?? ''} (DSP centres a note on its lifeline)`, { data: { construct: 'notePlacement', placement } });
  }
  return { kind: 'note', line: rest.line, anchors, label: text };
}
