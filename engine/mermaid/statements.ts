import type { StyleValue } from '../../schema/index.js';
import { styleFromCss, type StyleTarget } from './css.js';
import type { IrClassDef } from './model.js';
import type { Scanner } from './scanner.js';
import type { Warnings } from './warnings.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** The rest of a statement: up to a newline, ";" or a "%%" comment. */
const STATEMENT_REST = /[^\n;%]*(?:%(?!%)[^\n;%]*)*/;

/**
 * Statements flowcharts and erDiagrams share: classDef, class, style, accTitle and
 * accDescr. Each reads to the end of its statement into the records below; the readers
 * apply them once they know what every id is.
 */
export interface StatementRecords {
  classDefs: IrClassDef[];
  classStatements: Array<{ ids: string[]; names: string[]; line: number }>;
  styleStatements: Array<{ id: string; style: StyleValue; line: number }>;
  title?: string;
  titleLine?: number;
  description?: string;
  descriptionLine?: number;
}

/** Empty statement records. */
export function newStatementRecords(): StatementRecords {
  return { classDefs: [], classStatements: [], styleStatements: [] };
}

/** The rest of the statement: up to a newline, ";" or a "%%" comment. */
export function restOfStatement(sc: Scanner): string {
  const found = sc.match(STATEMENT_REST);
  const text = found?.[0] ?? '';
  sc.pos += text.length;
  return text.trim();
}

/** Maps a style list and warns for what DSP cannot keep. */
export function mappedStyle(css: string, target: StyleTarget, where: string, line: number, warnings: Warnings): StyleValue {
  const { style, dropped } = styleFromCss(css, target);
  for (const declaration of dropped) {
    warnings.add('MERMAID_UNSUPPORTED', line, `${where}: "${declaration}" is not kept (no DSP style field takes it)`, { data: { construct: 'css', declaration } });
  }
  return style;
}

const LIST = /[^\s;,]+(?:\s*,\s*[^\s;,]+)*/;
const list = (text: string): string[] => text.split(',').map((part) => part.trim()).filter((part) => part !== '');

/** `classDef a,b fill:#f9f,stroke:#333` (a repeated classDef adds to the first). */
export function readClassDef(sc: Scanner, records: StatementRecords, warnings: Warnings, line: number): void {
  sc.skipInlineSpace();
  const names = sc.eatMatch(LIST);
  if (!names) throw sc.failure('expected a class name after "classDef"');
  const css = restOfStatement(sc);
  for (const name of list(names[0])) {
    const style = mappedStyle(css, 'node', `classDef ${name}`, line, warnings);
    const existing = records.classDefs.find((def) => def.name === name);
    if (existing) Object.assign(existing.style, style);
    else records.classDefs.push({ name, line, style });
  }
}

/** `class a,b name1,name2` */
export function readClassStatement(sc: Scanner, records: StatementRecords, line: number): void {
  sc.skipInlineSpace();
  const ids = sc.eatMatch(LIST);
  if (!ids) throw sc.failure('expected the ids to style after "class"');
  sc.skipInlineSpace();
  const names = sc.eatMatch(LIST);
  if (!names) throw sc.failure(`expected a class name after "class ${ids[0]}"`);
  records.classStatements.push({ ids: list(ids[0]), names: list(names[0]), line });
}

/**
 * `style id1,id2 fill:#f9f,stroke-width:2px`. `validId` says which ids the diagram type
 * can name; `mention` records each id (Mermaid's style statement creates a missing node).
 */
export function readStyleStatement(sc: Scanner, records: StatementRecords, warnings: Warnings, line: number, validId: (id: string) => boolean, mention: (id: string) => void): void {
  sc.skipInlineSpace();
  const ids = sc.eatMatch(LIST);
  if (!ids) throw sc.failure('expected an id after "style"');
  const named = list(ids[0]);
  const wrong = named.find((id) => !validId(id));
  if (wrong !== undefined) throw sc.failure(`expected node ids after "style", found "${wrong}"`, ids.index);
  const css = restOfStatement(sc);
  for (const id of named) {
    mention(id);
    records.styleStatements.push({ id, style: mappedStyle(css, 'node', `style ${id}`, line, warnings), line });
  }
}

/** `accTitle: text`, `accDescr: text` or `accDescr { multi-line }`. */
export function readAccessibility(sc: Scanner, records: StatementRecords, keyword: 'accTitle' | 'accDescr', line: number): void {
  sc.skipInlineSpace();
  let text: string;
  if (sc.eat(':')) {
    const end = sc.lineEnd();
    text = sc.text.slice(sc.pos, end).trim();
    sc.pos = end;
  } else if (keyword === 'accDescr' && sc.eat('{')) {
    const close = sc.text.indexOf('}', sc.pos);
    if (close < 0) throw sc.failure('expected "}" to close accDescr { ... }');
    text = sc.text.slice(sc.pos, close).split('\n').map((part) => part.trim()).join('\n').trim();
    sc.pos = close + 1;
  } else {
    throw sc.failure(`expected ":" after ${keyword}`);
  }
  if (keyword === 'accTitle') {
    records.title ??= text;
    records.titleLine ??= line;
  } else {
    records.description = text;
    records.descriptionLine = line;
  }
}
