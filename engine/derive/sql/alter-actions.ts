import { skipTrivia } from './split-statements.js';

/** A word, quoted name or sign of a statement, with its offset in the statement. */
interface Token {
  upper: string;
  offset: number;
  depth: number;
}

function tokens(text: string): Token[] {
  const list: Token[] = [];
  let depth = 0;
  let i = skipTrivia(text, 0);
  while (i < text.length) {
    const rest = text.slice(i, i + 256);
    const match = /^(?:[A-Za-z_][\w$]*|"(?:[^"]|"")*"|`[^`]*`|\[[^\]]*\]|'(?:[^']|'')*'|\d+|\S)/.exec(rest);
    const word = match?.[0] ?? text[i]!;
    if (word === ')') depth--;
    list.push({ upper: word.toUpperCase(), offset: i, depth });
    if (word === '(') depth++;
    i = skipTrivia(text, i + word.length);
  }
  return list;
}

/** What one action of an ALTER TABLE does to the drawing. */
export type AlterAction =
  | { kind: 'key'; offset: number }
  | { kind: 'skip'; offset: number; reason: string }
  | { kind: 'refuse'; offset: number; what: string };

const KEY_WORDS = new Set(['PRIMARY', 'UNIQUE', 'FOREIGN']);
const COLUMN_SKIPS = /^(SET DEFAULT|DROP DEFAULT|ADD GENERATED|SET GENERATED|SET STATISTICS|SET STORAGE|SET COMPRESSION|SET \(|RESET|OPTIONS|RESTART|SET INCREMENT|SET START|DROP IDENTITY|DROP EXPRESSION)/;

function classifyAction(words: readonly Token[]): AlterAction {
  const offset = words[0]?.offset ?? 0;
  const [first, second, third, fourth] = words.map((token) => token.upper);
  if (first === 'ADD') {
    const body = second === 'CONSTRAINT' ? fourth : second;
    if (body !== undefined && KEY_WORDS.has(body)) return { kind: 'key', offset };
    if (body === 'CHECK' || body === 'EXCLUDE') return { kind: 'skip', offset, reason: 'check constraints are not drawn' };
    if (body === 'INDEX' || body === 'KEY' || body === 'FULLTEXT' || body === 'SPATIAL') return { kind: 'skip', offset, reason: 'indexes are not drawn' };
    return { kind: 'refuse', offset, what: 'adds a column' };
  }
  if (first === 'ALTER' || first === 'MODIFY' || first === 'CHANGE') {
    const rest = words.slice(second === 'COLUMN' ? 3 : 2).map((token) => token.upper).join(' ');
    if (first === 'ALTER' && COLUMN_SKIPS.test(rest)) return { kind: 'skip', offset, reason: 'column defaults, identities and storage are not drawn' };
    return { kind: 'refuse', offset, what: `changes column ${(second === 'COLUMN' ? third : second) ?? ''}`.trim() };
  }
  if (first === 'DROP' || first === 'RENAME') return { kind: 'refuse', offset, what: `${first === 'DROP' ? 'drops' : 'renames'} ${second === 'CONSTRAINT' ? 'a constraint' : 'a column or the table'}` };
  return { kind: 'skip', offset, reason: `ALTER TABLE ... ${first ?? ''} does not change what is drawn`.replace(/\s+/g, ' ') };
}

/** The actions of an ALTER TABLE statement, each with its offset in the statement. */
export function alterActions(statement: string): AlterAction[] {
  const list = tokens(statement);
  let i = 2;
  if (list[i]?.upper === 'IF' && list[i + 1]?.upper === 'EXISTS') i += 2;
  if (list[i]?.upper === 'ONLY') i++;
  i++;
  while (list[i]?.upper === '.' || list[i - 1]?.upper === '.') i++;
  if (list[i]?.upper === '*') i++;
  const actions: AlterAction[] = [];
  let current: Token[] = [];
  for (const token of list.slice(i)) {
    if (token.depth === 0 && token.upper === ',') {
      actions.push(classifyAction(current));
      current = [];
    } else current.push(token);
  }
  if (current.length > 0) actions.push(classifyAction(current));
  return actions;
}
