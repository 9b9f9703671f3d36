/**
 * Splits SQL text into statements the way psql and mysql do: at the delimiter (`;`, or what
 * a `DELIMITER` line sets) outside strings, quoted identifiers, `$tag$` bodies and comments.
 * Comments stay in the statement text (the parsers skip them); offsets are into the source,
 * so every place reported is the snapshot's own line and column. psql meta-commands
 * (`\connect`, `\restrict`) are statements of their own.
 */
export interface SqlStatement {
  text: string;
  /** Offset of the statement's first character that is not space or comment. */
  start: number;
}

/** Where the quoted or commented run starting at `i` ends (exclusive), or -1 when none starts there. */
function skipQuoted(text: string, i: number, brackets: boolean): number {
  const c = text[i];
  if (c === '-' && text[i + 1] === '-') return endOfLine(text, i);
  if (c === '/' && text[i + 1] === '*') {
    const close = text.indexOf('*/', i + 2);
    return close < 0 ? text.length : close + 2;
  }
  if (c === "'" || c === '"' || c === '`') return closeQuote(text, i, c);
  if (c === '[' && brackets) {
    const close = text.indexOf(']', i + 1);
    return close < 0 ? text.length : close + 1;
  }
  if (c === '$') {
    const tag = /^\$[A-Za-z_]?\w*\$/.exec(text.slice(i, i + 64))?.[0];
    if (tag === undefined) return -1;
    const close = text.indexOf(tag, i + tag.length);
    return close < 0 ? text.length : close + tag.length;
  }
  return -1;
}

function endOfLine(text: string, i: number): number {
  const end = text.indexOf('\n', i);
  return end < 0 ? text.length : end;
}

/** A quoted run; the quote doubled, or after a backslash in a string, does not close it. */
function closeQuote(text: string, i: number, quote: string): number {
  let j = i + 1;
  while (j < text.length) {
    if (text[j] === '\\' && quote === "'") j += 2;
    else if (text[j] === quote) {
      if (text[j + 1] !== quote) return j + 1;
      j += 2;
    } else j++;
  }
  return text.length;
}

/** Offset of the first character at or after `i` that is neither space nor comment. */
export function skipTrivia(text: string, i: number): number {
  let j = i;
  for (;;) {
    while (j < text.length && /\s/.test(text[j]!)) j++;
    const comment = (text[j] === '-' && text[j + 1] === '-') || (text[j] === '/' && text[j + 1] === '*');
    if (!comment) return j;
    j = skipQuoted(text, j, false);
  }
}

export function splitStatements(text: string, brackets: boolean): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let delimiter = ';';
  let i = skipTrivia(text, 0);
  while (i < text.length) {
    const start = i;
    const lineStart = text.slice(start, start + 10);
    if (text[start] === '\\' || /^DELIMITER\s/i.test(lineStart)) {
      const end = endOfLine(text, start);
      const line = text.slice(start, end);
      if (/^DELIMITER\s/i.test(line)) delimiter = line.slice(9).trim() || ';';
      statements.push({ text: line, start });
      i = skipTrivia(text, end);
      continue;
    }
    let j = start;
    while (j < text.length && !text.startsWith(delimiter, j)) {
      const skipped = skipQuoted(text, j, brackets);
      j = skipped < 0 ? j + 1 : skipped;
    }
    // An empty statement (`;` alone, or after a comment such as mysqldump's /*!40101 SET ... */) is nothing.
    if (j > start) statements.push({ text: text.slice(start, j), start });
    i = skipTrivia(text, j + delimiter.length);
  }
  return statements;
}

/** The statement's first words, upper case, comments and quoted names left out (at most `count`). */
export function leadingWords(statement: string, count = 8): string[] {
  const words: string[] = [];
  let i = 0;
  while (words.length < count && i < statement.length) {
    i = skipTrivia(statement, i);
    const word = /^[A-Za-z_]+/.exec(statement.slice(i, i + 64))?.[0];
    if (word === undefined) break;
    words.push(word.toUpperCase());
    i += word.length;
  }
  return words;
}
