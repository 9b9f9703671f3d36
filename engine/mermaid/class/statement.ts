import type { Scanner } from '../scanner.js';
import type { Warnings } from '../warnings.js';
import { addMember, classOf, plainText } from './declaration.js';
import { readClassName } from './names.js';
import type { ClassRecords, RelationRecord } from './records.js';
import { RELATION, relationEnd } from './relation.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** Text after ":" as Mermaid's lexer reads it: up to a ":", ";" or the line end. */
const LABEL_TEXT = /[^:\n;]+/;
/** A multiplicity in quotes. */
const QUOTED = /"([^"\n]*)"/;

/** The text after ":" (not ":::"), or undefined when no ":" is next. */
function readLabel(sc: Scanner, what: string): string | undefined {
  sc.skipInlineSpace();
  if (sc.peek() !== ':' || sc.at(':::')) return undefined;
  sc.pos++;
  const text = sc.eatMatch(LABEL_TEXT)?.[0];
  if (text === undefined) throw sc.failure(`expected ${what} after ":"`);
  return text;
}

function readQuoted(sc: Scanner): string | undefined {
  sc.skipInlineSpace();
  const found = sc.eatMatch(QUOTED);
  return found ? (found[1] ?? '') : undefined;
}

/**
 * A statement that starts with a class name: `A` (a class), `A : member`, or a relation
 * `A ["1"] <|-- ["*"] B [: label]`.
 */
export function readClassStatement(sc: Scanner, records: ClassRecords, line: number, warnings: Warnings): void {
  const first = readClassName(sc);
  if (first === undefined) throw sc.failure(`expected a class, a relation or a statement (class, namespace, note, direction, classDef, cssClass, style), found ${sc.describeHere()}`);
  const member = readLabel(sc, 'a member');
  if (member !== undefined) {
    addMember(classOf(records, first, line), member, line);
    return;
  }
  const fromCardinality = readQuoted(sc);
  sc.skipInlineSpace();
  const relation = sc.eatMatch(RELATION);
  if (!relation) {
    if (fromCardinality !== undefined) throw sc.failure(`expected a relation (such as <|--, *--, o--, -->, ..>, --) after "${fromCardinality}", found ${sc.describeHere()}`);
    classOf(records, first, line);
    return;
  }
  const toCardinality = readQuoted(sc);
  sc.skipInlineSpace();
  const second = readClassName(sc);
  if (second === undefined) throw sc.failure(`expected the class at the other end of "${relation[0]}", found ${sc.describeHere()}`);
  const from = classOf(records, first, line);
  const to = classOf(records, second, line);
  const record: RelationRecord = { from: from.rawId, to: to.rawId, start: relationEnd(relation[1]), end: relationEnd(relation[3]), dashed: relation[2] === '..', line };
  if (fromCardinality !== undefined) record.fromCardinality = fromCardinality;
  if (toCardinality !== undefined) record.toCardinality = toCardinality;
  const label = readLabel(sc, 'the relation\'s label');
  if (label !== undefined) {
    const text = plainText(label, `the relation ${from.rawId} ${relation[0]} ${to.rawId}`, line, warnings);
    if (text !== '') record.label = text;
  }
  records.order.push({ kind: 'relation', index: records.relations.length });
  records.relations.push(record);
}
