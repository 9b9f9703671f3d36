/**
 * Which SQL the snapshot is. MySQL (mysqldump) quotes with backticks and writes ENGINE= and
 * AUTO_INCREMENT; SQLite brackets names ([Album]) and writes AUTOINCREMENT; anything else is
 * read as PostgreSQL. MySQL goes to node-sql-parser's MySQL build; PostgreSQL and SQLite to
 * pgsql-ast-parser, SQLite after its two spellings PostgreSQL lacks are rewritten in place
 * (same length, so every place reported stays the snapshot's own).
 */
export type SqlDialect = 'postgresql' | 'mysql' | 'sqlite';

export function detectDialect(source: string): SqlDialect {
  if (/`[^`\n]+`|\bENGINE\s*=|\bAUTO_INCREMENT\b/i.test(source)) return 'mysql';
  if (/\[[A-Za-z_][\w ]*\]/.test(source) || /\bAUTOINCREMENT\b|^\s*PRAGMA\b/im.test(source)) return 'sqlite';
  return 'postgresql';
}

/** Spellings the parsers predate, rewritten at the same length: PostgreSQL 18's VIRTUAL generated columns (read as STORED; neither is drawn) MySQL's BINARY column attribute (a collation) and NVARCHAR (MySQL's national VARCHAR, shown as varchar). */
const PG_VIRTUAL_COLUMN = /(\)\s*)VIRTUAL\b/gi;
const MYSQL_BINARY_ATTRIBUTE = /(?<=\))\s+BINARY\b(?=\s)/gi;
const MYSQL_NATIONAL_VARCHAR = /\bNVARCHAR\b/gi;
const blank = (match: string): string => match.replace(/\S/g, ' ');

/** Index of the parenthesis closing the first one opened (the column list), outside quotes; -1 when none. */
function columnListEnd(text: string): number {
  let depth = 0;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === '-' && text[i + 1] === '-') i = Math.max(i, text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i));
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * A statement as the parser gets it. PostgreSQL and SQLite tables end at their column list
 * (PARTITION BY, INHERITS, WITH and TABLESPACE change nothing drawn and trip the parser);
 * `rest` is what was cut. SQLite's [names] become "names" and AUTOINCREMENT spaces.
 */
export function forPostgresParser(text: string, dialect: SqlDialect): { text: string; rest: string } {
  if (dialect === 'mysql') return { text: text.replace(MYSQL_BINARY_ATTRIBUTE, blank).replace(MYSQL_NATIONAL_VARCHAR, 'VARCHAR '), rest: '' };
  let written = text.replace(PG_VIRTUAL_COLUMN, (_match, head: string) => `${head}STORED `);
  if (dialect === 'sqlite') written = written.replace(/\[([^\]\n]*)\]/g, '"$1"').replace(/\bAUTOINCREMENT\b/gi, (word) => ' '.repeat(word.length));
  if (!/^\s*CREATE\b/i.test(written)) return { text: written, rest: '' };
  const end = columnListEnd(written);
  return end < 0 ? { text: written, rest: '' } : { text: written.slice(0, end + 1), rest: written.slice(end + 1) };
}
