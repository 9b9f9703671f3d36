import type { Direction, IrDiagram } from '../model.js';
import type { Scanner } from '../scanner.js';
import { readAccessibility, readClassDef, readStyleStatement } from '../statements.js';
import { atStatementEnd, skipTrivia } from '../trivia.js';
import type { Warnings } from '../warnings.js';
import { buildClassDiagram } from './build.js';
import { ANNOTATION, classOf, plainText, readClassDeclaration } from './declaration.js';
import { isClassId, readClassName } from './names.js';
import { mentionClass, mentionNamespace, newClassRecords, type ClassRecords } from './records.js';
import { readClassStatement } from './statement.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** The keywords that start a statement other than a class, a member or a relation. */
const KEYWORD = /(namespace|classDef|class|cssClass|note[ \t]+for|note|style|direction|accTitle|accDescr|click|link|callback)(?![\p{L}\p{N}_-])/u;
const DIRECTION = /(TB|TD|BT|RL|LR)\b/;
/** A namespace name: names joined by "." (or any text in backticks). */
const NAMESPACE_NAME = /`[^`\n]+`|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*/u;
const NAMESPACE_LABEL = /\[\s*"([^"]*)"\s*\]/;
const QUOTED = /"([^"]*)"/;
/** `cssClass "A,B" name` after the keyword. */
const CSS_CLASS_STATEMENT = /"([^"\n]*)"[ \t]+([\p{L}\p{N}_-]+)/u;

/** A namespace being read: its full name and the line that opened it. */
interface Open {
  name: string;
  line: number;
}

/** Per-parse reading state: the scanner, the records and the namespaces still open. */
interface Reader {
  sc: Scanner;
  records: ClassRecords;
  warnings: Warnings;
  open: Open[];
}

const innermost = (reader: Reader): Open | undefined => reader.open[reader.open.length - 1];

/** `namespace Name ["Label"] {`: Mermaid wants the "{" on the same line. */
function readNamespace(reader: Reader, line: number): void {
  const { sc, records } = reader;
  sc.skipInlineSpace();
  const name = sc.eatMatch(NAMESPACE_NAME)?.[0];
  if (name === undefined) throw sc.failure(`expected a namespace name after "namespace", found ${sc.describeHere()}`);
  sc.skipInlineSpace();
  const label = sc.eatMatch(NAMESPACE_LABEL);
  sc.skipInlineSpace();
  if (!sc.eat('{')) throw sc.failure(`expected "{" after "namespace ${name}" on the same line, found ${sc.describeHere()}`);
  const title = label ? plainText(label[1] ?? '', `the label of the namespace ${name}`, line, reader.warnings) : undefined;
  const written = name.startsWith('`') ? name.slice(1, -1) : name;
  const record = mentionNamespace(records, written, innermost(reader)?.name, title, line);
  reader.open.push({ name: record.name, line });
}

/** `note "text"` or `note for Class "text"`. */
function readNote(reader: Reader, keyword: string, line: number): void {
  const { sc, records, warnings } = reader;
  sc.skipInlineSpace();
  let target: string | undefined;
  if (keyword !== 'note') {
    const name = readClassName(sc);
    if (name === undefined) throw sc.failure(`expected a class after "note for", found ${sc.describeHere()}`);
    target = mentionClass(records, name.rawId, line).rawId;
    sc.skipInlineSpace();
  }
  const text = sc.eatMatch(QUOTED);
  if (!text) throw sc.failure(`expected the note's text in double quotes, found ${sc.describeHere()}`);
  const where = target === undefined ? 'the note' : `the note for ${target}`;
  const note: ClassRecords['notes'][number] = { text: plainText((text[1] ?? '').replace(/\\n/g, '\n'), where, line, warnings), line };
  if (target !== undefined) note.target = target;
  const namespace = innermost(reader)?.name;
  if (namespace !== undefined) note.namespace = namespace;
  records.order.push({ kind: 'note', index: records.notes.length });
  records.notes.push(note);
}

/** `direction LR`: the diagram's direction. */
function readDirection(reader: Reader): void {
  const { sc } = reader;
  sc.skipInlineSpace();
  const found = sc.eatMatch(DIRECTION)?.[1];
  if (!found) throw sc.failure('expected TB, BT, RL or LR after "direction"');
  reader.records.direction = found === 'TD' ? 'TB' : (found as Direction);
}

/** `click`, `link`, `callback`: interactions a DSP drawing does not keep. */
function dropInteraction(reader: Reader, keyword: string, line: number): void {
  const { sc } = reader;
  const end = sc.lineEnd();
  const target = sc.text.slice(sc.pos, end).trim().split(/\s+/)[0] ?? '';
  sc.pos = end;
  reader.warnings.add('MERMAID_UNSUPPORTED', line, `${keyword} ${target}: links and callbacks are not kept in a DSP drawing; the statement is dropped`, { data: { construct: keyword } });
}

/** The statements that start with a keyword; false when the word is not one here. */
function readKeywordStatement(reader: Reader, keyword: string, line: number): boolean {
  const { sc, records } = reader;
  const rest = sc.text.slice(sc.pos + keyword.length, sc.pos + keyword.length + 20);
  if (keyword === 'accTitle' || keyword === 'accDescr') {
    if (!/^\s*[:{]/.test(rest)) return false;
    sc.pos += keyword.length;
    readAccessibility(sc, records.shared, keyword, line);
    return true;
  }
  // A class may be named like a keyword when a relation or member follows (`link --> A`).
  if (!/^[ \t]/.test(rest) || /^[ \t]*(?::|<\||\*--|o--|<--|<\.\.|--|\.\.|\(\))/.test(rest)) return false;
  sc.pos += keyword.length;
  if (keyword === 'class' || keyword === 'namespace' || keyword.startsWith('note')) readMemberStatement(reader, keyword, line);
  else if (innermost(reader) !== undefined) throw sc.failure(`expected class, note, namespace or "}" inside the namespace ${innermost(reader)?.name}, found "${keyword}"`, sc.pos - keyword.length);
  else readDiagramStatement(reader, keyword, line);
  return true;
}

/** The statements a namespace may hold too: class, namespace, note. */
function readMemberStatement(reader: Reader, keyword: string, line: number): void {
  if (keyword === 'namespace') return readNamespace(reader, line);
  if (keyword !== 'class') return readNote(reader, keyword === 'note' ? 'note' : 'note for', line);
  const record = readClassDeclaration(reader.sc, reader.records, line, reader.warnings);
  const namespace = innermost(reader)?.name;
  if (namespace !== undefined) record.namespace = namespace;
}

/** The statements only the diagram itself holds: direction, classDef, style, cssClass, click, link, callback. */
function readDiagramStatement(reader: Reader, keyword: string, line: number): void {
  const { sc, records, warnings } = reader;
  switch (keyword) {
    case 'direction': return readDirection(reader);
    case 'classDef': return readClassDef(sc, records.shared, warnings, line);
    case 'style': return readStyleStatement(sc, records.shared, warnings, line, isClassId, (id) => mentionClass(records, id, line));
    case 'cssClass': {
      sc.skipInlineSpace();
      const found = sc.eatMatch(CSS_CLASS_STATEMENT);
      if (!found) throw sc.failure('expected "class ids" in double quotes and a class name after "cssClass"');
      const ids = (found[1] ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '');
      records.shared.classStatements.push({ ids, names: [found[2] ?? ''], line });
      return;
    }
    default: return dropInteraction(reader, keyword, line);
  }
}

/** `<<interface>> Shape`: an annotation on its own line. */
function readAnnotationStatement(reader: Reader, line: number): void {
  const { sc, records } = reader;
  const annotation = sc.eatMatch(ANNOTATION);
  if (!annotation) throw sc.failure('expected one word between "<<" and ">>", as in <<interface>>');
  sc.skipInlineSpace();
  const name = readClassName(sc);
  if (name === undefined) throw sc.failure(`expected the class the annotation <<${annotation[1]}>> is for, found ${sc.describeHere()}`);
  classOf(records, name, line).annotations.push(annotation[1] ?? '');
}

/** One statement at the reader's position (not a "}"). */
function readStatement(reader: Reader, line: number): void {
  const { sc } = reader;
  const keyword = sc.match(KEYWORD)?.[1];
  if (keyword !== undefined && readKeywordStatement(reader, keyword, line)) return;
  const inner = innermost(reader);
  if (inner !== undefined) throw sc.failure(`expected class, note, namespace or "}" inside the namespace ${inner.name}, found ${sc.describeHere()}`);
  if (sc.at('<<')) readAnnotationStatement(reader, line);
  else readClassStatement(sc, reader.records, line, reader.warnings);
}

/**
 * Reads a classDiagram / classDiagram-v2 body (the scanner is after the keyword): classes
 * with labels, generics, annotations and members (in `{ }` or `A : member`), relations
 * with their ends, multiplicities and labels, namespaces (dotted and nested), notes,
 * direction, classDef/cssClass/style/`:::`, accTitle/accDescr; click, link and callback
 * are warned about and dropped. Refuses what Mermaid refuses with the position.
 */
export function parseClass(sc: Scanner, warnings: Warnings): IrDiagram {
  const reader: Reader = { sc, records: newClassRecords(), warnings, open: [] };
  for (;;) {
    skipTrivia(sc, warnings, { newlines: true, semicolons: true });
    if (sc.eof) break;
    const line = sc.lineAt();
    if (sc.peek() === '}') {
      if (reader.open.length === 0) throw sc.failure('found "}" with no namespace or class open');
      sc.pos++;
      reader.open.pop();
    } else {
      readStatement(reader, line);
    }
    skipTrivia(sc, warnings, { newlines: false, semicolons: true });
    if (!atStatementEnd(sc, false) && !(sc.peek() === '}' && reader.open.length > 0)) throw sc.failure(`expected the end of the line, found ${sc.describeHere()}`);
  }
  const unclosed = innermost(reader);
  if (unclosed !== undefined) throw sc.failure(`expected "}" to close the namespace ${unclosed.name} opened at line ${unclosed.line}`);
  return buildClassDiagram(reader.records, warnings);
}
