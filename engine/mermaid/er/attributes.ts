import type { ColumnValue } from '../../../schema/index.js';
import type { Scanner } from '../scanner.js';
import { skipTrivia } from '../trivia.js';
import type { Warnings } from '../warnings.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/** A comma and a further key. */
const NEXT_KEY = /,\s*(PK|FK|UK)(?![\w-])/i;

/**
 * An entity's attribute block: `{ type name [PK, FK, UK] ["comment"] ... }`. Types and
 * names are words (`varchar(255)`, `string[]`, `List~int~`) or `backquoted text`; a name
 * starting with "*" is a primary key. PK, FK and UK become pk, fk and unique. The type "_"
 * stands for "no type" (what toMermaid writes for a column without one).
 */
const QUOTED_WORD = /`[^`\n]+`/;
const BARE_WORD = /[^\s"{}`]+/;
const KEY = /(PK|FK|UK)(?![\w-])/i;

/** A word, and whether it was written bare (only a bare name's leading "*" means PK). Skipped, then sliced: an attribute block is most of an ER text's words. */
function readWord(sc: Scanner): { text: string; bare: boolean } | undefined {
  const from = sc.pos;
  if (sc.skipMatch(QUOTED_WORD)) return { text: sc.text.slice(from + 1, sc.pos - 1), bare: false };
  if (sc.skipMatch(BARE_WORD)) return { text: sc.text.slice(from, sc.pos), bare: true };
  return undefined;
}

/** Reads from after "{" to after "}"; returns the columns in order. */
export function readAttributes(sc: Scanner, entity: string, warnings: Warnings): ColumnValue[] {
  const open = sc.pos - 1;
  const columns: ColumnValue[] = [];
  for (;;) {
    skipTrivia(sc, warnings, { newlines: true });
    if (sc.eof) throw sc.failure(`expected "}" to close the attributes of ${entity}`, open);
    if (sc.eat('}')) return columns;
    const type = readWord(sc);
    if (type === undefined) throw sc.failure(`expected an attribute type (such as string or int) in ${entity}, found ${sc.describeHere()}`);
    sc.skipInlineSpace();
    const word = readWord(sc);
    if (word === undefined) throw sc.failure(`expected an attribute name after the type ${type.text} in ${entity}, found ${sc.describeHere()}`);
    const starred = word.bare && word.text.startsWith('*') && word.text.length > 1;
    const name = starred ? word.text.slice(1) : word.text;
    const flags = { pk: starred, fk: false, unique: false };
    sc.skipInlineSpace();
    for (let key = sc.pos; sc.skipMatch(KEY); key = sc.pos) {
      const flag = sc.text.slice(key, key + 2).toUpperCase();
      if (flag === 'PK') flags.pk = true;
      else if (flag === 'FK') flags.fk = true;
      else flags.unique = true;
      sc.skipInlineSpace();
      if (!sc.match(NEXT_KEY)) break;
      sc.eat(',');
      sc.skipInlineSpace();
    }
    sc.skipInlineSpace();
    let comment: string | undefined;
    if (sc.peek() === '"') {
      const close = sc.text.indexOf('"', sc.pos + 1);
      if (close < 0) throw sc.failure(`expected '"' to close the comment of ${entity}.${name}`);
      comment = sc.text.slice(sc.pos + 1, close);
      sc.pos = close + 1;
    }
    const column: ColumnValue = { name };
    if (type.text !== '_') column.type = type.text;
    if (flags.pk) column.pk = true;
    if (flags.fk) column.fk = true;
    if (flags.unique) column.unique = true;
    if (comment !== undefined) column.comment = comment;
    columns.push(column);
  }
}
