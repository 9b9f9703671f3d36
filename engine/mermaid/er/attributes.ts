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

/**
 * A word's text (a quoted word without its backquotes). Skipped, then sliced: an attribute
 * block is most of an ER text's words. No object per word: a caller that needs to know
 * whether it was written bare reads the character it started at.
 */
function readWord(sc: Scanner): string | undefined {
  const from = sc.pos;
  if (sc.skipMatch(QUOTED_WORD)) return sc.text.slice(from + 1, sc.pos - 1);
  if (sc.skipMatch(BARE_WORD)) return sc.text.slice(from, sc.pos);
  return undefined;
}

const BACKQUOTE = 0x60;
/** A key's first letter, lower-cased (KEY matches either case; its first letter tells the three apart). */
const LOWER_P = 0x70;
const LOWER_F = 0x66;

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
    const wordFrom = sc.pos;
    const word = readWord(sc);
    if (word === undefined) throw sc.failure(`expected an attribute name after the type ${type} in ${entity}, found ${sc.describeHere()}`);
    // Only a bare name's leading "*" means PK.
    const starred = sc.text.charCodeAt(wordFrom) !== BACKQUOTE && word.startsWith('*') && word.length > 1;
    const name = starred ? word.slice(1) : word;
    let pk = starred;
    let fk = false;
    let unique = false;
    sc.skipInlineSpace();
    for (let key = sc.pos; sc.skipMatch(KEY); key = sc.pos) {
      // Lower-cased by its bit: no upper-cased copy of every key.
      const first = sc.text.charCodeAt(key) | 0x20;
      if (first === LOWER_P) pk = true;
      else if (first === LOWER_F) fk = true;
      else unique = true;
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
    if (type !== '_') column.type = type;
    if (pk) column.pk = true;
    if (fk) column.fk = true;
    if (unique) column.unique = true;
    if (comment !== undefined) column.comment = comment;
    columns.push(column);
  }
}
