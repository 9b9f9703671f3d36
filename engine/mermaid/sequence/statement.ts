import type { Scanner } from '../scanner.js';

// Patterns the scanner matches with are module constants: a literal in a function is a new
// RegExp on every call, and the scanner keeps its sticky twin per pattern object.
/**
 * One statement: up to a newline, a "%%" comment or a ";" (Mermaid's statement separator),
 * except the ";" that ends an entity code (`#9829;`, `&amp;`), which belongs to the text.
 */
const STATEMENT = /(?:[^\n;%#&]|%(?!%)|[#&](?:#?\w+;)?)*/;

/** A statement's text and where it starts, so an error can point into it. */
export interface Statement {
  text: string;
  /** The offset of text[0] in the whole Mermaid text. */
  at: number;
  line: number;
}

/** Reads the statement at the scanner (trimmed at its end) and moves past it. */
export function readStatement(sc: Scanner): Statement {
  const at = sc.pos;
  const text = sc.match(STATEMENT)?.[0] ?? '';
  sc.pos += text.length;
  return { text: text.trimEnd(), at, line: sc.lineAt(at) };
}

/** The statement's text from `from` on, with its offset (for the parts of a statement). */
export function restOf(statement: Statement, from: number): Statement {
  const skipped = statement.text.slice(from).length - statement.text.slice(from).trimStart().length;
  return { text: statement.text.slice(from + skipped), at: statement.at + from + skipped, line: statement.line };
}
