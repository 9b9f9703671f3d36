import type { ColumnValue } from '../../../schema/index.js';
import type { ClassUse, Direction, IrClassDef, IrDiagram, IrEdge, IrItem, IrNode } from '../model.js';
import type { Scanner } from '../scanner.js';
import { decodeLabel } from '../text.js';
import { atStatementEnd, skipTrivia } from '../trivia.js';
import type { Warnings } from '../warnings.js';
import { newStatementRecords, readAccessibility, readClassDef, readClassStatement, readStyleStatement, type StatementRecords } from '../statements.js';
import { readAttributes } from './attributes.js';
import { readRelationship } from './relationship.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** Class names after `:::`, separated by commas. */
const CLASS_NAMES = /[\p{L}\p{N}_-]+(?:,[\p{L}\p{N}_-]+)*/u;
/** A direction after the `direction` keyword. */
const DIRECTION = /(TB|BT|RL|LR|TD)\b/;
/** A relationship's label: the rest of the line, up to a "%%" comment. */
const ROLE = /[^\n%]*(?:%(?!%)[^\n%]*)*/;
/** The keywords that start a statement other than an entity or a relationship. */
const KEYWORD = /(direction|style|classDef|class|accTitle|accDescr)(?=[\s:{])/;

/** An entity as the ER reader collects it. */
interface EntityRecord {
  rawId: string;
  line: number;
  alias?: string;
  columns: ColumnValue[];
  classes: ClassUse[];
}

/** Entity names: words of letters, digits, _ - * . and any non-ASCII character, or "quoted". */
const BARE_NAME = /(?:[^\x00-\x7F\s]|[\w\-*.])+/;
const QUOTED_NAME = /"[^"\n]*"/;
/** Ids a style statement can name: bare entity names. */
const isBareName = (id: string): boolean => new RegExp(`^${BARE_NAME.source}$`).test(id);

function readName(sc: Scanner, expected: string, allowBlank = false): string {
  // Skipped, then sliced (no match array): every entity and relationship starts with a name.
  const from = sc.pos;
  let name: string | undefined;
  if (sc.skipMatch(QUOTED_NAME)) name = sc.text.slice(from + 1, sc.pos - 1);
  else if (sc.skipMatch(BARE_NAME)) name = sc.text.slice(from, sc.pos);
  if (name === undefined || (name.trim() === '' && !allowBlank)) throw sc.failure(`expected ${expected}, found ${sc.describeHere()}`);
  return name.trim();
}

function readClasses(sc: Scanner, entity: string): string[] {
  if (!sc.eat(':::')) return [];
  const names = sc.eatMatch(CLASS_NAMES);
  if (!names) throw sc.failure(`expected a class name after ":::" on ${entity}`);
  return names[0].split(',');
}

/** `direction LR` */
function readDirection(sc: Scanner): Direction {
  sc.skipInlineSpace();
  const found = sc.eatMatch(DIRECTION)?.[1];
  if (!found) throw sc.failure('expected TB, BT, RL or LR after "direction"');
  return found === 'TD' ? 'TB' : (found as Direction);
}

/** A relationship label after ":": "quoted" or the rest of the line. */
function readRole(sc: Scanner): string {
  sc.skipInlineSpace();
  if (sc.peek() === '"') {
    const close = sc.text.indexOf('"', sc.pos + 1);
    if (close < 0 || close > sc.lineEnd()) throw sc.failure('expected \'"\' to close the relationship label');
    const role = sc.text.slice(sc.pos + 1, close);
    sc.pos = close + 1;
    return role;
  }
  const role = sc.eatMatch(ROLE)?.[0] ?? '';
  return role.trim();
}

/**
 * Reads an erDiagram body (the scanner is after the `erDiagram` keyword): entities with
 * attribute blocks and aliases, relationships with cardinalities and labels, direction,
 * accessibility lines and classDef/class/style.
 */
export function parseEr(sc: Scanner, warnings: Warnings): IrDiagram {
  const shared = newStatementRecords();
  let direction: Direction = 'TB';
  const entities = new Map<string, EntityRecord>();
  const items: Array<{ kind: 'entity'; rawId: string } | { kind: 'edge'; index: number }> = [];
  const edges: IrEdge[] = [];
  const entity = (rawId: string, line: number): EntityRecord => {
    let record = entities.get(rawId);
    if (!record) {
      record = { rawId, line, columns: [], classes: [] };
      entities.set(rawId, record);
      items.push({ kind: 'entity', rawId });
    }
    return record;
  };

  for (;;) {
    skipTrivia(sc, warnings, { newlines: true });
    if (sc.eof) break;
    const line = sc.lineAt();
    const keyword = sc.match(KEYWORD)?.[1];
    const spaced = keyword !== undefined && /^[ \t]/.test(sc.text.charAt(sc.pos + keyword.length));
    if (keyword === 'direction' && spaced) {
      sc.pos += keyword.length;
      direction = readDirection(sc);
    } else if ((keyword === 'accTitle' || keyword === 'accDescr') && /^\s*[:{]/.test(sc.text.slice(sc.pos + keyword.length, sc.pos + keyword.length + 20))) {
      sc.pos += keyword.length;
      readAccessibility(sc, shared, keyword, line);
    } else if (spaced && keyword === 'style') {
      sc.pos += keyword.length;
      readStyleStatement(sc, shared, warnings, line, isBareName, (id) => entity(id, line));
    } else if (spaced && keyword === 'classDef') {
      sc.pos += keyword.length;
      readClassDef(sc, shared, warnings, line);
    } else if (spaced && keyword === 'class') {
      sc.pos += keyword.length;
      readClassStatement(sc, shared, line);
    } else {
      readEntityStatement(sc, line, entity, edges, items, warnings);
    }
    skipTrivia(sc, warnings, { newlines: false });
    if (!atStatementEnd(sc, false)) throw sc.failure(`expected the end of the line, found ${sc.describeHere()}`);
  }

  for (const statement of shared.classStatements) {
    for (const rawId of statement.ids) {
      const target = entities.get(rawId);
      if (target) for (const name of statement.names) target.classes.push({ name, line: statement.line });
      else warnings.add('MERMAID_UNSUPPORTED', statement.line, `class ${rawId}: no entity is named ${rawId}; the class is not applied`, { data: { construct: 'class', mermaidId: rawId } });
    }
  }
  return toDiagram(direction, entities, items, edges, shared);
}

function readEntityStatement(
  sc: Scanner,
  line: number,
  entity: (rawId: string, line: number) => EntityRecord,
  edges: IrEdge[],
  items: Array<{ kind: 'entity'; rawId: string } | { kind: 'edge'; index: number }>,
  warnings: Warnings,
): void {
  const first = entity(readName(sc, 'an entity name, a relationship or a statement (direction, style, classDef, class)'), line);
  if (sc.eat('[')) {
    sc.skipInlineSpace();
    const alias = decodeLabel(readName(sc, `an alias for ${first.rawId} inside [ ]`, true), 'quoted');
    sc.skipInlineSpace();
    if (!sc.eat(']')) throw sc.failure(`expected "]" to close the alias of ${first.rawId}`);
    for (const loss of alias.losses) warnings.add('MERMAID_APPROXIMATED', line, `entity ${first.rawId}: ${loss} cannot be shown; the label keeps the plain text`, { data: { construct: 'text', loss } });
    first.alias = alias.text;
  }
  for (const name of readClasses(sc, first.rawId)) first.classes.push({ name, line });
  sc.skipInlineSpace();
  if (sc.eat('{')) {
    first.columns.push(...readAttributes(sc, first.rawId, warnings));
    return;
  }
  if (atStatementEnd(sc, false)) return;
  const relationship = readRelationship(sc);
  if (!relationship) throw sc.failure(`expected a relationship (such as ||--o{), "{" or the end of the line after ${first.rawId}, found ${sc.describeHere()}`);
  sc.skipInlineSpace();
  const second = entity(readName(sc, 'the second entity of the relationship'), line);
  for (const name of readClasses(sc, second.rawId)) second.classes.push({ name, line });
  sc.skipInlineSpace();
  const edge: IrEdge = {
    line,
    from: first.rawId,
    to: second.rawId,
    edgeType: relationship.identifying ? 'er.identifying' : 'er.relationship',
    cardinality: { from: relationship.from, to: relationship.to },
    classes: [],
  };
  if (sc.eat(':')) {
    const decoded = decodeLabel(readRole(sc), 'quoted');
    for (const loss of decoded.losses) warnings.add('MERMAID_APPROXIMATED', line, `relationship ${first.rawId} → ${second.rawId}: ${loss} cannot be shown; the label keeps the plain text`, { data: { construct: 'text', loss } });
    if (decoded.text !== '') edge.label = decoded.text;
  }
  if (relationship.parentMarker) {
    warnings.add('MERMAID_APPROXIMATED', line, `relationship ${first.rawId} → ${second.rawId}: the parent marker "u" is read as exactly one`, { data: { construct: 'parentMarker' } });
  }
  items.push({ kind: 'edge', index: edges.length });
  edges.push(edge);
}

/** The entities (with their classes and `style` statements) and relationships in document order. */
function toDiagram(
  direction: Direction,
  entities: Map<string, EntityRecord>,
  order: Array<{ kind: 'entity'; rawId: string } | { kind: 'edge'; index: number }>,
  edges: IrEdge[],
  shared: StatementRecords,
): IrDiagram {
  const nodes: IrNode[] = [];
  const items: IrItem[] = [];
  for (const entry of order) {
    if (entry.kind === 'edge') {
      items.push({ kind: 'edge', index: entry.index });
      continue;
    }
    const record = entities.get(entry.rawId) as EntityRecord;
    const node: IrNode = { rawId: record.rawId, line: record.line, label: record.alias ?? record.rawId, shape: 'rect', nodeType: 'er.entity', classes: record.classes };
    if (record.columns.length > 0) node.columns = record.columns;
    const styles = shared.styleStatements.filter((statement) => statement.id === record.rawId).map((statement) => statement.style);
    if (styles.length > 0) node.inline = Object.assign({}, ...styles);
    items.push({ kind: 'node', index: nodes.length });
    nodes.push(node);
  }
  const defaultClass: IrClassDef | undefined = shared.classDefs.find((def) => def.name === 'default');
  if (defaultClass) for (const node of nodes) if (node.classes.length === 0) node.classes.push({ name: 'default', line: defaultClass.line });
  const diagram: IrDiagram = { family: 'entityRelationship', direction, items, nodes, frames: [], edges, classDefs: shared.classDefs };
  if (shared.title !== undefined) Object.assign(diagram, { title: shared.title, titleLine: shared.titleLine });
  if (shared.description !== undefined) Object.assign(diagram, { description: shared.description, descriptionLine: shared.descriptionLine });
  return diagram;
}
