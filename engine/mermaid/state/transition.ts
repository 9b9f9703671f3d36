import type { Scanner } from '../scanner.js';
import { decodeLabel } from '../text.js';
import type { Warnings } from '../warnings.js';
import { readStateRef, resolveRef } from './ids.js';
import type { StateRecords } from './records.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** Text after ":" (a description or a transition label): the rest of the line, up to a "%%" comment. */
const TEXT = /[^\n%]*(?:%(?!%)[^\n%]*)*/;

/** Plain text from a description or label, with a warning for what decoding lost. */
export function plainText(raw: string, where: string, line: number, warnings: Warnings): string {
  const decoded = decodeLabel(raw, 'raw');
  for (const loss of decoded.losses) warnings.add('MERMAID_APPROXIMATED', line, `${where}: ${loss} cannot be shown; the label keeps the plain text`, { data: { construct: 'text', loss } });
  return decoded.text;
}

/** The text after ":", when a ":" (not ":::") is next. */
function readColonText(sc: Scanner): string | undefined {
  sc.skipInlineSpace();
  if (sc.peek() !== ':' || sc.at(':::')) return undefined;
  sc.pos++;
  return sc.eatMatch(TEXT)?.[0] ?? '';
}

/**
 * A statement that starts with a state: `id`, `id : description`, `A --> B` or
 * `A --> B : label` (either side may be `[*]` and carry `:::class`).
 */
export function readStateStatement(sc: Scanner, records: StateRecords, scope: string, line: number, warnings: Warnings): void {
  const first = readStateRef(sc);
  if (first === undefined) throw sc.failure(`expected a state, a transition or a statement (state, note, direction, classDef, class, style), found ${sc.describeHere()}`);
  sc.skipInlineSpace();
  if (!sc.eat('-->')) {
    const source = resolveRef(records, first, scope, line, 'source');
    const description = readColonText(sc);
    if (description !== undefined) {
      const text = plainText(description, `state ${source.rawId}`, line, warnings);
      if (text !== '') source.descriptions.push(text);
    }
    return;
  }
  sc.skipInlineSpace();
  const second = readStateRef(sc);
  if (second === undefined) throw sc.failure(`expected the target state after "-->", found ${sc.describeHere()}`);
  const from = resolveRef(records, first, scope, line, 'source');
  const to = resolveRef(records, second, scope, line, 'target');
  const transition: StateRecords['transitions'][number] = { from: from.rawId, to: to.rawId, line };
  const label = readColonText(sc);
  if (label !== undefined) {
    const text = plainText(label, `transition ${from.rawId} → ${to.rawId}`, line, warnings);
    if (text !== '') transition.label = text;
  }
  records.order.push({ kind: 'transition', index: records.transitions.length });
  records.transitions.push(transition);
}
