import { decodeLabel } from '../text.js';
import type { Scanner } from '../scanner.js';
import type { Warnings } from '../warnings.js';
import { genericText } from './generics.js';
import { readMember } from './members.js';
import { readClassName, type ClassName } from './names.js';
import { mentionClass, type ClassRecord, type ClassRecords } from './records.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** `["Label"]` after a class name. */
const LABEL = /\[\s*"([^"]*)"\s*\]/;
/** `:::name` after a class. */
const CSS_CLASS = /:::([\p{L}\p{N}_-]+)/u;
/** `<<interface>>`: one word, as Mermaid's grammar takes. */
export const ANNOTATION = /<<\s*([\p{L}\p{N}_-]+)\s*>>/u;
/** A whole body line that is an annotation (`<<interface>>` inside `{ }`). */
const ANNOTATION_LINE = /^<<(.*)>>$/;

/** Plain text of a label or note, with a warning for what decoding lost. */
export function plainText(raw: string, where: string, line: number, warnings: Warnings): string {
  const decoded = decodeLabel(raw, 'raw');
  for (const loss of decoded.losses) warnings.add('MERMAID_APPROXIMATED', line, `${where}: ${loss} cannot be shown; the text keeps the plain text`, { data: { construct: 'text', loss } });
  return decoded.text;
}

/** The class a name mentions; a generic written with it becomes its label (`Square<Shape>`). */
export function classOf(records: ClassRecords, name: ClassName, line: number): ClassRecord {
  const record = mentionClass(records, name.rawId, line);
  if (name.generic !== undefined && record.label === undefined) record.label = `${name.rawId}<${genericText(name.generic)}>`;
  return record;
}

/** A member or annotation line of a class (`A : +int x`, a line of `{ }`). */
export function addMember(record: ClassRecord, written: string, line: number): void {
  const text = written.trim();
  if (text === '') return;
  const annotation = ANNOTATION_LINE.exec(text);
  if (annotation !== null) record.annotations.push((annotation[1] ?? '').trim());
  else record.members.push(readMember(text, line));
}

/** The `{ ... }` body of a class: one member a line, up to the "}" (the scanner is after the "{"). */
function readBody(sc: Scanner, record: ClassRecord, open: number): void {
  const close = sc.text.indexOf('}', sc.pos);
  const nested = sc.text.indexOf('{', sc.pos);
  if (nested >= 0 && (close < 0 || nested < close)) throw sc.failure(`expected "}" to close the class ${record.rawId}, found "{" (a class body holds members only)`, nested);
  if (close < 0) throw sc.failure(`expected "}" to close the class ${record.rawId} opened at line ${sc.lineAt(open)}`, open);
  const firstLine = sc.lineAt();
  sc.text.slice(sc.pos, close).split('\n').forEach((text, index) => {
    // Mermaid keeps a "%%" line of a body as a member; a comment is what its author meant.
    if (!text.trim().startsWith('%%')) addMember(record, text, firstLine + index);
  });
  sc.pos = close + 1;
}

/**
 * After `class `: a name (with a generic), then any of `["Label"]`, `:::css`, `<<annotation>>`
 * and a `{ }` body of members, in that order.
 */
export function readClassDeclaration(sc: Scanner, records: ClassRecords, line: number, warnings: Warnings): ClassRecord {
  sc.skipInlineSpace();
  const name = readClassName(sc);
  if (name === undefined) throw sc.failure(`expected a class name after "class", found ${sc.describeHere()}`);
  const record = classOf(records, name, line);
  sc.skipInlineSpace();
  const label = sc.eatMatch(LABEL);
  if (label) record.label = plainText(label[1] ?? '', `the label of ${record.rawId}`, line, warnings);
  sc.skipInlineSpace();
  const css = sc.eatMatch(CSS_CLASS);
  if (css) record.classes.push({ name: css[1] ?? '', line });
  sc.skipInlineSpace();
  const annotation = sc.eatMatch(ANNOTATION);
  if (annotation) record.annotations.push(annotation[1] ?? '');
  sc.skipInlineSpace();
  const open = sc.pos;
  if (sc.eat('{')) readBody(sc, record, open);
  return record;
}
