/**
 * A JSON text read with the place of its first syntax error, whatever JavaScript engine
 * runs it. JSON.parse builds the value; its message says where it stopped only sometimes
 * (V8 leaves the position out of "Unexpected token" errors, and other browsers word it
 * their own way), so when it fails a small scanner walks the text by RFC 8259's grammar
 * to the first character that breaks it. The CLI, the element and the docs plugins all
 * report broken scene JSON as `line:column` from here.
 */

/** Line and column (1-based; the column counts UTF-16 code units) of an offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The parsed value, or the parser's message with the line and column of the first error. */
export type JsonText = { value: unknown } | { error: { message: string; line: number; column: number } };

export function parseJsonText(text: string): JsonText {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = jsonErrorOffset(text) ?? positionInMessage(message) ?? text.length;
    return { error: { message, ...lineAndColumn(text, offset) } };
  }
}

/** V8's "at position N", the fallback when the scanner cannot finish (nesting deeper than the call stack). */
function positionInMessage(message: string): number | undefined {
  const position = /at position (\d+)/.exec(message)?.[1];
  return position === undefined ? undefined : Number(position);
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const ESCAPED = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]$/;
const LITERALS = ['true', 'false', 'null'];
const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '0' && char <= '9';

/** Thrown inside the scanner with the offset of the first character that breaks the grammar. */
class SyntaxAt {
  constructor(readonly offset: number) {}
}

/**
 * The offset of the first syntax error in a JSON text; undefined when the text is valid
 * JSON, or when it nests deeper than the call stack allows (the recursion overflows first).
 */
export function jsonErrorOffset(text: string): number | undefined {
  const scanner = new JsonScanner(text);
  try {
    scanner.value();
    scanner.skipWhitespace();
    if (scanner.at < text.length) throw new SyntaxAt(scanner.at);
    return undefined;
  } catch (error) {
    if (error instanceof SyntaxAt) return error.offset;
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** A recogniser for RFC 8259 JSON: it builds nothing, it only moves `at` or throws SyntaxAt. */
class JsonScanner {
  at = 0;
  constructor(private readonly text: string) {}

  skipWhitespace(): void {
    while (WHITESPACE.has(this.text[this.at] ?? '')) this.at += 1;
  }

  value(): void {
    this.skipWhitespace();
    const char = this.text[this.at];
    if (char === '{') this.members('}', () => this.member());
    else if (char === '[') this.members(']', () => this.value());
    else if (char === '"') this.string();
    else if (char === '-' || isDigit(char)) this.number();
    else this.literal();
  }

  /** An object's or an array's items between the opening character and `close`. */
  private members(close: string, item: () => void): void {
    this.at += 1;
    this.skipWhitespace();
    if (this.text[this.at] === close) {
      this.at += 1;
      return;
    }
    for (;;) {
      item();
      this.skipWhitespace();
      const char = this.text[this.at];
      this.at += 1;
      if (char === close) return;
      if (char !== ',') throw new SyntaxAt(this.at - 1);
    }
  }

  private member(): void {
    this.skipWhitespace();
    if (this.text[this.at] !== '"') throw new SyntaxAt(this.at);
    this.string();
    this.skipWhitespace();
    if (this.text[this.at] !== ':') throw new SyntaxAt(this.at);
    this.at += 1;
    this.value();
  }

  private string(): void {
    for (this.at += 1; this.at < this.text.length; this.at += 1) {
      const char = this.text[this.at]!;
      if (char === '"') {
        this.at += 1;
        return;
      }
      if (char < ' ') throw new SyntaxAt(this.at);
      if (char !== '\\') continue;
      const escaped = this.text[this.at + 1] ?? '';
      if (escaped === 'u') this.unicodeEscape();
      else if (ESCAPED.has(escaped)) this.at += 1;
      else throw new SyntaxAt(this.at + 1);
    }
    throw new SyntaxAt(this.at);
  }

  /** `\\u` and four hex digits; the error is at the first character that is not one. */
  private unicodeEscape(): void {
    for (let digit = 2; digit < 6; digit += 1) {
      if (!HEX.test(this.text[this.at + digit] ?? '')) throw new SyntaxAt(this.at + digit);
    }
    this.at += 5;
  }

  /** `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; a missing digit is the error's place. */
  private number(): void {
    if (this.text[this.at] === '-') this.at += 1;
    if (this.text[this.at] === '0') this.at += 1;
    else this.digits();
    if (this.text[this.at] === '.') {
      this.at += 1;
      this.digits();
    }
    if (this.text[this.at] === 'e' || this.text[this.at] === 'E') {
      this.at += 1;
      if (this.text[this.at] === '+' || this.text[this.at] === '-') this.at += 1;
      this.digits();
    }
  }

  /** One or more decimal digits. */
  private digits(): void {
    if (!isDigit(this.text[this.at])) throw new SyntaxAt(this.at);
    while (isDigit(this.text[this.at])) this.at += 1;
  }

  private literal(): void {
    const word = LITERALS.find((literal) => literal[0] === this.text[this.at]);
    if (word === undefined) throw new SyntaxAt(this.at);
    for (const char of word) {
      if (this.text[this.at] !== char) throw new SyntaxAt(this.at);
      this.at += 1;
    }
  }
}
