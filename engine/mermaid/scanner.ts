import { syntaxFailure, type MermaidFailure } from './errors.js';

/**
 * The sticky (y) twin of each pattern the readers match with, made once per process rather
 * than once per parse (a parse used to compile its own, a tenth of parsing a small
 * diagram). Shared, yet no parse sees another's state: lastIndex is set right before each
 * exec, and exec runs to its end without yielding.
 */
const stickyTwins = new WeakMap<RegExp, RegExp>();

function stickyTwin(pattern: RegExp): RegExp {
  let sticky = stickyTwins.get(pattern);
  if (sticky === undefined) {
    sticky = new RegExp(pattern.source, `${pattern.flags.replace(/[gy]/g, '')}y`);
    stickyTwins.set(pattern, sticky);
  }
  return sticky;
}

/**
 * A cursor over the (newline-normalised) Mermaid text. Mermaid's grammar changes its
 * lexing with context (label text, edge text, style lists), so the readers scan the
 * characters directly instead of going through one token stream. One scanner per parse:
 * it holds the only mutable state of a parse, so concurrent parses never share any.
 */
export class Scanner {
  readonly text: string;
  pos: number;
  private readonly lineStarts: number[];

  constructor(text: string, pos = 0) {
    this.text = text;
    this.pos = pos;
    this.lineStarts = [0];
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  get eof(): boolean {
    return this.pos >= this.text.length;
  }

  /** The UTF-16 unit at pos + offset, or '' past the end. */
  peek(offset = 0): string {
    return this.text.charAt(this.pos + offset);
  }

  at(literal: string): boolean {
    return this.text.startsWith(literal, this.pos);
  }

  /** Consumes the literal when it is next. */
  eat(literal: string): boolean {
    if (!this.at(literal)) return false;
    this.pos += literal.length;
    return true;
  }

  /** Matches the pattern at pos without consuming. */
  match(pattern: RegExp): RegExpExecArray | null {
    const sticky = stickyTwin(pattern);
    sticky.lastIndex = this.pos;
    return sticky.exec(this.text);
  }

  /** Matches the pattern at pos and consumes it. */
  eatMatch(pattern: RegExp): RegExpExecArray | null {
    const found = this.match(pattern);
    if (found) this.pos += found[0].length;
    return found;
  }

  /**
   * Consumes the pattern when it matches at pos, without the match array eatMatch makes
   * (test, not exec): for readers that only slice the text they passed (ER attributes).
   */
  skipMatch(pattern: RegExp): boolean {
    const sticky = stickyTwin(pattern);
    sticky.lastIndex = this.pos;
    if (!sticky.test(this.text)) return false;
    this.pos = sticky.lastIndex;
    return true;
  }

  /** Skips spaces and tabs (not newlines). */
  skipInlineSpace(): void {
    while (this.pos < this.text.length) {
      const c = this.text.charCodeAt(this.pos);
      if (c !== 32 && c !== 9) break;
      this.pos++;
    }
  }

  atLineEnd(): boolean {
    return this.eof || this.peek() === '\n';
  }

  /** The index of the end of the current line (the newline or the text end). */
  lineEnd(from = this.pos): number {
    const end = this.text.indexOf('\n', from);
    return end === -1 ? this.text.length : end;
  }

  /** 1-based line of an offset. */
  lineAt(offset = this.pos): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  /** 1-based column of an offset, in UTF-16 units. */
  columnAt(offset = this.pos): number {
    return offset - (this.lineStarts[this.lineAt(offset) - 1] ?? 0) + 1;
  }

  /** A syntax error at an offset (default: here) saying what was expected. */
  failure(expected: string, offset = this.pos): MermaidFailure {
    return syntaxFailure(expected, this.lineAt(offset), this.columnAt(offset));
  }

  /** What is at pos, quoted for an error message ("end of text" at the end). */
  describeHere(offset = this.pos): string {
    if (offset >= this.text.length) return 'the end of the text';
    const c = this.text.charAt(offset);
    if (c === '\n') return 'the end of the line';
    const word = /^[^\s]{1,20}/.exec(this.text.slice(offset, offset + 20))?.[0] ?? c;
    return `"${word}"`;
  }
}
