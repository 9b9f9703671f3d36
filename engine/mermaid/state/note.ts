import type { Scanner } from '../scanner.js';
import type { Warnings } from '../warnings.js';
import { mentionState, type StateRecords } from './records.js';
import { plainText } from './transition.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** `left of X` / `right of X` after `note`. */
const ANCHORED = /(left|right)[ \t]+of[ \t]+((?:[^:\n\s\-%]|%(?!%))+)/;
/** A floating note: `"text" as N1` after `note`. */
const FLOATING = /"([^"]*)"\s*as\s*[^\n]*/;
/** The line that ends a multi-line note. */
const END_NOTE = /\n[ \t]*end[ \t]+note(?=[ \t]*(?:\n|$|%%))/;

/**
 * After `note `: `left of X : text`, or `right of X` with lines up to `end note`. A floating
 * note (`note "text" as N1`) is not drawn by Mermaid's state diagrams either: it is warned
 * about and skipped.
 */
export function readNote(sc: Scanner, records: StateRecords, scope: string, line: number, warnings: Warnings): void {
  sc.skipInlineSpace();
  const floating = sc.eatMatch(FLOATING);
  if (floating) {
    warnings.add('MERMAID_UNSUPPORTED', line, 'a floating note (note "..." as id) is dropped: Mermaid\'s state diagrams do not draw it either', { data: { construct: 'floatingNote' } });
    return;
  }
  const anchored = sc.eatMatch(ANCHORED);
  if (!anchored) throw sc.failure(`expected "left of" or "right of" and a state after "note", found ${sc.describeHere()}`);
  const target = mentionState(records, anchored[2] ?? '', scope, line);
  sc.skipInlineSpace();
  let raw: string;
  if (sc.eat(':')) {
    const end = sc.lineEnd();
    raw = sc.text.slice(sc.pos, end);
    sc.pos = end;
  } else {
    const close = END_NOTE.exec(sc.text.slice(sc.pos));
    if (close === null) throw sc.failure(`expected ":" and the note's text, or its lines and "end note", after the note on ${target.rawId}`);
    raw = sc.text.slice(sc.pos, sc.pos + close.index);
    sc.pos += close.index + close[0].length;
  }
  const text = plainText(raw.split('\n').map((part) => part.trim()).join('\n'), `the note on ${target.rawId}`, line, warnings);
  records.order.push({ kind: 'note', index: records.notes.length });
  records.notes.push({ target: target.rawId, side: anchored[1] === 'left' ? 'left' : 'right', text, line, scope });
}
